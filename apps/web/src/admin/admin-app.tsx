// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../lib/zod-browser';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '../auth/require-auth';
import { AccountGate } from './account/account-gate';
import { AuditPage } from './audit/audit-page';
import { CustomerPage } from './customers/customer-page';
import { CustomersPage } from './customers/customers-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { ImagesPage } from './images/images-page';
import { IncidentsPage } from './incidents/incidents-page';
import { MessagesPage } from './messages/messages-page';
import { InvoicesPage } from './invoices/invoices-page';
import { PrivacyPage } from './privacy/privacy-page';
import { ReturnPage } from './returns/return-page';
import { ReturnsPage } from './returns/returns-page';
import { AdminLayout } from './layout/admin-layout';
import { OrderPage } from './orders/order-page';
import { OrderPrintPage } from './orders/order-print-page';
import { WarrantyCardPage } from './warranty/warranty-card-page';
import { OrdersPage } from './orders/orders-page';
import { BuybacksPage } from './buybacks/buybacks-page';
import { ConsignmentsPage } from './consignments/consignments-page';
import { PiecePage } from './pieces/piece-page';
import { PiecesPage } from './pieces/pieces-page';
import { ServicePage } from './services/service-page';
import { ServiceReceiptPage } from './services/service-receipt-page';
import { ServicesPage } from './services/services-page';
import { ProductsPage } from './products/products-page';
import { RightsPage } from './rights/rights-page';
import { RolesPage } from './roles/roles-page';
import { SettingsPage } from './settings/settings-page';
import { ShopPage } from './shop/shop-page';
import { UsersPage } from './users/users-page';
import { loadToaster } from '../lib/toaster';

/**
 * The back office: one lazy chunk (guard, layout and screens). Each screen has a matching entry in
 * layout/admin-nav.ts (its label is the header title).
 */
export function AdminApp() {
  // The back office's screens show toasts: mount the Toaster with it.
  useEffect(() => {
    void loadToaster();
  }, []);
  return (
    <RequireAuth>
      <AccountGate>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderPage />} />
            <Route path="shop" element={<ShopPage />} />
            <Route path="pieces" element={<PiecesPage />} />
            <Route path="pieces/buybacks" element={<BuybacksPage />} />
            <Route path="pieces/consignments" element={<ConsignmentsPage />} />
            <Route path="pieces/:id" element={<PiecePage />} />
            <Route path="services" element={<ServicesPage />} />
            <Route path="services/:id" element={<ServicePage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="images" element={<ImagesPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="roles" element={<RolesPage />} />
            <Route path="rights" element={<RightsPage />} />
            <Route path="customers" element={<CustomersPage />} />
            <Route path="customers/:phone" element={<CustomerPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="returns" element={<ReturnsPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="returns/:id" element={<ReturnPage />} />
            <Route path="invoices" element={<InvoicesPage />} />
            <Route path="incidents" element={<IncidentsPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
          {/* The invoice prints without the menu and header. */}
          <Route path="orders/:id/print" element={<OrderPrintPage />} />
          <Route path="warranties/:id/print" element={<WarrantyCardPage />} />
          <Route path="services/:id/print" element={<ServiceReceiptPage />} />
        </Routes>
      </AccountGate>
    </RequireAuth>
  );
}

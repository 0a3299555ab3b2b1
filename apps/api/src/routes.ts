import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './modules/audit/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import buybacksRoutes from './modules/buybacks/routes.ts';
import tradeInRoutes from './modules/buybacks/trade-in-routes.ts';
import consignmentsRoutes from './modules/consignments/routes.ts';
import brandsRoutes from './modules/brands/routes.ts';
import categoriesRoutes from './modules/categories/routes.ts';
import customersRoutes from './modules/customers/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import eventsRoutes from './modules/events/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import incidentsRoutes from './modules/incidents/routes.ts';
import imagesRoutes from './modules/images/routes.ts';
import invoicesRoutes from './modules/invoices/routes.ts';
import messagesRoutes from './modules/messages/routes.ts';
import orderExportRoutes from './modules/orders/export.ts';
import ordersRoutes from './modules/orders/routes.ts';
import orderPiecesRoutes from './modules/pieces/order-routes.ts';
import piecesRoutes from './modules/pieces/routes.ts';
import servicesRoutes from './modules/services/routes.ts';
import piecePhotosRoutes from './modules/pieces/photo-routes.ts';
import servicePhotosRoutes from './modules/services/photo-routes.ts';
import pieceTransferRoutes from './modules/pieces/transfer-routes.ts';
import warrantyRoutes from './modules/warranty/routes.ts';
import policiesRoutes from './modules/policies/routes.ts';
import productVariantsRoutes from './modules/product-variants/routes.ts';
import productsRoutes from './modules/products/routes.ts';
import returnsRoutes from './modules/returns/routes.ts';
import privacyPublicRoutes from './modules/privacy/public-routes.ts';
import privacyRoutes from './modules/privacy/routes.ts';
import { rightsRoutes, rolesRoutes } from './modules/rights/routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import sizesRoutes from './modules/sizes/routes.ts';
import subBrandsRoutes from './modules/sub-brands/routes.ts';
import usersRoutes from './modules/users/routes.ts';
import { twoFactorResetRoutes, twoFactorRoutes } from './modules/two-factor/routes.ts';
import wardsRoutes from './modules/wards/routes.ts';

/** Every API module and its prefix under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(rightsRoutes, { prefix: '/rights' });
  await app.register(rolesRoutes, { prefix: '/roles' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(twoFactorRoutes, { prefix: '/auth/two-factor' });
  await app.register(twoFactorResetRoutes, { prefix: '/users' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(policiesRoutes, { prefix: '/policies' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(productVariantsRoutes, { prefix: '/product-variants' });
  await app.register(brandsRoutes, { prefix: '/brands' });
  await app.register(subBrandsRoutes, { prefix: '/sub-brands' });
  await app.register(categoriesRoutes, { prefix: '/categories' });
  await app.register(sizesRoutes, { prefix: '/sizes' });
  await app.register(imagesRoutes, { prefix: '/images' });
  await app.register(ordersRoutes, { prefix: '/orders' });
  await app.register(orderExportRoutes, { prefix: '/orders' });
  await app.register(orderPiecesRoutes, { prefix: '/orders' });
  await app.register(tradeInRoutes, { prefix: '/orders' });
  await app.register(piecesRoutes, { prefix: '/pieces' });
  await app.register(piecePhotosRoutes, { prefix: '/pieces' });
  await app.register(pieceTransferRoutes, { prefix: '/pieces' });
  await app.register(buybacksRoutes, { prefix: '/buybacks' });
  await app.register(consignmentsRoutes, { prefix: '/consignments' });
  await app.register(wardsRoutes, { prefix: '/wards' });
  await app.register(customersRoutes, { prefix: '/customers' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(incidentsRoutes, { prefix: '/incidents' });
  await app.register(eventsRoutes, { prefix: '/events' });
  // /messages and /orders/:id/messages
  await app.register(messagesRoutes);
  // /returns and /orders/lookup/returns
  await app.register(returnsRoutes);
  // /orders/:id/invoice… and /invoices/awaiting…
  await app.register(invoicesRoutes);
  // /privacy/… (the storefront's /yeu-cau-du-lieu and Yêu Cầu Dữ Liệu)
  await app.register(privacyPublicRoutes);
  await app.register(privacyRoutes);
  // /warranty (public lookup) and /warranties
  await app.register(warrantyRoutes);
  await app.register(servicesRoutes, { prefix: '/services' });
  await app.register(servicePhotosRoutes, { prefix: '/services' });
};

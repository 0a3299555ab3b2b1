import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../../api/dashboard';
import { useAuthStore } from '../../auth/auth-store';
import { usePermissions } from '../../auth/use-permissions';
import { TwoFactorReminder } from '../account/two-factor-reminder';
import { IncidentReminder } from '../incidents/incident-reminder';
import { LoadError } from '../components/load-error';
import { RequireRight } from '../layout/require-right';
import { LoadingState } from '../layout/screen-state';
import { DashboardStats } from './dashboard-stats';
import { GettingStarted } from './getting-started';
import { LowStock } from './low-stock';
import { QuickLinks } from './quick-links';
import { RecentOrders } from './recent-orders';
import { SellerReminder } from './seller-reminder';
import { DashboardReports } from './reports';
import { StoreInfoCard } from './store-info-card';

function Dashboard() {
  const firstName = useAuthStore((s) => s.user?.firstName);
  const query = useQuery(dashboardQueryOptions());
  const { can } = usePermissions();

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-ink">Xin chào{firstName ? `, ${firstName}` : ''}!</h2>
        <p className="mt-1 text-sm text-stone-600">Tình hình cửa hàng hôm nay.</p>
      </div>
      <SellerReminder />
      <IncidentReminder />
      <TwoFactorReminder />
      {query.isPending ? (
        <LoadingState label="Đang tải số liệu..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải dữ liệu bảng điều khiển" query={query} />
      ) : query.data.products === 0 && query.data.setup ? (
        <GettingStarted setup={query.data.setup} />
      ) : (
        <>
          <DashboardStats data={query.data} />
          {/* Revenue figures need the reports right; the server refuses them to anyone else. */}
          {can('reports', 'read') && <DashboardReports />}
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
            {/* Null when the caller has no orders read: the orders and their customers are not theirs to see. */}
            {query.data.recentOrders && (
              <div className="min-w-0 xl:col-span-2">
                <RecentOrders orders={query.data.recentOrders} />
              </div>
            )}
            <div className={query.data.recentOrders ? 'space-y-6' : 'space-y-6 xl:col-span-3'}>
              {/* Absent from servers older than the stock feature. */}
              <LowStock items={query.data.lowStock ?? []} />
              <StoreInfoCard />
            </div>
          </div>
        </>
      )}
      <QuickLinks />
    </div>
  );
}

/**
 * Bảng Điều Khiển (/admin): real figures from GET /api/dashboard and the reports of a date range; a shop
 * without products sees the getting-started checklist instead. Needs dashboard read; the orders and their
 * customers show with orders read, the revenue and the reports with reports read.
 */
export function DashboardPage() {
  return (
    <RequireRight resource="dashboard" what="bảng điều khiển">
      <Dashboard />
    </RequireRight>
  );
}

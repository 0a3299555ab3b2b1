import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../../api/orders';
import { useAuthStore } from '../../auth/auth-store';
import { LoadError } from '../components/load-error';
import { RequireRight } from '../layout/require-right';
import { LoadingState } from '../layout/screen-state';
import { DashboardStats } from './dashboard-stats';
import { GettingStarted } from './getting-started';
import { LowStock } from './low-stock';
import { QuickLinks } from './quick-links';
import { RecentOrders } from './recent-orders';
import { DashboardReports } from './reports';
import { StoreInfoCard } from './store-info-card';

function Dashboard() {
  const firstName = useAuthStore((s) => s.user?.firstName);
  const query = useQuery(dashboardQueryOptions());

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-ink">Xin chào{firstName ? `, ${firstName}` : ''}!</h2>
        <p className="mt-1 text-sm text-stone-600">Tình hình cửa hàng hôm nay.</p>
      </div>
      {query.isPending ? (
        <LoadingState label="Đang tải số liệu..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải dữ liệu bảng điều khiển" query={query} />
      ) : query.data.products === 0 && query.data.setup ? (
        <GettingStarted setup={query.data.setup} />
      ) : (
        <>
          <DashboardStats data={query.data} />
          <DashboardReports />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
            <div className="min-w-0 xl:col-span-2">
              <RecentOrders orders={query.data.recentOrders} />
            </div>
            <div className="space-y-6">
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
 * without products sees the getting-started checklist instead. Needs dashboard read.
 */
export function DashboardPage() {
  return (
    <RequireRight resource="dashboard" what="bảng điều khiển">
      <Dashboard />
    </RequireRight>
  );
}

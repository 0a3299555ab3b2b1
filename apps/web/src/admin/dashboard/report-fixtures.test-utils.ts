import { ORDER_STATUSES, type OrderStatus } from '@shop/core/constants';
import type { Reports } from '@shop/core/schemas/dashboard';
import { adminUser, signInStore } from '../../test/auth-fixtures';
import { mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';

/**
 * Reports of the days given (the first to the last), their totals summed, the orders by status given
 * (the other statuses none) and the best sellers.
 */
export function reportsOf(
  given: (Omit<Reports['days'][number], 'refunds'> & { refunds?: number })[],
  byStatus: Partial<Record<OrderStatus, number>> = {},
  topProducts: Reports['topProducts'] = [],
): Reports {
  const days = given.map((d) => ({ ...d, refunds: d.refunds ?? 0 }));
  return {
    from: days[0]!.date,
    to: days.at(-1)!.date,
    days,
    totals: {
      orders: days.reduce((sum, day) => sum + day.orders, 0),
      revenue: days.reduce((sum, day) => sum + day.revenue, 0),
      refunds: days.reduce((sum, day) => sum + day.refunds, 0),
    },
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: byStatus[status] ?? 0 })),
    topProducts,
  };
}

/** Reports of a range without any order. */
export const EMPTY_REPORTS = reportsOf([
  { date: '2026-03-01', orders: 0, revenue: 0 },
  { date: '2026-03-02', orders: 0, revenue: 0 },
]);

/** A staff role that reads the dashboard, its reports and the shop, and manages products. */
const DASHBOARD_RIGHTS = {
  dashboard: READ_ONLY,
  products: ALL_RIGHTS,
  orders: READ_ONLY,
  shop: READ_ONLY,
  reports: READ_ONLY,
};

/**
 * The dashboard at `path` (default /admin) for a user of role 2 with `permissions`, the API answering
 * GET /api/dashboard with `dashboard` and its reports with `reports` (default none), the store's
 * settings those of a first start.
 */
export function renderDashboard({
  path = '/admin',
  dashboard,
  reports = { body: EMPTY_REPORTS },
  permissions = DASHBOARD_RIGHTS,
}: {
  path?: string;
  dashboard: MockAnswer | (() => MockAnswer);
  reports?: MockAnswer | ((request: MockRequest) => MockAnswer);
  permissions?: Record<string, unknown>;
}) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: permissions },
    'GET /api/dashboard': dashboard,
    'GET /api/dashboard/reports': reports,
    'GET /api/settings': { body: STORE_SETTINGS },
  });
  return { api, ...renderAdmin(path) };
}

import { errorResponse } from '@shop/core/schemas/common';
import { dashboardResponse, reportsQuery, reportsResponse, resolveReportRange } from '@shop/core/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '@shop/core/permissions';
import { readRoutes } from '../../lib/crud-routes.ts';
import { badRequest } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { ordersRepository } from '../orders/repository.ts';
import { dashboardRepository } from './repository.ts';

const RECENT_ORDERS = 5;

/** The back-office dashboard: real figures from the database (docs/product/back-office.md#dashboard). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = dashboardRepository(app.database.db);
  const orders = ordersRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: { resource: 'dashboard', action: 'read' } },
      schema: {
        operationId: 'getDashboard',
        tags: ['dashboard'],
        summary:
          'Products, in stock (shown), tracked variants at or below inventory.lowStockThreshold, the getting-started checklist; with orders read also orders, pending orders, this month vs last month and the recent orders (else null); with reports read the revenue of completed orders (else null)',
        response: { 200: dashboardResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      // Each right shows only what it covers: orders and their customers need orders read, the
      // revenue needs reports read (admin only by default).
      const user = currentUser(request);
      const seesOrders = can(user.permissions, 'orders', 'read');
      const seesRevenue = can(user.permissions, 'reports', 'read');
      const [catalogue, figures, recent, lowStock, setup] = await Promise.all([
        repo.productFigures(),
        seesOrders || seesRevenue ? repo.orderFigures() : null,
        seesOrders ? orders.list({ limit: RECENT_ORDERS, count: false }) : null,
        repo.lowStock(),
        repo.setup(),
      ]);
      const orderFigures = seesOrders ? figures : null;
      const trend =
        orderFigures && orderFigures.lastMonth > 0
          ? Math.round(((orderFigures.thisMonth - orderFigures.lastMonth) / orderFigures.lastMonth) * 1000) / 10
          : null;
      return {
        ...catalogue,
        orders: orderFigures?.orders ?? null,
        revenue: seesRevenue ? (figures?.revenue ?? 0) : null,
        ordersThisMonth: orderFigures?.thisMonth ?? null,
        ordersLastMonth: orderFigures?.lastMonth ?? null,
        trend,
        recentOrders: recent?.orders ?? null,
        pendingOrders: orderFigures?.pending ?? null,
        lowStock,
        setup,
      };
    },
  );

  readRoutes(app, { resource: 'reports', tags: ['dashboard'] })(
    '/reports',
    'Reports (reports read) of a range of shop days (Asia/Ho_Chi_Minh, from and to included, default the last 30 days, at most 366): completed orders and revenue per day, orders by status, top 10 products by revenue',
    { operationId: 'getDashboardReports', querystring: reportsQuery, response: reportsResponse },
    async (request) => {
      // The schema has refused a bad range already; this resolves the defaults.
      const range = resolveReportRange(request.query);
      if ('error' in range) throw badRequest(range.error);
      return repo.reports(range);
    },
  );
};

export default dashboardRoutes;

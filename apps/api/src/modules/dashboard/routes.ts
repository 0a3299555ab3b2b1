import { errorResponse } from '@shop/core/schemas/common';
import { reportsQuery, reportsResponse, resolveReportRange } from '@shop/core/schemas/dashboard';
import { dashboardResponse } from '@shop/core/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { badRequest } from '../../lib/errors.ts';
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
          'Products, in stock (shown), orders, pending orders, revenue of completed orders, this month vs last month, recent orders, tracked variants at or below inventory.lowStockThreshold, the getting-started checklist',
        response: { 200: dashboardResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => {
      const [catalogue, figures, recentOrders, shop, setup] = await Promise.all([
        repo.productFigures(),
        orders.figures(),
        orders.recent(RECENT_ORDERS),
        orders.checkoutSettings(),
        repo.setup(),
      ]);
      const lowStock = await orders.lowStock(shop.lowStockThreshold);
      const trend =
        figures.lastMonth > 0
          ? Math.round(((figures.thisMonth - figures.lastMonth) / figures.lastMonth) * 1000) / 10
          : null;
      return {
        ...catalogue,
        orders: figures.orders,
        revenue: figures.revenue,
        ordersThisMonth: figures.thisMonth,
        ordersLastMonth: figures.lastMonth,
        trend,
        recentOrders,
        pendingOrders: figures.pending,
        lowStock,
        setup,
      };
    },
  );

  app.get(
    '/reports',
    {
      config: { access: { resource: 'dashboard', action: 'read' } },
      schema: {
        operationId: 'getDashboardReports',
        tags: ['dashboard'],
        summary:
          'Reports of a range of shop days (Asia/Ho_Chi_Minh, from and to included, default the last 30 days, at most 366): completed orders and revenue per day, orders by status, top 10 products by revenue',
        querystring: reportsQuery,
        response: { 200: reportsResponse, ...accessErrors },
      },
    },
    async (request) => {
      // The schema has refused a bad range already; this resolves the defaults.
      const range = resolveReportRange(request.query);
      if ('error' in range) throw badRequest(range.error);
      return repo.reports(range);
    },
  );
};

export default dashboardRoutes;

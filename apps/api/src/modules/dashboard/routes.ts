import { errorResponse } from '@shop/core/schemas/common';
import { dashboardResponse } from '@shop/core/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersRepository } from '../orders/repository.ts';
import { dashboardRepository } from './repository.ts';

export const RECENT_ORDERS = 5;

/** The back-office dashboard: real figures from the database (docs/product/back-office.md#dashboard). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = dashboardRepository(app.database.db);
  const orders = ordersRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: { resource: 'dashboard', action: 'read' } },
      schema: {
        tags: ['dashboard'],
        summary:
          'Products, in stock (shown), orders, pending orders, revenue of completed orders, this month vs last month, recent orders, tracked variants at or below inventory.lowStockThreshold',
        response: { 200: dashboardResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => {
      const [catalogue, figures, recentOrders, shop] = await Promise.all([
        repo.productFigures(),
        orders.figures(),
        orders.recent(RECENT_ORDERS),
        orders.checkoutSettings(),
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
      };
    },
  );
};

export default dashboardRoutes;

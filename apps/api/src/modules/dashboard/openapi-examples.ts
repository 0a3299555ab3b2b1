import { ORDER_STATUSES } from '@shop/core/constants';
import { line, order } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of the dashboard and its reports (spread into openapi-examples.ts): answers of the demo shop.

export const DASHBOARD_EXAMPLES = {
  getDashboard: {
    response: {
      products: 37,
      inStock: 33,
      orders: 1,
      revenue: 0,
      ordersThisMonth: 1,
      ordersLastMonth: 0,
      trend: null,
      recentOrders: [order],
      pendingOrders: 1,
      lowStock: [{ productId: 37, productName: line.productName, variantId: 58, variantName: '39mm Đen', stock: 2 }],
      setup: { shopDetails: true, brand: true, product: true, images: true, order: true },
    },
  },
  getDashboardReports: {
    response: {
      from: '2026-11-26',
      to: '2026-11-27',
      days: [
        { date: '2026-11-26', orders: 0, revenue: 0, refunds: 0 },
        { date: '2026-11-27', orders: 1, revenue: 86_400_000, refunds: 0 },
      ],
      totals: { orders: 1, revenue: 86_400_000, refunds: 0 },
      // Every status, in the order of ORDER_STATUSES: the one order is completed.
      byStatus: ORDER_STATUSES.map((status) => ({ status, orders: status === 'completed' ? 1 : 0 })),
      topProducts: [{ productId: 37, name: line.productName, quantity: 1, revenue: 86_400_000 }],
    },
  },
};

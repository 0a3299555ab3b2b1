import { ORDER_STATUSES, type OrderStatus } from '@shop/core/constants';
import type { Reports } from '@shop/core/schemas/dashboard';

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

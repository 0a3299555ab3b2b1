import type { Reports } from '@shop/core/schemas/dashboard';

/** Reports of a range without any order. */
export const EMPTY_REPORTS: Reports = {
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    { date: '2026-03-01', orders: 0, revenue: 0 },
    { date: '2026-03-02', orders: 0, revenue: 0 },
  ],
  totals: { orders: 0, revenue: 0 },
  byStatus: [
    { status: 'pending', orders: 0 },
    { status: 'processing', orders: 0 },
    { status: 'shipped', orders: 0 },
    { status: 'completed', orders: 0 },
    { status: 'cancelled', orders: 0 },
  ],
  topProducts: [],
};

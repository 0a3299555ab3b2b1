import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { orderStatusEnum, orders } from './orders.ts';
import { belongsTo, happenedAt } from './columns.ts';

/** Every status change of an order: from (null when placed), to, who (null: the shopper), when and why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    fromStatus: orderStatusEnum('from_status'),
    status: orderStatusEnum('status').notNull(),
    reason: text('reason'),
    by: text('by'),
    at: happenedAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

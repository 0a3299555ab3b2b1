import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderStatusEnum, orders } from './orders.ts';

/** Every status an order went through, with who moved it (null: the shopper). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    by: text('by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

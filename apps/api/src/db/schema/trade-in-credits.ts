import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { buybacks } from './buybacks.ts';
import { orders } from './orders.ts';

/**
 * A buy-back set against an order as trade-in credit (docs/pieces.md#trade-in-credit): the amount is
 * the buy-back's price, and the order's `trade_in_credit` is the sum of its rows. A buy-back credits
 * one order at a time (the partial unique index); cancelling the order releases its rows
 * (`released_at`), which frees the buy-back for another order while the cancelled one keeps its lines.
 */
export const tradeInCredits = pgTable(
  'trade_in_credits',
  {
    id: serial('id').primaryKey(),
    buybackId: integer('buyback_id')
      .notNull()
      .references(() => buybacks.id, { onDelete: 'restrict' }),
    orderId: belongsTo('order_id', () => orders.id),
    /** In đồng: the buy-back's price when it was set against the order. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trade_in_credits_buyback_idx')
      .on(t.buybackId)
      .where(sql`${t.releasedAt} is null`),
    index('trade_in_credits_order_idx').on(t.orderId),
  ],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * `Idempotency-Key`s of placed orders, kept 24 hours: the same key with the same body answers the
 * order it made; with another body, 422. `bodyHash` is the SHA-256 of the parsed body.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    key: text('key').primaryKey(),
    bodyHash: text('body_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_idempotency_keys_created_idx').on(t.createdAt)],
);

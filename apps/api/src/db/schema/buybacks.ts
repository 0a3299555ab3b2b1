import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pieces } from './pieces.ts';

/**
 * A watch bought from a customer (docs/pieces.md#buying-back): it is received as a piece with source
 * `buyback` whose `sourceName` and `sourcePhone` are the seller's; this row keeps what the purchase list
 * needs besides: the price paid, the day, and the seller's identity-card number (CCCD). Only what is
 * needed, and erased with the seller's other data.
 */
export const buybacks = pgTable(
  'buybacks',
  {
    id: serial('id').primaryKey(),
    /** `TM` + the id on six digits. */
    code: text('code')
      .notNull()
      .generatedAlwaysAs(sql`'TM' || lpad(id::text, 6, '0')`),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => pieces.id, { onDelete: 'restrict' }),
    /** What the shop paid, in đồng. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The seller's CCCD (12 digits); null once erased. */
    sellerIdNumber: text('seller_id_number'),
    boughtAt: date('bought_at', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buybacks_code_idx').on(t.code),
    uniqueIndex('buybacks_piece_idx').on(t.pieceId),
    index('buybacks_bought_idx').on(t.boughtAt, t.id),
  ],
);

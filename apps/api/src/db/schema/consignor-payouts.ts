import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pieces } from './pieces.ts';

/**
 * The payment to the consignor of a sold consigned piece (docs/pieces.md#consignment-payouts): one
 * per piece (a second is refused by the unique index too), with the amount paid, who recorded it and
 * when. A consigned piece sold without a row here is owed.
 */
export const consignorPayouts = pgTable(
  'consignor_payouts',
  {
    id: serial('id').primaryKey(),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => pieces.id, { onDelete: 'restrict' }),
    /** What the shop paid, in đồng. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note'),
    paidBy: text('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consignor_payouts_piece_idx').on(t.pieceId)],
);

import { sql } from 'drizzle-orm';
import type { WarrantyKind } from '@shop/core/warranty';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { pieces } from './pieces.ts';
import { belongsTo, createdAt, idColumn } from './columns.ts';

/**
 * The warranty of a sold piece, written when its order is completed (docs/pieces.md#warranty). The
 * product, brand and serial are kept as they were that day: the card is a document of the sale. The
 * buyer's name and phone are not copied: they are read from the order.
 */
export const warranties = pgTable(
  'warranties',
  {
    id: idColumn(),
    /** `TBH` + the id on six digits (never an order's `DH…` nor a service ticket's code). */
    code: text('code')
      .notNull()
      .generatedAlwaysAs(sql`'TBH' || lpad(id::text, 6, '0')`),
    pieceId: belongsTo('piece_id', () => pieces.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderCode: text('order_code'),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    brandName: text('brand_name').notNull(),
    serial: text('serial').notNull(),
    /** The serial folded (core's foldSerial), as the public lookup compares it. */
    serialKey: text('serial_key').notNull(),
    reference: text('reference'),
    condition: text('condition').$type<'new' | 'used'>().notNull(),
    kind: text('kind').$type<WarrantyKind>().notNull(),
    months: integer('months').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warranties_code_idx').on(t.code),
    index('warranties_serial_idx').on(t.serialKey),
    index('warranties_piece_idx').on(t.pieceId),
    index('warranties_order_idx').on(t.orderId),
  ],
);

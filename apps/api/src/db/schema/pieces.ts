import { sql } from 'drizzle-orm';
import { PIECE_STATUSES, type PieceAccessory } from '@shop/core/schemas/piece';
import { bigint, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { photoTable } from './photo-table.ts';
import { orders } from './orders.ts';
import { productVariants } from './product-variants.ts';
import { belongsTo, happenedAt, idColumn, timestamps } from './columns.ts';

export const pieceStatusEnum = pgEnum('piece_status', PIECE_STATUSES);

/** One watch the shop holds or held, by its serial (docs/pieces.md). */
export const pieces = pgTable(
  'pieces',
  {
    id: idColumn(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    /** The brand of its product when received: serials are unique within a brand. */
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    serial: text('serial').notNull(),
    /** The serial folded (core's foldSerial): upper case, no spaces or dashes. */
    serialKey: text('serial_key').notNull(),
    reference: text('reference'),
    /** `new` or `used`. */
    condition: text('condition').notNull().default('new'),
    /** A, B or C for a used piece. */
    grade: text('grade'),
    conditionNote: text('condition_note'),
    accessories: jsonb('accessories').$type<PieceAccessory[]>().notNull().default([]),
    accessoriesNote: text('accessories_note'),
    /** `distributor`, `buyback` or `consignment`. */
    source: text('source').notNull(),
    sourceName: text('source_name'),
    sourcePhone: text('source_phone'),
    consignorPayout: bigint('consignor_payout', { mode: 'number' }),
    costPrice: bigint('cost_price', { mode: 'number' }),
    status: pieceStatusEnum('status').notNull().default('in_stock'),
    /** The order holding it (reserved) or that bought it (sold). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: date('received_at', { mode: 'string' }).notNull().defaultNow(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pieces_brand_serial_idx').on(t.brandId, t.serialKey),
    index('pieces_serial_trgm_idx').using('gin', sql`${t.serialKey} gin_trgm_ops`),
    index('pieces_variant_status_idx').on(t.variantId, t.status),
    index('pieces_order_idx').on(t.orderId),
    index('pieces_status_idx').on(t.status, t.id),
  ],
);

/** Every move of a piece: what happened, from and to which status, for which order, who and when. */
export const pieceHistory = pgTable(
  'piece_history',
  {
    id: idColumn(),
    pieceId: belongsTo('piece_id', () => pieces.id),
    event: text('event').notNull(),
    fromStatus: pieceStatusEnum('from_status'),
    status: pieceStatusEnum('status').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Kept as text: the order's code stays readable if the order is ever removed. */
    orderCode: text('order_code'),
    note: text('note'),
    by: text('by'),
    at: happenedAt(),
  },
  (t) => [index('piece_history_piece_idx').on(t.pieceId, t.id)],
);

/** A staff-only photo of a piece (docs/pieces.md#photos): the image's storage key under `private/pieces/`. */
export const piecePhotos = photoTable('piece_photos', 'piece_id', () => pieces.id, 'piece_photos_piece_idx');

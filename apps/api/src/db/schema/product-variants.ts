import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { sizes } from './sizes.ts';
import { belongsTo, idColumn } from './columns.ts';

export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    productId: belongsTo('product_id', () => products.id),
    name: text('name').notNull(),
    /** The variant's own code, optional; unique when set, compared without case. */
    sku: text('sku'),
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'restrict' }),
    price: bigint('price', { mode: 'number' }),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    color: text('color'),
    /** Pieces in stock; null: not tracked (always orderable). Orders take from it with a guarded update. */
    stock: integer('stock'),
    /**
     * Sold piece by piece (docs/pieces.md): `stock` is then kept by the server equal to the variant's
     * pieces in stock that no order holds, never typed by hand.
     */
    tracksPieces: boolean('tracks_pieces').notNull().default(false),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    index('product_variants_size_idx').on(t.sizeId),
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { orders } from './orders.ts';
import { productVariants } from './product-variants.ts';
import { products } from './products.ts';

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The pieces this line took from tracked stock (0 for a variant whose stock was not counted):
     * cancelling, editing and returns give back exactly these, never more.
     */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

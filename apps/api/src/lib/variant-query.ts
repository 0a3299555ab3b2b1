import { eq } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { brands, productVariants, products } from '../db/schema/index.ts';

// Query pieces for product variants read with their product's names, shared by the modules that
// name a variant (orders, pieces, warranties) and by the demo seed.

/** A variant as an order line takes it: its and its product's id and name, its price and discount (numeric text). */
export const orderableVariantColumns = {
  productId: products.id,
  productName: products.name,
  variantId: productVariants.id,
  variantName: productVariants.name,
  price: productVariants.price,
  discount: productVariants.discount,
};

/** A select of `fields` from product variants joined to their products: the caller adds the where and the order. */
export function selectVariantsWithProduct<Fields extends SelectedFields>(q: Db | Tx, fields: Fields) {
  return q.select(fields).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId));
}

/**
 * A select that reaches product variants, with each variant's product and the product's brand joined
 * (a piece's own brand is pieces/watch.ts's). The caller adds its other joins, the where and the order.
 */
export function withProductAndBrand<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

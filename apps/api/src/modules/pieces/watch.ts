import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { brands, pieces, productVariants, products } from '../../db/schema/index.ts';

/**
 * A select from pieces with each piece's watch: joined to its variant, the variant's product and the
 * piece's brand. The caller adds its other joins, the where and the order.
 */
export function withPieceWatch<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, pieces.brandId));
}

import { and, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Keeps `products.sold_out` (every variant tracked and at 0 pieces) right for these products after
 * a stock change, in the caller's transaction. A product row is written only when its state
 * changes, so only then does the catalogue version move (the products trigger) and the cached
 * catalogue answers renew; an order that leaves pieces on the shelf touches no product row.
 */
export async function refreshSoldOut(q: Db | Tx, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  const soldOut = sql`(exists (select 1 from product_variants v where v.product_id = ${products.id})
    and not exists (select 1 from product_variants v where v.product_id = ${products.id} and (v.stock is null or v.stock > 0)))`;
  await q
    .update(products)
    .set({ soldOut: sql`${soldOut}` })
    .where(and(inArray(products.id, [...new Set(productIds)]), sql`${products.soldOut} is distinct from ${soldOut}`));
}

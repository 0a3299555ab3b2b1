import { hasPrice } from '@shop/core/pricing';
import { readSetting } from '@shop/core/schemas/setting';
import type { Availability } from '@shop/core/schemas/variant';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants, products, settings } from '../../db/schema/index.ts';

/**
 * Keeps `products.sold_out` (every variant tracked and at 0 pieces) right for these products after
 * a stock change, in the caller's transaction. A product row is written only when its state
 * changes, so only then does the catalogue version move (the products trigger) and the cached
 * catalogue answers renew; an order that leaves pieces on the shelf touches no product row.
 */
export async function refreshSoldOut(q: Db | Tx, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  // Sold out: at least one variant, and every one tracked at 0 (no variant: null, so false). One
  // aggregate per product over its own variants, read through their product index; the `not exists`
  // it replaced was planned as one hashed pass over every variant of the shop, at every order
  // (issue 29 §2: most of the rows an order read).
  const soldOut = sql`coalesce((select bool_and(v.stock is not null and v.stock <= 0) from product_variants v
    where v.product_id = ${products.id}), false)`;
  await q
    .update(products)
    .set({ soldOut: sql`${soldOut}` })
    .where(and(inArray(products.id, [...new Set(productIds)]), sql`${products.soldOut} is distinct from ${soldOut}`));
}

/**
 * What can be ordered of these variants now (`GET /api/product-variants/availability`): read live,
 * never from the catalogue cache, whose answers carry no stock. Two queries: the low-stock
 * threshold and the pieces a shopper may order a line (`checkout.maxQuantityPerLine`), then the
 * variants with their product's in-stock box.
 */
export async function availabilityOf(db: Db, variantIds: number[]): Promise<Availability> {
  const stored = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ['inventory.lowStockThreshold', 'checkout.maxQuantityPerLine']));
  const map = Object.fromEntries(stored.map((r) => [r.key, r.value]));
  const threshold = readSetting(map, 'inventory.lowStockThreshold');
  const perLine = readSetting(map, 'checkout.maxQuantityPerLine');
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
      price: productVariants.price,
      inStock: products.inStock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]))
    .orderBy(asc(productVariants.id));
  return {
    maxQuantityPerLine: perLine,
    variants: rows.map(({ variantId, productId, stock, price, inStock }) => {
      const orderable = inStock && hasPrice(price) && (stock === null || stock > 0);
      return {
        variantId,
        productId,
        stock,
        max: orderable ? Math.min(stock ?? perLine, perLine) : 0,
        low: stock !== null && stock > 0 && stock <= threshold,
      };
    }),
  };
}

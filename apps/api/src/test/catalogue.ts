import { eq } from 'drizzle-orm';
import { brands, productVariants, products, settings } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

/** Test data written straight into the test app's database: products of a test's own, settings. */

let productSeq = 0;

/**
 * A product of the test's own (named "Đồng hồ thử N", the first brand) with variants `[price, discount,
 * stock]` named V1, V2…; `stock` null = not tracked. Returns its ids and name.
 */
export async function makeProduct(
  t: Pick<TestApp, 'database'>,
  variants: [price: number, discount: number, stock: number | null][],
  inStock = true,
): Promise<{ productId: number; name: string; variantIds: number[] }> {
  const db = t.database.db;
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [p] = await db
    .insert(products)
    .values({ name: `Đồng hồ thử ${++productSeq}`, brandId: brand!.id, gender: 'unisex', inStock })
    .returning({ id: products.id, name: products.name });
  const vs = await db
    .insert(productVariants)
    .values(
      variants.map(([price, discount, stock], i) => ({ productId: p!.id, name: `V${i + 1}`, price, discount, stock })),
    )
    .returning({ id: productVariants.id });
  return { productId: p!.id, name: p!.name, variantIds: vs.map((v) => v.id) };
}

/** Stores a setting as the back office would have saved it. */
export async function setSetting(t: Pick<TestApp, 'database'>, key: string, value: string): Promise<void> {
  await t.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Removes a stored setting: its default applies again. */
export async function clearSetting(t: Pick<TestApp, 'database'>, key: string): Promise<void> {
  await t.database.db.delete(settings).where(eq(settings.key, key));
}

/** A product of one variant sold piece by piece (`tracksPieces`), with no piece yet. */
export async function trackedWatch(
  t: TestApp,
  price = 80_000_000,
): Promise<{ productId: number; name: string; variantId: number }> {
  const p = await makeProduct(t, [[price, 0, null]]);
  const variantId = p.variantIds[0]!;
  const res = await t.as('admin', {
    method: 'PUT',
    url: `/api/product-variants/${variantId}`,
    payload: { name: 'V1', sizeId: 1, price, tracksPieces: true },
  });
  if (res.statusCode !== 200) throw new Error(`trackedWatch: ${res.statusCode} ${res.body}`);
  return { productId: p.productId, name: p.name, variantId };
}

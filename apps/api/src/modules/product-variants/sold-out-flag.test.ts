import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';
import { refreshSoldOut } from './stock.ts';

// `products.sold_out` after a stock change (every order runs it): right, and read from the product's
// own variants only. Issue 29 §2: it read every variant of the shop at each order.

const t = useTestApp();

/** Rows this transaction has read from `product_variants` so far (sequential scans and index fetches). */
async function variantRowsRead(tx: Tx): Promise<number> {
  const r = await tx.execute<{ n: number | string }>(
    sql`select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) as n
        from pg_stat_xact_user_tables where relname = 'product_variants'`,
  );
  return Number(r.rows[0]?.n ?? 0);
}
const soldOut = async (id: number) =>
  (await t.database.db.select({ s: products.soldOut }).from(products).where(eq(products.id, id)))[0]!.s;

describe('the sold-out flag of a product', () => {
  it('is set when every variant is tracked at 0, and only then', async () => {
    const gone = await makeProduct(t, [
      [1_000_000, 0, 0],
      [1_000_000, 0, 0],
    ]);
    const untracked = await makeProduct(t, [
      [1_000_000, 0, 0],
      [1_000_000, 0, null],
    ]);
    const left = await makeProduct(t, [
      [1_000_000, 0, 0],
      [1_000_000, 0, 2],
    ]);
    const ids = [gone.productId, untracked.productId, left.productId];
    await t.database.db.transaction((tx) => refreshSoldOut(tx, ids));
    expect(await Promise.all(ids.map(soldOut))).toEqual([true, false, false]);

    // A piece comes back: on sale again.
    await t.database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, gone.variantIds[0]!));
    await t.database.db.transaction((tx) => refreshSoldOut(tx, [gone.productId]));
    expect(await soldOut(gone.productId)).toBe(false);
  });

  it('reads the variants of the products it refreshes, not those of the whole shop', async () => {
    // A shop of 1,200 variants in stock (on a table of a few pages a scan costs less than the index), and a product of three.
    for (let i = 0; i < 4; i++)
      await makeProduct(
        t,
        Array.from({ length: 300 }, () => [1_000_000, 0, 5]),
      );
    const p = await makeProduct(t, [
      [1_000_000, 0, 0],
      [1_000_000, 0, 0],
      [1_000_000, 0, 3],
    ]);
    await t.database.db.execute(sql`analyze product_variants`);
    const read = await t.database.db.transaction(async (tx) => {
      const before = await variantRowsRead(tx);
      await refreshSoldOut(tx, [p.productId]);
      return (await variantRowsRead(tx)) - before;
    });
    // Its three variants, read once to decide and once more to write if it changed: not 1,200.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(2 * 3);
  });
});

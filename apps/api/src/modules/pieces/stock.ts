import { PIECE_MESSAGES } from '@shop/core/schemas/piece';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';

/** Order statuses that hold units of stock (placing takes them, cancelling gives them back). */
const HOLDING = sql`('pending', 'processing')`;

/**
 * Sets the stock of these variants that are tracked by piece to what their pieces say, in the
 * caller's transaction: the pieces in stock, less the units open orders hold without a piece chosen
 * yet. Each variant row is locked first (in id order), so this waits for an order taking stock of it
 * and an order waits for this. `strict`: a variant whose count would fall below 0 (the orders hold
 * more than the pieces left) is refused with a 409 (a piece taken out of stock); otherwise it is
 * set to 0 (tracking just switched on under open orders).
 */
export async function syncTrackedStock(tx: Db | Tx, variantIds: number[], strict = false): Promise<void> {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  const rows = await tx
    .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .orderBy(asc(productVariants.id))
    .for('update');
  const touched: number[] = [];
  for (const row of rows) {
    const result = await tx.execute<{ n: string | number }>(sql`
      select
        (select count(*) from pieces p where p.variant_id = ${row.id} and p.status = 'in_stock')
        - (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
             where l.variant_id = ${row.id} and o.status in ${HOLDING})
        + (select count(*) from pieces p join orders o on o.id = p.order_id
             where p.variant_id = ${row.id} and p.status = 'reserved' and o.status in ${HOLDING}) as n`);
    const counted = Number(result.rows[0]?.n ?? 0);
    if (counted < 0 && strict) throw conflict(PIECE_MESSAGES.heldByOrders, { variantId: row.id });
    const stock = Math.max(0, counted);
    if (stock !== row.stock) {
      await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, row.id));
      touched.push(row.productId);
    }
  }
  await refreshSoldOut(tx, touched);
}

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * The order a shopper proves with its code and the phone it was placed with (the tracking page, a
 * return, a data request); undefined for any other combination. Callers answer every miss alike.
 */
export async function orderOfLookup(db: Db | Tx, code: string, phone: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.code, code), eq(orders.phone, phone)));
  return order;
}

import { createHash } from 'node:crypto';
import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderIdempotencyKeys, orders } from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/errors.ts';
import { fullOrder } from './order-read.ts';

/** How long an `Idempotency-Key` answers with its order. */
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** The body's fingerprint for an idempotency key: SHA-256 of the parsed body with sorted keys. */
export function bodyHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** The `Idempotency-Key`s of placed orders: a retry with the same key and body answers the first order. */
export function idempotencyKeys(db: Db) {
  return {
    /**
     * Claims an `Idempotency-Key` for this attempt, first thing in the placing transaction: answers
     * null when the key is new (claimed: it is bound to the order by `bindIdempotencyKey` in the same
     * transaction), or the order an earlier request with the same key and body made (a retry). The
     * same key with another body is 422. A concurrent request holding the key is waited for.
     */
    async claimIdempotencyKey(key: string, hash: string): Promise<Order | null> {
      // A key older than 24 hours is forgotten and may be used again.
      await db
        .delete(orderIdempotencyKeys)
        .where(lt(orderIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
      const claimed = await db
        .insert(orderIdempotencyKeys)
        .values({ key, bodyHash: hash })
        .onConflictDoNothing()
        .returning({ key: orderIdempotencyKeys.key });
      if (claimed.length) return null;
      const [earlier] = await db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.key, key));
      if (!earlier || earlier.bodyHash !== hash || earlier.orderId === null)
        throw unprocessable(ORDER_MESSAGES.idempotencyMismatch);
      const [row] = await db.select().from(orders).where(eq(orders.id, earlier.orderId));
      if (!row) throw unprocessable(ORDER_MESSAGES.idempotencyMismatch);
      return fullOrder(db, row);
    },

    /** The order a key made with this same body, read without claiming the key (null: none). */
    async idempotentOrder(key: string, hash: string): Promise<Order | null> {
      const [earlier] = await db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.key, key));
      if (!earlier || earlier.bodyHash !== hash || earlier.orderId === null) return null;
      if (earlier.createdAt < new Date(Date.now() - IDEMPOTENCY_TTL_MS)) return null;
      const [row] = await db.select().from(orders).where(eq(orders.id, earlier.orderId));
      return row ? fullOrder(db, row) : null;
    },

    /** Binds a claimed key to the order it made (same transaction as the claim and the order). */
    async bindIdempotencyKey(key: string, orderId: number): Promise<void> {
      await db.update(orderIdempotencyKeys).set({ orderId }).where(eq(orderIdempotencyKeys.key, key));
    },
  };
}

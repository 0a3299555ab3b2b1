import type { Database } from '../../db/client.ts';

/** The NOTIFY channel on which the database says a variant's stock rose from 0 (migration 0034). */
const STOCK_ROSE_CHANNEL = 'stock_rose';

/** How long a variant seen sold out is refused without asking the database (bounds a missed notice). */
const TRUST_MS = 5_000;

interface SoldOut {
  productId: number;
  /** The refusal's words ("Sản phẩm "…" đã hết hàng"). */
  message: string;
  until: number;
}

/**
 * The variants this server saw sold out (their counted stock at 0), so that an order for one is
 * refused at once, before it waits for a connection or a transaction: in a drop of ten pieces to a
 * thousand buyers, the 990 refusals no longer queue behind the orders being written (on the embedded
 * database there is one connection). A variant is forgotten when the database announces that its
 * stock rose (a trigger's `NOTIFY stock_rose, '<id>'`, from any server: a cancel, a restock, a piece
 * received), and in any case after five seconds, which bounds what a notice missed or crossed can cost.
 * Everything is forgotten when notices may have been missed (a listening connection broke).
 */
export interface SoldOutBoard {
  /** The first of these variants known to be sold out now. */
  find(variantIds: Iterable<number>): ({ variantId: number } & Omit<SoldOut, 'until'>) | undefined;
  /** Seen at 0 by an order that committed, or refused for it. */
  mark(variantId: number, productId: number, message: string): void;
  close(): Promise<void>;
}

export async function soldOutBoard(database: Database, now: () => number = Date.now): Promise<SoldOutBoard> {
  const seen = new Map<number, SoldOut>();
  const stop = await database.listen(STOCK_ROSE_CHANNEL, (payload) => {
    if (payload === null || payload === '') seen.clear();
    else seen.delete(Number(payload));
  });
  return {
    find(variantIds) {
      const at = now();
      for (const variantId of variantIds) {
        const entry = seen.get(variantId);
        if (!entry) continue;
        if (entry.until > at) return { variantId, productId: entry.productId, message: entry.message };
        seen.delete(variantId);
      }
      return undefined;
    },
    mark(variantId, productId, message) {
      seen.set(variantId, { productId, message, until: now() + TRUST_MS });
    },
    close: stop,
  };
}

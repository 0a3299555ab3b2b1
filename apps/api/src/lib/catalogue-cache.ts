import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { catalogueVersion } from '../db/schema/index.ts';

/**
 * Serialized catalogue answers, keyed by what was asked and by the catalogue version.
 *
 * The version is one row that database triggers bump, in the writing transaction, on every change
 * to products, variants, brands, sub-brands, categories or sizes (migration 0002). Each read first
 * asks for it (one primary-key lookup): an answer cached under the current version is sent as it
 * is, anything else is computed and kept. So a write is seen by the very next request, from this
 * process or from any other process on the same database, and nothing needs to be told to forget.
 *
 * The version is read before the data, and a writer bumps it in the same commit as its rows, so an
 * answer kept under a version is never older than that version. Requests that miss the same entry
 * at once share one computation.
 */
export interface CatalogueCache {
  /** The cached JSON text for `key`, or `compute()` serialized by `serialize` and kept. */
  json(key: string, compute: () => Promise<unknown>, serialize: (value: unknown) => string): Promise<string>;
}

export function catalogueCache(db: Db, maxBytes: number): CatalogueCache {
  if (maxBytes <= 0) {
    return { json: async (_key, compute, serialize) => serialize(await compute()) };
  }
  const entries = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (s) => s.length * 2 });
  const pending = new Map<string, Promise<string>>();
  let seen = -1;

  async function version(): Promise<number> {
    const [row] = await db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    return row?.version ?? 0;
  }

  return {
    async json(key, compute, serialize) {
      const v = await version();
      if (v !== seen) {
        // A newer version makes every kept answer unreachable: free them at once.
        if (v > seen) entries.clear();
        seen = Math.max(seen, v);
      }
      const k = `${v}\u0000${key}`;
      const hit = entries.get(k) ?? pending.get(k);
      if (hit !== undefined) return hit;
      const text = compute().then(serialize);
      pending.set(k, text);
      try {
        const value = await text;
        if (v === seen) entries.set(k, value);
        return value;
      } finally {
        pending.delete(k);
      }
    },
  };
}

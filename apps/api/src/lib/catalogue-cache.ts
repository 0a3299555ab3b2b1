import { LRUCache } from 'lru-cache';
import type { CatalogueVersions, Dependency } from './catalogue-versions.ts';

/**
 * Serialized catalogue answers, keyed by what was asked and by the versions of what the answer
 * depends on (lib/catalogue-versions.ts): a product's answer by that product's version, lists by
 * the list version, all of them by the whole catalogue's (brands, categories…). So an edit of one
 * product leaves every other product's answer cached, and a write is seen by the very next request,
 * from this process or (on PostgreSQL, where the versions are read from the database) any other.
 *
 * The versions are read before the data, and a writer raises them in the same commit as its rows,
 * so an answer kept under a version is never older than that version. Requests that miss the same
 * entry at once share one computation. Entries of older versions are never asked for again and
 * leave the LRU as newer ones come in.
 */
export interface CatalogueCache {
  /** The cached JSON text for `key`, or `compute()` serialized by `serialize` and kept. */
  json(
    key: string,
    deps: readonly Dependency[],
    compute: () => Promise<unknown>,
    serialize: (value: unknown) => string,
  ): Promise<string>;
}

export function catalogueCache(versions: CatalogueVersions, maxBytes: number): CatalogueCache {
  if (maxBytes <= 0) {
    return { json: async (_key, _deps, compute, serialize) => serialize(await compute()) };
  }
  const entries = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (s) => s.length * 2 });
  const pending = new Map<string, Promise<string>>();

  return {
    async json(key, deps, compute, serialize) {
      const k = `${await versions.of(deps)}\u0000${key}`;
      const hit = entries.get(k) ?? pending.get(k);
      if (hit !== undefined) return hit;
      const text = compute().then(serialize);
      pending.set(k, text);
      try {
        const value = await text;
        entries.set(k, value);
        return value;
      } finally {
        pending.delete(k);
      }
    },
  };
}

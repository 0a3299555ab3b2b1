import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogueProductVersions, catalogueVersion } from '../db/schema/index.ts';

/**
 * What a cached answer or page depends on: the whole catalogue is always implied (brands,
 * categories… appear in every answer); `list` is any product (lists, searches, featured);
 * `product:<id>` one product; `settings` the shop's settings.
 */
export type Dependency = 'list' | 'settings' | `product:${number}`;

/**
 * The current versions of what changes the public answers, kept by database triggers (migration
 * 0014): an edit of one product raises its own version and the list version, nothing else.
 *
 * On PostgreSQL several servers may write, so the versions are read from the database, one
 * primary-key query per read. On the embedded PGlite this process is the only writer: the triggers'
 * `catalogue_changed` notifications (delivered before the writing query returns) keep the versions
 * in memory, and a read costs no database round trip.
 */
export interface CatalogueVersions {
  /** A text that changes whenever anything in `deps` (or the whole catalogue) changes. */
  of(deps: readonly Dependency[]): Promise<string>;
  /**
   * The same, in one read, split in two: the list version (null when `deps` has no `list`) and the
   * versions of the rest.
   */
  split(deps: readonly Dependency[]): Promise<{ rest: string; list: string | null }>;
  /** A text that changes whenever anything at all changes (catalogue, any product, settings). */
  any(): Promise<string>;
  close(): Promise<void>;
}

const productIdOf = (dep: Dependency) => (dep.startsWith('product:') ? Number(dep.slice(8)) : null);

export async function catalogueVersions(database: Database): Promise<CatalogueVersions> {
  if (database.kind === 'pglite') return inMemoryVersions(database);
  const db = database.db;
  async function read(productIds: number[]) {
    const [row] = await db
      .select({
        version: catalogueVersion.version,
        list: catalogueVersion.listVersion,
        settings: catalogueVersion.settingsVersion,
        products:
          productIds.length === 0
            ? sql<string | null>`null`
            : sql<
                string | null
              >`(select string_agg(${catalogueProductVersions.productId} || ':' || ${catalogueProductVersions.version}, ',' order by ${catalogueProductVersions.productId}) from ${catalogueProductVersions} where ${inArray(catalogueProductVersions.productId, productIds)})`,
      })
      .from(catalogueVersion)
      .where(sql`${catalogueVersion.id} = 1`);
    return row ?? { version: 0, list: 0, settings: 0, products: null };
  }
  async function split(deps: readonly Dependency[]) {
    const ids = deps.map(productIdOf).filter((id): id is number => id !== null);
    const v = await read(ids);
    const parts = [`c${v.version}`];
    if (deps.includes('settings')) parts.push(`s${v.settings}`);
    if (ids.length) parts.push(`p${v.products ?? ''}`);
    return { rest: parts.join(' '), list: deps.includes('list') ? `l${v.list}` : null };
  }
  return {
    async of(deps) {
      const { rest, list } = await split(deps);
      return list === null ? rest : `${rest} ${list}`;
    },
    split,
    async any() {
      const v = await read([]);
      return `c${v.version} l${v.list} s${v.settings}`;
    },
    close: async () => {},
  };
}

/** The embedded database's versions, counted in this process from the triggers' notifications. */
async function inMemoryVersions(database: Database): Promise<CatalogueVersions> {
  // Counted from zero at start: only this process's cache keys use them.
  let all = 0;
  let list = 0;
  let settings = 0;
  const products = new Map<number, number>();
  const stop = await database.listen('catalogue_changed', (payload) => {
    if (payload === 's') settings++;
    else if (payload?.startsWith('p')) {
      const id = Number(payload.slice(1));
      products.set(id, (products.get(id) ?? 0) + 1);
      list++;
    } else {
      // 't', or anything not understood (null: notifications may have been missed): everything.
      all++;
      products.clear();
    }
  });
  const split = (deps: readonly Dependency[]) => {
    let rest = `c${all}`;
    for (const dep of deps) {
      if (dep === 'settings') rest += ` s${settings}`;
      else if (dep !== 'list') rest += ` ${dep}:${products.get(productIdOf(dep)!) ?? 0}`;
    }
    return { rest, list: deps.includes('list') ? `l${list}` : null };
  };
  return {
    of: (deps) => {
      const { rest, list } = split(deps);
      return Promise.resolve(list === null ? rest : `${rest} ${list}`);
    },
    split: (deps) => Promise.resolve(split(deps)),
    any: () => Promise.resolve(`c${all} l${list} s${settings}`),
    close: stop,
  };
}

import type { ProductOrder } from '@shop/core/constants';
import { LRUCache } from 'lru-cache';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { catalogueVersion, products } from '../../db/schema/index.ts';

/**
 * The catalogue page and its exact total without ranking, sorting or counting every match on each
 * request (docs/architecture.md#catalogue-pages-and-totals).
 *
 * A search puts its matches in tiers (the name starts with the words, holds them as whole words,
 * inside words, holds every word apart, then matches through the brand, sub-brand or category, then
 * the words apart); a
 * plain list is one tier. Within a tier the chosen order decides, so a tier's rows can be read in
 * the order of that order's index. The number of matches in each tier is counted once per question
 * and catalogue version and kept in memory: it is the exact total, and it says which tiers the
 * asked page falls into and at which offset in each. Each of those tiers is then read one of two
 * ways, whichever touches fewer rows:
 * - walk: the order's index in order (backwards when the page is nearer the end of the tier),
 *   testing each row, until the page's rows are found: about offset × products ÷ tier rows;
 * - gather: the trigram index finds every match, and only those are sorted (few matches).
 */

export interface OrderKey {
  column: PgColumn;
  dir: 'asc' | 'desc';
}

/** The keys of an order: its columns in one direction, then the id in the same direction. */
const keysThenId = (dir: OrderKey['dir'], ...columns: PgColumn[]): OrderKey[] =>
  [...columns, products.id].map((column) => ({ column, dir }));

/**
 * Every order ends with the id; all put nulls (products without a price) last. Spelled exactly like
 * the indexes (`desc nulls last`, and `asc` whose nulls are last by default) so that PostgreSQL reads
 * a page straight from an index, forwards or backwards.
 */
export const ORDER_KEYS: Record<ProductOrder, OrderKey[]> = {
  'featured DESC, createdAt DESC': keysThenId('desc', products.featured, products.createdAt),
  'createdAt DESC': keysThenId('desc', products.createdAt),
  // Vietnamese alphabetical order: the stored key (core's nameSortKey).
  'name ASC': keysThenId('asc', products.nameSort),
  'price ASC': keysThenId('asc', products.lowestPrice),
  'price DESC': keysThenId('desc', products.lowestPrice),
};

/** `ORDER BY` terms of an order, or of its exact reverse (nulls first), on `products` or on a CTE. */
export function orderBy(keys: OrderKey[], reverse = false, from?: string): SQL[] {
  return keys.map(({ column, dir }) => {
    const c = from ? sql`${sql.identifier(from)}.${sql.identifier(column.name)}` : sql`${column}`;
    const d = (dir === 'desc') !== reverse ? 'desc' : 'asc';
    return sql`${c} ${sql.raw(d)} nulls ${sql.raw(reverse ? 'first' : 'last')}`;
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The rank of a match (0 best), judged on the product's name first: 0 the name starts with the
 * phrase (the stored text starts with the folded name); 1 the name holds the phrase as whole words;
 * 2 inside words; 3 the name holds every word, apart; then through the brand, sub-brand or category:
 * 4 as whole words, 5 inside words; 6 the words apart. So a product named with every typed word is
 * never ranked after one found only through its category. The folded name is the first
 * `search_name_length` characters of the stored text. Plain substring tests (starts_with/strpos),
 * cheap on every row.
 */
function tierOf(words: string[]): SQL {
  const phrase = words.join(' ');
  const t = products.searchText;
  const name = sql`left(${t}, ${products.searchNameLength})`;
  const asWords = ` ${phrase} `;
  const nameHoldsEvery = and(...words.map((w) => sql`strpos(${name}, ${w}) > 0`))!;
  return sql`(case when starts_with(${t}, ${phrase}) then 0
      when strpos(' ' || ${name} || ' ', ${asWords}) > 0 then 1
      when strpos(${name}, ${phrase}) > 0 then 2
      when ${nameHoldsEvery} then 3
      when strpos(' ' || ${t} || ' ', ${asWords}) > 0 then 4
      when strpos(${t}, ${phrase}) > 0 then 5
      else 6 end)`;
}

/**
 * Every word occurs in the folded name/brand/sub-brand/category text. `like` is answered by the
 * pg_trgm GIN index on search_text (both sides are folded to lower case by core's foldText, so LIKE
 * matches what ILIKE would, at less than half the cost of its re-check); `strpos` is the same test
 * that no index answers, for a walk along an order's index.
 */
function wordsMatch(words: string[], how: 'like' | 'strpos'): SQL | undefined {
  const t = products.searchText;
  return and(
    ...words.map((w) => (how === 'like' ? sql`${t} like ${`%${escapeLike(w)}%`}` : sql`strpos(${t}, ${w}) > 0`)),
  );
}

/** How many tiers a search has (`tierOf`). */
const TIERS = 7;

/** One question's counts under one catalogue version. */
export interface Counts {
  version: string;
  /** Matches in each tier, best first (one tier for a plain list). */
  tiers: number[];
  total: number;
  /** The table's size as the planner last saw it (walk cost), at least the total. */
  tableRows: number;
}

/** A tier's slice of the page: rows [from, to) of tier `tier` in the chosen order. */
interface Slice {
  tier: number;
  from: number;
  to: number;
  reverse: boolean;
  walk: boolean;
}

/** A walk up to this many rows is always taken (a few milliseconds); beyond, it must beat gathering. */
const WALK_ROWS = 4000;

/** How a search reads its tiers: by cost (the default), or always one way (tests compare them). */
export type ReadStrategy = 'auto' | 'walk' | 'gather';

/** Which rows of which tiers make the page [skip, skip + limit), and how each is read. */
export function slicesOf(
  counts: Counts,
  skip: number,
  limit: number,
  search: boolean,
  strategy: ReadStrategy = 'auto',
): Slice[] {
  const slices: Slice[] = [];
  let start = 0;
  counts.tiers.forEach((n, tier) => {
    const from = Math.max(skip - start, 0);
    const to = Math.min(skip + limit - start, n);
    start += n;
    if (from >= to) return;
    // Nearer the end of the tier, read it from the end: the last page is as cheap as the first.
    const reverse = n - from < to;
    const depth = reverse ? n - from : to;
    // Rows a walk tests ≈ depth × table ÷ tier; gathering tests every match of the question.
    const walkRows = (depth * counts.tableRows) / n;
    const cheaper = walkRows <= Math.max(WALK_ROWS, 2 * counts.total);
    const walk = !search || (strategy === 'auto' ? cheaper : strategy === 'walk');
    slices.push({ tier, from, to, reverse, walk });
  });
  return slices;
}

/**
 * The catalogue version and the list version as one text, read in the same statement (so the same
 * snapshot) as the rows they vouch for. Every committed change to products or variants raises the
 * list version, to brands, sub-brands, categories or sizes the catalogue version (database
 * triggers, migrations 0002 and 0014).
 */
export const versionSql = sql<string>`(select ${catalogueVersion.version}::text || '.' || ${catalogueVersion.listVersion}::text from ${catalogueVersion} where ${eq(catalogueVersion.id, 1)})`;

/**
 * Counts kept per question and catalogue version, per database: small (a few numbers each),
 * at most COUNT_ENTRIES questions, the least recently asked dropped first. Concurrent first
 * askers of a question share one count.
 */
const COUNT_ENTRIES = 5000;
const countCaches = new WeakMap<object, { entries: LRUCache<string, Counts>; pending: Map<string, Promise<Counts>> }>();
export function countCacheOf(db: Db) {
  let c = countCaches.get(db);
  if (!c) {
    c = { entries: new LRUCache<string, Counts>({ max: COUNT_ENTRIES }), pending: new Map() };
    countCaches.set(db, c);
  }
  return c;
}

/** The question's counts by tier, with the version they belong to: one statement. */
export async function countMatches(db: Db, where: SQL | undefined, words: string[]): Promise<Counts> {
  const filter = and(where, wordsMatch(words, 'like')) ?? sql`true`;
  const tier = words.length ? tierOf(words) : sql`0`;
  const result = await db.execute(sql`
    select ${versionSql} as "version",
      (select reltuples from pg_class where oid = 'products'::regclass)::float8 as "tableRows",
      (select coalesce(json_agg(json_build_array(c.tier, c.n)), '[]'::json)
        from (select ${tier} as tier, count(*)::int as n from ${products} where ${filter} group by 1) c) as "tiers"`);
  const row = result.rows[0] as { version: string; tableRows: number | string; tiers: unknown };
  const pairs = (typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers) as [number, number][];
  const tiers = new Array<number>(words.length ? TIERS : 1).fill(0);
  for (const [t, n] of pairs) tiers[Number(t)] = Number(n);
  const total = tiers.reduce((a, b) => a + b, 0);
  return { version: String(row.version), tiers, total, tableRows: Math.max(Number(row.tableRows) || 0, total, 1) };
}

/**
 * The ids of the page's rows as a subquery `(id, tier)`: one branch per slice, in one statement.
 * A walk keeps the search's tests inside `coalesce(…, false)`: PostgreSQL guesses half the rows
 * pass (it cannot estimate them), so it follows the order's index rather than sorting everything,
 * while the filters (brand, category…) keep their real estimates. A gather reads the matches once,
 * through the trigram index, into a materialized CTE and sorts only those.
 */
export function pageIds(
  slices: Slice[],
  where: SQL | undefined,
  words: string[],
  keys: OrderKey[],
  counts: Counts,
): SQL {
  const search = words.length > 0;
  const tier = search ? tierOf(words) : sql`0`;
  const gather = slices.some((s) => !s.walk);
  const branches = slices.map((s) => {
    const n = counts.tiers[s.tier]!;
    const limit = s.to - s.from;
    const offset = s.reverse ? n - s.to : s.from;
    if (!s.walk) {
      return sql`(select "m"."id", ${s.tier}::int as tier from "m" where "m"."tier" = ${s.tier}
        order by ${sql.join(orderBy(keys, s.reverse, 'm'), sql`, `)} limit ${limit} offset ${offset})`;
    }
    const test = search
      ? sql`coalesce(${and(wordsMatch(words, 'strpos'), sql`${tier} = ${s.tier}`)}, false)`
      : undefined;
    return sql`(select ${products.id} as id, ${s.tier}::int as tier from ${products} where ${and(where, test) ?? sql`true`}
      order by ${sql.join(orderBy(keys, s.reverse), sql`, `)} limit ${limit} offset ${offset})`;
  });
  const union = sql.join(branches, sql` union all `);
  if (!gather) return union;
  const columns = [...new Set(keys.map((k) => k.column.name))].filter((c) => c !== 'id');
  const selected = sql.join(
    columns.map((c) => sql`${sql.identifier('products')}.${sql.identifier(c)}`),
    sql`, `,
  );
  return sql`with "m" as materialized (
      select ${products.id} as id, ${tier} as tier, ${selected} from ${products}
      where ${and(where, wordsMatch(words, 'like')) ?? sql`true`})
    ${union}`;
}

/** The products of each category under one catalogue version, per database. */
const categoryCounts = new WeakMap<object, { version: string; counts: Map<number, number> }>();

/**
 * How many products each category holds, counted once per catalogue version (one statement over
 * the category index when the version has changed, none otherwise): the storefront's menu asks for
 * the categories on every page, and must not count the whole catalogue each time. `version` is the
 * version the caller read with its rows (`versionSql`).
 */
export async function productsPerCategory(db: Db, version: string | undefined): Promise<Map<number, number>> {
  const kept = categoryCounts.get(db);
  if (kept && version !== undefined && kept.version === version) return kept.counts;
  const result = await db.execute(sql`
    select ${versionSql} as "version",
      (select coalesce(json_agg(json_build_array(c.id, c.n)), '[]'::json)
        from (select ${products.categoryId} as id, count(*)::int as n from ${products}
              where ${products.categoryId} is not null group by 1) c) as "counts"`);
  const row = result.rows[0] as { version: string; counts: unknown };
  const pairs = (typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts) as [number, number][];
  const counts = new Map(pairs.map(([id, n]) => [Number(id), Number(n)]));
  categoryCounts.set(db, { version: String(row.version), counts });
  return counts;
}

import { nameKey } from '@shop/core/text';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from './drizzle.ts';
import { brands, categories, sizes, subBrands } from './schema/index.ts';

/** A name changed at start-up because an earlier row of its table already had it (compared folded). */
export interface RenamedName {
  table: 'brands' | 'categories' | 'sizes' | 'sub_brands';
  id: number;
  from: string;
  to: string;
}

const TABLES = [
  { name: 'brands', table: brands, scope: null, hasSort: true },
  { name: 'categories', table: categories, scope: null, hasSort: true },
  { name: 'sizes', table: sizes, scope: null, hasSort: false },
  { name: 'sub_brands', table: subBrands, scope: subBrands.brandId, hasSort: true },
] as const;

/**
 * Fills the folded name (`name_key`, core's nameKey) of rows that have none: every row once, when
 * the column is new, then rows written by hand in SQL. The key is under a unique index (per brand
 * for sub-brands), so a row whose name folds to one already taken is renamed first: `Rolex`, then
 * `ROLEX` becomes `ROLEX (2)`, the next `(3)`, in the order of the ids (the older row keeps its
 * name). Nothing is deleted. The renames are returned so that start-up can log them; a renamed row's
 * sort key is cleared for backfillNameSort, which runs next, to recompute.
 */
export async function fillNameKeys(db: Db): Promise<RenamedName[]> {
  const renamed: RenamedName[] = [];
  for (const { name: tableName, table, scope, hasSort } of TABLES) {
    const scopeOf = (row: { scope: number | null }) => String(row.scope ?? '');
    const scopeColumn = scope ?? sql<number | null>`null`;
    const missing = await db
      .select({ id: table.id, name: table.name, scope: scopeColumn })
      .from(table)
      .where(isNull(table.nameKey))
      .orderBy(table.id);
    if (!missing.length) continue;
    const keyed = await db
      .select({ key: table.nameKey, scope: scopeColumn })
      .from(table)
      .where(isNotNull(table.nameKey));
    const taken = new Set(keyed.map((r) => `${scopeOf(r)}|${r.key}`));
    const rows = missing.map((row) => {
      let name = row.name;
      for (let n = 2; taken.has(`${scopeOf(row)}|${nameKey(name)}`); n++) name = `${row.name} (${n})`;
      taken.add(`${scopeOf(row)}|${nameKey(name)}`);
      if (name !== row.name) renamed.push({ table: tableName, id: row.id, from: row.name, to: name });
      return { id: row.id, name, key: nameKey(name), renamed: name !== row.name };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = JSON.stringify(rows.slice(i, i + 1000));
      const clearSort = hasSort ? sql`, name_sort = case when v.renamed then '' else name_sort end` : sql``;
      await db.execute(sql`
        update ${table} set name = v.name, name_key = v.key ${clearSort}
        from jsonb_to_recordset(${batch}::jsonb) as v(id int, name text, key text, renamed boolean)
        where ${table.id} = v.id`);
    }
  }
  return renamed;
}

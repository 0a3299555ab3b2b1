import { nameSortKey } from '@shop/core/name-sort';
import { foldText } from '@shop/core/text';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './drizzle.ts';
import { brands, categories, products, subBrands } from './schema/index.ts';

const BATCH = 1000;

/**
 * Fills the Vietnamese sort key (`name_sort`, core's nameSortKey) of rows that have none (and of
 * products the length of their folded name, `search_name_length`): rows
 * written before the key existed, or by hand in SQL. Every write through the API sets the key
 * itself; this runs after the migrations on each start and costs one index lookup per table when
 * there is nothing to fill.
 */
export async function backfillNameSort(db: Db): Promise<void> {
  for (const table of [brands, subBrands, categories, products]) {
    for (;;) {
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.nameSort, ''))
        .limit(BATCH);
      if (!rows.length) break;
      const keys = JSON.stringify(
        rows.map((r) => ({ id: r.id, key: nameSortKey(r.name), length: foldText(r.name).length })),
      );
      // Products also get the length of their folded name (search ranks matches in the name first).
      const alsoLength = table === products ? sql`, search_name_length = v.length` : sql``;
      await db.execute(sql`
        update ${table} set name_sort = v.key ${alsoLength}
        from jsonb_to_recordset(${keys}::jsonb) as v(id int, key text, length int)
        where ${table.id} = v.id`);
      if (rows.length < BATCH) break;
    }
  }
}

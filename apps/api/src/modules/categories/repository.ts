import { nameSortKey } from '@shop/core/name-sort';
import { nameKey } from '@shop/core/text';
import type { Category } from '@shop/core/schemas/category';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { withUniqueName } from '../../lib/unique-name.ts';
import { productsPerCategory, versionSql } from '../products/repository-list.ts';
import { refreshSearchText } from '../products/search-text.ts';

export interface CategoryInput {
  name: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  showOnHomepage: boolean;
}

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  icon: categories.icon,
  image: categories.image,
  showOnHomepage: categories.showOnHomepage,
};
// Aliased on purpose: drizzle leaves columns unqualified in single-table selects.
const productCount = sql<number>`(select count(*)::int from products p where p.category_id = categories.id)`.mapWith(
  Number,
);

export function categoriesRepository(db: Db) {
  return {
    /**
     * In Vietnamese alphabetical order (the stored key), each with its productCount, counted once
     * per catalogue version (products/repository-list.ts).
     */
    async list(): Promise<Category[]> {
      const rows = await db
        .select({ ...columns, version: versionSql })
        .from(categories)
        .orderBy(asc(categories.nameSort), asc(categories.id));
      const counts = await productsPerCategory(db, rows[0]?.version);
      return rows.map(({ version: _version, ...c }) => ({ ...c, productCount: counts.get(c.id) ?? 0 }));
    },
    async find(id: number): Promise<(Category & { productCount: number }) | undefined> {
      const [row] = await db
        .select({ ...columns, productCount })
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    },
    async create(input: CategoryInput): Promise<Category> {
      const [row] = await withUniqueName(() =>
        db
          .insert(categories)
          .values({ ...input, nameSort: nameSortKey(input.name), nameKey: nameKey(input.name) })
          .returning(columns),
      );
      return row!;
    },
    /** A rename refreshes the search text of the category's products in the same transaction. */
    async update(id: number, input: CategoryInput): Promise<Category | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.id, id))
          .for('update');
        if (!before) return undefined;
        const [row] = await withUniqueName(() =>
          tx
            .update(categories)
            .set({ ...input, nameSort: nameSortKey(input.name), nameKey: nameKey(input.name) })
            .where(eq(categories.id, id))
            .returning(columns),
        );
        if (before.name !== input.name) await refreshSearchText(tx, eq(products.categoryId, id));
        return row;
      });
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}

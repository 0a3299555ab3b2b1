import { nameSortKey } from '@shop/core/name-sort';
import { nameKey } from '@shop/core/text';
import type { Brand } from '@shop/core/schemas/brand';
import type { WarrantyKind } from '@shop/core/warranty';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { withUniqueName } from '../../lib/unique-name.ts';
import { refreshSearchText } from '../products/search-text.ts';

export interface BrandInput {
  name: string;
  description: string | null;
  logo: string | null;
  website: string | null;
  country: string | null;
  showOnHomepage: boolean;
  warrantyMonths: number | null;
  warrantyKind: WarrantyKind;
}

const columns = {
  id: brands.id,
  name: brands.name,
  description: brands.description,
  logo: brands.logo,
  website: brands.website,
  country: brands.country,
  showOnHomepage: brands.showOnHomepage,
  warrantyMonths: brands.warrantyMonths,
  warrantyKind: brands.warrantyKind,
};

// Written out with aliases: drizzle leaves columns unqualified in single-table selects, which
// would bind them to the subquery's own table.
const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = brands.id)`.mapWith(Number);
const subBrandCount = sql<number>`(select count(*)::int from sub_brands s where s.brand_id = brands.id)`.mapWith(
  Number,
);
// Vietnamese alphabetical order: the stored key (core's nameSortKey), then the id.
const byName = [asc(brands.nameSort), asc(brands.id)];

export function brandsRepository(db: Db) {
  return {
    async list(): Promise<Brand[]> {
      return db
        .select(columns)
        .from(brands)
        .orderBy(...byName);
    },
    async listWithCounts(): Promise<Brand[]> {
      return db
        .select({ ...columns, productCount, subBrandCount })
        .from(brands)
        .orderBy(...byName);
    },
    async homepage(): Promise<Brand[]> {
      return db
        .select(columns)
        .from(brands)
        .where(eq(brands.showOnHomepage, true))
        .orderBy(...byName);
    },
    /** Brands with at least one product. */
    async active(): Promise<Brand[]> {
      return db
        .select(columns)
        .from(brands)
        .where(sql`exists (select 1 from products p where p.brand_id = brands.id)`)
        .orderBy(...byName);
    },
    async find(id: number): Promise<(Brand & { productCount: number }) | undefined> {
      const [row] = await db
        .select({ ...columns, productCount })
        .from(brands)
        .where(eq(brands.id, id));
      return row;
    },
    async create(input: BrandInput): Promise<Brand> {
      const [row] = await withUniqueName(() =>
        db
          .insert(brands)
          .values({ ...input, nameSort: nameSortKey(input.name), nameKey: nameKey(input.name) })
          .returning(columns),
      );
      return row!;
    },
    /** A rename refreshes the search text of the brand's products in the same transaction. */
    async update(id: number, input: BrandInput): Promise<Brand | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await withUniqueName(() =>
          tx
            .update(brands)
            .set({ ...input, nameSort: nameSortKey(input.name), nameKey: nameKey(input.name), updatedAt: sql`now()` })
            .where(eq(brands.id, id))
            .returning(columns),
        );
        if (before.name !== input.name) await refreshSearchText(tx, eq(products.brandId, id));
        return row;
      });
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
      return rows.length > 0;
    },
  };
}

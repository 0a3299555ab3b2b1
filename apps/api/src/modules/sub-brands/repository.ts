import { nameSortKey } from '@shop/core/name-sort';
import { nameKey } from '@shop/core/text';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, products, subBrands } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { withUniqueName } from '../../lib/unique-name.ts';
import { refreshSearchText } from '../products/search-text.ts';
import { SUB_BRAND_MESSAGES } from '@shop/core/schemas/sub-brand';

export interface SubBrandInput {
  name: string;
  brandId: number;
  description: string | null;
  logo: string | null;
  isActive: boolean;
}

/** The sub-brand's brand, kept from being deleted until the write commits; a 400 when there is none. */
async function lockBrand(tx: Tx, brandId: number): Promise<void> {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('share');
  if (!brand) throw badRequest(SUB_BRAND_MESSAGES.brandNotFound);
}

const columns = {
  id: subBrands.id,
  brandId: subBrands.brandId,
  name: subBrands.name,
  description: subBrands.description,
  logo: subBrands.logo,
  isActive: subBrands.isActive,
};
// Vietnamese alphabetical order: the stored key (core's nameSortKey), then the id.
const byName = [asc(subBrands.nameSort), asc(subBrands.id)];

export function subBrandsRepository(db: Db) {
  return {
    async list(brandId?: number): Promise<SubBrand[]> {
      return db
        .select(columns)
        .from(subBrands)
        .where(brandId === undefined ? undefined : eq(subBrands.brandId, brandId))
        .orderBy(...byName);
    },
    async active(): Promise<SubBrand[]> {
      return db
        .select(columns)
        .from(subBrands)
        .where(eq(subBrands.isActive, true))
        .orderBy(...byName);
    },
    async find(id: number): Promise<SubBrand | undefined> {
      const [row] = await db.select(columns).from(subBrands).where(eq(subBrands.id, id));
      return row;
    },
    async create(input: SubBrandInput): Promise<SubBrand> {
      return db.transaction(async (tx) => {
        await lockBrand(tx, input.brandId);
        const [row] = await withUniqueName(() =>
          tx
            .insert(subBrands)
            .values({ ...input, nameSort: nameSortKey(input.name), nameKey: nameKey(input.name) })
            .returning(columns),
        );
        return row!;
      });
    },
    /**
     * Undefined when missing. Moving a sub-brand that has products to another brand is refused;
     * a rename refreshes its products' search text in the same transaction.
     */
    async update(id: number, input: SubBrandInput): Promise<SubBrand | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: subBrands.name, brandId: subBrands.brandId })
          .from(subBrands)
          .where(eq(subBrands.id, id))
          .for('update');
        if (!before) return undefined;
        if (before.brandId !== input.brandId) {
          await lockBrand(tx, input.brandId);
          const [used] = await tx
            .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
            .from(products)
            .where(eq(products.subBrandId, id));
          if (used && used.n > 0)
            throw conflict(SUB_BRAND_MESSAGES.moveInUse(before.name, used.n), { productCount: used.n });
        }
        const [row] = await withUniqueName(() =>
          tx
            .update(subBrands)
            .set({ ...input, nameSort: nameSortKey(input.name), nameKey: nameKey(input.name) })
            .where(eq(subBrands.id, id))
            .returning(columns),
        );
        if (before.name !== input.name) await refreshSearchText(tx, eq(products.subBrandId, id));
        return row;
      });
    },
    /** Its products keep existing with subBrandId null (and a search text without it). */
    async remove(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ id: subBrands.id }).from(subBrands).where(eq(subBrands.id, id)).for('update');
        if (!row) return false;
        await refreshSearchText(tx, eq(products.subBrandId, id), { dropSubBrand: true });
        await tx.delete(subBrands).where(eq(subBrands.id, id));
        return true;
      });
    },
  };
}

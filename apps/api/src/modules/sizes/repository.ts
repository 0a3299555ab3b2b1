import type { Size } from '@shop/core/schemas/size';
import { nameKey } from '@shop/core/text';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sizes } from '../../db/schema/index.ts';
import { withUniqueName } from '../../lib/unique-name.ts';

export interface SizeInput {
  name: string;
  diameter: string;
}

const columns = { id: sizes.id, name: sizes.name, diameter: sizes.diameter };

/**
 * Products that use a size, directly or through one of their variants:
 * each product once.
 */
const productCount = sql<number>`(
  select count(*)::int from (
    select p.id from products p where p.size_id = sizes.id
    union
    select v.product_id from product_variants v where v.size_id = sizes.id
  ) as used)`.mapWith(Number);

export function sizesRepository(db: Db) {
  return {
    async list(): Promise<Size[]> {
      return db
        .select({ ...columns, productCount })
        .from(sizes)
        .orderBy(asc(sizes.id));
    },
    async find(id: number): Promise<(Size & { productCount: number }) | undefined> {
      const [row] = await db
        .select({ ...columns, productCount })
        .from(sizes)
        .where(eq(sizes.id, id));
      return row;
    },
    async create(input: SizeInput): Promise<Size> {
      const [row] = await withUniqueName(() =>
        db
          .insert(sizes)
          .values({ ...input, nameKey: nameKey(input.name) })
          .returning(columns),
      );
      return row!;
    },
    async update(id: number, input: SizeInput): Promise<Size | undefined> {
      const [row] = await withUniqueName(() =>
        db
          .update(sizes)
          .set({ ...input, nameKey: nameKey(input.name) })
          .where(eq(sizes.id, id))
          .returning(columns),
      );
      return row;
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(sizes).where(eq(sizes.id, id)).returning({ id: sizes.id });
      return rows.length > 0;
    },
  };
}

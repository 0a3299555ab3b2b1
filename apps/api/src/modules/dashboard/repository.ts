import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export function dashboardRepository(db: Db) {
  return {
    /** Products and those shown in stock (checkbox on, not sold out), in one query. */
    async productFigures(): Promise<{ products: number; inStock: number }> {
      const [r] = await db
        .select({
          products: count(),
          inStock: sql<number>`count(*) filter (where ${products.inStock} and not ${products.soldOut})`,
        })
        .from(products);
      return { products: Number(r?.products ?? 0), inStock: Number(r?.inStock ?? 0) };
    },
  };
}

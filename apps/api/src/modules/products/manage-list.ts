import type { ManagedProduct, ManageSort, SortDir } from '@shop/core/schemas/product-tools';
import type { ProductInclude } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productVariants, products, subBrands } from '../../db/schema/index.ts';
import { filterWhere, searchWords, type ProductFilter } from './product-filter.ts';
import {
  brandWarrantyColumns,
  productColumns,
  toProduct,
  variantColumns,
  variantsByProduct,
  withRelated,
  type ProductRow,
} from './product-row.ts';

export interface ManageListOptions extends ProductFilter {
  limit: number;
  skip: number;
  sort: ManageSort;
  dir: SortDir;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The catalogue's filters and every search word in the folded text (names, then the SKUs). */
function where(o: ManageListOptions): SQL | undefined {
  const words = searchWords(o.search).map((w) => sql`${products.searchText} like ${`%${escapeLike(w)}%`}`);
  return and(filterWhere(o), ...words);
}

const INCLUDE = new Set<ProductInclude>(['variants', 'category', 'brand', 'subBrand']);

/** The table's variants carry their stock (never cached: orders change it). */
const variantWithStockColumns = { ...variantColumns, stock: productVariants.stock };

/** Pieces of the tracked variants added up; null when none is tracked (sum ignores nulls). */
const stockTotal = sql<
  number | null
>`(select sum(v.stock)::int from product_variants v where v.product_id = ${products.id})`;

function orderBy(sort: ManageSort, dir: SortDir): SQL[] {
  const d = dir === 'asc' ? sql`asc` : sql`desc`;
  const key: Record<ManageSort, SQL> = {
    updated: sql`${products.updatedAt}`,
    name: sql`${products.nameSort}`,
    price: sql`${products.lowestPrice}`,
    stock: stockTotal,
  };
  // Products without a price or without tracked stock come last either way; the id breaks ties.
  return [sql`${key[sort]} ${d} nulls last`, sql`${products.id} ${d}`];
}

/**
 * The back office's products table in two statements whatever the page size: the page (with its
 * relations, the summed stock and the total) and the variants of its products with their stock.
 * Never cached: the stock changes with every order.
 */
export async function manageList(db: Db, o: ManageListOptions): Promise<{ products: ManagedProduct[]; total: number }> {
  const rows = (await withRelated(
    db
      .select({
        ...productColumns,
        brand: brandWarrantyColumns,
        subBrand: { id: subBrands.id, name: subBrands.name },
        category: { id: categories.id, name: categories.name, icon: categories.icon },
        stock: stockTotal.mapWith((v) => (v === null ? null : Number(v))),
        total: sql<number>`(count(*) over ())::int`.mapWith(Number),
      })
      .from(products)
      .$dynamic(),
  )
    .where(where(o))
    .orderBy(...orderBy(o.sort, o.dir))
    .limit(o.limit)
    .offset(o.skip)) as unknown as (ProductRow & { stock: number | null; total: number })[];

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && o.skip > 0) {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(products)
      .where(where(o));
    total = r?.n ?? 0;
  }

  const byProduct = rows.length
    ? await variantsByProduct(
        db,
        rows.map((r) => r.id),
        variantWithStockColumns,
      )
    : new Map<number, Variant[]>();
  return {
    products: rows.map((r) => ({
      ...toProduct(r, INCLUDE, byProduct.get(r.id)),
      variants: byProduct.get(r.id) ?? [],
      stock: r.stock,
    })),
    total,
  };
}

import { productSearchText } from '@shop/core/text';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, products, subBrands } from '../../db/schema/index.ts';
import { withRelated } from './product-row.ts';

export type Executor = Db | Tx;

/** The names a product's stored search text is made of (docs/product/storefront.md#search). */
export interface SearchTextParts {
  name: string;
  brand: string | null;
  subBrand: string | null;
  category: string | null;
  /** The product's code and its variants' codes (SKU), after the names: a search finds a code too. */
  codes?: (string | null)[];
}

export const searchTextOf = (p: SearchTextParts) =>
  productSearchText([p.name, p.brand, p.subBrand, p.category, ...(p.codes ?? [])]);

/**
 * Recomputes `search_text` of the products matching `where` (a brand, sub-brand or category was
 * renamed or removed, a code (SKU) of the product or a variant changed), folded by core's `foldText`. Two statements whatever the number of products;
 * call it inside the transaction of the change. `dropSubBrand` computes the text as if the products
 * had no sub-brand (the sub-brand is being deleted).
 */
export async function refreshSearchText(
  tx: Executor,
  where: SQL,
  options: { dropSubBrand?: boolean } = {},
): Promise<number> {
  const rows = await withRelated(
    tx
      .select({
        id: products.id,
        name: products.name,
        brand: brands.name,
        subBrand: subBrands.name,
        category: categories.name,
        sku: products.sku,
        variantSkus: sql<
          string | null
        >`(select string_agg(v.sku, ' ' order by v.id) from product_variants v where v.product_id = ${products.id})`,
        current: products.searchText,
      })
      .from(products)
      .$dynamic(),
  ).where(where);
  const changed = rows
    .map((r) => ({
      id: r.id,
      t: searchTextOf({ ...r, subBrand: options.dropSubBrand ? null : r.subBrand, codes: [r.sku, r.variantSkus] }),
      current: r.current,
    }))
    .filter((r) => r.t !== r.current)
    .map(({ id, t }) => ({ id, t }));
  if (!changed.length) return 0;
  // One statement for any number of rows; the JSON text is a single parameter on both drivers.
  await tx.execute(sql`
    update products as p set search_text = u.t
    from json_to_recordset(${JSON.stringify(changed)}::json) as u(id int, t text)
    where p.id = u.id`);
  return changed.length;
}

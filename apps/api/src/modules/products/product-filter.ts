import type { ProductFilters } from '@shop/core/catalogue';
import { foldText } from '@shop/core/text';
import { and, eq, inArray, not, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';

/** What GET /api/products filters on (the catalogue's own contract, core/catalogue.ts). */
export type ProductFilter = Omit<ProductFilters, 'limit' | 'skip' | 'include' | 'order'>;

export interface ProductListOptions extends ProductFilter, Pick<ProductFilters, 'include' | 'order'> {
  limit: number;
  skip: number;
}

/** The folded words of a search (at most 10, each once); empty when nothing is left to match. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  // NUL cannot be sent to PostgreSQL inside text; it never occurs in stored text either.
  return [...new Set(foldText(search.replaceAll('\u0000', ' ')).split(' ').filter(Boolean))].slice(0, 10);
}

/** The filters other than the search words (repository-list.ts tests those). */
export function filterWhere(f: ProductFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.categoryId !== undefined) conds.push(eq(products.categoryId, f.categoryId));
  if (f.brandIds?.length) conds.push(inArray(products.brandId, f.brandIds));
  if (f.subBrandIds?.length) conds.push(inArray(products.subBrandId, f.subBrandIds));
  if (f.gender?.length) conds.push(inArray(products.gender, f.gender));
  // In stock as shown: the staff's checkbox on and some piece to sell (not every variant at 0).
  if (f.inStock !== undefined) {
    const shown = and(eq(products.inStock, true), eq(products.soldOut, false))!;
    conds.push(f.inStock ? shown : not(shown));
  }
  if (f.featured !== undefined) conds.push(eq(products.featured, f.featured));
  return conds.length ? and(...conds) : undefined;
}

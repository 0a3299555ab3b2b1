import { ADMIN_PRODUCT_DEFAULT_PAGE_SIZE, ADMIN_PRODUCT_PAGE_SIZES, GENDERS, type Gender } from '@shop/core/constants';
import { MANAGE_SORTS, SORT_DIRS, type ManageSort, type SortDir } from '@shop/core/schemas/product-tools';
import type { ManageRequest } from '../../api/products';

export type ProductsView = 'grid' | 'table';
import type { FeaturedFilter, ProductFilterState, StockFilter } from './product-filters';

/** Everything the products screen shows, as its URL says (`/admin/products?q=rolex&sort=price&dir=asc…`). */
export interface ProductsState extends ProductFilterState {
  sort: ManageSort;
  dir: SortDir;
  page: number;
  pageSize: number;
  /** Absent from the URL: the last view chosen on this browser. */
  view?: ProductsView;
}

export const VIEW_STORAGE_KEY = 'admin.products.view';

const positive = (raw: string | null) => {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && n > 0 && n <= 2_147_483_647 ? n : 0;
};
const oneOf = <T extends string>(list: readonly T[], raw: string | null, def: T): T =>
  list.includes(raw as T) ? (raw as T) : def;

export function readProductsState(p: URLSearchParams): ProductsState {
  const size = positive(p.get('size'));
  const view = p.get('view');
  return {
    search: p.get('q') ?? '',
    categoryId: positive(p.get('category')),
    brandId: positive(p.get('brand')),
    gender: oneOf<Gender | ''>(['', ...GENDERS], p.get('gender'), ''),
    stock: oneOf<StockFilter>(['', 'in', 'out'], p.get('stock'), ''),
    featured: oneOf<FeaturedFilter>(['', 'yes', 'no'], p.get('featured'), ''),
    sort: oneOf(MANAGE_SORTS, p.get('sort'), 'updated'),
    dir: oneOf(SORT_DIRS, p.get('dir'), 'desc'),
    page: positive(p.get('page')) || 1,
    pageSize: (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(size) ? size : ADMIN_PRODUCT_DEFAULT_PAGE_SIZE,
    view: view === 'grid' || view === 'table' ? view : undefined,
  };
}

/** The URL of a state: defaults are left out, so a plain /admin/products is the default screen. */
export function writeProductsState(s: ProductsState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.search.trim()) p.set('q', s.search);
  if (s.categoryId) p.set('category', String(s.categoryId));
  if (s.brandId) p.set('brand', String(s.brandId));
  if (s.gender) p.set('gender', s.gender);
  if (s.stock) p.set('stock', s.stock);
  if (s.featured) p.set('featured', s.featured);
  if (s.sort !== 'updated') p.set('sort', s.sort);
  if (s.dir !== 'desc') p.set('dir', s.dir);
  if (s.page > 1) p.set('page', String(s.page));
  if (s.pageSize !== ADMIN_PRODUCT_DEFAULT_PAGE_SIZE) p.set('size', String(s.pageSize));
  if (s.view) p.set('view', s.view);
  return p;
}

export const hasProductFilters = (s: ProductsState) =>
  s.search.trim() !== '' || s.categoryId > 0 || s.brandId > 0 || s.gender !== '' || s.stock !== '' || s.featured !== '';

/** The request of a state (`GET /api/products/manage`). */
export function toManageQuery(s: ProductsState, search: string): ManageRequest {
  return {
    limit: s.pageSize,
    skip: (s.page - 1) * s.pageSize,
    search: search.trim() || undefined,
    categoryId: s.categoryId || undefined,
    brandId: s.brandId || undefined,
    gender: s.gender || undefined,
    inStock: s.stock === '' ? undefined : s.stock === 'in',
    featured: s.featured === '' ? undefined : s.featured === 'yes',
    sort: s.sort,
    dir: s.dir,
  };
}

/**
 * The storefront catalogue's URL state and the products call it makes (docs/product/storefront.md#catalogue-url).
 * Pure and zod-free: the web app reads its URL with it, and the server uses the same functions
 * to send a catalogue page's first answer with its HTML (apps/api pages/storefront-preload.ts).
 */
import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  CATALOGUE_PAGE_SIZES,
  CATALOGUE_SORTS,
  GENDERS,
  type CatalogueSort,
  type Gender,
  type ProductOrder,
} from './constants.ts';
import type { ProductInclude } from './schemas/product.ts';
import { idFromSlug } from './slug.ts';

export type PageSize = (typeof CATALOGUE_PAGE_SIZES)[number];

export interface CatalogueState {
  page: number;
  limit: PageSize;
  sort: CatalogueSort;
  /** Trimmed keyword, '' for none. */
  search: string;
  category: number | null;
  brands: number[];
  subBrands: number[];
  /** Empty means all genders; several mean any of them. */
  gender: Gender[];
}

export const DEFAULT_SORT: CatalogueSort = 'featured';

export const DEFAULT_CATALOGUE: CatalogueState = {
  page: 1,
  limit: CATALOGUE_DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT,
  search: '',
  category: null,
  brands: [],
  subBrands: [],
  gender: [],
};

const positiveInt = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** `"3,1,x,3"` → `[3, 1]`: valid positive ids, each once, in order. */
function parseIdList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map(positiveInt)
    .filter((n): n is number => n !== null);
  return [...new Set(ids)];
}

function parseGender(raw: string | null): Gender[] {
  if (!raw) return [];
  const parts = raw.split(',').map((p) => p.trim().toLowerCase());
  if (parts.includes('all')) return [];
  return GENDERS.filter((g) => parts.includes(g));
}

/** The category of `/categories/{category}`: the leading id (`12-dong-ho-nam` → 12), else null. */
export function categoryFromPath(segment: string | undefined): number | null {
  return segment ? idFromSlug(segment) : null;
}

/** Reads the state from the URL; anything invalid falls back to its default. */
export function parseCatalogue(params: URLSearchParams, pathCategory: number | null = null): CatalogueState {
  const limit = positiveInt(params.get('limit'));
  const sort = params.get('sort');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: (CATALOGUE_PAGE_SIZES as readonly number[]).includes(limit ?? 0)
      ? (limit as PageSize)
      : DEFAULT_CATALOGUE.limit,
    sort: sort && Object.hasOwn(CATALOGUE_SORTS, sort) ? (sort as CatalogueSort) : DEFAULT_SORT,
    search: (params.get('search') ?? '').trim(),
    category: pathCategory ?? positiveInt(params.get('category')),
    brands: parseIdList(params.get('brands')),
    subBrands: parseIdList(params.get('subBrands')),
    gender: parseGender(params.get('gender')),
  };
}

/** Filters of GET /api/products (the storefront's catalogue and the back office's products tab). */
export interface ProductFilters {
  limit?: number;
  skip?: number;
  include?: ProductInclude[];
  search?: string;
  categoryId?: number;
  brandIds?: number[];
  subBrandIds?: number[];
  gender?: Gender[];
  inStock?: boolean;
  featured?: boolean;
  order?: ProductOrder;
}

/** The products call for a state (skip = (page − 1) × limit). */
export function toProductFilters(state: CatalogueState): ProductFilters {
  return {
    limit: state.limit,
    skip: (state.page - 1) * state.limit,
    include: ['variants', 'brand'],
    search: state.search || undefined,
    categoryId: state.category ?? undefined,
    brandIds: state.brands,
    subBrandIds: state.subBrands,
    gender: state.gender,
    order: CATALOGUE_SORTS[state.sort],
  };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The query of GET /api/products for `filters`: empty lists and blank searches are left out. */
export function productListQuery(filters: ProductFilters): Record<string, QueryValue> {
  return {
    ...filters,
    brandIds: filters.brandIds?.length ? filters.brandIds : undefined,
    subBrandIds: filters.subBrandIds?.length ? filters.subBrandIds : undefined,
    gender: filters.gender?.length ? filters.gender : undefined,
    search: filters.search?.trim() || undefined,
  };
}

/**
 * `?a=1&b=x%2Cy` for a query ('' when nothing is left): null, undefined and '' are left out, lists
 * become comma lists. The web client builds every API URL with it, so equal queries give equal URLs.
 */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

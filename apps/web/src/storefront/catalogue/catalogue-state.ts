/**
 * Catalogue state and its URL (storefront §4 Catalogue, DESIGN "Catalogue URL state"). Pure: the
 * page reads the state from the URL with `parseCatalogue` and writes every change back with
 * `catalogueSearch` (replace), so a shared link shows the same page.
 */
import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  CATALOGUE_PAGE_SIZES,
  CATALOGUE_SORTS,
  GENDERS,
  MAX_PAGE_NUMBERS,
  type CatalogueSort,
  type Gender,
} from '@shop/core/constants';
import { idFromSlug } from '@shop/core/slug';
import type { ProductFilters } from '../../api/products';

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
  limit: CATALOGUE_DEFAULT_PAGE_SIZE as PageSize,
  sort: DEFAULT_SORT,
  search: '',
  category: null,
  brands: [],
  subBrands: [],
  gender: [],
};

export const SORT_LABELS: Record<CatalogueSort, string> = {
  featured: 'Nổi bật',
  newest: 'Mới nhất',
  name: 'Tên A–Z',
  lowest: 'Giá thấp đến cao',
  highest: 'Giá cao đến thấp',
};

const positiveInt = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** `"3,1,x,3"` → `[3, 1]`: valid positive ids, each once, in order. */
export function parseIdList(raw: string | null): number[] {
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

const enc = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',');

/**
 * The query string of a state ('' or `?…`), omitting page 1, limit 12 and sort featured (and the
 * category when the path carries it). Keys always come in the same order, so equal states give
 * equal strings.
 */
export function catalogueSearch(state: CatalogueState, { categoryInPath = false } = {}): string {
  const parts: string[] = [];
  if (state.page > 1) parts.push(`page=${state.page}`);
  if (state.limit !== DEFAULT_CATALOGUE.limit) parts.push(`limit=${state.limit}`);
  if (state.sort !== DEFAULT_SORT) parts.push(`sort=${state.sort}`);
  if (state.search) parts.push(`search=${enc(state.search)}`);
  if (state.category !== null && !categoryInPath) parts.push(`category=${state.category}`);
  if (state.brands.length) parts.push(`brands=${state.brands.join(',')}`);
  if (state.subBrands.length) parts.push(`subBrands=${state.subBrands.join(',')}`);
  if (state.gender.length) parts.push(`gender=${state.gender.join(',')}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The products call for a state (storefront §7: skip = (page − 1) × limit). */
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

/** Any filter, sort, search or page-size change starts again at page 1. */
export function withChange(state: CatalogueState, change: Partial<Omit<CatalogueState, 'page'>>): CatalogueState {
  return { ...state, ...change, page: 1 };
}

/** Ticks or unticks a brand; removing a brand clears every selected sub-brand. */
export function toggleBrand(state: CatalogueState, brandId: number): CatalogueState {
  const removing = state.brands.includes(brandId);
  return removing
    ? withChange(state, { brands: state.brands.filter((b) => b !== brandId), subBrands: [] })
    : withChange(state, { brands: [...state.brands, brandId] });
}

export function toggleSubBrand(state: CatalogueState, subBrandId: number): CatalogueState {
  const subBrands = state.subBrands.includes(subBrandId)
    ? state.subBrands.filter((s) => s !== subBrandId)
    : [...state.subBrands, subBrandId];
  return withChange(state, { subBrands });
}

/** Gender ticks: "all" clears the others; ticking several filters by any of them. */
export function toggleGender(state: CatalogueState, gender: Gender | 'all'): CatalogueState {
  if (gender === 'all') return withChange(state, { gender: [] });
  const next = state.gender.includes(gender) ? state.gender.filter((g) => g !== gender) : [...state.gender, gender];
  return withChange(state, { gender: GENDERS.filter((g) => next.includes(g)) });
}

/** Clear filters: every filter and the search, page size 12, sort featured. */
export function clearFilters(): CatalogueState {
  return { ...DEFAULT_CATALOGUE };
}

export function hasActiveFilters(state: CatalogueState): boolean {
  return Boolean(
    state.search || state.category !== null || state.brands.length || state.subBrands.length || state.gender.length,
  );
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Page navigation is only accepted for pages 1 to total pages. */
export function goToPage(state: CatalogueState, page: number, pages: number): CatalogueState {
  if (!Number.isInteger(page) || page < 1 || page > pages || page === state.page) return state;
  return { ...state, page };
}

/** Up to 5 page numbers around the current page. */
export function pageNumbers(current: number, pages: number, max: number = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(max, pages);
  const start = Math.max(1, Math.min(current - Math.floor(count / 2), pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** "showing a–b of total": the 1-based range of the current page. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

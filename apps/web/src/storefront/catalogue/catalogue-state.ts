/**
 * Catalogue state and its URL (docs/product/storefront.md#catalogue-url). Pure: the
 * page reads the state from the URL with `parseCatalogue` and writes every change back with
 * `catalogueSearch` (replace), so a shared link shows the same page.
 */
import { GENDERS, type CatalogueSort, type Gender } from '@shop/core/constants';
import { DEFAULT_CATALOGUE, DEFAULT_SORT, type CatalogueState } from '@shop/core/catalogue';

// The URL state and the products call live in core (the server sends a catalogue page's first answer).
export {
  DEFAULT_CATALOGUE,
  categoryFromPath,
  parseCatalogue,
  toProductFilters,
  type CatalogueState,
  type PageSize,
} from '@shop/core/catalogue';

export const SORT_LABELS: Record<CatalogueSort, string> = {
  featured: 'Nổi bật',
  newest: 'Mới nhất',
  name: 'Tên A–Z',
  lowest: 'Giá thấp đến cao',
  highest: 'Giá cao đến thấp',
};

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

/** "showing a–b of total": the 1-based range of the current page. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

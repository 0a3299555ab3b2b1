import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOGUE,
  catalogueSearch,
  categoryFromPath,
  clearFilters,
  goToPage,
  parseCatalogue,
  shownRange,
  toProductFilters,
  toggleBrand,
  toggleGender,
  toggleSubBrand,
  totalPages,
  withChange,
  type CatalogueState,
} from './catalogue-state';
import { pageWindow } from '../../lib/page-window';

const parse = (qs: string, pathCategory: number | null = null) => parseCatalogue(new URLSearchParams(qs), pathCategory);
const state = (change: Partial<CatalogueState>): CatalogueState => ({ ...DEFAULT_CATALOGUE, ...change });

describe('catalogue URL', () => {
  it('reads every key from the URL', () => {
    expect(
      parse('page=3&limit=24&sort=lowest&search=%20dong%20ho%20&category=2&brands=1,4&subBrands=7&gender=male,unisex'),
    ).toEqual({
      page: 3,
      limit: 24,
      sort: 'lowest',
      search: 'dong ho',
      category: 2,
      brands: [1, 4],
      subBrands: [7],
      gender: ['male', 'unisex'],
    });
  });

  it('falls back to the defaults for anything invalid', () => {
    expect(parse('page=0&limit=13&sort=price&brands=x,-1,2,2&gender=robot&category=abc')).toEqual({
      ...DEFAULT_CATALOGUE,
      brands: [2],
    });
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('gender=all,male').gender).toEqual([]);
  });

  it('omits page 1, limit 12 and sort featured', () => {
    expect(catalogueSearch(parse('page=1&sort=featured&limit=12'))).toBe('');
    expect(catalogueSearch(parse('page=1&sort=featured'))).toBe('');
    expect(catalogueSearch(state({ page: 2, limit: 48, sort: 'newest' }))).toBe('?page=2&limit=48&sort=newest');
  });

  it('writes filters in a fixed order, with comma lists', () => {
    const s = state({
      search: 'đồng hồ & co',
      category: 3,
      brands: [2, 5],
      subBrands: [9],
      gender: ['female', 'male'],
    });
    expect(catalogueSearch(s)).toBe(
      `?search=${encodeURIComponent('đồng hồ & co')}&category=3&brands=2,5&subBrands=9&gender=female,male`,
    );
  });

  it('round-trips: a shared URL gives the same state', () => {
    const s = state({
      page: 4,
      limit: 36,
      sort: 'name',
      search: 'Omega Seamaster',
      brands: [1],
      subBrands: [3, 2],
      gender: ['unisex'],
    });
    expect(parse(catalogueSearch(s).slice(1))).toEqual(s);
  });

  it('takes the category from /categories/{id}-{slug} and leaves it out of the query', () => {
    expect(categoryFromPath('12-dong-ho-nam')).toBe(12);
    expect(categoryFromPath('12')).toBe(12);
    expect(categoryFromPath('dong-ho-nam')).toBeNull();
    const s = parse('category=4&sort=newest', 12);
    expect(s.category).toBe(12);
    expect(catalogueSearch(s, { categoryInPath: true })).toBe('?sort=newest');
  });

  it('asks the API for the page (skip = (page − 1) × limit) with the sort order', () => {
    expect(
      toProductFilters(state({ page: 3, limit: 24, sort: 'highest', brands: [1], gender: ['male'] })),
    ).toMatchObject({
      limit: 24,
      skip: 48,
      order: 'price DESC',
      brandIds: [1],
      gender: ['male'],
      include: ['variants', 'brand'],
    });
    expect(toProductFilters(DEFAULT_CATALOGUE).order).toBe('featured DESC, createdAt DESC');
  });
});

describe('catalogue transitions', () => {
  const onPage3 = state({ page: 3, brands: [1, 2], subBrands: [5, 6], gender: ['male'] });

  it('any filter, sort, search or page-size change goes back to page 1', () => {
    expect(withChange(onPage3, { sort: 'newest' }).page).toBe(1);
    expect(withChange(onPage3, { limit: 48 }).page).toBe(1);
    expect(withChange(onPage3, { search: 'omega' }).page).toBe(1);
    expect(toggleGender(onPage3, 'female').page).toBe(1);
    expect(toggleBrand(onPage3, 3).page).toBe(1);
    expect(toggleSubBrand(onPage3, 7).page).toBe(1);
  });

  it('removing a brand clears all selected sub-brands; adding one keeps them', () => {
    expect(toggleBrand(onPage3, 2)).toMatchObject({ brands: [1], subBrands: [] });
    expect(toggleBrand(onPage3, 3)).toMatchObject({ brands: [1, 2, 3], subBrands: [5, 6] });
  });

  it('gender "all" clears the other ticks; several ticks mean any of them', () => {
    const two = toggleGender(toggleGender(DEFAULT_CATALOGUE, 'female'), 'male');
    expect(two.gender).toEqual(['male', 'female']);
    expect(toggleGender(two, 'all').gender).toEqual([]);
    expect(toggleGender(two, 'female').gender).toEqual(['male']);
  });

  it('clear resets every filter, the page size to 12 and the sort to featured', () => {
    expect(clearFilters()).toEqual(DEFAULT_CATALOGUE);
    expect(catalogueSearch(clearFilters())).toBe('');
  });

  it('accepts page navigation only for pages 1 to total pages', () => {
    const s = state({ page: 2 });
    expect(goToPage(s, 3, 3).page).toBe(3);
    expect(goToPage(s, 4, 3)).toBe(s);
    expect(goToPage(s, 0, 3)).toBe(s);
  });

  it('shows up to 5 page numbers around the current page', () => {
    expect(pageWindow(1, 3, { fill: true })).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9, { fill: true })).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9, { fill: true })).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9, { fill: true })).toEqual([5, 6, 7, 8, 9]);
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(25, 12)).toBe(3);
  });

  it('counts "showing a–b of total"', () => {
    expect(shownRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(shownRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(shownRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});

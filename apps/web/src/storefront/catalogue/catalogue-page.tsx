import { formatCount } from '@shop/core/pricing';
import { MOBILE_BREAKPOINT_PX } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { brandsQueryOptions } from '../../api/brands';
import { categoriesQueryOptions } from '../../api/categories';
import { productsQueryOptions } from '../../api/products';
import { subBrandsQueryOptions } from '../../api/sub-brands';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { CataloguePagination } from './catalogue-pagination';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearch } from './catalogue-search';
import {
  catalogueSearch,
  clearFilters,
  goToPage,
  toProductFilters,
  totalPages,
  withChange,
  type CatalogueState,
} from './catalogue-state';
import { CatalogueToolbar, type GridColumns } from './catalogue-toolbar';
import { FilterPanel } from './filter-panel';
import { useCatalogueUrl } from './use-catalogue-url';

const FILTERS_ID = 'catalogue-filters';

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
function subscribeWidth(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The filter panel's default: open from 768 px. Null while a server-rendered page hydrates (the
 * server cannot know the width): the panel then shows by CSS alone.
 */
function useWideScreen(): boolean | null {
  return useSyncExternalStore(
    subscribeWidth,
    () => window.innerWidth >= MOBILE_BREAKPOINT_PX,
    () => null,
  );
}

/** Sản phẩm: /products and /categories/{category} (docs/product/storefront.md#catalogue). */
export function CataloguePage() {
  const { state, update } = useCatalogueUrl();
  const wide = useWideScreen();
  // The shopper's choice, once made, stands; until then the panel follows the screen width.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const filtersOpen = chosen ?? wide;
  const [columns, setColumns] = useState<GridColumns>(3);

  const products = useQuery(productsQueryOptions(toProductFilters(state)));
  const brands = useQuery(brandsQueryOptions('active'));
  const subBrands = useQuery(subBrandsQueryOptions(true));
  const categories = useQuery(categoriesQueryOptions());

  // A failed load empties the list (the no-products-found state).
  const list = products.isError ? [] : (products.data?.products ?? []);
  const total = products.isError ? 0 : (products.data?.total ?? 0);
  const pages = totalPages(total, state.limit);
  const known = products.isSuccess && !products.isPlaceholderData;
  const category = state.category === null ? null : categories.data?.find((c) => c.id === state.category);
  const title = category?.name ?? 'Tất Cả Sản Phẩm';
  const { storeName } = useShopSettings();
  useDocumentTitle(`${state.search ? `“${state.search}” – ` : ''}${title} | ${storeName}`);

  const change = (next: CatalogueState, options?: { scrollToTop?: boolean }) => {
    if (catalogueSearch(next) !== catalogueSearch(state)) update(next, options);
  };

  // A page number beyond the last page shows the last page.
  const outOfRange = known && state.page > pages;
  useEffect(() => {
    if (outOfRange) update({ ...state, page: pages });
  }, [outOfRange, pages, state, update]);

  const activeFilterCount = state.brands.length + state.subBrands.length + state.gender.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {category?.name ?? 'Tất Cả Sản Phẩm'}
        </h1>
        <p className="flex flex-wrap gap-x-4 text-sm text-stone-600" aria-live="polite">
          {products.isPending ? (
            <span>Đang tải sản phẩm...</span>
          ) : (
            <>
              <span>{total > 0 ? `${formatCount(total)} sản phẩm` : 'Chưa có sản phẩm nào'}</span>
              <span>
                Trang {Math.min(state.page, pages)} / {pages}
              </span>
            </>
          )}
        </p>
      </header>

      <div className="flex flex-col gap-4">
        <CatalogueSearch
          search={state.search}
          onSearch={(search) => change(withChange(state, { search }))}
          onClear={() => change(withChange(state, { search: '' }))}
        />
        <CatalogueToolbar
          limit={state.limit}
          sort={state.sort}
          columns={columns}
          filtersOpen={filtersOpen}
          filtersId={FILTERS_ID}
          activeFilterCount={activeFilterCount}
          onLimit={(limit) => change(withChange(state, { limit }))}
          onSort={(sort) => change(withChange(state, { sort }))}
          onColumns={setColumns}
          onToggleFilters={() => setChosen(!(filtersOpen ?? true))}
        />
      </div>

      <div className="mt-6 flex flex-col gap-6 md:flex-row lg:gap-8">
        {filtersOpen !== false && (
          <aside
            aria-label="Bộ lọc sản phẩm"
            className={cn('md:w-60 md:shrink-0 lg:w-64', filtersOpen === null && 'max-md:hidden')}
          >
            <FilterPanel
              id={FILTERS_ID}
              state={state}
              brands={brands.data ?? []}
              brandsLoading={brands.isPending}
              subBrands={subBrands.data ?? []}
              onChange={(next) => change(next)}
              onClear={() => change(clearFilters())}
            />
          </aside>
        )}

        <section aria-labelledby="catalogue-results" className="min-w-0 flex-1">
          <h2 id="catalogue-results" className="sr-only">
            Danh sách sản phẩm
          </h2>
          <CatalogueResults
            products={list}
            loading={products.isPending || outOfRange}
            updating={products.isPlaceholderData}
            failed={products.isError}
            skeletonCount={Math.min(state.limit, 12)}
            gridClassName={cn(
              'grid grid-cols-2 gap-3 sm:gap-5',
              filtersOpen !== false ? 'lg:grid-cols-3' : 'md:grid-cols-3',
              columns === 4 && (filtersOpen !== false ? 'xl:grid-cols-4' : 'lg:grid-cols-4'),
            )}
            onClear={() => change(clearFilters())}
            onRetry={() => void products.refetch()}
          />
          {products.data && total > 0 && !outOfRange && (
            <CataloguePagination
              page={state.page}
              pages={pages}
              total={total}
              limit={state.limit}
              onPage={(page) => change(goToPage(state, page, pages), { scrollToTop: true })}
            />
          )}
        </section>
      </div>
    </div>
  );
}

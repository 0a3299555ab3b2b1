import { INLINE_SEARCH_DEBOUNCE_MS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, PackageOpen, Plus, Table2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { brandsQueryOptions } from '../../api/brands';
import { categoriesQueryOptions } from '../../api/categories';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/client';
import { manageQueryOptions, productQueryOptions } from '../../api/products';
import { useDeleteProduct } from '../../api/products-writes';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListHeading } from '../components/list-heading';
import { LoadError } from '../components/load-error';
import { noPermissionMessage } from '../components/no-permission';
import { pageCount } from '../../lib/page-window';
import { useAlert } from '../components/use-alert';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ListErrorDialog } from './list-error-dialog';
import { BulkActions } from './bulk-actions';
import { CatalogueTransfer } from './catalogue-transfer';
import { ProductCard } from './product-card';
import { NO_FILTERS, ProductFilters, type ProductFilterState } from './product-filters';
import { ProductFormModal } from './product-form-modal';
import { ProductPager } from './product-pager';
import { ProductsTable } from './products-table';
import {
  hasProductFilters,
  readProductsState,
  toManageQuery,
  VIEW_STORAGE_KEY,
  writeProductsState,
  type ProductsState,
  type ProductsView,
} from './products-url';

const PRODUCT_LIST_FAILED = 'Không thể tải danh sách sản phẩm';
const PRODUCT_LIST_MALFORMED = 'Dữ liệu sản phẩm không đúng định dạng';

type Editing = { product?: Product } | null;

function storedView(): ProductsView {
  try {
    return localStorage.getItem(VIEW_STORAGE_KEY) === 'table' ? 'table' : 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * Sản Phẩm tab: filters with the count, the card grid or the table (the choice is remembered), its
 * states and pager, all kept in the URL; selection with bulk actions; export and import; the form and
 * delete.
 */
export function ProductsTab() {
  const { can } = usePermissions();
  const canChange = can('products', 'change');
  const canDelete = can('products', 'delete');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { showAlert, showFailure, alertDialog } = useAlert();
  // `?product=ID` (the dashboard's low-stock links) opens that product's form once it is loaded.
  const [params, setParams] = useSearchParams();
  const state = readProductsState(params);
  const view: ProductsView = state.view ?? storedView();
  const { page, pageSize } = state;
  const update = (patch: Partial<ProductsState>) => {
    setParams(
      (prev) => {
        const next = writeProductsState({ ...readProductsState(prev), ...patch });
        const linkedProduct = prev.get('product');
        if (linkedProduct) next.set('product', linkedProduct);
        return next;
      },
      { replace: true },
    );
  };
  const setPage = (p: number) => update({ page: p });
  // The search box is typed into freely; the URL (and the request) follow once typing pauses.
  const [searchText, setSearchText] = useState(state.search);
  const search = useDebouncedValue(searchText, INLINE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search !== readProductsState(params).search) update({ search, page: 1 });
    // Only a new debounced search writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const filters: ProductFilterState = { ...state, search: searchText };
  const linkedId = Number(params.get('product'));
  const linkValid = canChange && Number.isInteger(linkedId) && linkedId > 0;
  const linked = useQuery({ ...productQueryOptions(linkValid ? linkedId : 0), enabled: linkValid });
  const shown: Editing = editing ?? (linkValid && linked.data ? { product: linked.data } : null);
  const closeForm = () => {
    setEditing(null);
    if (params.has('product')) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('product');
          return next;
        },
        { replace: true },
      );
    }
  };

  const list = useQuery(manageQueryOptions(toManageQuery(state, state.search)));
  const categories = useQuery(categoriesQueryOptions());
  const brands = useQuery(brandsQueryOptions());
  const remove = useDeleteProduct();

  const total = list.data?.total;
  const totalPages = pageCount(total ?? 0, pageSize);
  // After deletes the page may be past the end: show the last one.
  const pastEnd = list.data !== undefined && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastEnd) setPage(totalPages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastEnd, totalPages]);

  const changeFilters = (patch: Partial<ProductFilterState>) => {
    if (patch.search !== undefined) setSearchText(patch.search);
    const { search: typed, ...rest } = patch;
    // Clearing every filter clears the search at once; typing waits for the pause.
    update({ ...rest, ...(typed === '' && patch === NO_FILTERS ? { search: '' } : {}), page: 1 });
    setSelected(new Set());
  };
  const chooseView = (v: ProductsView) => {
    try {
      localStorage.setItem(VIEW_STORAGE_KEY, v);
    } catch {
      // private mode: the URL still holds it
    }
    update({ view: v });
  };
  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Đã xóa sản phẩm');
    } catch (error) {
      showFailure(error, {
        fallback: 'Xóa sản phẩm thất bại',
        forbidden: noPermissionMessage('xóa', 'sản phẩm'),
        serverText: 'append',
      });
    } finally {
      setDeleting(null);
    }
  };

  const filtered = hasProductFilters(state);
  let body;
  if (list.isPending) {
    body = (
      <div
        role="status"
        aria-label="Đang tải sản phẩm"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-96 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </div>
    );
  } else if (list.isError) {
    const malformed = isApiError(list.error) && list.error.code === CLIENT_ERROR_CODES.invalidResponse;
    body = (
      <>
        <LoadError message={malformed ? PRODUCT_LIST_MALFORMED : PRODUCT_LIST_FAILED} query={list} />
        <ListErrorDialog
          message={malformed ? PRODUCT_LIST_MALFORMED : PRODUCT_LIST_FAILED}
          failedAt={list.errorUpdatedAt}
          onRetry={() => void list.refetch()}
        />
      </>
    );
  } else if (list.data.products.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
        <PackageOpen className="size-10 text-stone-400" aria-hidden="true" />
        <p className="font-semibold text-ink">
          {filtered ? 'Không tìm thấy sản phẩm phù hợp' : 'Chưa có sản phẩm nào'}
        </p>
        <p className="text-sm text-stone-600">
          {filtered ? 'Hãy thử thay đổi hoặc xóa bộ lọc.' : 'Sản phẩm bạn thêm sẽ hiển thị tại đây.'}
        </p>
        {!filtered && canChange && (
          <Button onClick={() => setEditing({})}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm Sản Phẩm Đầu Tiên
          </Button>
        )}
      </div>
    );
  } else if (view === 'table') {
    body = (
      <ProductsTable
        products={list.data.products}
        sort={state.sort}
        dir={state.dir}
        onSort={(sort, dir) => update({ sort, dir, page: 1 })}
        selected={selected}
        onSelect={canChange ? select : undefined}
        onEdit={canChange ? (product) => setEditing({ product }) : undefined}
        onDelete={canDelete ? (product) => setDeleting(product) : undefined}
        quickEdit={canChange}
        busy={list.isPlaceholderData}
      />
    );
  } else {
    body = (
      <ul
        aria-label="Danh sách sản phẩm"
        aria-busy={list.isPlaceholderData || undefined}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {list.data.products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            onEdit={canChange ? () => setEditing({ product }) : undefined}
            onDelete={canDelete ? () => setDeleting(product) : undefined}
            selected={selected.has(product.id)}
            onSelect={canChange ? (on) => select([product.id], on) : undefined}
            quickEdit={canChange}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <ListHeading
        title="Sản phẩm"
        addLabel="Thêm Sản Phẩm"
        onAdd={canChange ? () => setEditing({}) : undefined}
        tools={<CatalogueTransfer canImport={canChange} />}
      />
      <ProductFilters
        value={filters}
        onChange={changeFilters}
        categories={categories.data ?? []}
        brands={brands.data ?? []}
        total={total}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label="Kiểu hiển thị"
          className="inline-flex rounded-lg bg-white p-1 ring-1 ring-stone-200"
        >
          {(
            [
              ['grid', 'Lưới', LayoutGrid],
              ['table', 'Bảng', Table2],
            ] as const
          ).map(([v, label, Icon]) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => chooseView(v)}
              className={
                view === v
                  ? 'inline-flex items-center gap-1 rounded-md bg-ink px-3 py-1.5 text-sm font-semibold text-white'
                  : 'inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm text-stone-700 hover:bg-stone-100'
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        {view === 'grid' && (
          <label className="inline-flex items-center gap-2 text-sm text-stone-700">
            Sắp xếp
            <select
              className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
              value={`${state.sort}:${state.dir}`}
              onChange={(e) => {
                const [sort, dir] = e.target.value.split(':') as [ProductsState['sort'], ProductsState['dir']];
                update({ sort, dir, page: 1 });
              }}
            >
              <option value="updated:desc">Mới cập nhật</option>
              <option value="name:asc">Tên A–Z</option>
              <option value="name:desc">Tên Z–A</option>
              <option value="price:asc">Giá thấp đến cao</option>
              <option value="price:desc">Giá cao đến thấp</option>
              <option value="stock:asc">Tồn kho ít nhất</option>
              <option value="stock:desc">Tồn kho nhiều nhất</option>
            </select>
          </label>
        )}
      </div>
      {canChange && selected.size > 0 && (
        <BulkActions
          selected={[...selected]}
          onClear={() => setSelected(new Set())}
          onDone={(summary) => {
            setSelected(new Set());
            showAlert({ type: 'success', title: 'Thành công', message: summary });
          }}
          canDelete={canDelete}
          categories={categories.data ?? []}
          brands={brands.data ?? []}
        />
      )}
      {body}
      {total !== undefined && !list.isError && (
        <ProductPager
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => update({ pageSize: size, page: 1 })}
        />
      )}

      {shown && <ProductFormModal product={shown.product} onClose={closeForm} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={`Bạn có chắc muốn xóa sản phẩm "${deleting?.name ?? ''}" cùng các phiên bản của nó? Hành động này không thể hoàn tác.`}
      />
      {alertDialog}
    </div>
  );
}

import { ADMIN_PRODUCT_DEFAULT_PAGE_SIZE, INLINE_SEARCH_DEBOUNCE_MS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { brandsQueryOptions } from '../../api/brands';
import { categoriesQueryOptions } from '../../api/categories';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/client';
import {
  ALL_INCLUDES,
  productQueryOptions,
  productsQueryOptions,
  type ProductFilters as ApiFilters,
} from '../../api/products';
import { useDeleteProduct } from './use-product-mutations';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../components/load-error';
import { noPermissionMessage } from '../components/no-permission';
import { pageCount } from '../components/page-window';
import { useAlert } from '../components/use-alert';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ListErrorDialog } from './list-error-dialog';
import { ProductCard } from './product-card';
import { hasFilters, NO_FILTERS, ProductFilters, type ProductFilterState } from './product-filters';
import { ProductFormModal } from './product-form-modal';
import { ProductPager } from './product-pager';

export const PRODUCT_LIST_FAILED = 'Không thể tải danh sách sản phẩm';
const PRODUCT_LIST_MALFORMED = 'Dữ liệu sản phẩm không đúng định dạng';

type Editing = { product?: Product } | null;

function toApiFilters(f: ProductFilterState, search: string, page: number, pageSize: number): ApiFilters {
  return {
    include: ALL_INCLUDES,
    limit: pageSize,
    skip: (page - 1) * pageSize,
    search: search.trim() || undefined,
    categoryId: f.categoryId || undefined,
    brandIds: f.brandId ? [f.brandId] : undefined,
    gender: f.gender ? [f.gender] : undefined,
    inStock: f.stock === '' ? undefined : f.stock === 'in',
  };
}

/** Sản Phẩm tab: filters with the count, the card grid, its states and pager, the form and delete. */
export function ProductsTab() {
  const { can } = usePermissions();
  const canChange = can('products', 'change');
  const canDelete = can('products', 'delete');
  const [filters, setFilters] = useState<ProductFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PRODUCT_DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const search = useDebouncedValue(filters.search, INLINE_SEARCH_DEBOUNCE_MS);
  const { showFailure, alertDialog } = useAlert();
  // `?product=ID` (the dashboard's low-stock links) opens that product's form once it is loaded.
  const [params, setParams] = useSearchParams();
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

  const list = useQuery(productsQueryOptions(toApiFilters(filters, search, page, pageSize)));
  const categories = useQuery(categoriesQueryOptions());
  const brands = useQuery(brandsQueryOptions());
  const remove = useDeleteProduct();

  const total = list.data?.total;
  const totalPages = pageCount(total ?? 0, pageSize);
  // After deletes the page may be past the end: show the last one.
  if (list.data && totalPages > 0 && page > totalPages) setPage(totalPages);

  const changeFilters = (patch: Partial<ProductFilterState>) => {
    setFilters((prev) => ({ ...prev, ...patch }));
    setPage(1);
  };

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

  const filtered = hasFilters(filters);
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
        <LoadError
          message={malformed ? PRODUCT_LIST_MALFORMED : PRODUCT_LIST_FAILED}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
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
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">Sản phẩm</h2>
        {canChange && (
          <Button onClick={() => setEditing({})}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm Sản Phẩm
          </Button>
        )}
      </div>
      <ProductFilters
        value={filters}
        onChange={changeFilters}
        categories={categories.data ?? []}
        brands={brands.data ?? []}
        total={total}
      />
      {body}
      {total !== undefined && !list.isError && (
        <ProductPager
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
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

import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ordersQueryOptions } from '../../api/orders';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { LoadError } from '../components/load-error';
import { useSearch } from '../components/search-field';
import { pageCount } from '../../lib/page-window';
import { Pagination } from '../../components/ui/pagination';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { CreateOrderModal } from './create-order-modal';
import { OrderFilters, type PaymentFilter, type StatusFilter } from './order-filters';
import { OrderStats } from './order-stats';
import { OrdersExport } from './orders-export';
import { OrdersList } from './orders-list';
import { useOrderStatus } from './use-order-status';

const ORDERS_PAGE_SIZE = 10;
const ORDER_SEARCH_DEBOUNCE_MS = 300;

function Orders() {
  const { can } = usePermissions();
  const canChange = can('orders', 'change');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const actions = useOrderStatus();

  const search = useSearch(ORDER_SEARCH_DEBOUNCE_MS, () => setPage(1));
  const debouncedSearch = search.term;
  const filters = {
    search: debouncedSearch || undefined,
    status: status === 'all' ? undefined : status,
    paymentStatus: payment === 'all' ? undefined : payment,
    limit: ORDERS_PAGE_SIZE,
    skip: (page - 1) * ORDERS_PAGE_SIZE,
  };
  const query = useQuery(ordersQueryOptions(filters));
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, ORDERS_PAGE_SIZE);
  // A page that no longer exists (orders filtered away meanwhile) shows the last one.
  if (query.data && !query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const from = total === 0 ? 0 : (page - 1) * ORDERS_PAGE_SIZE + 1;
  const to = Math.min(page * ORDERS_PAGE_SIZE, total);
  const filtered = Boolean(debouncedSearch) || status !== 'all' || payment !== 'all';

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">Quản lý đơn hàng</h2>
          <p className="mt-1 text-sm text-stone-600">Theo dõi và xử lý đơn hàng của khách.</p>
        </div>
        {canChange && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Tạo Đơn Hàng
          </Button>
        )}
      </div>

      <OrderStats />

      <OrdersExport status={status} />

      <section aria-label="Đơn hàng" className="space-y-4">
        <OrderFilters
          search={search.field}
          status={status}
          onStatusChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          payment={payment}
          onPaymentChange={(value) => {
            setPayment(value);
            setPage(1);
          }}
        />

        {query.isPending ? (
          <LoadingState label="Đang tải đơn hàng..." />
        ) : query.isError ? (
          <LoadError message="Không thể tải danh sách đơn hàng" query={query} />
        ) : query.data.orders.length === 0 ? (
          <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">
            {filtered ? 'Không tìm thấy đơn hàng phù hợp' : 'Chưa có đơn hàng nào'}
          </EmptyState>
        ) : (
          <div
            aria-busy={query.isFetching}
            className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            <OrdersList orders={query.data.orders} actions={actions} canChange={canChange} />
          </div>
        )}

        {total > 0 && (
          <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-stone-600" aria-live="polite">
              Hiển thị {from}–{to} trong tổng số {total} đơn hàng
            </p>
            <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Phân trang đơn hàng" />
          </div>
        )}
      </section>

      <CreateOrderModal open={creating} onClose={() => setCreating(false)} />
      {actions.dialogs}
    </div>
  );
}

/** Đơn Hàng (/admin/orders): real orders; needs orders read, actions need orders change. */
export function OrdersPage() {
  return (
    <RequireRight resource="orders" what="đơn hàng">
      <Orders />
    </RequireRight>
  );
}

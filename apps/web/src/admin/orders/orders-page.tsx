import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ordersQueryOptions, type OrderFilters } from '../../api/orders';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { LoadError } from '../components/load-error';
import { useSearch } from '../components/search-field';
import { pageCount } from '../../lib/page-window';
import { Pagination } from '../../components/ui/pagination';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { CreateOrderModal } from './create-order-modal';
import {
  OrderFilters as OrderFilterFields,
  type DayRange,
  type PaymentFilter,
  type StatusFilter,
} from './order-filters';
import { KeysetPager } from './keyset-pager';
import { OrderStats } from './order-stats';
import { OrdersExport } from './orders-export';
import { OrdersList } from './orders-list';
import { useOrderStatus } from './use-order-status';

const ORDERS_PAGE_SIZE = 10;

interface PageAt {
  page: number;
  fromEnd?: boolean;
  way: Pick<OrderFilters, 'skip' | 'after' | 'before' | 'last'>;
}
const FIRST_PAGE: PageAt = { page: 1, way: {} };
const ORDER_SEARCH_DEBOUNCE_MS = 300;

function Orders() {
  const { can } = usePermissions();
  const canChange = can('orders', 'change');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [days, setDays] = useState<DayRange>({ from: '', to: '' });
  // The page shown: its number counted from the newest (or, with fromEnd, from the oldest) and how
  // it is asked for (keyset from a neighbour, the last page, or an offset for a jump).
  const [at, setAt] = useState<PageAt>(FIRST_PAGE);
  const [creating, setCreating] = useState(false);
  const actions = useOrderStatus();

  const search = useSearch(ORDER_SEARCH_DEBOUNCE_MS, () => setAt(FIRST_PAGE));
  const debouncedSearch = search.term;
  const filters = {
    search: debouncedSearch || undefined,
    status: status === 'all' ? undefined : status,
    paymentStatus: payment === 'all' ? undefined : payment,
    from: days.from || undefined,
    to: days.to || undefined,
    limit: ORDERS_PAGE_SIZE,
    ...at.way,
  };
  const query = useQuery(ordersQueryOptions(filters));
  const total = query.data?.total ?? 0;
  const exact = query.data?.totalExact !== false;
  const totalPages = pageCount(total, ORDERS_PAGE_SIZE);
  const page = at.fromEnd && exact ? totalPages - at.page + 1 : at.page;
  // A page that no longer exists (orders filtered away meanwhile) shows the last one.
  if (query.data && !query.isPlaceholderData && exact && totalPages > 0 && page > totalPages)
    setAt({ page: 1, fromEnd: true, way: { last: true } });
  const shown = query.data?.orders ?? [];
  const more = query.data?.more ?? false;

  /** Numbered pages (an exact total): a neighbour by keyset, the last page from the other end, a jump by offset. */
  const goTo = (n: number) => {
    if (n === 1) setAt(FIRST_PAGE);
    else if (n === totalPages) setAt({ page: 1, fromEnd: true, way: { last: true } });
    else if (n === page + 1 && shown.length) setAt({ page: n, way: { after: shown.at(-1)!.id } });
    else if (n === page - 1 && shown.length) setAt({ page: n, way: { before: shown[0]!.id } });
    else setAt({ page: n, way: { skip: (n - 1) * ORDERS_PAGE_SIZE } });
  };
  /** Without an exact total ("hơn 10.000"): newer and older pages by keyset, the first and the last. */
  const older = () =>
    at.fromEnd
      ? setAt({ page: at.page - 1, fromEnd: true, way: { after: shown.at(-1)!.id } })
      : setAt({ page: at.page + 1, way: { after: shown.at(-1)!.id } });
  const newer = () =>
    at.fromEnd
      ? setAt({ page: at.page + 1, fromEnd: true, way: { before: shown[0]!.id } })
      : setAt({ page: at.page - 1, way: { before: shown[0]!.id } });
  const atNewest = !at.fromEnd ? at.page === 1 : !more;
  const atOldest = at.fromEnd ? at.page === 1 : !more;

  const from = total === 0 ? 0 : (page - 1) * ORDERS_PAGE_SIZE + 1;
  const to = exact ? Math.min(page * ORDERS_PAGE_SIZE, total) : from + shown.length - 1;
  const filtered = Boolean(debouncedSearch) || status !== 'all' || payment !== 'all' || Boolean(days.from || days.to);

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

      <OrdersExport status={status} from={days.from} to={days.to} />

      <section aria-label="Đơn hàng" className="space-y-4">
        <OrderFilterFields
          search={search.field}
          status={status}
          onStatusChange={(value) => {
            setStatus(value);
            setAt(FIRST_PAGE);
          }}
          payment={payment}
          onPaymentChange={(value) => {
            setPayment(value);
            setAt(FIRST_PAGE);
          }}
          days={days}
          onDaysChange={(value) => {
            setDays(value);
            setAt(FIRST_PAGE);
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
              {exact
                ? `Hiển thị ${from}–${to} trong tổng số ${total} đơn hàng`
                : at.fromEnd
                  ? `Trang ${at.page} tính từ đơn cũ nhất, trong hơn ${total.toLocaleString('vi-VN')} đơn hàng`
                  : `Hiển thị ${from}–${to} trong hơn ${total.toLocaleString('vi-VN')} đơn hàng`}
            </p>
            {exact ? (
              <Pagination
                page={page}
                totalPages={totalPages}
                onPageChange={goTo}
                showFirstLast
                label="Phân trang đơn hàng"
              />
            ) : (
              <KeysetPager
                label="Phân trang đơn hàng"
                atNewest={atNewest || !shown.length}
                atOldest={atOldest || !shown.length}
                onFirst={() => setAt(FIRST_PAGE)}
                onNewer={newer}
                onOlder={older}
                onLast={() => setAt({ page: 1, fromEnd: true, way: { last: true } })}
              />
            )}
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

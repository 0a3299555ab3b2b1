import type { Customer, CustomerList } from '@shop/core/schemas/customer';
import { useQuery } from '@tanstack/react-query';
import { customersQueryOptions } from '../../api/customers';
import { LinkCell } from '../components/data-table';
import { PagedTable, useKeyedPage, type PagedListTable } from '../components/paged-table';
import { ScreenHeading } from '../components/screen-heading';
import { pageCount } from '../../lib/page-window';
import { SearchField, useSearch } from '../components/search-field';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';

const CUSTOMERS_PAGE_SIZE = 20;
const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

const COLUMNS = [
  { label: 'Khách hàng' },
  { label: 'Số điện thoại' },
  { label: 'Email', className: 'hidden lg:table-cell' },
  { label: 'Số đơn', className: 'text-right' },
  { label: 'Đã chi tiêu', className: 'text-right' },
  { label: 'Đơn gần nhất', className: 'hidden md:table-cell' },
];

/** The path of a customer's page (customers are known by their phone number). */
const customerPath = (phone: string) => `/admin/customers/${encodeURIComponent(phone)}`;

function Customers() {
  const money = useMoney();
  const search = useSearch(CUSTOMER_SEARCH_DEBOUNCE_MS);
  const debounced = search.term;
  // The page belongs to a search: a new search (once typing pauses) starts again at page 1, in one request.
  const list = useKeyedPage(debounced, CUSTOMERS_PAGE_SIZE);
  const query = useQuery(
    customersQueryOptions({
      search: debounced || undefined,
      ...list.window,
    }),
  );
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, CUSTOMERS_PAGE_SIZE);
  // A page that no longer exists (a narrower search) shows the last one.
  if (query.data && !query.isPlaceholderData && totalPages > 0 && list.page > totalPages) list.setPage(totalPages);
  const from = total === 0 ? 0 : list.window.skip + 1;
  const to = Math.min(list.window.skip + CUSTOMERS_PAGE_SIZE, total);
  const table: PagedListTable<CustomerList, Customer> = {
    what: 'khách hàng',
    loadError: 'Không thể tải danh sách khách hàng',
    rows: (d) => d.customers,
    caption: 'Danh sách khách hàng',
    columns: COLUMNS,
    empty: 'Chưa có khách hàng nào',
    noMatch: 'Không tìm thấy khách hàng phù hợp',
    count: (_, data) => (
      <>
        Hiển thị {from}–{to} trong{' '}
        {data.totalExact === false ? `hơn ${total.toLocaleString('vi-VN')}` : `tổng số ${total}`} khách hàng
      </>
    ),
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading title="Khách hàng">
        Khách hàng được lập từ các đơn hàng, mỗi số điện thoại là một khách. Đã chi tiêu tính trên các đơn hoàn thành.
      </ScreenHeading>
      <SearchField label="Tìm khách hàng" placeholder="Tìm theo tên, số điện thoại hoặc email..." {...search.field} />
      <PagedTable query={query} table={table} paging={list.paging} filtered={Boolean(debounced)} dimPlaceholder>
        {(c) => (
          <tr key={c.phone} className="hover:bg-stone-50/60">
            <LinkCell to={customerPath(c.phone)}>{c.name}</LinkCell>
            <td className="px-3 py-3 whitespace-nowrap">{c.phone}</td>
            <td className="hidden px-3 py-3 break-all text-stone-700 lg:table-cell">{c.email ?? '—'}</td>
            <td className="px-3 py-3 text-right">{c.orders}</td>
            <td className="px-3 py-3 text-right font-semibold whitespace-nowrap">{money(c.totalSpent)}</td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-stone-600 md:table-cell">
              {formatOrderDateTime(c.lastOrderAt)}
            </td>
          </tr>
        )}
      </PagedTable>
    </div>
  );
}

/** Khách Hàng (/admin/customers): the customers derived from the orders; needs orders read. */
export function CustomersPage() {
  return (
    <RequireRight resource="orders" what="khách hàng">
      <Customers />
    </RequireRight>
  );
}

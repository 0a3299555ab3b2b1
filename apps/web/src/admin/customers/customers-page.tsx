import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useState } from 'react';
import { customersQueryOptions } from '../../api/customers';
import { LoadError } from '../components/load-error';
import { pageCount } from '../../lib/page-window';
import { Pagination } from '../../components/ui/pagination';
import { SearchField, useSearch } from '../components/search-field';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
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
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debounced ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: debounced, page: next });
  const query = useQuery(
    customersQueryOptions({
      search: debounced || undefined,
      limit: CUSTOMERS_PAGE_SIZE,
      skip: (page - 1) * CUSTOMERS_PAGE_SIZE,
    }),
  );
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, CUSTOMERS_PAGE_SIZE);
  // A page that no longer exists (a narrower search) shows the last one.
  if (query.data && !query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  const from = total === 0 ? 0 : (page - 1) * CUSTOMERS_PAGE_SIZE + 1;
  const to = Math.min(page * CUSTOMERS_PAGE_SIZE, total);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-ink">Khách hàng</h2>
        <p className="mt-1 text-sm text-stone-600">
          Khách hàng được lập từ các đơn hàng, mỗi số điện thoại là một khách. Đã chi tiêu tính trên các đơn hoàn thành.
        </p>
      </div>
      <SearchField label="Tìm khách hàng" placeholder="Tìm theo tên, số điện thoại hoặc email..." {...search.field} />
      {query.isPending ? (
        <LoadingState label="Đang tải khách hàng..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải danh sách khách hàng" query={query} />
      ) : query.data.customers.length === 0 ? (
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">
          {debounced ? 'Không tìm thấy khách hàng phù hợp' : 'Chưa có khách hàng nào'}
        </EmptyState>
      ) : (
        <div
          aria-busy={query.isFetching}
          className={
            query.isPlaceholderData
              ? 'overflow-x-auto rounded-2xl bg-white opacity-60 shadow-sm ring-1 ring-stone-200'
              : 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200'
          }
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Danh sách khách hàng</caption>
            <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                {COLUMNS.map(({ label, className }) => (
                  <th key={label} scope="col" className={`px-3 py-3 font-semibold ${className ?? ''}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {query.data.customers.map((c) => (
                <tr key={c.phone} className="hover:bg-stone-50/60">
                  <td className="px-3 py-3">
                    <Link to={customerPath(c.phone)} className="font-medium text-primary-ink hover:underline">
                      {c.name}
                    </Link>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">{c.phone}</td>
                  <td className="hidden px-3 py-3 break-all text-stone-700 lg:table-cell">{c.email ?? '—'}</td>
                  <td className="px-3 py-3 text-right">{c.orders}</td>
                  <td className="px-3 py-3 text-right font-semibold whitespace-nowrap">{money(c.totalSpent)}</td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-stone-600 md:table-cell">
                    {formatOrderDateTime(c.lastOrderAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 && (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-stone-600" aria-live="polite">
            Hiển thị {from}–{to} trong{' '}
            {query.data?.totalExact === false ? `hơn ${total.toLocaleString('vi-VN')}` : `tổng số ${total}`} khách hàng
          </p>
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Phân trang khách hàng" />
        </div>
      )}
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

import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { cn } from '../../lib/cn';
import { pageCount } from '../../lib/page-window';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { DataTable, type DataTableProps } from './data-table';
import { LoadError } from './load-error';

/** The frame of a back-office list's table: white, rounded, scrolling sideways on a narrow screen. */
export const TABLE_FRAME = 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200';

/**
 * The page of a list that belongs to its filters (`key`, e.g. `JSON.stringify([term, status])`): a
 * change of the filters starts again at page 1, in the same request. `window` is the page's rows to
 * ask for (`limit`, `skip`); `paging` is what PagedTable's pager needs.
 */
export function useKeyedPage(key: string, pageSize: number) {
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });
  return {
    page,
    setPage,
    window: { limit: pageSize, skip: (page - 1) * pageSize },
    paging: { page, pageSize, onPageChange: setPage },
  };
}

/**
 * A server-paged back-office list: loading, failure with Thử lại, the empty message, the table, and
 * under it the count (`count(total)`) and the pager. `rows` picks the rows out of the answer; the
 * answer carries the number of all its rows (`total`).
 */
export function PagedTable<D extends { total: number }, Row>({
  query,
  rows,
  loading,
  loadError,
  empty,
  caption,
  columns,
  paging: { page, pageSize, onPageChange, count, label },
  dimPlaceholder = false,
  children,
}: {
  query: UseQueryResult<D>;
  rows: (data: D) => Row[];
  loading: string;
  loadError: string;
  empty: ReactNode;
  caption: string;
  columns: DataTableProps['columns'];
  /** The page shown, the count under the rows ("Tổng số 12 phiếu") and the pager's accessible name. */
  paging: {
    page: number;
    pageSize: number;
    onPageChange: (page: number) => void;
    count: (total: number, data: D) => ReactNode;
    label: string;
  };
  /** Dim the rows of the page before while the next one loads. */
  dimPlaceholder?: boolean;
  /** The table's rows. */
  children: (rows: Row[]) => ReactNode;
}) {
  const total = query.data?.total ?? 0;
  return (
    <>
      {query.isPending ? (
        <LoadingState label={loading} />
      ) : query.isError ? (
        <LoadError message={loadError} query={query} />
      ) : rows(query.data).length === 0 ? (
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">{empty}</EmptyState>
      ) : (
        <DataTable
          className={cn(TABLE_FRAME, dimPlaceholder && query.isPlaceholderData && 'opacity-60')}
          busy={query.isFetching}
          caption={caption}
          columns={columns}
          cellClassName="px-3 py-3 font-semibold"
        >
          {children(rows(query.data))}
        </DataTable>
      )}
      {query.data && total > 0 && (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-stone-600" aria-live="polite">
            {count(total, query.data)}
          </p>
          <Pagination page={page} totalPages={pageCount(total, pageSize)} onPageChange={onPageChange} label={label} />
        </div>
      )}
    </>
  );
}

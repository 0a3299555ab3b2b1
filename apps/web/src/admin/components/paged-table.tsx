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
 * What a back-office list's table shows, declared once beside the screen. `what` names the list in its
 * texts (Đang tải {what}..., Không thể tải {what}, Phân trang {what}); `rows` picks the rows out of the
 * answer; `caption` and `columns` head the table; `empty` is said when there are no rows, `noMatch`
 * when there are none for the search or filters on.
 */
export interface ListTable<D, Row> {
  /** Default: the caption, with a small first letter (Bảng kê thu mua: Đang tải bảng kê thu mua...). */
  what?: string;
  /** The failure's text where it names the list otherwise (default: Không thể tải {what}). */
  loadError?: string;
  rows: (data: D) => Row[];
  caption: string;
  columns: DataTableProps['columns'];
  empty: ReactNode;
  noMatch?: ReactNode;
}

/** A server-paged list's table: also the count under the rows ("Tổng số 12 phiếu"). */
export interface PagedListTable<D, Row> extends ListTable<D, Row> {
  count: (total: number, data: D) => ReactNode;
}

type TableTexts = Pick<ListTable<unknown, unknown>, 'what' | 'caption' | 'loadError'>;

/** How a list's texts name it: `what`, else its caption with a small first letter. */
const listName = ({ what, caption }: TableTexts) => what ?? caption.charAt(0).toLowerCase() + caption.slice(1);

/** The failure's text of a list's table: `loadError`, else Không thể tải {what}. */
export const loadErrorText = (table: TableTexts) => table.loadError ?? `Không thể tải ${listName(table)}`;

/** The empty message of a list's table: `noMatch` while a search or filter is on. */
export const emptyText = (table: Pick<ListTable<unknown, unknown>, 'empty' | 'noMatch'>, filtered: boolean) =>
  (filtered && table.noMatch) || table.empty;

/**
 * A server-paged back-office list: loading, failure with Thử lại, the empty message, the table, and
 * under it the count and the pager. `table` describes it (ListTable); `paging` is useKeyedPage's;
 * `filtered` says a search or filter is on; `children` draws one row.
 */
export function PagedTable<D extends { total: number }, Row>({
  query,
  table,
  paging: { page, pageSize, onPageChange },
  filtered = false,
  dimPlaceholder = false,
  children,
}: {
  query: UseQueryResult<D>;
  table: PagedListTable<D, Row>;
  paging: { page: number; pageSize: number; onPageChange: (page: number) => void };
  filtered?: boolean;
  /** Dim the rows of the page before while the next one loads. */
  dimPlaceholder?: boolean;
  children: (row: Row) => ReactNode;
}) {
  const total = query.data?.total ?? 0;
  return (
    <>
      {query.isPending ? (
        <LoadingState label={`Đang tải ${listName(table)}...`} />
      ) : query.isError ? (
        <LoadError message={loadErrorText(table)} query={query} />
      ) : table.rows(query.data).length === 0 ? (
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">{emptyText(table, filtered)}</EmptyState>
      ) : (
        <DataTable
          className={cn(TABLE_FRAME, dimPlaceholder && query.isPlaceholderData && 'opacity-60')}
          busy={query.isFetching}
          caption={table.caption}
          columns={table.columns}
          cellClassName="px-3 py-3 font-semibold"
        >
          {table.rows(query.data).map(children)}
        </DataTable>
      )}
      {query.data && total > 0 && (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-stone-600" aria-live="polite">
            {table.count(total, query.data)}
          </p>
          <Pagination
            page={page}
            totalPages={pageCount(total, pageSize)}
            onPageChange={onPageChange}
            label={`Phân trang ${listName(table)}`}
          />
        </div>
      )}
    </>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { LoadingState } from '../layout/screen-state';
import { DataTable } from './data-table';
import { LoadError } from './load-error';
import { TABLE_FRAME, emptyText, loadErrorText, type ListTable } from './paged-table';

/**
 * A query's states before its data: Đang tải… (`loading`), or the failure (`failed`) with Thử lại;
 * then `children` with the data.
 */
export function QueryStates<D>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<D>;
  loading: string;
  failed: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <LoadError message={failed} query={query} />;
  return children(query.data);
}

/** A page of a list screen: the query's answer, when it pages, carries the number of all its rows. */
interface Paging {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The count shown above the rows ("12 yêu cầu"). */
  count: (total: number) => string;
}

/**
 * A back-office list's states, in one place: the failure with Thử lại, the loading state, the empty
 * message, and the rows (with their count and the pager when `paging` is given and the answer has a
 * `total`). `rows` picks the rows out of the answer; `children` draws them.
 */
export function QueryList<D, Row>({
  query,
  rows,
  loadError,
  empty,
  paging,
  children,
}: {
  query: UseQueryResult<D>;
  rows: (data: D) => Row[];
  loadError: string;
  empty: ReactNode;
  paging?: Paging;
  children: (rows: Row[]) => ReactNode;
}) {
  if (query.isError) return <LoadError message={loadError} query={query} />;
  if (!query.data) return <LoadingState />;
  const list = rows(query.data);
  if (list.length === 0)
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200">
        {empty}
      </p>
    );
  if (!paging) return children(list);
  const total = (query.data as { total?: number }).total ?? list.length;
  return (
    <>
      <p className="text-sm text-stone-600">{paging.count(total)}</p>
      {children(list)}
      <Pagination
        page={paging.page}
        totalPages={Math.max(1, Math.ceil(total / paging.pageSize))}
        onPageChange={paging.onPageChange}
      />
    </>
  );
}

/**
 * QueryList drawing its rows in a DataTable of the usual frame, as `table` describes it (ListTable:
 * the texts, the rows, the head); `filtered` says a search or filter is on; `children` draws one row.
 */
export function QueryTable<D, Row>({
  query,
  table,
  paging,
  filtered = false,
  children,
}: {
  query: UseQueryResult<D>;
  table: ListTable<D, Row>;
  paging?: Paging;
  filtered?: boolean;
  children: (row: Row) => ReactNode;
}) {
  return (
    <QueryList
      query={query}
      rows={table.rows}
      loadError={loadErrorText(table)}
      empty={emptyText(table, filtered)}
      paging={paging}
    >
      {(rows) => (
        <DataTable className={TABLE_FRAME} caption={table.caption} columns={table.columns}>
          {rows.map(children)}
        </DataTable>
      )}
    </QueryList>
  );
}

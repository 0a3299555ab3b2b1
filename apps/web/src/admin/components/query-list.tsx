import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { LoadingState } from '../layout/screen-state';
import { DataTable, type DataTableProps } from './data-table';
import { LoadError } from './load-error';
import { TABLE_FRAME } from './paged-table';

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
 * QueryList drawing its rows in a DataTable of the usual frame: `caption` and `columns` head the
 * table, `children` draws the rows.
 */
export function QueryTable<D, Row>({
  caption,
  columns,
  children,
  ...list
}: Omit<Parameters<typeof QueryList<D, Row>>[0], 'children'> & {
  caption: string;
  columns: DataTableProps['columns'];
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <QueryList {...list}>
      {(rows) => (
        <DataTable className={TABLE_FRAME} caption={caption} columns={columns}>
          {children(rows)}
        </DataTable>
      )}
    </QueryList>
  );
}

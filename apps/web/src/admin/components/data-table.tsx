import type { ReactNode } from 'react';
import { TableHead, type TableHeadProps } from './table-head';

export interface DataTableProps {
  /** The frame around the table: its ring, corners and scrolling. */
  className: string;
  /** A caption read to screen readers only. */
  caption?: string;
  /** The accessible name, where there is no caption. */
  label?: string;
  columns: TableHeadProps['columns'];
  /** The head's classes; default a light grey row of small upper-case headings. */
  headClassName?: string;
  /** Every heading cell's classes; default the compact padding of a table inside a page. */
  cellClassName?: string;
  tableClassName?: string;
  bodyClassName?: string;
  /** The rows. */
  children: ReactNode;
}

/** A back-office table: the frame, the hidden caption, the column headings and the rows, divided by lines. */
export function DataTable({
  className,
  caption,
  label,
  columns,
  headClassName = 'bg-stone-50 text-xs uppercase tracking-wide text-stone-600',
  cellClassName = 'px-3 py-2 font-semibold',
  tableClassName = 'w-full text-left text-sm',
  bodyClassName = 'divide-y divide-stone-100',
  children,
}: DataTableProps) {
  return (
    <div className={className}>
      <table className={tableClassName} aria-label={label}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead className={headClassName} cellClassName={cellClassName} columns={columns} />
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}

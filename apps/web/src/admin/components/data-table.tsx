import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  /** Marked busy (`aria-busy`) while the rows are being fetched again. */
  busy?: boolean;
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
  busy,
  children,
}: DataTableProps) {
  return (
    <div className={className} aria-busy={busy}>
      <table className={tableClassName} aria-label={label}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead className={headClassName} cellClassName={cellClassName} columns={columns} />
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell whose text opens the row's own page (a list's first column: the code, the serial, the name). */
export function LinkCell({
  to,
  className = 'px-3 py-3',
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={className}>
      <Link to={to} className="font-medium text-primary-ink hover:underline">
        {children}
      </Link>
    </td>
  );
}

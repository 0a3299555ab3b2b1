import { cn } from '../../lib/cn';

/** A column: its heading, or the heading with the column's own classes, or read to screen readers only. */
export type Column = string | { label: string; className?: string; srOnly?: boolean };

/**
 * A table's column headings, one `<th scope="col">` each with the table's `cellClassName` and the
 * column's own classes. A `false` column is left out (e.g. Thao tác without any action).
 */
export function ColumnHeaders({ columns, cellClassName }: { columns: (Column | false)[]; cellClassName: string }) {
  return columns.map((column) => {
    if (column === false) return null;
    const { label, className, srOnly } = typeof column === 'string' ? { label: column } : column;
    return (
      <th key={label} scope="col" className={cn(cellClassName, className)}>
        {srOnly ? <span className="sr-only">{label}</span> : label}
      </th>
    );
  });
}

import { cn } from '../../lib/cn';

/** A column: its heading, or the heading with the column's own classes, or read to screen readers only. */
type Column = string | { label: string; className?: string; srOnly?: boolean };

export interface TableHeadProps {
  /** A `false` column is left out (e.g. Thao tác without any action). */
  columns: (Column | false)[];
  /** The classes of every heading cell, to which a column adds its own. */
  cellClassName: string;
  className?: string;
  rowClassName?: string;
}

/** A table's head: one row of column headings, each a `<th scope="col">`. */
export function TableHead({ columns, cellClassName, className, rowClassName }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => {
          if (column === false) return null;
          const { label, className: own, srOnly } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={cn(cellClassName, own)}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

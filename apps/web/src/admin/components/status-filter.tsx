import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SelectField, type SelectOption } from './select-field';

/**
 * A list's filter by status (Bộ lọc → Trạng thái): the choices, first `all` (Tất cả) where it is given,
 * and anything shown beside it (`children`, e.g. a total).
 */
export function StatusFilter({
  value,
  onChange,
  options,
  all,
  className = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200',
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The value of Tất cả. */
  all?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-label="Bộ lọc" className={cn(className)}>
      <SelectField
        label="Trạng thái"
        className="max-w-xs"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options}
      >
        {all !== undefined && <option value={all}>Tất cả</option>}
      </SelectField>
      {children}
    </section>
  );
}

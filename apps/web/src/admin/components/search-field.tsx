import { Search } from 'lucide-react';
import { useId } from 'react';
import { fieldClass } from './field-styles';

export interface SearchFieldProps {
  /** Accessible name (shown to screen readers; the placeholder says it visually). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A search box with a magnifier icon. */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder ?? label}
          className={fieldClass(false, 'h-11 pl-9')}
        />
      </div>
    </div>
  );
}

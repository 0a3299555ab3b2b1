import { useState } from 'react';
import { SearchInput } from '../../components/ui/search-input';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fieldClass } from './field-styles';

/** What a search box shows and how it changes, as `useSearch` gives it to spread on SearchField. */
export interface SearchText {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A search box's text (`field`, spread on SearchField) and the trimmed `term` to search for once typing
 * has paused for `delay` ms; `onChange` runs on every change (e.g. back to page 1).
 */
export function useSearch(delay: number, onChange?: () => void) {
  const [value, setValue] = useState('');
  const term = useDebouncedValue(value.trim(), delay);
  const field: SearchText = {
    value,
    onChange: (next) => {
      setValue(next);
      onChange?.();
    },
  };
  return { field, term };
}

export interface SearchFieldProps extends SearchText {
  /** Accessible name (shown to screen readers; the placeholder says it visually). */
  label: string;
  placeholder?: string;
  className?: string;
}

/** A search box with a magnifier icon. */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  return (
    <div className={className}>
      <SearchInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder ?? label}
        className={fieldClass(false, 'h-11')}
      />
    </div>
  );
}

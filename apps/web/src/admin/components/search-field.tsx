import { SearchInput } from '../../components/ui/search-input';
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

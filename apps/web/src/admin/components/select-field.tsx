import { useId, type ComponentProps } from 'react';
import { fieldClass } from './field-styles';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  hint?: string;
}

/** Labelled select with its error or hint; spreads react-hook-form's `register()` result as is. */
export function SelectField({ label, error, hint, id, className, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const noteId = `${selectId}-note`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className={fieldClass(Boolean(error), 'h-11')}
        {...select}
      >
        {children}
      </select>
      {(error || hint) && (
        <p id={noteId} className={error ? 'mt-1.5 text-sm text-red-700' : 'mt-1.5 text-xs text-stone-500'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

import { useId, type ComponentProps } from 'react';
import { fieldClass } from './field-styles';

/** One choice of a select: the value it sends and what it reads. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** The options for a list of values, each read by its label (default: the value itself): optionsOf(GENDERS, GENDER_LABELS). */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string> | ((value: T) => string) = (value) => value,
) {
  const labelOf = typeof labels === 'function' ? labels : (value: T) => labels[value];
  return values.map((value): SelectOption => ({ value, label: labelOf(value) }));
}

/** The options for named rows (categories, brands…), by id. */
export function rowOptions(rows: readonly { id: number; name: string }[] | undefined): SelectOption[] {
  return (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  hint?: string;
  /** The choices, after any given as `children`. */
  options?: readonly SelectOption[];
}

/** Labelled select with its error or hint; spreads react-hook-form's `register()` result as is. */
export function SelectField({ label, error, hint, options, id, className, children, ...select }: SelectFieldProps) {
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
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {(error || hint) && (
        <p id={noteId} className={error ? 'mt-1.5 text-sm text-red-700' : 'mt-1.5 text-xs text-stone-500'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

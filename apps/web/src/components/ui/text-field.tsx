import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field, linked by aria-describedby, and marks the field invalid. */
  error?: string;
  hint?: string;
  /** Element inside the field's right edge (e.g. a show-password button). */
  endAdornment?: ReactNode;
}

/** Labelled input with its error; spreads react-hook-form's `register()` result as is. */
export function TextField({ label, error, hint, endAdornment, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-xs transition-colors sm:text-sm',
            'placeholder:text-stone-400 focus:outline-none focus-visible:outline-none focus:ring-2',
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
              : 'border-stone-300 focus:border-primary-ink focus:ring-primary/40',
            endAdornment ? 'pr-11' : undefined,
          )}
          {...input}
        />
        {endAdornment && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

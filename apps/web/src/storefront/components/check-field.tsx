import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CheckFieldProps extends ComponentProps<'input'> {
  /** With a hint: the box's title (bold) above it; without: the sentence the shopper agrees to. */
  label: ReactNode;
  /** Said under the title and linked by aria-describedby. */
  hint?: ReactNode;
  /** Shown under the box, linked by aria-describedby, and marks the box invalid. */
  error?: string;
}

/**
 * A storefront checkbox with its words beside it (the VAT invoice, remembering the details, the
 * agreement to the terms); spreads react-hook-form's `register()` result as is.
 */
export function CheckField({ label, hint, error, className, ...checkbox }: CheckFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <div className="flex items-start gap-3 text-sm text-stone-700">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ink"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...checkbox}
        />
        {hint ? (
          <span>
            <label htmlFor={id} className="font-medium text-ink">
              {label}
            </label>
            <span id={`${id}-hint`} className="block text-stone-600">
              {hint}
            </span>
          </span>
        ) : (
          <label htmlFor={id}>{label}</label>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

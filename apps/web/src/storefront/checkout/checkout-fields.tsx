import { PROVINCE_NAMES } from '@shop/core/provinces';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const controlClass = (error: string | undefined) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-base text-ink shadow-xs transition-colors sm:text-sm',
    'focus:outline-none focus-visible:outline-none focus:ring-2',
    error
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
      : 'border-stone-300 focus:border-primary-ink focus:ring-primary/40',
  );

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  );
}

/** A control with its label above, and its hint (while there is no error) or its error below. */
function LabelledControl({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The province or centrally run city, chosen among the 34 official names (register() spread as is). */
export function ProvinceSelect({
  label,
  error,
  className,
  ...select
}: ComponentProps<'select'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <LabelledControl id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClass(error), 'h-11')}
        {...select}
      >
        <option value="">Chọn tỉnh / thành phố</option>
        {PROVINCE_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** A labelled text area with its error (register() spread as is). */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...area
}: ComponentProps<'textarea'> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <LabelledControl id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cn(controlClass(error), 'py-2')}
        {...area}
      />
    </LabelledControl>
  );
}

import { useId, type ComponentProps } from 'react';
import { fieldClass } from './field-styles';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** Labelled text area with its error or hint; spreads react-hook-form's `register()` result as is. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...textarea }: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const noteId = `${fieldId}-note`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className={fieldClass(Boolean(error), 'py-2.5 leading-relaxed')}
        {...textarea}
      />
      {(error || hint) && (
        <p id={noteId} className={error ? 'mt-1.5 text-sm text-red-700' : 'mt-1.5 text-xs text-stone-500'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

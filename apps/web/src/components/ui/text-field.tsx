import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field, linked by aria-describedby, and marks the field invalid. */
  error?: string;
  hint?: string;
  /** Element inside the field's right edge (e.g. a show-password button). */
  endAdornment?: ReactNode;
  /** The text as typed, for a field kept in state (in place of `onChange`). */
  onValueChange?: (value: string) => void;
}

/** A field's label, above its input. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-ink">
      {children}
    </label>
  );
}

/** The id of what is said under the input `inputId` (its error, else its hint), for aria-describedby. */
export function fieldNoteId(inputId: string, error?: string, hint?: string): string | undefined {
  return error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
}

/** What is said under a field: its error, else its hint (ids from `fieldNoteId`). */
export function FieldNote({ inputId, error, hint }: { inputId: string; error?: string; hint?: string }) {
  if (error)
    return (
      <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-stone-500">
        {hint}
      </p>
    );
  return null;
}

/** An input's border and focus ring, red when it has an error. */
export function inputBorderClass(error?: string): string {
  return error
    ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
    : 'border-stone-300 focus:border-primary-ink focus:ring-primary/40';
}

/** Labelled input with its error; spreads react-hook-form's `register()` result as is. */
export function TextField({
  label,
  error,
  hint,
  endAdornment,
  onValueChange,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;

  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(inputId, error, hint)}
          className={cn(
            'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-xs transition-colors sm:text-sm',
            'placeholder:text-stone-400 focus:outline-none focus-visible:outline-none focus:ring-2',
            inputBorderClass(error),
            endAdornment ? 'pr-11' : undefined,
          )}
          {...input}
          {...(onValueChange && { onChange: (e: ChangeEvent<HTMLInputElement>) => onValueChange(e.target.value) })}
        />
        {endAdornment && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>}
      </div>
      <FieldNote inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

/**
 * A password field: the one being typed to prove who one is (`current`), or a new one (`new`), which
 * tells the browser's password manager what to fill in or offer to save.
 */
export function PasswordField({
  kind,
  ...field
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { kind: 'current' | 'new' }) {
  return <TextField type="password" autoComplete={`${kind}-password`} {...field} />;
}

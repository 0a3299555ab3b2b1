import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  /** Extra explanation, linked by aria-describedby (not part of the name). */
  hint?: string;
}

/** A checkbox with its label (the whole row is clickable); spreads `register()` as is. */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <label className={cn('flex min-h-11 cursor-pointer items-start gap-3 rounded-lg py-2', className)}>
      <input
        type="checkbox"
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-[var(--color-primary-ink)]"
        {...input}
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-ink">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-stone-500">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

/**
 * A small checkbox and its text on one line, kept in state: a view option or a filter. `className` is
 * the row's (its display, gap and text style).
 */
export function InlineCheckbox({
  label,
  checked,
  onCheckedChange,
  className,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className="size-4 accent-ink"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

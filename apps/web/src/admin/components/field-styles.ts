import { cn } from '../../lib/cn';

/** The look of the back office's inputs, selects and text areas (matches components/ui/text-field). */
export function fieldClass(invalid: boolean, extra?: string): string {
  return cn(
    'block w-full rounded-lg border bg-white px-3 text-base text-ink shadow-xs transition-colors sm:text-sm',
    'placeholder:text-stone-400 focus:outline-none focus-visible:outline-none focus:ring-2',
    'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
      : 'border-stone-300 focus:border-primary-ink focus:ring-primary/40',
    extra,
  );
}

/** The props of an input for a whole number of đồng or items, 0 or more (spread first; `min` may follow). */
export const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

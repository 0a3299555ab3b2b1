import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  /** The accessible name, for screen readers only (the placeholder says it on screen). */
  label: string;
  /** Classes of the box holding the magnifier and the input (its width, its margin). */
  boxClassName?: string;
  /** A narrower input: the magnifier sits closer to the left edge. */
  compact?: boolean;
}

/** A search input with a magnifier at its left and a label only screen readers see; `className` styles the input. */
export function SearchInput({ label, boxClassName, compact = false, className, ...input }: SearchInputProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className={cn('relative', boxClassName)}>
        <Search
          className={cn(
            'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-stone-400',
            compact ? 'left-2.5' : 'left-3',
          )}
          aria-hidden="true"
        />
        <input id={id} type="search" className={cn(className, compact ? 'pl-8' : 'pl-9')} {...input} />
      </div>
    </>
  );
}

import { useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

export interface ComboboxOptions<T> {
  /** The options listed now. */
  options: readonly T[];
  /** The list has something to show: it is on screen while open and listed. */
  listed: boolean;
  /** An arrow key on a closed field opens its list (else the arrows act only on a list on screen). */
  openOnArrow?: boolean;
  choose: (option: T) => void;
}

/**
 * An ARIA combobox with a listbox popup (the ward field, the header search): the ids that tie the
 * input, the list and its options together, whether the list is open, the active option (-1: none)
 * and the keys. Escape closes the list, Enter chooses the active option, the arrows move it; the
 * active option stays in view when the list's element holds `listRef`.
 */
export function useCombobox<T>({ options, listed, openOnArrow = false, choose }: ComboboxOptions<T>) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = open && listed;
  const activeIndex = shown && active < options.length ? active : -1;
  const movable = openOnArrow ? open : shown;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      choose(options[activeIndex]!);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    if (!movable && !openOnArrow) return;
    e.preventDefault();
    if (!movable) return setOpen(true);
    const next = e.key === 'ArrowDown' ? Math.min(activeIndex + 1, options.length - 1) : Math.max(activeIndex - 1, -1);
    setActive(next);
    // The active option stays in the list's view (jsdom has no scrolling).
    const option = next >= 0 ? listRef.current?.children[next] : undefined;
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }

  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  return {
    inputId,
    listId,
    optionId,
    open,
    setOpen,
    shown,
    setActive,
    activeIndex,
    listRef,
    onKeyDown,
    /** The input's combobox role, the states and ids that tie it to the list, and its keys: spread on the input. */
    inputProps: {
      id: inputId,
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': shown,
      'aria-controls': listId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    } satisfies InputHTMLAttributes<HTMLInputElement>,
  };
}

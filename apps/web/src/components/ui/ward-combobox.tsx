import { matchWards } from '@shop/core/schemas/ward';
import { foldText } from '@shop/core/text';
import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useCombobox } from '../../lib/use-combobox';
import { FieldLabel, FieldNote, fieldNoteId, inputBorderClass } from './text-field';

/** Options shown at once; typing narrows a province's hundred or so wards quickly. */
const SHOWN = 50;

export interface WardComboboxProps {
  label: string;
  /** The ward as the form holds it. */
  value: string;
  onChange: (ward: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** The chosen province's wards; undefined while no province is chosen or the list is loading. */
  wards: readonly string[] | undefined;
  /** No province chosen yet: the field says so and stays disabled. */
  noProvince: boolean;
  loading?: boolean;
  className?: string;
}

/**
 * Phường / Xã: typed into and chosen from the province's list (ARIA combobox with a listbox popup).
 * Typing filters by every word, without letter case or marks ("phuong sai gon" finds Phường Sài
 * Gòn); the arrow keys move the active option, Enter or a click chooses it. Leaving the field with a
 * text that names exactly one ward takes that ward's official name.
 */
export function WardCombobox({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  wards,
  noProvince,
  loading = false,
  className,
}: WardComboboxProps) {
  // The chosen ward shows the whole list again when the field is opened.
  const exact = wards?.includes(value) ?? false;
  const options = (exact ? [...(wards ?? [])] : matchWards(wards ?? [], value)).slice(0, SHOWN);
  const { inputId, listId, optionId, setOpen, shown, setActive, activeIndex, listRef, inputProps } = useCombobox({
    options,
    listed: wards !== undefined,
    openOnArrow: true,
    choose,
  });
  const hint = noProvince
    ? 'Chọn tỉnh / thành phố trước'
    : loading
      ? 'Đang tải danh sách phường / xã…'
      : 'Gõ tên, có dấu hay không đều được';

  function choose(ward: string) {
    onChange(ward);
    setOpen(false);
    setActive(-1);
  }

  function leave() {
    setOpen(false);
    setActive(-1);
    if (wards && value.trim() && !exact) {
      // "sai gon", "Phường sài gòn": the one ward of that name, with or without its kind.
      const folded = foldText(value);
      const named = wards.filter((w) => {
        const f = foldText(w);
        return f === folded || f.endsWith(` ${folded}`);
      });
      if (named.length === 1) onChange(named[0]!);
    }
    onBlur?.();
  }

  return (
    <div className={cn('relative', className)}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative">
        <input
          ref={inputRef}
          {...inputProps}
          name={name}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(inputId, error, hint)}
          disabled={noProvince}
          placeholder={noProvince ? 'Chọn tỉnh / thành phố trước' : 'Tìm phường / xã'}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={leave}
          className={cn(
            'block h-11 w-full rounded-lg border bg-white pl-3 pr-9 text-base text-ink shadow-xs transition-colors sm:text-sm',
            'placeholder:text-stone-400 focus:outline-none focus-visible:outline-none focus:ring-2 disabled:bg-stone-100',
            inputBorderClass(error),
          )}
        />
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={`Danh sách ${label.toLowerCase()}`}
        hidden={!shown || options.length === 0}
        className="absolute inset-x-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-stone-200"
      >
        {options.map((ward, i) => (
          <li
            key={ward}
            id={optionId(i)}
            role="option"
            aria-selected={ward === value}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(ward);
            }}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-ink',
              i === activeIndex ? 'bg-primary-soft' : 'hover:bg-stone-50',
              ward === value && 'font-semibold',
            )}
          >
            {ward}
          </li>
        ))}
      </ul>
      {shown && options.length === 0 && (
        <p className="absolute inset-x-0 z-30 mt-1 rounded-lg bg-white px-3 py-2 text-sm text-stone-500 shadow-lg ring-1 ring-stone-200">
          Không có phường / xã nào khớp
        </p>
      )}
      <FieldNote inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

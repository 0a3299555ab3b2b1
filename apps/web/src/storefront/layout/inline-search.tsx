import { INLINE_SEARCH_DEBOUNCE_MS, INLINE_SEARCH_RESULTS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getProducts, productKeys, type ProductFilters } from '../../api/products';
import { cn } from '../../lib/cn';
import { useCombobox } from '../../lib/use-combobox';
import { PriceTag } from '../components/price';
import { productPath } from '../components/product-card';
import { Thumbnail } from '../components/responsive-image';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const catalogueSearchPath = (term: string) => `/products?search=${encodeURIComponent(term)}`;

/** The header's request: the search, 5 results and include=variants,category,brand, as the catalogue asks. */
function searchFilters(term: string): ProductFilters {
  return { search: term, limit: INLINE_SEARCH_RESULTS, include: ['variants', 'category', 'brand'] };
}

/**
 * Header search: results after 300 ms without typing, up to 5 (best match first, as the API ranks
 * them) with image, name, category and price; the dropdown shows while the trimmed text is non-empty
 * and closes on an outside click, Escape or choosing a result; Enter opens the catalogue search.
 * A failed search shows no results.
 *
 * It is an ARIA combobox with a listbox popup: focus stays in the input, the arrow keys move the
 * active option (aria-activedescendant), Enter opens the active option's product. Options hold no
 * link or button (an option's content is presentational), so choosing one navigates in code.
 */
export function InlineSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const term = text.trim();
  const debounced = useDebouncedValue(term, INLINE_SEARCH_DEBOUNCE_MS);
  const filters = searchFilters(debounced);

  const query = useQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    enabled: debounced !== '',
    retry: false,
    staleTime: 60_000,
  });
  const results: Product[] = query.isError ? [] : (query.data?.products ?? []).slice(0, INLINE_SEARCH_RESULTS);
  const searching = term !== debounced || query.isFetching;
  const {
    inputId,
    listId,
    optionId,
    open,
    setOpen,
    shown: showOptions,
    setActive,
    activeIndex,
    inputProps,
  } = useCombobox({ options: results, listed: term !== '' && results.length > 0, choose });
  const showDropdown = open && term !== '';

  // Text typed into the server-rendered input before the page hydrated is kept (React does not see it
  // as a change): the search starts from it once hydrated.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed === '') return;
    setText(typed);
    setOpen(document.activeElement === inputRef.current && typed.trim() !== '');
  }, [setOpen]);

  useEffect(() => {
    if (!showDropdown) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showDropdown, setOpen]);

  function choose(p: Product) {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(productPath(p));
  }

  function submit() {
    if (!term) return;
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(catalogueSearchPath(term));
  }

  return (
    <div
      ref={rootRef}
      className={cn('md:relative', className)}
      // Focus moving to something else on the page (Tab, another field) closes it; clicks are handled above.
      onBlur={(e) => {
        if (e.relatedTarget && !rootRef.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <form
        role="search"
        aria-label="Tìm kiếm sản phẩm"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Tìm kiếm sản phẩm
        </label>
        <div className="relative">
          <button
            type="submit"
            aria-label="Tìm kiếm"
            className="absolute left-1 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-400 hover:text-ivory"
          >
            <Search className="size-4" aria-hidden="true" />
          </button>
          <input
            ref={inputRef}
            {...inputProps}
            // A text input (not type=search) is what HTML allows the combobox role on everywhere.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            value={text}
            placeholder="Tìm đồng hồ..."
            onChange={(e) => {
              setText(e.target.value);
              setActive(-1);
              setOpen(e.target.value.trim() !== '');
            }}
            // The input's own value: a focus React replays after hydration must not see the state from before.
            onFocus={(e) => setOpen(e.target.value.trim() !== '')}
            className="h-10 w-full rounded-full border border-white/15 bg-white/10 pl-9 pr-3 text-base text-ivory placeholder:text-stone-400 focus:border-primary focus:bg-white/15 focus:outline-none md:text-sm"
          />
        </div>
      </form>

      <div
        data-surface="light"
        hidden={!showDropdown}
        className="absolute inset-x-2 top-full z-50 mt-1 overflow-hidden rounded-xl bg-white text-ink shadow-xl ring-1 ring-stone-200 md:inset-x-auto md:right-0 md:w-96"
      >
        <p className="sr-only" role="status">
          {showDropdown ? (searching ? 'Đang tìm kiếm...' : `${results.length} kết quả`) : ''}
        </p>
        {showDropdown && searching && results.length === 0 && (
          <p className="flex items-center gap-2 px-4 py-3 text-sm text-stone-600" aria-hidden="true">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Đang tìm kiếm...
          </p>
        )}
        {showDropdown && !searching && results.length === 0 && (
          <p className="px-4 py-3 text-sm text-stone-600">Không tìm thấy sản phẩm nào</p>
        )}
        {/* Always in the page, so the input's aria-controls names an element that exists. */}
        <ul
          id={listId}
          role="listbox"
          aria-label="Kết quả tìm kiếm"
          hidden={!showOptions}
          className="max-h-[70vh] divide-y divide-stone-100 overflow-y-auto"
        >
          {showOptions &&
            results.map((p, i) => (
              <li
                key={p.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                // Keeps focus in the input: the click chooses the option.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(p)}
                onMouseMove={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-stone-50',
                  i === activeIndex && 'bg-stone-100',
                )}
              >
                <Thumbnail src={p.images[0]} size={48} className="size-12 shrink-0 rounded-md object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-medium leading-5">{p.name}</p>
                  {p.category && <p className="truncate text-xs text-stone-600">{p.category.name}</p>}
                  <PriceTag variant={p.variants?.[0]} size="sm" showDiscount={false} />
                </div>
              </li>
            ))}
        </ul>
        {showDropdown && (
          <button
            type="button"
            onClick={submit}
            className="block w-full border-t border-stone-100 px-4 py-2.5 text-left text-sm font-medium text-primary-ink hover:bg-stone-50"
          >
            Xem tất cả kết quả cho “{term}”
          </button>
        )}
      </div>
    </div>
  );
}

import { INLINE_SEARCH_DEBOUNCE_MS, INLINE_SEARCH_RESULTS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { getProducts, productKeys, type ProductFilters } from '../../api/products';
import { cn } from '../../lib/cn';
import { PriceTag } from '../components/price';
import { productPath } from '../components/product-card';
import { ResponsiveImage } from '../components/responsive-image';
import { useDebouncedValue } from '../components/use-debounced-value';

export const catalogueSearchPath = (term: string) => `/products?search=${encodeURIComponent(term)}`;

function searchFilters(term: string): ProductFilters {
  return { search: term, limit: INLINE_SEARCH_RESULTS, include: ['variants', 'brand'] };
}

/**
 * Header search: results after 300 ms without typing, up to 5 with image, name
 * and price; the dropdown shows while the trimmed text is non-empty and closes on an outside click,
 * Escape or choosing a result; Enter opens the catalogue search. A failed search shows no results.
 */
export function InlineSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
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
  const showDropdown = open && term !== '';

  useEffect(() => {
    if (!showDropdown) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showDropdown]);

  function choose() {
    setOpen(false);
    setText('');
  }

  function submit() {
    if (!term) return;
    setOpen(false);
    inputRef.current?.blur();
    void navigate(catalogueSearchPath(term));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-item]') ?? [])];
    if (!links.length) return;
    e.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    if (next < 0) inputRef.current?.focus();
    else links[next]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className={cn('md:relative', className)}
      onKeyDown={onKeyDown}
      // Focus moving to something else on the page (Tab, another field) closes it; clicks are handled above.
      onBlur={(e) => {
        if (e.relatedTarget && !rootRef.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          Tìm kiếm sản phẩm
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={`${listId}-input`}
            type="search"
            value={text}
            autoComplete="off"
            placeholder="Tìm đồng hồ..."
            // A search box with a popup of suggestions is a combobox: only that role may say
            // whether its popup is open (aria-expanded).
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showDropdown}
            aria-controls={showDropdown ? listId : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(e.target.value.trim() !== '');
            }}
            onFocus={() => setOpen(text.trim() !== '')}
            className="h-10 w-full rounded-full border border-white/15 bg-white/10 pl-9 pr-3 text-base text-ivory placeholder:text-stone-400 focus:border-primary focus:bg-white/15 focus:outline-none md:text-sm [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
      </form>

      {showDropdown && (
        <div
          id={listId}
          data-surface="light"
          className="absolute inset-x-2 top-full z-50 mt-1 overflow-hidden rounded-xl bg-white text-ink shadow-xl ring-1 ring-stone-200 md:inset-x-auto md:right-0 md:w-96"
        >
          <p className="sr-only" role="status">
            {searching ? 'Đang tìm kiếm...' : `${results.length} kết quả`}
          </p>
          {searching && results.length === 0 ? (
            <p className="flex items-center gap-2 px-4 py-3 text-sm text-stone-600" aria-hidden="true">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Đang tìm kiếm...
            </p>
          ) : results.length === 0 ? (
            <p className="px-4 py-3 text-sm text-stone-600">Không tìm thấy sản phẩm nào</p>
          ) : (
            <ul aria-label="Kết quả tìm kiếm" className="max-h-[70vh] divide-y divide-stone-100 overflow-y-auto">
              {results.map((p) => (
                <li key={p.id}>
                  <Link
                    data-search-item
                    to={productPath(p)}
                    onClick={choose}
                    className="flex items-center gap-3 px-3 py-2.5 hover:bg-stone-50 focus:bg-stone-50 focus:outline-none"
                  >
                    <ResponsiveImage
                      src={p.images[0]}
                      alt=""
                      width={48}
                      height={48}
                      sizes="48px"
                      className="size-12 shrink-0 rounded-md object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 text-sm font-medium leading-5">{p.name}</p>
                      <PriceTag variant={p.variants?.[0]} size="sm" showDiscount={false} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            onClick={submit}
            className="block w-full border-t border-stone-100 px-4 py-2.5 text-left text-sm font-medium text-primary-ink hover:bg-stone-50"
          >
            Xem tất cả kết quả cho “{term}”
          </button>
        </div>
      )}
    </div>
  );
}

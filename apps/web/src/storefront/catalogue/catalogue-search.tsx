import { X } from 'lucide-react';
import { IconButton } from '../../components/ui/icon-button';
import { SearchInput } from '../../components/ui/search-input';

interface CatalogueSearchProps {
  search: string;
  onSearch: (term: string) => void;
  onClear: () => void;
}

/**
 * Keyword search (Enter or the button; trimmed; an empty search is ignored) and the chip showing the
 * active search with its clear button.
 */
export function CatalogueSearch({ search, onSearch, onClear }: CatalogueSearchProps) {
  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        // Two search landmarks on this page (this and the header's): each has its own name.
        aria-label="Tìm kiếm trong danh mục"
        // A new search from elsewhere (the header) resets the field.
        key={search}
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          const term = typeof q === 'string' ? q.trim() : '';
          if (term) onSearch(term);
        }}
        className="flex gap-2"
      >
        <SearchInput
          label="Tìm kiếm sản phẩm trong danh mục"
          boxClassName="min-w-0 flex-1"
          name="q"
          defaultValue={search}
          placeholder="Tìm theo tên, thương hiệu..."
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 text-base focus:border-primary-ink focus:outline-none focus:ring-2 focus:ring-primary/40 sm:text-sm"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-lg bg-ink px-4 text-sm font-semibold text-ivory hover:bg-ink-soft sm:px-5"
        >
          Tìm kiếm
        </button>
      </form>
      {search && (
        <p className="flex">
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pl-3 pr-1 text-sm text-ink">
            <span className="truncate">
              Tìm kiếm: <strong className="font-semibold">“{search}”</strong>
            </span>
            <IconButton
              label="Xóa tìm kiếm"
              icon={X}
              iconClassName="size-4"
              onClick={onClear}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-white/70"
            />
          </span>
        </p>
      )}
    </div>
  );
}

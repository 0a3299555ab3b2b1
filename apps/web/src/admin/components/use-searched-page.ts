import { useState } from 'react';
import { useKeyedPage } from './paged-table';
import { useSearch } from './search-field';

/**
 * A server-paged list searched by text and narrowed by choice filters (each a value or Tất cả):
 * `search` for the SearchField, `filters` and `filter(name)` (spread on its SelectField) for the
 * choices, `list` the page (back to page 1 when the search or a filter changes), `filtered` whether
 * either is on (PagedTable's noMatch).
 */
export function useSearchedPage<F extends Partial<Record<keyof F, string>>>(pageSize: number) {
  const search = useSearch(300);
  const [filters, setFilters] = useState<F>({} as F);
  const list = useKeyedPage(JSON.stringify([search.term, filters]), pageSize);
  const filter = (name: keyof F) => ({
    value: filters[name] ?? '',
    onChange: (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value || undefined })),
  });
  const filtered = Boolean(search.term) || Object.values(filters).some(Boolean);
  return { search, filters, filter, list, filtered };
}

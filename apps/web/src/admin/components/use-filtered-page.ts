import { useState } from 'react';
import { useKeyedPage } from './paged-table';

/**
 * A server-paged list narrowed by filters (choices, dates; each a value or none) and, when given, a
 * search `term` (useSearch's): `filters` and `filter(name)` (its value and onChange, spread on its
 * field), `list` the page (back to page 1 when the term or a filter changes), `filtered` whether
 * either is on (PagedTable's noMatch).
 */
export function useFilteredPage<F extends Partial<Record<keyof F, string>>>(pageSize: number, term = '') {
  const [filters, setFilters] = useState<F>({} as F);
  const list = useKeyedPage(JSON.stringify([term, filters]), pageSize);
  const filter = (name: keyof F) => ({
    value: filters[name] ?? '',
    onChange: (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value || undefined })),
  });
  const filtered = Boolean(term) || Object.values(filters).some(Boolean);
  return { filters, filter, list, filtered };
}

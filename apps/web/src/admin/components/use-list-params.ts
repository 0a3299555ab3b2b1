import { useSearchParams } from 'react-router';

/**
 * A list screen's filters and page, kept in the address (`?status=…&page=2`) so that a link opens the
 * screen filtered and Back returns to it. `set` writes the given keys (an empty value removes one) and
 * goes back to the first page unless it sets the page itself.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const value = (key: string) => params.get(key) ?? '';
  const page = Math.max(1, Number.parseInt(value('page'), 10) || 1);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, v] of Object.entries(changes)) {
      if (v) next.set(key, v);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { value, page, set, setPage: (p: number) => set({ page: p > 1 ? String(p) : '' }) };
}

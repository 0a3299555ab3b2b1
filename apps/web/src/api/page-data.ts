/**
 * The queries a server-rendered storefront page was rendered with (entry-server.tsx writes them,
 * apps/api pages sends them with the HTML): `[queryKey, data]` pairs. The browser puts them in its
 * query cache before hydrating, so that its first render shows what the server's did, without asking
 * the API again.
 */
import { PAGE_DATA_ELEMENT_ID } from '@shop/core/constants';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type PageQueries = [key: QueryKey, data: unknown][];

/** The page-data element's text: `<` is escaped (it only occurs inside JSON strings), so nothing can close it. */
export function pageDataScript(queries: PageQueries): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** Puts the page's queries into `client` (fresh from now on); a missing or damaged element puts nothing. */
export function primeFromPage(client: QueryClient): void {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const queries = JSON.parse(text) as unknown;
    if (!Array.isArray(queries)) return;
    for (const entry of queries as unknown[]) {
      if (Array.isArray(entry) && Array.isArray(entry[0])) client.setQueryData(entry[0] as QueryKey, entry[1]);
    }
  } catch {
    // A damaged element only means fetching as usual.
  }
}

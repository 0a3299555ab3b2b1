/**
 * The queries a server-rendered storefront page was rendered with: TanStack Query's dehydrated
 * cache (entry-server.tsx makes it with `dehydrate`, apps/api pages writes it as JSON into
 * `<script type="application/json" id="page-data">` next to #root). The browser hydrates its query
 * client from it before hydrating the page (main.tsx), so that its first render shows what the
 * server's did, without asking the API again.
 */
import { PAGE_DATA_ELEMENT_ID } from '@shop/core/constants';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The page's dehydrated queries, or null without the element or with a damaged one. */
function pageState(): DehydratedState | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    if (!state || !Array.isArray(state.queries)) return null;
    return { mutations: [], queries: state.queries };
  } catch {
    // A damaged element only means fetching as usual.
    return null;
  }
}

/**
 * Puts the page's queries into `client`. They count as fetched now: the server sent the page only
 * after checking that what it was made from had not changed since (the page cache), however long
 * ago it was rendered.
 */
export function hydrateFromPage(client: QueryClient): void {
  const state = pageState();
  if (!state) return;
  const now = Date.now();
  for (const query of state.queries) query.state = { ...query.state, dataUpdatedAt: now };
  hydrate(client, state);
}

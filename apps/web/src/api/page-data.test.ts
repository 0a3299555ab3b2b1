import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateFromPage } from './page-data';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The element as the server writes it (apps/api pages/html.ts `jsonScript`: `<` escaped). */
const element = (json: string) =>
  `<script type="application/json" id="page-data">${json.replace(/</g, '\\u003c')}</script>`;

describe('queries sent with a server-rendered page', () => {
  it('puts the dehydrated queries into the browser’s client, fresh from now on', async () => {
    const server = new QueryClient();
    const hostile = '</script><script>alert(1)</script><!--';
    await server.prefetchQuery({ queryKey: ['settings'], queryFn: () => ({ 'store.description': hostile }) });
    await server.prefetchQuery({ queryKey: ['products', 'detail', 7], queryFn: () => ({ id: 7, name: 'Omega' }) });
    const state = dehydrate(server);
    // Rendered long ago, sent now (the page cache checked it is still current).
    for (const q of state.queries) q.state.dataUpdatedAt = Date.now() - 3_600_000;
    document.body.innerHTML = element(JSON.stringify(state));

    const client = new QueryClient();
    hydrateFromPage(client);
    expect(client.getQueryData(['settings'])).toEqual({ 'store.description': hostile });
    expect(client.getQueryData(['products', 'detail', 7])).toEqual({ id: 7, name: 'Omega' });
    // Fresh: the screens that use them do not ask again at once.
    expect(client.getQueryState(['settings'])!.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it('puts nothing in the cache without the element or with a damaged one', () => {
    const client = new QueryClient();
    hydrateFromPage(client);
    document.body.innerHTML = element('{"queries": [{"queryKey"');
    hydrateFromPage(client);
    document.body.innerHTML = element('[["settings"], {}]');
    hydrateFromPage(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

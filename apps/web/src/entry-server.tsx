/**
 * Server-side rendering of the storefront (docs/decisions/0001; built by `vite build --ssr` into
 * dist/.ssr, run by apps/api pages/storefront-render.ts). The page's HTML comes with its content, so
 * the shopper sees the product, the list or the banner before the JavaScript has run; the browser then
 * hydrates it (main.tsx) with the same queries (api/page-data.ts).
 *
 * The app renders as in the browser; its API requests are answered in process (setServerFetch). A
 * render that leaves queries waiting fetches them and renders again, until nothing new is asked for.
 */
import type { Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createPath, StaticRouter, type To } from 'react-router';
import { pageDataScript, type PageQueries } from './api/page-data';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { ServerRedirect } from './components/redirect';
import { AppRoutes } from './app/router';
import { themeColorVars } from './lib/theme-color';
import { ServerTitle } from './storefront/components/use-document-title';
import { parseShopSettings } from './storefront/settings/shop-settings';
import { settingKeys } from './api/settings';
import type { SettingsMap } from '@shop/core/schemas/setting';
import type { StorefrontRenderBundle } from '@shop/core/storefront-render';
import { setServerFetch as setFetch } from './api/client';

export const setServerFetch: StorefrontRenderBundle['setServerFetch'] = setFetch;

/** Renders before giving up: the first discovers the page's queries, later ones those that depend on them. */
const MAX_RENDERS = 4;

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/**
 * The storefront page at `url` (path and query), or null when it cannot be rendered as the browser
 * would show it (a query failed, a component threw): the server then sends the page without content
 * and the browser renders it.
 */
export const renderStorefront: StorefrontRenderBundle['renderStorefront'] = async (url, signal) => {
  const client = createQueryClient();
  // One try each; a query that failed shows its error state (in the browser it would be retried on mount).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  let redirect: string | null = null;
  let title: string | null = null;
  const app = (
    <ServerRedirect value={(to: To) => (redirect ??= typeof to === 'string' ? to : createPath(to))}>
      <ServerTitle value={(text) => (title = text)}>
        <Providers client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </ServerTitle>
    </ServerRedirect>
  );

  const asked = new Set<string>();
  for (let render = 0; render < MAX_RENDERS; render++) {
    redirect = null;
    title = null;
    let failed = false;
    const { prelude } = await prerender(app, {
      signal,
      // Every boundary inline, none outlined behind a script: the shop's CSP allows no inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError() {
        failed = true;
      },
    });
    const rendered = await new Response(prelude).text();
    // React puts the resource hints it found (e.g. the high-priority image's preload) before the
    // content; they belong in <head>, where hydration does not look for them.
    const hints = /^(?:<link [^>]*>)*/.exec(rendered)![0];
    const html = rendered.slice(hints.length);
    if (redirect) return { kind: 'redirect', to: redirect };
    if (failed) return null;

    const queries = client.getQueryCache().getAll().filter(isEnabled);
    const waiting = queries.filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash));
    if (waiting.length === 0) {
      if (queries.some((q) => q.state.status !== 'success')) return null;
      const data: PageQueries = queries.map((q) => [q.queryKey, q.state.data]);
      const head = hints + themeStyle(client.getQueryData(settingKeys.all));
      return { kind: 'page', html, head, body: pageDataScript(data), title };
    }
    for (const q of waiting) asked.add(q.queryHash);
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
};

/** The shop's theme colour as :root variables, so that the first paint has it (the app sets the same). */
function themeStyle(settings: SettingsMap | undefined): string {
  const vars = themeColorVars(parseShopSettings(settings ?? {}).themeColor.color);
  return `<style>:root{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}</style>`;
}

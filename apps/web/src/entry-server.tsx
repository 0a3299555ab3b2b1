/**
 * Server-side rendering of the storefront (docs/decisions/0001, 0005; built by `vite build --ssr`
 * into dist/.ssr, run by apps/api pages/storefront-render.ts). The page's HTML comes with its
 * content, so the shopper sees the product, the list or the banner before the JavaScript has run;
 * the browser then hydrates it (main.tsx) from the same queries (TanStack Query's dehydrated cache).
 *
 * The page's data is loaded first (storefront/page-data.ts, with the components' own query option
 * factories), then the app is rendered once. Its API requests are answered in process
 * (setServerFetch).
 */
import { dehydrate, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createPath, StaticRouter, type To } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { ServerRedirect } from './components/redirect';
import { AppRoutes } from './app/router';
import { themeColorVars } from './lib/theme-color';
import { ServerTitle } from './storefront/components/use-document-title';
import { pageModules as modulesOf, prefetchPage } from './storefront/page-data';
import { parseShopSettings } from './storefront/settings/shop-settings';
import { settingKeys } from './api/settings';
import type { SettingsMap } from '@shop/core/schemas/setting';
import type { StorefrontRenderBundle } from '@shop/core/storefront-render';
import { setServerFetch as setFetch } from './api/client';

export const setServerFetch: StorefrontRenderBundle['setServerFetch'] = setFetch;
export const pageModules: StorefrontRenderBundle['pageModules'] = modulesOf;

/** The element the app is rendered into (index.html has it empty; main.tsx hydrates inside it). */
const ROOT_OPEN = '<div id="root">';

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/**
 * The storefront page at `url` (path and query), or null when it cannot be rendered as the browser
 * would show it (a query failed or was not loaded beforehand, a component threw): the server then
 * sends the page without content and the browser renders it.
 */
export const renderStorefront: StorefrontRenderBundle['renderStorefront'] = async (url, signal) => {
  const client = createQueryClient();
  // One try each; a query that failed shows its error state (in the browser it would be retried on mount).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  await prefetchPage(client, url);
  if (signal?.aborted) return null;

  let redirect: string | null = null;
  let title: string | null = null;
  let failed = false;
  const { prelude } = await prerender(
    <div id="root">
      <ServerRedirect value={(to: To) => (redirect ??= typeof to === 'string' ? to : createPath(to))}>
        <ServerTitle value={(text) => (title = text)}>
          <Providers client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </ServerTitle>
      </ServerRedirect>
    </div>,
    {
      signal,
      // Every boundary inline, none outlined behind a script: the shop's CSP allows no inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError() {
        failed = true;
      },
    },
  );
  const rendered = await new Response(prelude).text();
  if (redirect) return { kind: 'redirect', to: redirect };
  if (failed) return null;
  // Every query the page asked for was loaded beforehand and succeeded; else the browser renders it.
  if (
    client
      .getQueryCache()
      .getAll()
      .filter(isEnabled)
      .some((q) => q.state.status !== 'success')
  )
    return null;

  // React puts the resource hints it found (e.g. the high-priority image's preload) before the
  // element it rendered; they belong in <head>, where hydration does not look for them.
  const at = rendered.indexOf(ROOT_OPEN);
  if (at < 0) return null;
  const head = rendered.slice(0, at) + themeStyle(client.getQueryData(settingKeys.all));
  return { kind: 'page', root: rendered.slice(at), head, state: dehydrate(client), title };
};

/** The shop's theme colour as :root variables, so that the first paint has it (the app sets the same). */
function themeStyle(settings: SettingsMap | undefined): string {
  const vars = themeColorVars(parseShopSettings(settings ?? {}).themeColor.color);
  return `<style>:root{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}</style>`;
}

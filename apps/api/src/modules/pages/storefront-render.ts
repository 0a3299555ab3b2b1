import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorefrontRender, StorefrontRenderBundle } from '@shop/core/storefront-render';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Server-side rendering of storefront pages (docs/decisions/0001, 0005): the web build's render
 * bundle (`apps/web/src/entry-server.tsx`, built into `<web dist>/.ssr`) loads a page's data, renders
 * its content once, and returns it with the queries it was rendered from, so the shopper sees the
 * page before its JavaScript has run. Rendered pages are kept by the page cache (page-cache.ts), the
 * only cache of pages. Without the bundle (a build without it, the API tests) pages are sent without
 * content and the browser renders them, as before.
 */

/** The answer of a public GET asked during a render: status and JSON text. */
export interface Answer {
  status: number;
  body: string;
}

/** How long a render may take before the page goes without content (the browser renders it). */
const RENDER_TIMEOUT_MS = 3000;

/** The request being rendered: how it answers the app's API requests (one bundle serves every app). */
const current = new AsyncLocalStorage<(url: string) => Promise<Answer>>();

async function inProcessFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const answer = current.getStore();
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? 'GET').toUpperCase();
  // A render only reads: the storefront's public GETs of /api.
  if (!answer || method !== 'GET' || !url.startsWith('/api/')) {
    throw new TypeError(`${method} ${url} cannot be asked while rendering`);
  }
  const { status, body } = await answer(url);
  const empty = status === 204 || status === 304 || body === '';
  return new Response(empty ? null : body, { status, headers: { 'content-type': 'application/json' } });
}

export interface StorefrontRenderer {
  /**
   * Renders the page at `url` (path and query), answering its API requests with `answer`; null when
   * it cannot be rendered (the bundle said so, failed or took too long).
   */
  render(url: string, answer: (url: string) => Promise<Answer>): Promise<StorefrontRender | null>;
  /** Manifest keys of the lazy chunks the page at `url` runs. */
  pageModules(url: string): string[];
}

/** The render bundle of the web build at `webDist`, or null when the build has none. */
export async function loadStorefrontRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<StorefrontRenderer | null> {
  const file = join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let bundle: StorefrontRenderBundle;
  try {
    bundle = (await import(pathToFileURL(file).href)) as StorefrontRenderBundle;
    bundle.setServerFetch(inProcessFetch);
  } catch (err) {
    log.error({ err }, `storefront render bundle ${file} could not be loaded; pages are rendered in the browser`);
    return null;
  }

  return {
    async render(url, answer) {
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      // Given up after the timeout whatever the bundle does meanwhile (loading data or rendering).
      const timedOut = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null)));
      const out = await current.run(answer, () => Promise.race([bundle.renderStorefront(url, signal), timedOut]));
      // The app only redirects within the shop.
      if (!out || (out.kind === 'redirect' && !/^\/(?!\/)/.test(out.to))) return null;
      return out;
    },
    pageModules(url) {
      try {
        return bundle.pageModules(url);
      } catch (err) {
        log.error({ err }, 'storefront page modules failed');
        return [];
      }
    },
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorefrontRender, StorefrontRenderBundle } from '@shop/core/storefront-render';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from './html.ts';

/**
 * Server-side rendering of storefront pages (docs/decisions/0001): the web build's render bundle
 * (`apps/web/src/entry-server.tsx`, built into `<web dist>/.ssr`) renders the page's content into
 * its HTML, with the queries it was rendered from, so the shopper sees the page before its
 * JavaScript has run. Without the bundle (a build without it, the API tests) pages are sent without
 * content and the browser renders them, as before.
 */

/** The answer of a public GET asked during a render: status and JSON text. */
export interface Answer {
  status: number;
  body: string;
}

/** How long a render may take before the page goes without content (the browser renders it). */
export const RENDER_TIMEOUT_MS = 3000;

/** Memory for rendered pages (see `memo` below). */
export const RENDERED_PAGES_MAX_BYTES = 32 * 1024 * 1024;

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
}

/** A render kept with the API answers it was made from (their status and a digest of their body). */
interface Rendered {
  asked: [url: string, status: number, digest: string][];
  out: StorefrontRender;
}

const digest = (answer: Answer) => createHash('sha1').update(answer.body).digest('base64');

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

  /**
   * A page is a function of its URL and of the API's answers to what it asked: a page rendered
   * before is sent again when the same questions get the same answers now (asked again, through the
   * catalogue cache: a change to the catalogue or the settings renders it anew). This saves the
   * React renders, the expensive part.
   */
  const memo = new LRUCache<string, Rendered>({
    maxSize: RENDERED_PAGES_MAX_BYTES,
    // Characters are 2 bytes; the page's text is nearly all of an entry (no second serialization).
    sizeCalculation: (r) =>
      2 * (r.out.kind === 'page' ? r.out.html.length + r.out.head.length + r.out.body.length : r.out.to.length) +
      64 * r.asked.length,
  });

  async function unchanged(kept: Rendered, answer: (url: string) => Promise<Answer>): Promise<boolean> {
    const now = await Promise.all(kept.asked.map(([url]) => answer(url)));
    return now.every((a, i) => a.status === kept.asked[i]![1] && digest(a) === kept.asked[i]![2]);
  }

  return {
    async render(url, answer) {
      const kept = memo.get(url);
      if (kept && (await unchanged(kept, answer))) return kept.out;

      const asked = new Map<string, Promise<Answer>>();
      const recording = (u: string) => {
        let a = asked.get(u);
        if (!a) asked.set(u, (a = answer(u)));
        return a;
      };
      const out = await current.run(recording, () =>
        bundle.renderStorefront(url, AbortSignal.timeout(RENDER_TIMEOUT_MS)),
      );
      // The app only redirects within the shop.
      if (!out || (out.kind === 'redirect' && !/^\/(?!\/)/.test(out.to))) return null;
      const answers = await Promise.all([...asked].map(async ([u, a]) => [u, await a] as const));
      memo.set(url, { asked: answers.map(([u, a]) => [u, a.status, digest(a)]), out });
      return out;
    },
  };
}

/**
 * Puts a rendered page into the app's HTML: content inside #root, its data after it, `head` at the
 * end of <head>, and its title (escaped) in place of the app's.
 */
export function intoPage(html: string, page: Extract<StorefrontRender, { kind: 'page' }>): string | null {
  const root = '<div id="root"></div>';
  const titled = page.title
    ? html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.title!)}</title>`)
    : html;
  const at = titled.indexOf(root);
  const head = titled.search(/<\/head>/i);
  if (at < 0 || head < 0 || head > at) return null;
  return (
    titled.slice(0, head) +
    page.head +
    titled.slice(head, at) +
    `<div id="root">${page.html}</div>${page.body}` +
    titled.slice(at + root.length)
  );
}

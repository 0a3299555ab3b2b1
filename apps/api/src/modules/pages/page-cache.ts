import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueVersions, Dependency } from '../../lib/catalogue-versions.ts';

/**
 * Rendered storefront pages, kept ready to send: keyed by path and query, valid while the versions
 * of what they were made from are the same (lib/catalogue-versions.ts), compressed once (brotli and
 * gzip kept beside the plain body), sent with an `ETag` and answered 304 when the browser has it.
 * A miss is made once for all the requests that ask for the same page meanwhile.
 *
 * Every page's header menu shows the categories with their product counts, so nearly every page
 * depends on the list version, which any product edit raises. A page made stale only by the list
 * version is sent as it is while it is made again in the background, for at most
 * `LIST_STALE_MS` after that was first seen (stale-while-revalidate with a bounded age); a change
 * to the whole catalogue, to the page's own product or to the settings makes it again before
 * answering.
 */

/** What a page is made of: a body to send, or where to send the visitor. */
export type Made =
  | {
      kind: 'page';
      html: string;
      /** What the page was made from; null: something not versioned (the page is not kept). */
      deps: Dependency[] | null;
    }
  | { kind: 'redirect'; to: string; deps: Dependency[] | null };

interface Entry {
  kind: 'page' | 'redirect';
  to?: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Versions of the deps other than the list, and of the list (null: not a dep). */
  strict: string;
  list: string | null;
  deps: Dependency[];
  /** When the entry was first found behind the list version (ms), or 0. */
  staleSince: number;
}

/** Longest a page behind the list version is still sent while a fresh one is made. */
const LIST_STALE_MS = 10_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at 9: about the size of 11 at a small part of its time; each page is compressed once. */
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

export interface PageCache {
  /** Sends the page at the request's URL: kept, or made by `make` (once for concurrent requests). */
  send(request: FastifyRequest, reply: FastifyReply, make: () => Promise<Made>): Promise<FastifyReply>;
}

export function pageCache(versions: CatalogueVersions, maxBytes: number, now: () => number = Date.now): PageCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (e) => e.identity.length + e.br.length + e.gzip.length + 256,
  });
  const making = new Map<string, Promise<Entry>>();

  async function build(make: () => Promise<Made>): Promise<{ entry: Entry; keep: boolean }> {
    const before = await versions.any();
    const made = await make();
    const deps = made.deps ?? [];
    const [{ rest: strict, list }, after] = await Promise.all([versions.split(deps), versions.any()]);
    const identity = Buffer.from(made.kind === 'page' ? made.html : '', 'utf8');
    const [br, gz] = identity.length
      ? await Promise.all([brotli(identity, BROTLI_OPTIONS), gzip(identity, { level: 6 })])
      : [identity, identity];
    const etag = `W/"${createHash('sha1')
      .update(identity)
      .update(made.kind === 'redirect' ? made.to : '')
      .digest('base64url')
      .slice(0, 22)}"`;
    const entry: Entry = {
      kind: made.kind,
      to: made.kind === 'redirect' ? made.to : undefined,
      etag,
      identity,
      br,
      gzip: gz,
      strict,
      list,
      deps,
      staleSince: 0,
    };
    // Kept only when made from versioned answers alone, and nothing changed while it was made (its
    // versions are then exactly those of its content).
    return { entry, keep: maxBytes > 0 && made.deps !== null && before === after };
  }

  function makeOnce(url: string, make: () => Promise<Made>): Promise<Entry> {
    let pending = making.get(url);
    if (!pending) {
      pending = build(make)
        .then(({ entry, keep }) => {
          if (keep) entries.set(url, entry);
          else entries.delete(url);
          return entry;
        })
        .finally(() => making.delete(url));
      making.set(url, pending);
    }
    return pending;
  }

  async function current(url: string, make: () => Promise<Made>, log: FastifyRequest['log']): Promise<Entry> {
    const kept = entries.get(url);
    if (!kept) return makeOnce(url, make);
    const { rest: strict, list } = await versions.split(kept.deps);
    if (strict !== kept.strict) return makeOnce(url, make);
    if (list === kept.list) return kept;
    const t = now();
    kept.staleSince ||= t;
    if (t - kept.staleSince > LIST_STALE_MS) return makeOnce(url, make);
    makeOnce(url, make).catch((err: unknown) => log.error({ err }, 'storefront page refresh failed'));
    return kept;
  }

  return {
    async send(request, reply, make) {
      if (maxBytes <= 0) {
        // Off: made for each request, compressed like any answer (@fastify/compress).
        const made = await make();
        if (made.kind === 'redirect') return reply.redirect(made.to, 302);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(made.html);
      }
      const entry = await current(request.url, make, request.log);
      reply.header('etag', entry.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
      if (entry.kind === 'redirect') return reply.redirect(entry.to!, 302);
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      const encoding = encodingOf(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(entry.identity);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? entry.br : entry.gzip);
    },
  };
}

/** Whether If-None-Match names `etag` (weak comparison, as for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header.split(',').some((tag) => opaque(tag.trim()) === opaque(etag));
}

/** The encoding to send: brotli when accepted, else gzip, else none (a q=0 refuses one). */
function encodingOf(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

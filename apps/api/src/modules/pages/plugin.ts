import { join } from 'node:path';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import { PRODUCT_MESSAGES, type Product } from '@shop/core/schemas/product';
import type { SettingsMap } from '@shop/core/schemas/setting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationJsonLd, productHead, PUBLIC_URL_ELEMENT_ID } from '@shop/core/page-head';
import type { StorefrontRender } from '@shop/core/storefront-render';
import { PAGE_DATA_ELEMENT_ID } from '@shop/core/constants';
import { notFound } from '../../lib/errors.ts';
import { headHtml, jsonScript } from './html.ts';
import { ogImageCache } from './og-image.ts';
import { productIdOfPath } from './product-meta.ts';
import { policiesRepository } from '../policies/repository.ts';
import { pagesRepository } from './repository.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import {
  chunkFiles,
  chunkPreloads,
  imagePreload,
  mainImageOf,
  NOINDEX_META,
  readManifest,
  storefrontPageOf,
  type StorefrontPage,
} from './storefront-preload.ts';
import { loadStorefrontRenderer, type Answer } from './storefront-render.ts';
import { dependenciesOf } from './dependencies.ts';
import { pageCache, type Made } from './page-cache.ts';
import { parseShell, type Shell } from './shell.ts';

const PAGES_MESSAGES = { noImage: 'Sản phẩm chưa có ảnh' } as const;

/**
 * Pages for crawlers: fills the meta of `/product/{id}-{slug}` into the app's
 * HTML, makes the 1200×630 share image of a product (`/api/pages/og/:id.jpg`), and serves
 * `/sitemap.xml` and `/robots.txt`. Registered after the web plugin (it adds a page renderer).
 */
async function pages(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = pagesRepository(app.database.db);
  const og = ogImageCache(app.storage, join(app.config.dataDir, 'cache', 'og'));

  /**
   * The API's answer to a public GET (as a visitor without a session), asked once per page made
   * whichever part needs it, through the routes themselves (and so the catalogue cache).
   */
  type Asked = Map<string, Promise<Answer>>;
  function answerOf(asked: Asked, url: string): Promise<Answer> {
    let answer = asked.get(url);
    if (!answer) {
      answer = app.inject({ method: 'GET', url }).then((res) => ({ status: res.statusCode, body: res.body }));
      asked.set(url, answer);
    }
    return answer;
  }
  /** The JSON text of a 200, else null. */
  const okBody = async (asked: Asked, url: string) => {
    const { status, body } = await answerOf(asked, url);
    return status === 200 ? body : null;
  };

  /**
   * A product page's head for crawlers (title, description, canonical, Open Graph, JSON-LD), with
   * the shop's configured public address; null for other pages.
   */
  async function productMeta(request: FastifyRequest, asked: Asked): Promise<{ title: string; meta: string } | null> {
    const id = productIdOfPath(request.url.split('?')[0]!);
    if (id === null) return null;
    try {
      const product = await okBody(asked, `/api/products/${id}`);
      if (!product) return null; // the app sends the shopper to /products
      const shopSettings = JSON.parse((await okBody(asked, '/api/settings')) ?? '{}') as SettingsMap;
      const tags = productHead(JSON.parse(product) as Product, shopSettings, app.config.publicUrl);
      const title = tags.find((t) => t.tag === 'title');
      return {
        title: title?.tag === 'title' ? title.text : '',
        meta: headHtml(tags.filter((t) => t.tag !== 'title')),
      };
    } catch (err) {
      // The page still works without its meta; a failure here must not break it.
      request.log.error({ err }, 'product page meta failed');
      return null;
    }
  }

  /**
   * The shop's Organization JSON-LD (name, contacts and the seller's identity from the settings), on
   * every storefront page; '' if the settings cannot be read (the page works without it).
   */
  async function organization(request: FastifyRequest, asked: Asked): Promise<string> {
    try {
      const shopSettings = JSON.parse((await okBody(asked, '/api/settings')) ?? '{}') as SettingsMap;
      return jsonScript('application/ld+json', organizationJsonLd(shopSettings, app.config.publicUrl));
    } catch (err) {
      request.log.error({ err }, 'organization JSON-LD failed');
      return '';
    }
  }

  /** The page's content rendered on the server, or null when the browser is to render it. */
  const renderer = await loadStorefrontRenderer(app.config.webDist, app.log);
  async function rendered(request: FastifyRequest, asked: Asked): Promise<StorefrontRender | null> {
    if (!renderer) return null;
    try {
      return await renderer.render(request.url, (url) => answerOf(asked, url));
    } catch (err) {
      // The browser renders the page: a failure here must not break it.
      request.log.error({ err }, 'storefront render failed');
      return null;
    }
  }

  /**
   * What a page the browser renders needs to paint, preloaded with the HTML: its lazy chunks and
   * its main image. A rendered page needs neither: its content is there, the image's preload with
   * it (React's hint), and its JavaScript does not compete with the paint.
   */
  const manifest = readManifest(app.config.webDist);
  async function preloads(asked: Asked, url: string, page: StorefrontPage): Promise<string> {
    const main = page.mainImage;
    const json = main ? await okBody(asked, main.url) : null;
    const image = main && json ? mainImageOf(json, main.from) : null;
    const modules = renderer?.pageModules(url) ?? [];
    return [image && main ? imagePreload(image, main.sizes) : '', chunkPreloads(chunkFiles(manifest, modules))]
      .filter(Boolean)
      .join('\n    ');
  }

  /** The app's index.html split at its markers, once (web.ts reads it once). */
  let shell: { html: string; parsed: Shell | null } | null = null;
  function shellOf(indexHtml: string): Shell | null {
    if (shell?.html !== indexHtml) {
      shell = { html: indexHtml, parsed: parseShell(indexHtml) };
      if (!shell.parsed) app.log.warn('index.html has no page markers: pages are sent as it is');
    }
    return shell.parsed;
  }

  /**
   * A page of the app: a storefront page rendered on the server when the web build has its render
   * bundle (else preloaded for the browser to render), a product page with its meta; the back office
   * and sign-in as the app's HTML. With what it was made from, for the page cache. The document is
   * put together from the parts of the app's index.html (shell.ts).
   */
  async function makePage(request: FastifyRequest, indexHtml: string): Promise<Made> {
    const asked: Asked = new Map();
    const page = storefrontPageOf(request.url);
    const frame = shellOf(indexHtml);
    if (!page || !frame) return { kind: 'page', html: frame?.page({}) ?? indexHtml, deps: [] };
    let complete = true;
    const [meta, out, org] = await Promise.all([
      productMeta(request, asked),
      page.rendered ? rendered(request, asked) : null,
      organization(request, asked),
    ]);
    // A page the server should have rendered and did not (a failure, too slow) is not kept.
    if (page.rendered && renderer && !out) complete = false;
    const deps = () => (complete ? dependenciesOf([...asked.keys()]) : null);
    if (out?.kind === 'redirect') return { kind: 'redirect', to: out.to, deps: deps() };
    // The shop's configured public address: the page's canonical and social links after a
    // client-side navigation start with it, as the server's do (never the address a request claims).
    const publicUrl = jsonScript('application/json', app.config.publicUrl, `id="${PUBLIC_URL_ELEMENT_ID}"`);
    const robots = [page.noindex ? NOINDEX_META : '', publicUrl, org].filter(Boolean).join('\n    ');
    const title = meta?.title || (out ? out.title : null);
    if (out) {
      const html = frame.page({
        title,
        meta: meta?.meta,
        head: [out.head, robots].filter(Boolean).join('\n    '),
        root: out.root,
        afterRoot: jsonScript('application/json', out.state, `id="${PAGE_DATA_ELEMENT_ID}"`),
      });
      return { kind: 'page', html, deps: deps() };
    }
    let hints = '';
    try {
      hints = await preloads(asked, request.url, page);
    } catch (err) {
      // The app loads what is missing: a failure here must not break the page.
      request.log.error({ err }, 'storefront preload failed');
      complete = false;
    }
    const head = [robots, hints].filter(Boolean).join('\n    ');
    return { kind: 'page', html: frame.page({ title, meta: meta?.meta, head }), deps: deps() };
  }

  const cache = pageCache(app.catalogueVersions, app.config.pageCacheBytes);
  app.setPageResponder((request, reply, indexHtml) => cache.send(request, reply, () => makePage(request, indexHtml)));

  app.get(
    '/api/pages/og/:id.jpg',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary:
          'Share image (Open Graph, 1200×630 JPEG) of a product, made from its first image; `v` only busts caches',
        params: idParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: z.any().describe('image/jpeg, 1200×630'), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const images = await repo.productImages(request.params.id);
      if (!images) throw notFound(PRODUCT_MESSAGES.notFound);
      const first = images[0];
      if (!first) throw notFound(PAGES_MESSAGES.noImage);
      const jpeg = await og.get(request.params.id, first);
      if (!jpeg) throw notFound(PAGES_MESSAGES.noImage);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(jpeg);
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [products, policies] = await Promise.all([
      repo.sitemapProducts(),
      policiesRepository(app.database.db).current(),
    ]);
    const xml = buildSitemap(app.config.publicUrl, products, policies);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(app.config.publicUrl)),
  );
}

export default fp(pages, { name: 'pages', dependencies: ['web', 'access'] });

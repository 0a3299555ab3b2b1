import { join } from 'node:path';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import { PRODUCT_MESSAGES, type Product } from '@shop/core/schemas/product';
import type { SettingsMap } from '@shop/core/schemas/setting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { ogImageCache } from './og-image.ts';
import { productIdOfPath, renderProductMeta } from './product-meta.ts';
import { pagesRepository } from './repository.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import {
  chunkFiles,
  imagePreload,
  intoHead,
  mainImageOf,
  modulePreloads,
  NOINDEX_META,
  readManifest,
  storefrontPageOf,
  type StorefrontPage,
} from './storefront-preload.ts';
import type { StorefrontRender } from '@shop/core/storefront-render';
import { intoPage, loadStorefrontRenderer, type Answer } from './storefront-render.ts';

export const PAGES_MESSAGES = { noImage: 'Sản phẩm chưa có ảnh' } as const;

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
   * The API's answer to a public GET (as a visitor without a session), asked once per page request
   * whichever renderer needs it, through the routes themselves (and so the catalogue cache).
   */
  const asked = new WeakMap<FastifyRequest, Map<string, Promise<Answer>>>();
  function answerOf(request: FastifyRequest, url: string): Promise<Answer> {
    let answers = asked.get(request);
    if (!answers) asked.set(request, (answers = new Map()));
    let answer = answers.get(url);
    if (!answer) {
      answer = app.inject({ method: 'GET', url }).then((res) => ({ status: res.statusCode, body: res.body }));
      answers.set(url, answer);
    }
    return answer;
  }
  /** The JSON text of a 200, else null. */
  const okBody = async (request: FastifyRequest, url: string) => {
    const { status, body } = await answerOf(request, url);
    return status === 200 ? body : null;
  };

  app.addPageRenderer(async (request, html) => {
    const id = productIdOfPath(request.url.split('?')[0]!);
    if (id === null) return null;
    try {
      const product = await okBody(request, `/api/products/${id}`);
      if (!product) return null; // the app sends the shopper to /products
      const shopSettings = JSON.parse((await okBody(request, '/api/settings')) ?? '{}') as SettingsMap;
      return renderProductMeta(JSON.parse(product) as Product, shopSettings, html, app.config.publicUrl);
    } catch (err) {
      // The page still works without its meta; a failure here must not break it.
      request.log.error({ err }, 'product page meta failed');
      return null;
    }
  });

  /** The page's content rendered on the server, or null when the browser is to render it. */
  const renderer = await loadStorefrontRenderer(app.config.webDist, app.log);
  async function rendered(request: FastifyRequest): Promise<StorefrontRender | null> {
    if (!renderer) return null;
    try {
      return await renderer.render(request.url, (url) => answerOf(request, url));
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
  async function preloads(request: FastifyRequest, page: StorefrontPage): Promise<string> {
    const main = page.mainImage;
    const json = main ? await okBody(request, main.url) : null;
    const image = main && json ? mainImageOf(json, main.from) : null;
    return [image && main ? imagePreload(image, main.sizes) : '', modulePreloads(chunkFiles(manifest, page.chunks))]
      .filter(Boolean)
      .join('\n    ');
  }

  // Storefront pages: rendered on the server when the web build has its render bundle, else
  // preloaded for the browser to render.
  app.addPageRenderer(async (request, html) => {
    const page = storefrontPageOf(request.url);
    if (!page) return null;
    const out = page.rendered ? await rendered(request) : null;
    if (out?.kind === 'redirect') return { redirect: out.to };
    const filled = out ? intoPage(html, out) : null;
    const robots = page.noindex ? NOINDEX_META : '';
    if (filled) return intoHead(filled, robots);
    let hints = '';
    try {
      hints = await preloads(request, page);
    } catch (err) {
      // The app loads what is missing: a failure here must not break the page.
      request.log.error({ err }, 'storefront preload failed');
    }
    const tags = [robots, hints].filter(Boolean).join('\n    ');
    return tags ? intoHead(html, tags) : null;
  });

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
    const xml = buildSitemap(app.config.publicUrl, await repo.sitemapProducts());
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

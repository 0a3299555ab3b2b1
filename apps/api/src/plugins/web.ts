import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';

/** Fills a page's HTML (null: leaves it as it is), or sends the visitor elsewhere (a path of the shop). */
export type PageRenderer = (request: FastifyRequest, html: string) => Promise<string | { redirect: string } | null>;

/**
 * Serves the built React app with an SPA fallback. Unknown /api and /uploads paths answer the JSON
 * 404 of the error shape (the images themselves are the uploads plugin's).
 */
export default fp(
  async function web(app: FastifyInstance) {
    const dist = app.config.webDist;
    const indexFile = join(dist, 'index.html');
    const hasWeb = existsSync(indexFile);
    const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: false,
        // The build writes .br/.gz beside each asset (scripts/compress-dist.mjs).
        preCompressed: true,
        setHeaders(reply, path) {
          if (path.startsWith(join(dist, 'assets')))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn(`No built web app at ${dist}: run "npm run build" to serve the shop pages.`);
    }

    const renderers: PageRenderer[] = [];
    app.decorate('addPageRenderer', (r: PageRenderer) => renderers.push(r));

    // The app's pages: any other GET is the SPA (a route, so that responses are compressed like
    // every route's); unknown /api and /uploads paths and other methods answer the JSON 404.
    app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      if (path.startsWith('/api') || path.startsWith('/uploads') || !indexHtml) {
        throw notFound('Không tìm thấy đường dẫn');
      }
      let html = indexHtml;
      for (const render of renderers) {
        const out = await render(request, html);
        if (out !== null && typeof out === 'object') return reply.redirect(out.redirect, 302);
        html = out ?? html;
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
    app.setNotFoundHandler(async () => {
      throw notFound('Không tìm thấy đường dẫn');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets a module fill server-side meta into the HTML of a page (e.g. product pages). */
    addPageRenderer(renderer: PageRenderer): void;
  }
}

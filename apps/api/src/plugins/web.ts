import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';

/**
 * Answers a page of the app (any GET outside /api and /uploads), given the app's built index.html:
 * the storefront's server-rendered pages (modules/pages).
 */
type PageResponder = (request: FastifyRequest, reply: FastifyReply, indexHtml: string) => Promise<FastifyReply>;

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

    let responder: PageResponder | null = null;
    app.decorate('setPageResponder', (r: PageResponder) => {
      responder = r;
    });

    // The app's pages: any other GET is the SPA (a route, so that responses are compressed like
    // every route's); unknown /api and /uploads paths and other methods answer the JSON 404.
    app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      if (path.startsWith('/api') || path.startsWith('/uploads') || !indexHtml) {
        throw notFound('Không tìm thấy đường dẫn');
      }
      if (responder) return responder(request, reply, indexHtml);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    });
    app.setNotFoundHandler(async () => {
      throw notFound('Không tìm thấy đường dẫn');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets a module answer the app's pages (server-side rendering, meta for crawlers). */
    setPageResponder(responder: PageResponder): void;
  }
}

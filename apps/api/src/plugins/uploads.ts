import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { HttpError, notFound } from '../lib/errors.ts';
import { isSafeName, type ByteRange, type ObjectInfo } from '../lib/storage/storage.ts';

/** Stored images are named after nothing but a random id and never rewritten: a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a browser keeps the redirect to the bucket's public address (a day: the address may move). */
const REDIRECT_CACHE = 'public, max-age=86400';

const UPLOAD_MESSAGES = {
  notFound: 'Không tìm thấy tệp',
  badRange: 'Khoảng byte yêu cầu nằm ngoài tệp',
} as const;

/** Whether an `If-Range` validator still names this version of the file (else the whole file is sent). */
function rangeStillValid(request: FastifyRequest, info: ObjectInfo): boolean {
  const ifRange = [request.headers['if-range']].flat()[0];
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange === info.etag;
  const since = Date.parse(ifRange);
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * `/uploads/<name>`: the shop's images, whichever storage holds them (a folder or a bucket), with the
 * same answers: a strong `ETag`, `Last-Modified`, a year of immutable caching, `304` to a matching
 * `If-None-Match` / `If-Modified-Since`, one byte range (`206`, or `416` beyond the end), `HEAD`.
 * With a public address for the bucket (`S3_PUBLIC_URL`), browsers are redirected there instead.
 * A missing file is the JSON 404; a storage that does not answer is a 503.
 */
export default fp(
  async function uploads(app: FastifyInstance) {
    // HEAD is declared with GET (not left to Fastify's automatic HEAD, which would read the whole file).
    app.route<{ Params: { name: string } }>({
      method: ['GET', 'HEAD'],
      url: '/uploads/:name',
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = request.params.name;
        if (!isSafeName(key)) throw notFound(UPLOAD_MESSAGES.notFound);
        const elsewhere = app.storage.publicUrl(key);
        if (elsewhere) return reply.header('cache-control', REDIRECT_CACHE).redirect(elsewhere, 302);

        const info = await app.storage.stat(key);
        if (!info) throw notFound(UPLOAD_MESSAGES.notFound);
        const validators = { etag: info.etag, 'last-modified': info.lastModified.toUTCString() };
        reply.headers({ ...validators, 'cache-control': IMMUTABLE, 'accept-ranges': 'bytes' }).type(info.contentType);
        if (fresh(request.headers, validators)) return reply.code(304).send();

        let range: ByteRange | undefined;
        const asked = request.headers.range;
        if (asked && rangeStillValid(request, info)) {
          const ranges = parseRange(info.size, asked, { combine: true });
          if (ranges === -1) {
            reply.removeHeader('cache-control').header('content-range', `bytes */${info.size}`);
            throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', UPLOAD_MESSAGES.badRange);
          }
          // A malformed header, another unit or several ranges: the whole file, as if none was asked.
          if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) range = ranges[0];
        }
        const length = range ? range.end - range.start + 1 : info.size;
        if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
        if (request.method === 'HEAD') return reply.header('content-length', length).send();

        // Read after the answer is decided; the file may have gone meanwhile.
        const opened = await app.storage.read(key, range);
        if (!opened) {
          reply
            .removeHeader('cache-control')
            .removeHeader('content-range')
            .removeHeader('etag')
            .removeHeader('last-modified');
          throw notFound(UPLOAD_MESSAGES.notFound);
        }
        return reply.header('content-length', length).send(opened.body);
      },
    });
  },
  { name: 'uploads', dependencies: ['errors'] },
);

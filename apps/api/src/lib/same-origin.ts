import type { FastifyRequest } from 'fastify';

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request that acts on the session cookie comes from the shop's own pages. The browser's
 * `Origin` must be the shop's public address (`PUBLIC_URL`) or, when that is not configured, the
 * address the request itself was sent to (so `npm run dev` and a visit from another machine on the
 * LAN work). A request without `Origin` is taken: browsers send one on every cross-site POST, and
 * the SameSite=Strict cookie is not sent cross-site anyway. `Origin: null` is refused.
 */
export function fromOwnSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = originOf(publicUrl ?? `${request.protocol}://${request.host}`);
  return own !== null && originOf(origin) === own;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { indexHtml, webBuild } from '../test/web-build.ts';

/**
 * Security headers of storefront pages, the back office and the API. Pages are cached whole (the
 * same bytes for every visitor), so the CSP allows scripts only from the shop's own files: no inline
 * script, no per-request nonce.
 */
const webDist = webBuild({ index: indexHtml() });

/** The CSP as directive → sources. */
function cspOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const PAGES = ['/', '/products', '/cart', '/admin', '/admin/products', '/login', '/api/settings'];

describe('security headers', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await createTestApp({ WEB_DIST: webDist });
    https = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://donghosangtrong.vn' });
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  it('a strict CSP on storefront and back-office pages: scripts only from the shop, no inline script, no framing', async () => {
    for (const url of PAGES) {
      const res = await http.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = cspOf(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      // Product images may be on any https host (banner URLs) or made in the page (data:, blob:).
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    for (const url of PAGES) {
      expect((await http.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBeUndefined();
      expect((await https.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe(
        'max-age=31536000',
      );
    }
  });
});

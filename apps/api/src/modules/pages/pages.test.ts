import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { POLICIES } from '@shop/core/policies';
import type { Product } from '@shop/core/schemas/product';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { indexHtml, webBuild } from '../../test/web-build.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

/** The built app's index.html as the server sends it (a stand-in: tests run without a web build). */
const WEB_DIST = webBuild({ index: indexHtml({ meta: '<meta name="description" content="Mô tả mặc định." />' }) });

let t: TestApp;
let all: Product[];

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST, PUBLIC_URL: 'http://shop.test' });
  const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=100&include=variants,category,brand' });
  all = res.json<{ products: Product[] }>().products;
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};

describe('product pages served with their meta', () => {
  it('fills title, description, canonical, Open Graph and the Product JSON-LD into the HTML', async () => {
    const p = all.find((x) => x.name.startsWith('Đồng hồ Omega Seamaster Diver'))!;
    const res = await page(`/product/${p.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain(`<title>${p.name} | Đồng Hồ Sang Trọng</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/product/${p.slug}" data-page-head>`);
    expect(html).toContain('<meta property="og:type" content="product" data-page-head>');
    expect(html).toContain('<meta property="product:price:currency" content="VND" data-page-head>');
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://shop.test/api/pages/og/${p.id}\\.jpg\\?v=[0-9a-f]{12}" data-page-head>`,
      ),
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(html).not.toContain('Mô tả mặc định.');
    const ld = jsonLd(html)!;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: p.name,
      brand: { name: 'Omega' },
      category: p.category!.name,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 127_800_000,
        highPrice: 133_200_000,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ld.image).toEqual(p.images.map((i) => `http://shop.test${i}`));
  });

  it('points a wrong slug at the canonical URL, and uses PUBLIC_URL when set', async () => {
    const p = all[0]!;
    const res = await page(`/product/${p.id}-ten-cu`);
    expect(res.body).toContain(`<link rel="canonical" href="http://shop.test/product/${p.slug}" data-page-head>`);

    const other = await createTestApp({ WEB_DIST: t.config.webDist, PUBLIC_URL: 'https://donghosangtrong.vn/' });
    try {
      const r = await other.app.inject({ method: 'GET', url: `/product/${p.slug}`, headers: { host: 'evil.test' } });
      expect(r.body).toContain(
        `<link rel="canonical" href="https://donghosangtrong.vn/product/${p.slug}" data-page-head>`,
      );
      expect(r.body).not.toContain('evil.test');
    } finally {
      await other.close();
    }
  });

  it('serves the plain app for unknown products, /product/{id} alone and other pages', async () => {
    for (const url of ['/product/999999-khong-co', '/product/1', '/products', '/cart']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // The template's title and description, no product meta (storefront pages also get their
      // chunks, page data and main image: storefront-preload.test.ts).
      expect(res.body, url).toContain('<title>Đồng Hồ Sang Trọng</title>');
      expect(res.body, url).toContain('content="Mô tả mặc định."');
      expect(res.body, url).not.toMatch(/og:|rel="canonical"|"@type":"Product"/);
    }
  });

  it('makes the 1200×630 JPEG share image on demand and keeps it', async () => {
    const p = all[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/pages/og/${p.id}.jpg?v=abc` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const cacheDir = join(t.config.dataDir, 'cache', 'og');
    expect(readdirSync(cacheDir).filter((f) => f.startsWith(`${p.id}-`))).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: `/api/pages/og/${p.id}.jpg` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 for a missing product or image and 400 for a bad id, in the error shape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/pages/og/999999.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe('Không tìm thấy sản phẩm');
    const bad = await t.app.inject({ method: 'GET', url: '/api/pages/og/abc.jpg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.code).toBeTruthy();
  });
});

describe('sitemap and robots', () => {
  it('lists the home page, the catalogue, every product and the policy pages with lastmod', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 2)).toEqual(['http://shop.test/', 'http://shop.test/products']);
    expect(locs.slice(2).sort()).toEqual(
      [
        ...all.map((p) => `http://shop.test/product/${p.slug}`),
        ...POLICIES.map((p) => `http://shop.test/chinh-sach/${p.slug}`),
      ].sort(),
    );
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(
      all.length + 2 + POLICIES.length,
    );
  });

  it('allows everything but the back office and sign-in, and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: http://shop.test/sitemap.xml\n',
    );
  });
});

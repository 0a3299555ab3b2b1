import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { chunkFiles, pageDataScript, storefrontPageOf } from './storefront-preload.ts';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <title>Đồng Hồ Sang Trọng</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-test.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The shape of Vite's build manifest, as the web build writes it. */
const MANIFEST = {
  'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_react-test.js'] },
  '_react-test.js': { file: 'assets/react-test.js' },
  '_shared-test.js': { file: 'assets/shared-test.js', imports: ['_react-test.js'] },
  'src/storefront/storefront-app.tsx': {
    file: 'assets/storefront-app-test.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-test.js', '_shared-test.js'],
  },
  'src/storefront/product/product-page.tsx': {
    file: 'assets/product-page-test.js',
    isDynamicEntry: true,
    imports: ['src/storefront/storefront-app.tsx', '_shared-test.js'],
  },
  'src/admin/admin-app.tsx': { file: 'assets/admin-app-test.js', isDynamicEntry: true, imports: ['index.html'] },
};

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-preload-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const pageData = (html: string) => {
  const m = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};
const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('storefront pages come with their chunks and first API answers', () => {
  it('home: preloads the storefront chunk and sends the settings and the menu categories as the API answers them', async () => {
    const html = await page('/');
    expect(preloads(html)).toEqual([
      '/assets/react-test.js',
      '/assets/storefront-app-test.js',
      '/assets/shared-test.js',
    ]);
    expect(pageData(html)).toEqual({
      '/api/settings': await api('/api/settings'),
      '/api/categories': await api('/api/categories'),
    });
  });

  it('a product page adds its own chunk and the product; an unknown product is left to the app', async () => {
    const html = await page('/product/1-anything');
    expect(preloads(html)).toContain('/assets/product-page-test.js');
    const data = pageData(html)!;
    expect(data['/api/products/1']).toEqual(await api('/api/products/1'));
    expect(Object.keys(pageData(await page('/product/999999-khong-co'))!)).toEqual([
      '/api/settings',
      '/api/categories',
    ]);
  });

  it('the back office and the sign-in page get neither', async () => {
    for (const url of ['/admin', '/admin/products', '/login']) {
      const html = await page(url);
      expect(pageData(html), url).toBeNull();
      expect(preloads(html), url).toEqual(['/assets/react-test.js']);
    }
  });

  it('a setting cannot close the element: the answer arrives as text, identical', async () => {
    const value = '</script><script>alert(1)</script><!--';
    const saved = await t.as('admin', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'store.description', value, description: 'x' },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const html = await page('/products');
    expect(html).not.toContain('<script>alert(1)');
    const settings = pageData(html)!['/api/settings'] as Record<string, string>;
    expect(settings['store.description']).toBe(value);
  });
});

describe('storefront-preload helpers', () => {
  it('lists each chunk once, without what the entry already loads', () => {
    expect(
      chunkFiles(MANIFEST, ['src/storefront/storefront-app.tsx', 'src/storefront/product/product-page.tsx']),
    ).toEqual(['assets/storefront-app-test.js', 'assets/shared-test.js', 'assets/product-page-test.js']);
    expect(chunkFiles({}, ['src/storefront/storefront-app.tsx'])).toEqual([]);
  });

  it('knows the areas', () => {
    expect(storefrontPageOf('/admin/orders')).toBeNull();
    expect(storefrontPageOf('/login')).toBeNull();
    expect(storefrontPageOf('/administrator')).not.toBeNull();
    expect(storefrontPageOf('/cart')!.chunks).toContain('src/storefront/cart/cart-page.tsx');
  });

  it('escapes every < of the answers', () => {
    const out = pageDataScript([['/api/x', '{"a":"</script>"}']]);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(out.slice(out.indexOf('>') + 1, out.lastIndexOf('<')))).toEqual({ '/api/x': { a: '</script>' } });
  });
});

describe('catalogue pages', () => {
  it('send the first page of the catalogue the URL asks for, its filters, and preload its first image', async () => {
    const html = await page('/products?sort=lowest&limit=24&gender=male&brands=1,2&page=1');
    const data = pageData(html)!;
    const listUrl = '/api/products?limit=24&skip=0&include=variants%2Cbrand&brandIds=1%2C2&gender=male&order=price+ASC';
    expect(Object.keys(data).sort()).toEqual(
      ['/api/settings', '/api/categories', listUrl, '/api/brands/active', '/api/sub-brands/active'].sort(),
    );
    const list = data[listUrl] as { products: { images: string[] }[] };
    expect(list).toEqual(await api(listUrl));
    const first = list.products[0]!.images[0]!.replace(/\.webp$/, '');
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${first}-320.webp 320w, ${first}-640.webp 640w,`,
    );
    expect(html).toContain(
      'imagesizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw" fetchpriority="high">',
    );
  });

  it('/categories/{id-slug} filters by that category', async () => {
    const data = pageData(await page('/categories/1-dong-ho-nam'))!;
    expect(Object.keys(data)).toContain(
      '/api/products?limit=12&skip=0&include=variants%2Cbrand&categoryId=1&order=featured+DESC%2C+createdAt+DESC',
    );
  });
});

describe('compression', () => {
  it('sends pages and JSON answers compressed to clients that accept it, and as they are to others', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/products' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const url = '/api/products?limit=24&include=variants,brand';
    const json = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString('utf8'))).toEqual(await api(url));
    expect((await t.app.inject({ method: 'GET', url })).headers['content-encoding']).toBeUndefined();
  });
});

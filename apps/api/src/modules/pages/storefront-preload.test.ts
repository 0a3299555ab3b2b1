import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { chunkFiles, storefrontPageOf } from './storefront-preload.ts';
import { indexHtml, webBuild } from '../../test/web-build.ts';

const INDEX = indexHtml({
  meta: `<meta name="description" content="${'Đồng hồ chính hãng cao cấp cho nam và nữ. '.repeat(30)}" />`,
  extraHead: '\n    <link rel="modulepreload" crossorigin href="/assets/react-test.js">',
});

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
  'src/storefront/cart/cart-page.tsx': {
    file: 'assets/cart-page-test.js',
    isDynamicEntry: true,
    imports: ['src/storefront/storefront-app.tsx'],
    css: ['assets/cart-page-test.css'],
  },
  'src/admin/admin-app.tsx': { file: 'assets/admin-app-test.js', isDynamicEntry: true, imports: ['index.html'] },
};

/**
 * A stand-in for the web build's render bundle that renders nothing (the browser renders every
 * page) and names the lazy chunks of a page as apps/web/src/storefront/page-data.ts does.
 */
const BUNDLE = `
export function setServerFetch() {}
export async function renderStorefront() { return null; }
export function pageModules(url) {
  if (url.startsWith('/admin') || url.startsWith('/login')) return [];
  const page = url.startsWith('/product/') ? ['src/storefront/product/product-page.tsx']
    : url.startsWith('/cart') ? ['src/storefront/cart/cart-page.tsx'] : [];
  return ['src/storefront/storefront-app.tsx', ...page];
}
`;

const t = useTestApp({ WEB_DIST: webBuild({ index: INDEX, bundle: BUNDLE, manifest: MANIFEST }) });

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('storefront pages come with their chunks and main image', () => {
  it('home: preloads the storefront chunk, without what the entry already loads', async () => {
    const html = await page('/');
    expect(preloads(html)).toEqual([
      '/assets/react-test.js',
      '/assets/storefront-app-test.js',
      '/assets/shared-test.js',
    ]);
  });

  it('a product page adds its own chunk and preloads the product’s first image; an unknown product only the chunks', async () => {
    const html = await page('/product/1-anything');
    expect(preloads(html)).toContain('/assets/product-page-test.js');
    const product = (await api('/api/products/1')) as { images: string[] };
    const first = product.images[0]!.replace(/\.webp$/, '');
    expect(html).toContain(`<link rel="preload" as="image" imagesrcset="${first}-320.webp 320w,`);
    const unknown = await page('/product/999999-khong-co');
    expect(preloads(unknown)).toContain('/assets/product-page-test.js');
    expect(unknown).not.toContain('rel="preload" as="image"');
  });

  it('a page’s style sheets come with its chunks', async () => {
    const html = await page('/cart');
    expect(preloads(html)).toContain('/assets/cart-page-test.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cart-page-test.css">');
  });

  it('the back office and the sign-in page get neither', async () => {
    for (const url of ['/admin', '/admin/products', '/login']) {
      const html = await page(url);
      expect(html, url).not.toContain('rel="preload" as="image"');
      expect(preloads(html), url).toEqual(['/assets/react-test.js']);
    }
  });
});

describe('storefront-preload helpers', () => {
  it('lists each chunk once, without what the entry already loads', () => {
    expect(
      chunkFiles(MANIFEST, ['src/storefront/storefront-app.tsx', 'src/storefront/product/product-page.tsx']),
    ).toEqual({
      scripts: ['assets/storefront-app-test.js', 'assets/shared-test.js', 'assets/product-page-test.js'],
      styles: [],
    });
    expect(chunkFiles(MANIFEST, ['src/storefront/cart/cart-page.tsx']).styles).toEqual(['assets/cart-page-test.css']);
    expect(chunkFiles({}, ['src/storefront/storefront-app.tsx'])).toEqual({ scripts: [], styles: [] });
  });

  it('knows the areas', () => {
    expect(storefrontPageOf('/admin/orders')).toBeNull();
    expect(storefrontPageOf('/login')).toBeNull();
    expect(storefrontPageOf('/administrator')).not.toBeNull();
  });

  it('renders every storefront page on the server but the cart, whose lines are on the device', () => {
    for (const url of [
      '/',
      '/products?page=2',
      '/categories/1-nam',
      '/product/1-x',
      '/about',
      '/khong-co',
      '/track-order?code=DH250131K7Q2XM',
    ])
      expect(storefrontPageOf(url)!.rendered, url).toBe(true);
    expect(storefrontPageOf('/cart')!.rendered).toBe(false);
  });

  it('renders the checkout on the server, leaves an order page to the browser, both out of search results', () => {
    expect(storefrontPageOf('/checkout')).toEqual({ rendered: true, noindex: true });
    expect(storefrontPageOf('/order/DH250131K7Q2XM')).toEqual({ rendered: false, noindex: true });
    expect(storefrontPageOf('/favourites')).toEqual({ rendered: false, noindex: true });
    for (const url of ['/', '/cart', '/track-order', '/product/1-x', '/order', '/order/a/b'])
      expect(storefrontPageOf(url)!.noindex, url).toBeFalsy();
  });
});

describe('catalogue pages', () => {
  it('preload the first image of the list the URL asks for, as the app requests it', async () => {
    const html = await page('/products?sort=lowest&limit=24&gender=male&brands=1,2&page=1');
    const listUrl = '/api/products?limit=24&skip=0&include=variants%2Cbrand&brandIds=1%2C2&gender=male&order=price+ASC';
    expect(storefrontPageOf('/products?sort=lowest&limit=24&gender=male&brands=1,2&page=1')!.mainImage?.url).toBe(
      listUrl,
    );
    const list = (await api(listUrl)) as { products: { images: string[] }[] };
    const first = list.products[0]!.images[0]!.replace(/\.webp$/, '');
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${first}-320.webp 320w, ${first}-640.webp 640w,`,
    );
    expect(html).toContain(
      'imagesizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw" fetchpriority="high">',
    );
  });

  it('/categories/{id-slug} filters by that category', () => {
    expect(storefrontPageOf('/categories/1-dong-ho-nam')!.mainImage?.url).toBe(
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

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { indexHtml, webBuild } from '../../test/web-build.ts';

/**
 * A stand-in for the web build's render bundle (apps/web/src/entry-server.tsx, tested on its own):
 * the same exports, behaving as `?case=` says. It asks the API what a page would.
 */
const BUNDLE = `
let fetchImpl;
let renders = 0;
export function setServerFetch(f) { fetchImpl = f; }
export function pageModules() { return ['src/storefront/storefront-app.tsx']; }
export async function renderStorefront(url, signal) {
  renders++;
  const kase = new URL(url, 'http://x').searchParams.get('case');
  if (kase === 'count') {
    const settings = await (await fetchImpl('/api/settings')).json();
    return { kind: 'page', root: '<div id="root"><p>' + renders + ' ' + settings['store.name'] + '</p></div>', head: '', state: { queries: [] }, title: null };
  }
  if (kase === 'redirect') return { kind: 'redirect', to: '/products?page=2' };
  if (kase === 'elsewhere') return { kind: 'redirect', to: '//example.com/' };
  if (kase === 'none') return null;
  if (kase === 'throw') throw new Error('render failed');
  if (kase === 'slow') await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const settings = await (await fetchImpl('/api/settings')).json();
  const missing = await fetchImpl('/api/products/999999');
  const refused = await fetchImpl('/api/orders', { method: 'POST' }).then(() => 'sent', (e) => e.name);
  const other = await fetchImpl('https://example.com/api/settings').then(() => 'sent', (e) => e.name);
  return {
    kind: 'page',
    root: '<div id="root"><h1>' + settings['store.name'] + '</h1><p>' + missing.status + ' ' + refused + ' ' + other + '</p></div>',
    head: '<style>:root{--color-primary:#123456}</style>',
    state: { mutations: [], queries: [{ queryKey: ['settings'], state: { data: { note: '</script><!--' } } }] },
    title: '<Giới thiệu> & ' + settings['store.name'],
  };
}
`;

const t = useTestApp({
  WEB_DIST: webBuild({
    index: indexHtml({ meta: '<meta name="description" content="Đồng hồ chính hãng">' }),
    bundle: BUNDLE,
  }),
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('storefront pages rendered on the server (pages/storefront-render)', () => {
  it('puts the content inside #root, its queries after it and its style in <head>; the API answers in process', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    // The shop's name from GET /api/settings; a 404 arrives as a 404; nothing but public GETs of /api.
    expect(root(res.body)).toBe('<h1>Đồng Hồ Sang Trọng</h1><p>404 TypeError TypeError</p>');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style>:root{--color-primary:#123456}</style>');
    // The shop's public address for the head of pages the browser navigates to.
    expect(head).toContain('<script type="application/json" id="public-url">"http://localhost:3001"</script>');
    // The page's title, as text.
    expect(res.body).toContain('<title>&#60;Giới thiệu&#62; &#38; Đồng Hồ Sang Trọng</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The queries as JSON that no value can close, after #root; the markers are gone, the default description kept.
    expect(res.body).toContain(
      '</div><script type="application/json" id="page-data">{"mutations":[],"queries":[{"queryKey":["settings"],"state":{"data":{"note":"\\u003c/script\\u003e\\u003c!--"}}}]}</script>',
    );
    expect(res.body).not.toContain('<!--page-');
    expect(res.body).toContain('<meta name="description" content="Đồng hồ chính hãng">');
    expect(res.body.indexOf('<script type="module"')).toBeLessThan(res.body.indexOf('<style>'));
    // Its content needs no script to paint: none is preloaded to compete with it.
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it('renders a page once and sends it again from the page cache until what it was made from changes', async () => {
    const first = root((await get('/products?case=count')).body)!;
    const [n, name] = /<p>(\d+) (.*)<\/p>/.exec(first)!.slice(1);
    expect(root((await get('/products?case=count')).body)).toBe(first);
    const saved = await t.as('admin', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'store.name', value: 'Cửa hàng mới', description: 'Tên cửa hàng' },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const again = root((await get('/products?case=count')).body)!;
    expect(again).toMatch(/^<p>\d+ Cửa hàng mới<\/p>$/);
    expect(Number(/\d+/.exec(again)![0])).toBeGreaterThan(Number(n));
    expect(name).not.toBe('Cửa hàng mới');
    await t.as('admin', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'store.name', value: name, description: 'Tên cửa hàng' },
    });
  });

  it('answers a redirect of the app with a 302 to that path of the shop', async () => {
    const res = await get('/product/1-ten-cu?case=redirect');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/products?page=2');
  });

  it('sends the page without content, its main image preloaded, when the render cannot be used', async () => {
    for (const kase of ['none', 'throw', 'elsewhere']) {
      const res = await get(`/products?case=${kase}`);
      expect(res.statusCode, kase).toBe(200);
      expect(root(res.body), kase).toBe('');
      expect(res.body, kase).not.toContain('page-data');
      expect(res.body, kase).toMatch(/<link rel="preload" as="image" imagesrcset="\/uploads\/[^"]+-320\.webp 320w/);
    }
  });

  it('gives up on a render that takes too long, and sends the page without content', async () => {
    const res = await get('/products?case=slow');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('');
  });

  it('sends the order and favourites pages without content, the checkout with its content, all with a noindex robots meta', async () => {
    for (const url of ['/checkout', '/order/DH250131K7Q2XM', '/favourites']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // The checkout's frame (its form; the browser fills in the cart's lines) is rendered on the server.
      if (url === '/checkout') expect(root(res.body), url).toContain('<h1>');
      else expect(root(res.body), url).toBe('');
      expect(res.body, url).toMatch(/<meta name="robots" content="noindex, nofollow">[\s\S]*<\/head>/);
    }
    const tracking = await get('/track-order');
    expect(root(tracking.body)).not.toBe('');
    expect(tracking.body).not.toContain('noindex');
  });

  it('leaves the cart, the back office and sign-in to the browser', async () => {
    for (const url of ['/cart', '/admin', '/admin/orders', '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toBe('');
    }
  });
});

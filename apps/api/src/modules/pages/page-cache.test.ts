import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productBodyOf, type Product } from '@shop/core/schemas/product';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { webBuild } from '../../test/web-build.ts';

/**
 * A stand-in for the web build's render bundle: a product page asks for its product and the
 * settings; `/products` for a list and the categories (which carry product counts). Each render
 * shows how many renders the bundle has made, so a test sees whether a page was made again.
 */
const BUNDLE = `
let fetchImpl;
let renders = 0;
export function setServerFetch(f) { fetchImpl = f; }
export function pageModules() { return []; }
export async function renderStorefront(url) {
  renders++;
  const path = url.split('?')[0];
  const product = /^\\/product\\/(\\d+)-/.exec(path);
  const settings = await (await fetchImpl('/api/settings')).json();
  let text;
  if (product) {
    const p = await (await fetchImpl('/api/products/' + product[1])).json();
    text = p.name + ' · ' + p.description;
  } else {
    const list = await (await fetchImpl('/api/products?limit=3')).json();
    await fetchImpl('/api/categories');
    text = list.products.map((p) => p.description).join(' / ');
  }
  await new Promise((r) => setTimeout(r, 20));
  return { kind: 'page', root: '<div id="root"><p data-render="' + renders + '">' + text + ' ' + settings['store.name'] + '</p></div>', head: '', state: { queries: [] }, title: null };
}
`;

const t = useTestApp({ WEB_DIST: webBuild({ bundle: BUNDLE }) });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const renderOf = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
const product = async (id: number) => (await get(`/api/products/${id}`)).json<Product>();

async function describeProduct(id: number, description: string) {
  const p = await product(id);
  const res = await t.as('admin', {
    method: 'PUT',
    url: `/api/products/${id}`,
    payload: { ...productBodyOf(p), description },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('page cache', () => {
  it('sends a kept page with an ETag, answers 304 to it, and keeps brotli and gzip bodies of the same page', async () => {
    const p = await product(3);
    const first = await get(`/product/${p.slug}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const br = await get(`/product/${p.slug}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    const gz = await get(`/product/${p.slug}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(first.body);

    const notModified = await get(`/product/${p.slug}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await get(`/product/${p.slug}`, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('renders a missed page once for every request that asks for it meanwhile', async () => {
    const p = await product(4);
    const all = await Promise.all(Array.from({ length: 6 }, () => get(`/product/${p.slug}?from=together`)));
    const renders = new Set(all.map((r) => renderOf(r.body)));
    expect(renders.size).toBe(1);
    expect(new Set(all.map((r) => r.headers.etag)).size).toBe(1);
  });

  it('keeps other products’ pages after an edit of one product: no SQL, no render; the edited page is made again', async () => {
    const [a, b] = [await product(5), await product(6)];
    const pageA = await get(`/product/${a.slug}`);
    const pageB = await get(`/product/${b.slug}`);
    await describeProduct(a.id, 'Mô tả A đã sửa');

    const before = t.database.queryCount();
    const againB = await get(`/product/${b.slug}`);
    const statements = t.database.queryCount() - before;
    expect(againB.body).toBe(pageB.body);
    expect(againB.headers.etag).toBe(pageB.headers.etag);
    // The versions' lookup on PostgreSQL; nothing at all on the embedded database.
    expect(statements).toBe(t.database.kind === 'pglite' ? 0 : 1);

    const againA = await get(`/product/${a.slug}`);
    expect(againA.body).toContain('Mô tả A đã sửa');
    expect(renderOf(againA.body)).toBeGreaterThan(renderOf(pageA.body));
    expect(againA.headers.etag).not.toBe(pageA.headers.etag);
  });

  it('makes every page again after a settings change', async () => {
    const p = await product(7);
    const page = await get(`/product/${p.slug}`);
    const saved = await t.as('admin', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'store.name', value: 'Cửa hàng đổi tên', description: 'Tên cửa hàng' },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const again = await get(`/product/${p.slug}`);
    expect(again.body).toContain('Cửa hàng đổi tên');
    expect(renderOf(again.body)).toBeGreaterThan(renderOf(page.body));
  });

  it('sends a list page behind a product edit once more while it is made again, then the new one', async () => {
    const first = await get('/products');
    const listed = (await get('/api/products?limit=3')).json<{ products: Product[] }>().products[0]!;
    await describeProduct(listed.id, 'Mô tả danh sách đã sửa');
    const stale = await get('/products');
    expect(stale.body).toBe(first.body);
    // The fresh page is being made meanwhile; it is there once made.
    let fresh = stale;
    for (let i = 0; i < 50 && fresh.body === first.body; i++) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = await get('/products');
    }
    expect(fresh.body).toContain('Mô tả danh sách đã sửa');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });
});

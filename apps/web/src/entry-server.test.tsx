import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DehydratedState } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import type * as ReactDomStatic from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageModules, renderStorefront } from './entry-server';
import { cartLineOf, useCartStore } from './storefront/cart/cart-store';
import { SETTINGS, product } from './storefront/product/test-fixtures';
import { makeBrand } from './test/brand-fixtures';
import { apiError, mockFetch, type MockAnswer } from './test/fetch-mock';

const OMEGA = product(1, { featured: true });
const CATEGORY = { id: 3, name: 'Đồng hồ Thể Thao', description: null, icon: null, image: null, showOnHomepage: true };
const OMEGA_BRAND = makeBrand(2, 'Omega', { showOnHomepage: true });

/** The public GETs the storefront makes, answered as the API would. */
const API: Record<string, MockAnswer> = {
  'GET /api/settings': { body: { ...SETTINGS, 'themeColor.id': 'emerald' } },
  'GET /api/categories': { body: [CATEGORY] },
  'GET /api/products': { body: { products: [OMEGA], total: 1 } },
  'GET /api/products/featured': { body: [OMEGA] },
  'GET /api/products/1': { body: OMEGA },
  'GET /api/brands/active': { body: [OMEGA_BRAND] },
  'GET /api/brands/homepage': { body: [OMEGA_BRAND] },
  'GET /api/sub-brands/active': { body: [] },
};

// Counts the renders (one per page: its data is loaded first).
vi.mock('react-dom/static', async (original) => {
  const actual = await original<typeof ReactDomStatic>();
  return { ...actual, prerender: vi.fn(actual.prerender) };
});
beforeEach(() => {
  vi.mocked(prerender).mockClear();
});

async function serverRender(url: string, api = API) {
  const calls = mockFetch(api);
  const out = await renderStorefront(url);
  return { out, calls };
}

/** The queries sent with the page (TanStack Query's dehydrated cache), by their key. */
function sentQueries(state: unknown): Map<string, unknown> {
  const { queries } = JSON.parse(JSON.stringify(state)) as DehydratedState;
  return new Map(queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
}

describe('server-side rendering of the storefront (entry-server)', () => {
  it('renders a product page with its content, and the queries it was rendered from', async () => {
    const { out, calls } = await serverRender(`/product/${OMEGA.slug}`);
    expect(out?.kind).toBe('page');
    if (out?.kind !== 'page') return;
    expect(out.root).toContain('<h1');
    expect(out.root).toContain(OMEGA.name);
    expect(out.root).toContain('127.800.000 ₫'); // 142.000.000 less 10 %, the first variant
    expect(out.root).toContain(`srcSet="/uploads/anh-1-a-320.webp 320w`);
    // The theme colour of the settings is in the first paint.
    expect(out.head).toMatch(
      /<style>:root\{--color-primary:#[0-9a-f]{6};--color-primary-rgb:\d+, \d+, \d+\}<\/style>/i,
    );
    expect(calls.to('GET /api/products/1')).toHaveLength(1);
    // Loaded first, rendered once, inside the element the browser hydrates.
    expect(prerender).toHaveBeenCalledTimes(1);
    expect(out.root.startsWith('<div id="root">')).toBe(true);
    // What it was rendered from goes with it, for the browser to hydrate from.
    const sent = sentQueries(out.state);
    expect(sent.get('["products","detail",1]')).toEqual(OMEGA);
    expect(sent.get('["settings"]')).toMatchObject({ 'store.name': SETTINGS['store.name'] });
  });

  it('renders the catalogue the URL asks for, the filter panel shown by screen width', async () => {
    const url = '/products?gender=male&sort=lowest';
    const { out, calls } = await serverRender(url);
    if (out?.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(out)}`);
    expect(out.root).toContain('1 sản phẩm');
    expect(out.title).toBe(`Tất Cả Sản Phẩm | ${SETTINGS['store.name']}`);
    expect(out.root).toContain(OMEGA.name);
    // The server cannot know the width: the panel shows from 768 px by CSS alone.
    expect(out.root).toMatch(/<aside aria-label="Bộ lọc sản phẩm" class="[^"]*max-md:hidden/);
    const list = calls.to('GET /api/products')[0]!;
    expect(list.url.searchParams.get('gender')).toBe('male');
    expect(list.url.searchParams.get('order')).toBe('price ASC');

    expect([...sentQueries(out.state).keys()]).toContainEqual(
      expect.stringMatching(/^\["products","list",\{.*"gender":\["male"\]/),
    );
  });

  it('renders the home page with its sections', async () => {
    const { out, calls } = await serverRender('/');
    if (out?.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(calls.requests.map((r) => r.path))}`);
    expect(out.root).toContain(CATEGORY.name);
    expect(out.root).toContain(OMEGA.name); // the featured grid
  });

  it('answers with a redirect where the app would navigate: canonical slug, unknown product, wrong path', async () => {
    expect((await serverRender('/product/1-ten-cu')).out).toEqual({ kind: 'redirect', to: `/product/${OMEGA.slug}` });
    expect((await serverRender('/product/1-ten-cu?ref=zalo')).out).toEqual({
      kind: 'redirect',
      to: `/product/${OMEGA.slug}?ref=zalo`,
    });
    expect((await serverRender('/product/9-khong-co')).out).toEqual({ kind: 'redirect', to: '/products' });
    expect((await serverRender('/product/abc')).out).toEqual({ kind: 'redirect', to: '/products' });
    expect((await serverRender('/khong-co-trang-nay')).out).toEqual({ kind: 'redirect', to: '/' });
  });

  it('renders each page once, with every query it asks for loaded beforehand', async () => {
    for (const url of [
      '/',
      '/products',
      '/categories/3-dong-ho-the-thao',
      `/product/${OMEGA.slug}`,
      '/about',
      '/track-order',
      '/checkout',
    ]) {
      vi.mocked(prerender).mockClear();
      const { out } = await serverRender(url);
      // A query asked for and not loaded would leave the page to the browser (null).
      expect(out?.kind, url).toBe('page');
      expect(prerender, url).toHaveBeenCalledTimes(1);
    }
  });

  it('renders the checkout without the cart: the heading, the form and a placeholder of the summary', async () => {
    // The cart is on the device: even a filled one is not the server's to show.
    useCartStore.getState().add(cartLineOf(OMEGA, OMEGA.variants![0]!));
    try {
      const { out } = await serverRender('/checkout');
      if (out?.kind !== 'page') throw new Error('not rendered');
      expect(out.title).toBe(`Thanh toán | ${SETTINGS['store.name']}`);
      expect(out.root).toMatch(/<h1[^>]*>Thanh toán<\/h1>/);
      expect(out.root).toContain('<form');
      for (const label of ['Họ và tên', 'Số điện thoại', 'Tỉnh / Thành phố', 'Số nhà, tên đường', 'Đặt Hàng'])
        expect(out.root, label).toContain(label);
      expect(out.root).toContain('aria-busy="true"');
      expect(out.root).not.toContain(OMEGA.name);
      expect(out.root).not.toContain('Giỏ hàng của bạn trống');
    } finally {
      useCartStore.getState().clear();
    }
  });

  it('shows the placeholder of a product without images, as the browser does', async () => {
    const bare = product(1, { images: [] });
    const { out } = await serverRender(`/product/${bare.slug}`, { ...API, 'GET /api/products/1': { body: bare } });
    if (out?.kind !== 'page') throw new Error('not rendered');
    expect(out.root).toContain('data-testid="image-placeholder"');
    expect(out.head).not.toContain('rel="preload"');
  });

  it('names the lazy chunks of a page as the build manifest does (their source files)', () => {
    const app = readFileSync(join(import.meta.dirname, 'storefront/storefront-app.tsx'), 'utf8');
    for (const url of ['/', '/products', '/product/1-x', '/cart', '/checkout', '/order/X', '/favourites', '/about']) {
      const modules = pageModules(url);
      expect(modules[0], url).toBe('src/storefront/storefront-app.tsx');
      expect(modules, url).toHaveLength(2);
      for (const key of modules) expect(existsSync(join(import.meta.dirname, '..', key)), key).toBe(true);
      // The page's chunk is the one storefront-app.tsx imports lazily.
      expect(app, url).toContain(`import('./${modules[1]!.replace(/^src\/storefront\/|\.tsx$/g, '')}')`);
    }
    expect(pageModules('/admin/orders')).toEqual([]);
    expect(pageModules('/login')).toEqual([]);
  });

  it('leaves the page to the browser when a query fails', async () => {
    const down = { ...API, 'GET /api/categories': apiError(503, 'Dịch vụ tạm ngưng') };
    expect((await serverRender('/products', down)).out).toBeNull();
  });
});

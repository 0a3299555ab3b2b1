import { describe, expect, it } from 'vitest';
import { renderStorefront } from './entry-server';
import { SETTINGS, product } from './storefront/product/test-fixtures';
import { apiError, mockFetch, type MockAnswer } from './test/fetch-mock';

const OMEGA = product(1, { featured: true });
const CATEGORY = { id: 3, name: 'Đồng hồ Thể Thao', icon: null, showOnHomepage: true, createdAt: '', updatedAt: '' };

/** The public GETs the storefront makes, answered as the API would. */
const API: Record<string, MockAnswer> = {
  'GET /api/settings': { body: { ...SETTINGS, 'themeColor.id': 'emerald' } },
  'GET /api/categories': { body: [CATEGORY] },
  'GET /api/products': { body: { products: [OMEGA], total: 1 } },
  'GET /api/products/featured': { body: [OMEGA] },
  'GET /api/products/1': { body: OMEGA },
  'GET /api/brands/active': { body: [{ id: 2, name: 'Omega', logo: null, featured: true }] },
  'GET /api/brands/homepage': { body: [{ id: 2, name: 'Omega', logo: null, featured: true }] },
  'GET /api/sub-brands/active': { body: [] },
};

async function serverRender(url: string, api = API) {
  const calls = mockFetch(api);
  const out = await renderStorefront(url);
  return { out, calls };
}

/** The queries sent with the page (api/page-data.ts), by their key. */
function sentQueries(body: string): Map<string, unknown> {
  const json = /<script type="application\/json" id="page-data">([\s\S]*)<\/script>/.exec(body)![1]!;
  return new Map((JSON.parse(json) as [unknown[], unknown][]).map(([key, data]) => [JSON.stringify(key), data]));
}

describe('server-side rendering of the storefront (entry-server)', () => {
  it('renders a product page with its content, and the queries it was rendered from', async () => {
    const { out, calls } = await serverRender(`/product/${OMEGA.slug}`);
    expect(out?.kind).toBe('page');
    if (out?.kind !== 'page') return;
    expect(out.html).toContain('<h1');
    expect(out.html).toContain(OMEGA.name);
    expect(out.html).toContain('127.800.000 ₫'); // 142.000.000 less 10 %, the first variant
    expect(out.html).toContain(`srcSet="/uploads/anh-1-a-320.webp 320w`);
    // The theme colour of the settings is in the first paint.
    expect(out.head).toMatch(
      /<style>:root\{--color-primary:#[0-9a-f]{6};--color-primary-rgb:\d+, \d+, \d+\}<\/style>/i,
    );
    expect(calls.to('GET /api/products/1')).toHaveLength(1);
    // What it was rendered from goes with it, for the browser to hydrate from.
    const sent = sentQueries(out.body);
    expect(sent.get('["products","detail",1]')).toEqual(OMEGA);
    expect(sent.get('["settings"]')).toMatchObject({ 'store.name': SETTINGS['store.name'] });
  });

  it('renders the catalogue the URL asks for, the filter panel shown by screen width', async () => {
    const url = '/products?gender=male&sort=lowest';
    const { out, calls } = await serverRender(url);
    if (out?.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(out)}`);
    expect(out.html).toContain('1 sản phẩm');
    expect(out.title).toBe(`Tất Cả Sản Phẩm | ${SETTINGS['store.name']}`);
    expect(out.html).toContain(OMEGA.name);
    // The server cannot know the width: the panel shows from 768 px by CSS alone.
    expect(out.html).toMatch(/<aside aria-label="Bộ lọc sản phẩm" class="[^"]*max-md:hidden/);
    const list = calls.to('GET /api/products')[0]!;
    expect(list.url.searchParams.get('gender')).toBe('male');
    expect(list.url.searchParams.get('order')).toBe('price ASC');

    expect([...sentQueries(out.body).keys()]).toContainEqual(
      expect.stringMatching(/^\["products","list",\{.*"gender":\["male"\]/),
    );
  });

  it('renders the home page with its sections', async () => {
    const { out, calls } = await serverRender('/');
    if (out?.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(calls.requests.map((r) => r.path))}`);
    expect(out.html).toContain(CATEGORY.name);
    expect(out.html).toContain(OMEGA.name); // the featured grid
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

  it('leaves the page to the browser when a query fails', async () => {
    const down = { ...API, 'GET /api/categories': apiError(503, 'Dịch vụ tạm ngưng') };
    expect((await serverRender('/products', down)).out).toBeNull();
  });
});

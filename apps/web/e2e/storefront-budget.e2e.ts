import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, shopInBrowser } from './harness';

// The JavaScript a first visit to the storefront loads (gzip), measured in the browser: the home
// page's first view 110 KB (the speed issue's budget), the catalogue (its filters, toolbar and cards
// are all in view) 120 KB, a product page 125 KB (121.6 on 30 Nov 2026: no zod, whose schemas its
// first view does not need, 27 KB). Code the first view does not use loads when used
// (lib/deferred.tsx, the pages' lazy chunks).
const BUDGET_KB: Record<string, number> = { '/': 110, '/products': 120, 'a product page': 125 };

const ASSETS = resolve(import.meta.dirname, '../dist/assets');
const FORBIDDEN_PREFIXES = ['admin-app-', 'login-page-'];

interface ScriptLoad {
  url: string;
  /** Bytes on the wire (CDP encodedDataLength: compressed when the server compresses). */
  transferred: number;
  /** The same body gzip-compressed (level 9, as Vite reports it). */
  gzip: number;
}

const run = shopInBrowser();
let forbidden: string[];

beforeAll(() => {
  forbidden = readdirSync(ASSETS).filter((f) => f.endsWith('.js') && FORBIDDEN_PREFIXES.some((p) => f.startsWith(p)));
});

/** Opens `path` in a fresh context (first visit, empty cache) and lists every request and script load. */
async function firstVisit(path: string) {
  const { context, page, errors } = await newPage(run.browser, run.shop.url, { width: 412, height: 823 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: string[] = [];
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => requests.push(e.request.url));
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));

  await page.goto(path, { waitUntil: 'networkidle' });
  // The Toaster (sonner) loads once the page is idle: count it too.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await context.close();

  const loads: ScriptLoad[] = [];
  for (const [id, url] of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    loads.push({ url, transferred: sizes.get(id) ?? 0, gzip: gzipSync(body, { level: 9 }).length });
  }
  return { requests, loads, errors };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('storefront JavaScript on first visit', () => {
  it('finds the admin and login chunks in the build', () => {
    expect(forbidden.some((f) => f.startsWith('admin-app-'))).toBe(true);
    expect(forbidden.some((f) => f.startsWith('login-page-'))).toBe(true);
  });

  for (const path of ['/', '/products', 'a product page']) {
    it(`${path} never fetches the admin or login code and stays in the JS budget`, async () => {
      const { requests, loads, errors } = await firstVisit(path.startsWith('/') ? path : await firstProductPath());
      expect(errors).toEqual([]);
      expect(loads.length).toBeGreaterThan(0);

      const fetchedForbidden = requests.filter((url) => forbidden.some((f) => url.includes(f)));
      expect(fetchedForbidden).toEqual([]);

      const gzip = loads.reduce((sum, l) => sum + l.gzip, 0);
      const transferred = loads.reduce((sum, l) => sum + l.transferred, 0);
      const detail = loads
        .map((l) => `  ${new URL(l.url).pathname}  ${kb(l.gzip)} KB gzip, ${kb(l.transferred)} KB transferred`)
        .join('\n');
      console.log(
        `[budget] ${path}: ${loads.length} scripts, ${kb(gzip)} KB gzip (budget ${BUDGET_KB[path]} KB), ` +
          `${kb(transferred)} KB transferred\n${detail}`,
      );
      expect(kb(gzip)).toBeLessThanOrEqual(BUDGET_KB[path]!);
    });
  }

  it('loads the home page’s sections below the banner and the header search when they are used', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url, { width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const loaded = (name: string) => scripts.some((p) => p.startsWith(`/assets/${name}-`));
    expect(loaded('home-discover')).toBe(false);
    expect(loaded('inline-search')).toBe(false);

    // A click on a featured watch's selected variant (which unselects it), made before that part's
    // code is there, takes effect once it has hydrated: the click is held and replayed.
    const first = page.locator('[aria-labelledby="home-featured"] [role="group"]').first();
    const group = page.getByRole('group', { name: (await first.getAttribute('aria-label'))!, exact: true });
    const toggle = group.locator('button[aria-pressed="true"]');
    const name = (await toggle.textContent())!;
    await toggle.click();
    await expect
      .poll(() => group.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'))
      .toBe('false');
    expect(loaded('home-discover')).toBe(true);

    // Scrolled down, the header shows; its search loads when the shopper goes to type.
    const search = page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    await search.click();
    await search.pressSequentially('rolex');
    await expect
      .poll(() => page.getByRole('listbox', { name: 'Kết quả tìm kiếm' }).getByRole('option').count())
      .toBeGreaterThan(0);
    expect(loaded('inline-search')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the product page’s gallery and related products when they are used; a tap before is replayed', async () => {
    const rolex = run.byName('Đồng hồ Nam Rolex Submariner');
    const other = rolex.variants!.find((v) => (v.size?.name || v.name) === '42mm')!;
    const { context, page, errors } = await newPage(run.browser, run.shop.url, { width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/product/${rolex.slug}`, { waitUntil: 'networkidle' });
    const loaded = (name: string) => scripts.some((p) => p.startsWith(`/assets/${name}-`));
    for (const part of ['product-gallery', 'benefits-list', 'contact-rows', 'related-products'])
      expect(loaded(part), part).toBe(false);
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));

    // A thumbnail tapped before the gallery's code came shows its picture once it has.
    const thumbs = page.getByRole('list', { name: 'Ảnh sản phẩm' });
    await thumbs.getByRole('button', { name: 'Xem ảnh 2' }).click();
    await expect
      .poll(() => thumbs.getByRole('button', { name: 'Xem ảnh 2' }).getAttribute('aria-current'))
      .toBe('true');
    expect(await page.getByRole('img', { name: `${rolex.name} – ảnh 2/2` }).count()).toBe(1);
    expect(loaded('product-gallery')).toBe(true);

    // The variants and the buttons work at once: the variant chosen is the one Thêm vào giỏ hàng adds.
    const variants = page.getByRole('group', { name: 'Phiên bản', exact: true });
    await variants.getByRole('button', { name: /^42mm/ }).click();
    await expect.poll(() => variants.getByRole('button', { name: /^42mm/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await page.getByText('Đã thêm vào giỏ hàng').waitFor();
    const cart = await page.evaluate(() => localStorage.getItem('cart'));
    expect((JSON.parse(cart!) as { state: { lines: { variantId: number }[] } }).state.lines).toMatchObject([
      { variantId: other.id },
    ]);

    // Related products load once scrolled into view; a card's link then opens its product in the page.
    const related = page.getByRole('region', { name: 'Sản phẩm liên quan' });
    await related.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded('related-products')).toBe(true);
    const link = related.getByRole('heading', { level: 3 }).first().getByRole('link');
    const name = (await link.textContent())!;
    await link.click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The server renders a storefront page with its content and the queries it used (pages/storefront-render,
  // entry-server.tsx): the browser hydrates it from them, so a first visit asks the API nothing, and a
  // mismatch between the two renders would be an uncaught page error (React's hydration error). The
  // one request a product page makes is the live stock of its variants, which no rendered page
  // carries (GET /api/product-variants/availability, never cached).
  for (const path of [
    '/',
    '/products?sort=lowest&limit=24&gender=male',
    '/categories/1-dong-ho-nam',
    'a product page',
  ]) {
    it(`${path} is rendered on the server and hydrates without asking the API`, async () => {
      const url = path.startsWith('/') ? path : await firstProductPath();
      const { requests, errors } = await firstVisit(url);
      expect(errors).toEqual([]);
      const api = requests
        .map((u) => new URL(u))
        .filter((u) => u.pathname.startsWith('/api/') && u.pathname !== '/api/product-variants/availability');
      expect(api.map((u) => u.pathname + u.search)).toEqual([]);
      if (!path.startsWith('/'))
        expect(requests.filter((u) => u.includes('/api/product-variants/availability?ids='))).toHaveLength(1);
    });
  }
});

async function firstProductPath(): Promise<string> {
  const list = (await (await fetch(`${run.shop.url}/api/products?limit=1`)).json()) as { products: { slug: string }[] };
  return `/product/${list.products[0]!.slug}`;
}

describe('storefront pages without JavaScript (server-side rendering)', () => {
  it('answers every storefront address a client can send without a server error, and redirects only within the shop', async () => {
    const urls = [
      '/products?page=%',
      '/products?page=-1&limit=99999&sort=__proto__',
      '/products?brands=a,b,%00&gender=x&search=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/products?search=${'đồng hồ '.repeat(300)}`,
      '/categories/%FF',
      '/categories/999999-khong-co',
      '/product/%E0%A4%A',
      '/product/1-%3Cscript%3E',
      '/product/99999999999999999999-x',
      '/product/0-x',
      '//evil.example/',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/about?x=%0d%0aSet-Cookie:a=b',
    ];
    for (const url of urls) {
      const res = await fetch(`${run.shop.url}${url}`, { redirect: 'manual' });
      expect(res.status, url).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400) {
        const to = new URL(res.headers.get('location')!, run.shop.url);
        expect(to.origin, url).toBe(run.shop.url);
        expect(res.headers.get('set-cookie'), url).toBeNull();
      } else if (res.status === 200) {
        expect(await res.text(), url).not.toContain('<script>alert(1)');
      }
    }
  });

  it('hydrates a returning shopper’s pages (cart, favourites, saved settings on the device) without error', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url, { width: 412, height: 823 });
    // A line as the shop writes it: a real variant of a real product, at its price.
    const list = (await (await fetch(`${run.shop.url}/api/products?limit=12&include=variants`)).json()) as {
      products: { id: number; slug: string; name: string; variants: { id: number; price: number }[] }[];
    };
    const p = list.products.find((x) => x.variants.some((v) => v.price > 0))!;
    const v = p.variants.find((x) => x.price > 0)!;
    await page.goto('/cart');
    await page.evaluate(
      ({ p, v }) => {
        const line = { productId: p.id, variantId: v.id, sizeId: null, name: p.name, description: '', category: null };
        const rest = { sizeName: null, sizeDiameter: null, gender: 'male', image: null, price: v.price, quantity: 3 };
        localStorage.setItem('cart', JSON.stringify({ state: { lines: [{ ...line, ...rest }] }, version: 1 }));
        localStorage.setItem('favourites', JSON.stringify({ state: { ids: [p.id] }, version: 1 }));
        localStorage.setItem('appSettings', JSON.stringify({ 'store.name': 'Tên cũ đã lưu' }));
      },
      { p, v },
    );
    for (const path of [`/product/${p.slug}`, '/', '/products']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // The server rendered an empty cart and no favourite; once hydrated the device's show.
      await expect
        .poll(() => page.locator('a[href="/cart"]').first().textContent(), { timeout: 10_000 })
        .toContain('Giỏ hàng (3 sản phẩm)');
      if (path.startsWith('/product/'))
        await expect.poll(() => page.getByRole('button', { name: 'Yêu thích', pressed: true }).count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the product page and the catalogue as the app does, before any script runs', async () => {
    const context = await run.browser.newContext({
      baseURL: run.shop.url,
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const list = (await (await fetch(`${run.shop.url}/api/products?limit=12&include=variants,brand`)).json()) as {
      total: number;
      products: { name: string; slug: string }[];
    };

    await page.goto(`/product/${list.products[0]!.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(list.products[0]!.name);
    expect(await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).count()).toBeGreaterThan(0);

    await page.goto('/products');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tất Cả Sản Phẩm');
    expect(await page.title()).toBe('Tất Cả Sản Phẩm | Đồng Hồ Sang Trọng');
    expect(await page.getByText(`${list.total} sản phẩm`, { exact: true }).count()).toBe(1);
    for (const p of list.products)
      expect(await page.getByRole('link', { name: p.name }).count(), p.name).toBeGreaterThan(0);

    // The app's redirects are the server's: an old slug lands on the canonical address at once.
    const old = list.products[0]!.slug.replace(/^(\d+)-.*$/, '$1-ten-cu');
    await page.goto(`/product/${old}`);
    expect(new URL(page.url()).pathname).toBe(`/product/${list.products[0]!.slug}`);
    await context.close();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { product, renderStorefront, SETTINGS } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'https://shop.example.vn';
const OMEGA = product(5, { name: 'Omega Seamaster Diver', slug: '5-omega-seamaster-diver' });
const ROLEX = product(6, {
  name: 'Rolex Datejust 41',
  slug: '6-rolex-datejust-41',
  description: 'Mặt số xanh, dây Jubilee.',
  brand: { id: 1, name: 'Rolex', logo: null },
});

/** What the server writes into the head of a direct visit of the Omega page (PUBLIC_URL https://shop.example.vn). */
const SERVER_HEAD = `
  <title>Omega Seamaster Diver | Đồng Hồ Sang Trọng</title>
  <meta name="description" content="Đồng hồ lặn chuyên nghiệp." data-page-head>
  <link rel="canonical" href="${ORIGIN}/product/5-omega-seamaster-diver" data-page-head>
  <meta property="og:title" content="Omega Seamaster Diver | Đồng Hồ Sang Trọng" data-page-head>
  <meta property="og:url" content="${ORIGIN}/product/5-omega-seamaster-diver" data-page-head>
  <meta name="twitter:title" content="Omega Seamaster Diver | Đồng Hồ Sang Trọng" data-page-head>
  <script type="application/ld+json" data-page-head>{"@type":"Product","name":"Omega Seamaster Diver"}</script>
  <script type="application/json" id="public-url">"${ORIGIN}"</script>`;

const all = (selector: string) => [...document.head.querySelectorAll(selector)];
const one = (selector: string) => {
  const found = all(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};
const metaOf = (selector: string) => one(selector).getAttribute('content');
const jsonLd = () => JSON.parse(one('script[type="application/ld+json"]').textContent!) as Record<string, unknown>;

beforeEach(() => {
  document.head.innerHTML = SERVER_HEAD;
  document.title = 'Omega Seamaster Diver | Đồng Hồ Sang Trọng';
  mockFetch({
    'GET /api/settings': { body: SETTINGS },
    'GET /api/products/5': { body: OMEGA },
    'GET /api/products/6': { body: ROLEX },
    'GET /api/products': { body: { products: [OMEGA, ROLEX], total: 2 } },
  });
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('product page head', () => {
  it('replaces the title, description, canonical, Open Graph and JSON-LD on a client-side navigation', async () => {
    const { user, router } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1, name: OMEGA.name });
    expect(one('link[rel="canonical"]').getAttribute('href')).toBe(`${ORIGIN}/product/5-omega-seamaster-diver`);

    const related = await screen.findByRole('region', { name: 'Sản phẩm liên quan' });
    await user.click(within(related).getByRole('link', { name: ROLEX.name }));
    await screen.findByRole('heading', { level: 1, name: ROLEX.name });
    expect(router.state.location.pathname).toBe('/product/6-rolex-datejust-41');

    expect(document.title).toBe('Rolex Datejust 41 | Đồng Hồ Sang Trọng');
    expect(metaOf('meta[name="description"]')).toBe('Mặt số xanh, dây Jubilee.');
    // The configured public address, not the page's own origin.
    expect(one('link[rel="canonical"]').getAttribute('href')).toBe(`${ORIGIN}/product/6-rolex-datejust-41`);
    expect(metaOf('meta[property="og:title"]')).toBe('Rolex Datejust 41 | Đồng Hồ Sang Trọng');
    expect(metaOf('meta[property="og:url"]')).toBe(`${ORIGIN}/product/6-rolex-datejust-41`);
    expect(metaOf('meta[property="og:description"]')).toBe('Mặt số xanh, dây Jubilee.');
    expect(metaOf('meta[name="twitter:title"]')).toBe('Rolex Datejust 41 | Đồng Hồ Sang Trọng');
    expect(metaOf('meta[property="product:brand"]')).toBe('Rolex');
    expect(jsonLd()).toMatchObject({
      '@type': 'Product',
      name: 'Rolex Datejust 41',
      url: `${ORIGIN}/product/6-rolex-datejust-41`,
      brand: { '@type': 'Brand', name: 'Rolex' },
    });
    expect(all('title')).toHaveLength(1);
    expect(all('meta[property="og:url"]')).toHaveLength(1);
  });

  it('takes the page’s own origin where no server gave the public address (the dev server)', async () => {
    document.head.innerHTML = '<meta name="description" content="Mô tả mặc định.">';
    renderStorefront(`/product/${ROLEX.slug}`);
    await screen.findByRole('heading', { level: 1, name: ROLEX.name });
    await expect
      .poll(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      .toBe(`${window.location.origin}/product/6-rolex-datejust-41`);
    expect(metaOf('meta[name="description"]')).toBe('Mặt số xanh, dây Jubilee.');
  });
});

import { foldText } from '@shop/core/text';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, shopInBrowser } from './harness';

const run = shopInBrowser();

/** Names of the product cards on the page, once the list has settled. */
async function cardNames(page: Page): Promise<string[]> {
  const grid = page.getByRole('region', { name: 'Danh sách sản phẩm' });
  await grid.getByRole('article').first().waitFor();
  await page.locator('ul[aria-busy="true"]').waitFor({ state: 'detached' });
  return grid.getByRole('article').getByRole('heading').allTextContents();
}

async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(`${run.shop.url}${path}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

/** What a shopper sees of the catalogue controls. */
async function controls(page: Page) {
  const checked = async (name: string) => page.getByRole('checkbox', { name, exact: true }).isChecked();
  return {
    limit: await page.getByRole('combobox', { name: 'Hiển thị' }).inputValue(),
    sort: await page.getByRole('combobox', { name: 'Sắp xếp' }).inputValue(),
    omega: await checked('Omega'),
    all: await checked('Tất cả'),
    male: await checked('Nam'),
    female: await checked('Nữ'),
  };
}

describe('storefront browsing', () => {
  it('home → featured brand → filtered catalogue → filters and sort → the shared URL shows the same page', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Vẻ Đẹp Vượt Thời Gian' }).waitFor();

    const brands = page.getByRole('region', { name: 'Thương Hiệu Nổi Bật' });
    await brands.getByRole('link', { name: /Omega/ }).click();
    await page.waitForURL(/\/products\?brands=\d+$/);
    const omegaId = Number(new URL(page.url()).searchParams.get('brands'));

    // Only Omega watches, as many as the API counts.
    const { total } = await apiJson<{ total: number }>(`/api/products?brandIds=${omegaId}&limit=1`);
    await page.getByText(`${total} sản phẩm`, { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Omega', exact: true }).isChecked()).toBe(true);
    const omegaNames = await cardNames(page);
    expect(omegaNames).toHaveLength(total);
    expect(omegaNames.every((n) => n.includes('Omega'))).toBe(true);

    // Filters and sort: men's Omega watches, lowest price first (no price last), 24 a page.
    await page.getByRole('checkbox', { name: 'Nam', exact: true }).check();
    await page.getByRole('combobox', { name: 'Sắp xếp' }).selectOption('lowest');
    await page.getByRole('combobox', { name: 'Hiển thị' }).selectOption('24');
    await expect.poll(() => new URL(page.url()).search).toBe(`?limit=24&sort=lowest&brands=${omegaId}&gender=male`);

    const expected = await apiJson<{ products: { name: string }[] }>(
      `/api/products?brandIds=${omegaId}&gender=male&order=${encodeURIComponent('price ASC')}&limit=24`,
    );
    await expect.poll(() => cardNames(page)).toEqual(expected.products.map((p) => p.name));
    const shownNames = await cardNames(page);
    expect(shownNames.length).toBeGreaterThan(1);
    const state = await controls(page);
    expect(state).toEqual({ limit: '24', sort: 'lowest', omega: true, all: false, male: true, female: false });

    // The same URL in a new window shows the same products and controls.
    const shared = page.url();
    const second = await newPage(run.browser, run.shop.url);
    await second.page.goto(shared);
    await second.page.getByRole('checkbox', { name: 'Omega', exact: true }).waitFor();
    expect(await cardNames(second.page)).toEqual(shownNames);
    expect(await controls(second.page)).toEqual(state);
    expect(second.page.url()).toBe(shared);

    expect(errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await second.context.close();
    await context.close();
  });

  it('finds products named with “Đồng hồ” when searching dong ho without diacritics', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    await page.goto('/products');

    // The header's inline search lists up to 5 of them.
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('dong ho');
    const results = page.getByRole('listbox', { name: 'Kết quả tìm kiếm' });
    await results.waitFor();
    expect(await results.getByRole('option').count()).toBe(5);

    // The catalogue search (Enter).
    const box = page.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm trong danh mục' });
    await box.fill('dong ho');
    await box.press('Enter');
    await page.waitForURL(/search=dong%20ho/);
    await page.getByText('“dong ho”', { exact: true }).waitFor();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => n.includes('Đồng hồ'))).toBe(true);
    expect(names.every((n) => foldText(n).includes('dong ho'))).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a shopper typed into the header search before the page’s code had loaded', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    // The page's scripts arrive late (a slow connection): the shopper types into the server-rendered input.
    await page.route('**/assets/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // Typed as soon as the server's HTML shows the field, before any script has run.
    await page.goto('/products', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('dong ho');
    const results = page.getByRole('listbox', { name: 'Kết quả tìm kiếm' });
    await results.waitFor();
    expect(await results.getByRole('option').count()).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no horizontal scroll at 360 px on the home page and the catalogue', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url, { width: 360, height: 740 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Vẻ Đẹp Vượt Thời Gian' }).waitFor();
    await page.getByRole('region', { name: 'Sản Phẩm Nổi Bật' }).getByRole('article').first().waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    // Scrolled down: the header shows, the carousel (loaded near the viewport) is in.
    await page.getByRole('region', { name: 'Hình Ảnh Nổi Bật' }).scrollIntoViewIfNeeded();
    await page.getByRole('banner').waitFor();
    await page.getByRole('button', { name: 'Ảnh tiếp theo' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await page.goto('/products');
    await cardNames(page);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Bộ lọc' }).click();
    await page.getByRole('checkbox', { name: 'Rolex', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Submariner', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mở menu' }).click();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    expect(errors).toEqual([]);
    await context.close();
  });
});

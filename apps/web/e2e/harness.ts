import type { Order } from '@shop/core/schemas/order';
import type { Product } from '@shop/core/schemas/product';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startShop, type ShopServer } from '../../../test-support/shop-server';

export { ADMIN_PASSWORD } from '../../../test-support/shop-server';
export { fillSignIn, signIn, submitSignIn } from '../../../test-support/sign-in';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface ShopInBrowser {
  shop: ShopServer;
  browser: Browser;
  /** The demo catalogue as the storefront lists it, read once the shop has started. */
  products: Product[];
  /** The demo product whose name starts so (a missing one fails the journey). */
  byName(prefix: string): Product;
}

/**
 * The built shop and Chromium for a file's journeys: started before its first test, stopped after
 * its last. Read `shop`, `browser` and `products` inside the tests (they are set once the start-up
 * has run).
 */
export function shopInBrowser(): ShopInBrowser {
  const run = { byName: (prefix: string) => productNamed(run.products, prefix) } as ShopInBrowser;
  beforeAll(async () => {
    run.shop = await startShop();
    run.browser = await launchBrowser();
    run.products = await catalogueProducts(run.shop.url);
  }, 120_000);
  afterAll(async () => {
    await run.browser?.close();
    await run.shop?.stop();
  });
  return run;
}

/** The demo catalogue's products with their variants, category and brand (as the storefront lists them). */
async function catalogueProducts(url: string): Promise<Product[]> {
  const res = await fetch(`${url}/api/products?limit=100&include=variants,category,brand`);
  return ((await res.json()) as { products: Product[] }).products;
}

/** The demo product whose name starts so (the demo catalogue has it: a missing one fails the journey). */
function productNamed(products: readonly Product[], prefix: string): Product {
  const product = products.find((p) => p.name.startsWith(prefix));
  if (!product) throw new Error(`demo product ${prefix} missing`);
  return product;
}

/** A fresh context whose page fails the test on any uncaught page error. */
export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, locale: 'vi-VN' });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Whatever the shop's Content-Security-Policy blocks (a script, an image, a request) is an error too,
  // including what Chromium reports without a console message (an `eval` a script tried and caught,
  // as zod's probe of `new Function`): every violation event is written to the console.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/** Signs in through the API and returns the bearer token (for direct API checks). */
export async function apiLogin(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The orders the back office finds for `search` (an order code, a phone…), read through the API as staff. */
export async function findOrders(url: string, token: string, search: string): Promise<Order[]> {
  const res = await fetch(`${url}/api/orders?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { orders: Order[] }).orders;
}

/** The fields of a variant that its PUT sends back unchanged. */
export interface VariantFields {
  id: number;
  name: string;
  sizeId: number | null;
  price: number | null;
  discount: number;
  color: string | null;
}

/** Sets a variant's stock through the API as staff (PUT /api/product-variants/:id); the caller checks the answer. */
export async function putVariantStock(url: string, token: string, variant: VariantFields, stock: number) {
  return fetch(`${url}/api/product-variants/${variant.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: variant.name,
      sizeId: variant.sizeId,
      price: variant.price,
      discount: variant.discount,
      color: variant.color,
      stock,
    }),
  });
}

/**
 * Fills the checkout page's buyer and a Hà Nội delivery address (Phường Hoàn Kiếm, 1 Tràng Tiền)
 * and chooses payment by bank transfer.
 */
export async function fillCheckoutForBankTransfer(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel('Họ và tên').fill(name);
  await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
  await page.getByLabel('Tỉnh / Thành phố').selectOption('Thành phố Hà Nội');
  // The ward is chosen from the province's list, typed without marks.
  await page.getByRole('combobox', { name: 'Phường / Xã' }).fill('hoan kiem');
  await page.getByRole('option', { name: 'Phường Hoàn Kiếm' }).click();
  await page.getByLabel('Số nhà, tên đường').fill('1 Tràng Tiền');
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check();
}

/**
 * Waits until a page has settled: loaded, and no resource finished for half a second. Playwright's
 * `networkidle` never comes on back-office pages, whose live order stream (GET /api/events) stays open.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  let seen = -1;
  for (let i = 0; i < 60; i += 1) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === seen) return;
    seen = now;
    await page.waitForTimeout(500);
  }
}

/** Clicks a status button of the order's page and confirms the move. */
export async function moveOrder(page: Page, code: string, next: string) {
  await page.getByRole('button', { name: `Chuyển sang ${next}` }).click();
  if (next === 'Đang Giao') {
    // Shipping asks for the carrier and the tracking number the shopper is told.
    const dialog = page.getByRole('dialog', { name: 'Giao hàng' });
    await dialog.getByLabel('Đơn vị vận chuyển *').fill('Giao Hàng Nhanh');
    await dialog.getByLabel('Mã vận đơn *').fill('GHN8K2P4Q7');
    await dialog.getByRole('button', { name: 'Chuyển sang Đang Giao' }).click();
    await dialog.waitFor({ state: 'detached' });
  } else {
    const dialog = page.getByRole('dialog', { name: 'Chuyển trạng thái' });
    await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await page
    .getByRole('heading', { name: `Đơn hàng ${code}` })
    .locator('..')
    .getByText(next, { exact: true })
    .waitFor();
}

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export { ADMIN_PASSWORD, startShop, type ShopServer } from '../../../test-support/shop-server';
export { signIn } from '../../../test-support/sign-in';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** A fresh context whose page fails the test on any uncaught page error. */
export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, locale: 'vi-VN' });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Whatever the shop's Content-Security-Policy blocks (a script, an image, a request) is an error too.
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

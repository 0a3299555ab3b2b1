import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startShop, type ShopServer } from './harness';

// Issue 4 "Speed": the JavaScript a first visit to the storefront loads, measured in the browser.
const BUDGET_KB = 120;

const ASSETS = resolve(import.meta.dirname, '../dist/assets');
const FORBIDDEN_PREFIXES = ['admin-app-', 'login-page-'];

interface ScriptLoad {
  url: string;
  /** Bytes on the wire (CDP encodedDataLength: compressed when the server compresses). */
  transferred: number;
  /** The same body gzip-compressed (level 9, as Vite reports it). */
  gzip: number;
}

let shop: ShopServer;
let browser: Browser;
let forbidden: string[];

beforeAll(async () => {
  forbidden = readdirSync(ASSETS).filter((f) => f.endsWith('.js') && FORBIDDEN_PREFIXES.some((p) => f.startsWith(p)));
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Opens `path` in a fresh context (first visit, empty cache) and lists every request and script load. */
async function firstVisit(path: string) {
  const { context, page, errors } = await newPage(browser, shop.url, { width: 412, height: 823 });
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

  for (const path of ['/', '/products']) {
    it(`${path} never fetches the admin or login code and stays in the JS budget`, async () => {
      const { requests, loads, errors } = await firstVisit(path);
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
        `[budget] ${path}: ${loads.length} scripts, ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB), ` +
          `${kb(transferred)} KB transferred\n${detail}`,
      );
      expect(kb(gzip)).toBeLessThanOrEqual(BUDGET_KB);
    });
  }

  // The server sends a storefront page's first API answers with its HTML (pages/storefront-preload):
  // the app takes them instead of asking, so a first visit makes none of these requests.
  for (const [path, sent] of [
    ['/', ['/api/settings', '/api/categories']],
    [
      '/products?sort=lowest&limit=24&gender=male',
      ['/api/settings', '/api/categories', '/api/products?', '/api/brands/active', '/api/sub-brands/active'],
    ],
    ['/categories/1-dong-ho-nam', ['/api/settings', '/api/products?']],
  ] as const) {
    it(`${path} uses the answers sent with the page instead of fetching them`, async () => {
      const { requests, errors } = await firstVisit(path);
      expect(errors).toEqual([]);
      const api = requests.map((u) => new URL(u)).filter((u) => u.pathname.startsWith('/api/'));
      const asked = api.map((u) => u.pathname + u.search);
      for (const prefix of sent) {
        expect(
          asked.filter((a) => a === prefix || (prefix.endsWith('?') && a.startsWith(prefix))),
          `${path} ${prefix}`,
        ).toEqual([]);
      }
    });
  }
});

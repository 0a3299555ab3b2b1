import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ADMIN_PASSWORD = 'mat-khau-e2e-123';
const ROOT = resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

export interface ShopServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The compiled server as `npm start` runs it (`npm run build` first), else the TypeScript sources. */
const SERVER = existsSync(join(ROOT, 'apps/api/dist/server.js'))
  ? ['--enable-source-maps', 'apps/api/dist/server.js']
  : ['--import', 'tsx', 'apps/api/src/server.ts'];

/** Starts the built shop (`npm run build` first) on a temporary data dir with the demo catalogue. */
export async function startShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const child: ChildProcess = spawn(process.execPath, SERVER, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('shop did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

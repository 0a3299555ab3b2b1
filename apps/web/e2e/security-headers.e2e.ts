import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, newPage, settle, shopInBrowser } from './harness';

/**
 * The built shop works in Chromium under its Content-Security-Policy (scripts only from the shop's
 * files, no inline script): the storefront hydrates, the lazy chunks load, product images and images
 * made in the page (a QR code as a data: URL or a canvas) show, and the back office signs in. Any
 * violation is reported on the console and fails the journey (harness `newPage`).
 */
const run = shopInBrowser();

/** Every <img> of the page that has finished loading without showing anything. */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images].filter((i) => i.complete && i.currentSrc && i.naturalWidth === 0).map((i) => i.currentSrc),
  );

describe('the built shop under its CSP', () => {
  it('serves pages whose only scripts are the shop’s own files', async () => {
    for (const url of ['/', '/products', '/admin']) {
      const res = await fetch(`${run.shop.url}${url}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toMatch(/script-src 'self';/);
      const html = await res.text();
      // Inline <script> elements carry data only (JSON, JSON-LD), which the browser never runs.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs, body]) => !/\bsrc=/.test(attrs!) && body!.trim() !== '',
      );
      for (const [, attrs] of inline) expect(attrs, url).toMatch(/type="application\/(ld\+)?json"/);
      // No link is made from the request's host (127.0.0.1: PUBLIC_URL is unset, links use localhost).
      expect(html, url).not.toContain(new URL(run.shop.url).host);
    }
  });

  it('the storefront hydrates and shows its images; a data: URL and a canvas image show too', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    try {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.goto('/products');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      // Hydrated: a click is handled by the app (client-side navigation to a product page).
      const catalogueTitle = await page.getByRole('heading', { level: 1 }).first().textContent();
      await page.locator('a[href^="/product/"]').first().click();
      await page.waitForURL(/\/product\//);
      // The product page is in (its own heading, not the catalogue's still on screen) with its images.
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
        .not.toBe(catalogueTitle);
      await page.locator('main img').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.images.length)).toBeGreaterThan(0);
      expect(await brokenImages(page)).toEqual([]);

      // What the checkout's VietQR image will be: a data: URL, or drawn on a canvas and shown as blob:.
      const shown = await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 8;
        const ctx = canvas.getContext('2d')!;
        ctx.fillRect(0, 0, 4, 4);
        const load = (src: string) =>
          new Promise<number>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
            img.src = src;
            document.body.append(img);
          });
        const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!)));
        return [await load(canvas.toDataURL()), await load(URL.createObjectURL(blob))];
      });
      expect(shown).toEqual([8, 8]);
      expect(errors).toEqual([]);

      // The policy is enforced: an inline script put into the page (as an injection would) does not
      // run, and the violation is reported (which is what fails the other journeys).
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.body.dataset.injected = "yes"';
        document.body.append(script);
        return document.body.dataset.injected === 'yes';
      });
      expect(ran).toBe(false);
      await expect.poll(() => errors.join('\n')).toMatch(/Content Security Policy/);
    } finally {
      await context.close();
    }
  });

  it('the back office signs in and opens its screens', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    try {
      await page.goto('/login');
      await page.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
      await page.getByLabel('Mật khẩu', { exact: true }).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Đăng nhập thành công' })
        .getByRole('button', { name: 'Tiếp tục' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Bảng Điều Khiển' }).waitFor();
      // A full load of another screen: the session comes back through the refresh cookie.
      await page.goto('/admin/settings');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      expect(await brokenImages(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { createRequire } from 'node:module';
import { HtmlValidate } from 'html-validate';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, shopInBrowser, submitSignIn } from './harness';

/**
 * Every storefront and back-office screen of the built shop, checked as a validator and a screen
 * reader would: axe-core (injected into the page) finds no violation, and the markup (as the server
 * sends it and as the browser holds it once hydrated) has unique ids, valid ARIA, no interactive
 * content inside interactive content and unique landmarks (html-validate). Then the layout checks a
 * shopper notices: the floating contact buttons never cover a control that cannot be scrolled out
 * from under them (360 px too), and Liên Hệ stops the contact block below the sticky header.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // Style advice, not validity: React writes boolean attributes as attr="", layout uses inline
    // styles, a listbox of product suggestions cannot be a native <select>, naming a list is valid
    // ARIA, and buttons of libraries (sonner) leave out type (a validator accepts both).
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
    'prefer-native-element': 'off',
    'aria-label-misuse': 'off',
    'no-implicit-button-type': 'off',
    // A label that both wraps its control and names it with `for` is valid HTML.
    'no-redundant-for': 'off',
  },
});

const run = shopInBrowser();

/** A page that may run axe: the shop's CSP allows no injected script, so the context bypasses it. */
async function open(
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await run.browser.newContext({ baseURL: run.shop.url, viewport, locale: 'vi-VN', bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Waits until the page has settled (no request for a while, the main heading shown). */
async function settleWithHeading(page: Page) {
  await settle(page);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
}

type Violation = { id: string; impact: string; nodes: { target: string[] }[] };

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function markupErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
}

/** axe and the markup rules on the page now shown (and on the server's HTML of `path`): what is wrong. */
async function problems(page: Page, path?: string): Promise<string[]> {
  const found = [
    ...(await axeViolations(page)).map((v) => `${page.url()} axe ${v}`),
    ...(await markupErrors(await page.content())).map((m) => `${page.url()} (hydrated) ${m}`),
  ];
  if (path) {
    const served = await (await fetch(`${run.shop.url}${path}`)).text();
    found.push(...(await markupErrors(served)).map((m) => `${path} (as served) ${m}`));
  }
  return found;
}

describe('storefront screens', () => {
  const paths = () => {
    const product = run.products.find((p) => p.images.length > 0)!;
    return [
      '/',
      '/products',
      '/products?search=dong%20ho',
      `/products?category=${product.categoryId}`,
      `/product/${product.slug}`,
      '/cart',
      '/about',
      '/contact',
    ];
  };

  it('have no axe violation and valid markup, on a desktop and a 360 px screen', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const { context, page, errors } = await open(viewport);
      try {
        const found: string[] = [];
        for (const path of paths()) {
          await page.goto(path);
          await settleWithHeading(page);
          found.push(...(await problems(page, viewport.width === 1280 ? path : undefined)));
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('the header search with its suggestions open, and a cart with a line', async () => {
    const { context, page } = await open();
    const found: string[] = [];
    try {
      await page.goto('/products');
      await settleWithHeading(page);
      await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('rolex');
      await page.getByRole('listbox', { name: 'Kết quả tìm kiếm' }).getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      found.push(...(await problems(page)));

      const product = run.products.find((p) => (p.variants ?? []).some((v) => v.price !== null) && p.inStock)!;
      await page.goto(`/product/${product.slug}`);
      await settleWithHeading(page);
      await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      await page.getByText('Đã thêm vào giỏ hàng').waitFor();
      // The toast slides and fades in (400 ms): measured mid-animation its colours are not its own.
      await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
      await page.waitForTimeout(600);
      found.push(...(await problems(page)));
      await page.goto('/cart');
      await settleWithHeading(page);
      found.push(...(await problems(page)));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('back-office screens', () => {
  it('have no axe violation and valid markup', async () => {
    const { context, page } = await open();
    const found: string[] = [];
    try {
      await page.goto('/login');
      await settleWithHeading(page);
      found.push(...(await problems(page, '/login')));
      await submitSignIn(page);
      for (const path of [
        '/admin',
        '/admin/shop',
        '/admin/products',
        '/admin/orders',
        '/admin/customers',
        '/admin/users',
        '/admin/images',
        '/admin/settings',
        '/admin/roles',
        '/admin/rights',
      ]) {
        await page.goto(path);
        await settleWithHeading(page);
        found.push(...(await problems(page)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('layout a shopper notices', () => {
  /** Every link and button of the page, scrolled to the middle of the screen (or as far as it goes), is the element found at its centre. */
  async function coveredControls(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const covered: string[] = [];
      const floating = document.querySelector('aside[aria-label="Liên hệ nhanh"]');
      for (const el of document.querySelectorAll<HTMLElement>('main a, main button, footer a, footer button')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
        await new Promise((r) => requestAnimationFrame(r));
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && floating?.contains(hit))
          covered.push(el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
      }
      return covered;
    });
  }

  it('the floating contact buttons never cover a link or button for good, on 360 px too', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const { context, page } = await open(viewport);
      try {
        const product = run.products.find((p) => (p.variants ?? []).some((v) => v.price !== null) && p.inStock)!;
        await page.goto(`/product/${product.slug}`);
        await settleWithHeading(page);
        await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
        await page.getByText('Đã thêm vào giỏ hàng').first().waitFor();
        for (const path of ['/', '/products', `/product/${product.slug}`, '/cart']) {
          await page.goto(path);
          await settleWithHeading(page);
          expect(await coveredControls(page), `${path} at ${viewport.width} px`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('the cart (rendered by the browser) and the checkout do not move when their footer comes late (no layout shift)', async () => {
    for (const path of ['/cart', '/checkout']) {
      const { context, page } = await open({ width: 360, height: 740 });
      try {
        // The footer's code comes late, as on a slow phone: nothing already shown may move when it does.
        await page.route(/\/assets\/site-footer-[^/]+\.js$/, async (route) => {
          await new Promise((r) => setTimeout(r, 800));
          await route.continue();
        });
        await page.addInitScript(() => {
          const w = window as unknown as { shifted: number };
          w.shifted = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!e.hadRecentInput) w.shifted += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await settleWithHeading(page);
        await page.locator('footer').waitFor();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), path).toBeLessThan(0.01);
      } finally {
        await context.close();
      }
    }
  });

  it('Liên Hệ brings the contact block into view below the sticky header', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const { context, page } = await open(viewport);
      try {
        await page.goto(`/product/${run.products[0]!.slug}`);
        await settleWithHeading(page);
        await page.getByRole('button', { name: 'Liên Hệ', exact: true }).click();
        const heading = page.getByRole('heading', { name: 'Liên hệ đặt hàng' });
        await expect.poll(() => heading.evaluate((h) => document.activeElement === h)).toBe(true);
        await page.waitForTimeout(1500); // the smooth scroll ends
        const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
        const headerBottom = await page.getByRole('banner').evaluate((h) => {
          const r = h.getBoundingClientRect();
          return getComputedStyle(h).visibility === 'hidden' ? 0 : r.bottom;
        });
        expect(top, `${viewport.width} px`).toBeGreaterThanOrEqual(headerBottom);
        expect(top).toBeLessThan(viewport.height / 2);
      } finally {
        await context.close();
      }
    }
  });
});

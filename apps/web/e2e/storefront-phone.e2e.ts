import { readFileSync } from 'node:fs';
import { discountedPrice, formatMoney } from '@shop/core/pricing';
import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiLogin,
  fillCheckoutForBankTransfer,
  newPage,
  putVariantStock,
  settle,
  shopInBrowser,
} from './harness';

/**
 * The storefront on phones (360 and 375 px wide), as a shopper holding one uses it: the floating
 * contact button never covers what the page shows; the product page keeps its price and Thêm vào
 * giỏ in a bar once its own button has scrolled away; the bank-transfer page saves its QR code as
 * a PNG named after the order.
 */
const run = shopInBrowser();
let token: string;

const PHONES = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
] as const;

async function setSetting(key: string, value: string) {
  const res = await fetch(`${run.shop.url}/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ key, value }),
  });
  if (!res.ok) throw new Error(`setting ${key}: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
  // Every contact channel on (the floating group at its fullest) and a bank account for transfers.
  await setSetting('contact.zalo.link', 'https://zalo.me/0901234567');
  await setSetting('contact.messenger.link', 'https://m.me/dongho.demo');
  await setSetting('contact.phone.number', '0901 234 567');
  // The bank account has a route of its own: the owner confirms it with their password.
  const res = await fetch(`${run.shop.url}/api/settings/payment-account`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      bankBin: '970436',
      accountNumber: '0071000123456',
      accountName: 'CONG TY DONG HO SANG TRONG',
      currentPassword: ADMIN_PASSWORD,
    }),
  });
  if (!res.ok) throw new Error(`payment account: ${res.status} ${await res.text()}`);
});

/** A watch that can be put in the cart (priced, in stock). */
const orderable = () => run.products.find((p) => p.inStock && (p.variants?.[0]?.price ?? 0) > 0)!;

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await page.locator('h1').first().waitFor();
}

async function addToCart(page: Page, slug: string) {
  await openPage(page, `/product/${slug}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await page.getByText('Đã thêm vào giỏ hàng').first().waitFor();
}

/**
 * The page's controls that the floating contact covers: each link, button and field of the page,
 * brought into view as the keyboard brings it (focus) and as a shopper scrolling down first sees it
 * (at the bottom of the screen), is the element found at its centre.
 */
async function coveredByContact(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const floating = document.querySelector('aside[aria-label="Liên hệ nhanh"]');
    const covered = new Set<string>();
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input, main select, main textarea, footer a[href]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Hidden controls, and the visually hidden inputs of styled radios and checkboxes.
      if (box.width <= 2 || box.height <= 2 || el.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const bring of ['focus', 'scroll'] as const) {
        if (bring === 'focus') el.focus();
        else el.scrollIntoView({ block: 'end', behavior: 'instant' });
        await frame();
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && floating?.contains(hit))
          covered.add(`${bring}: ${el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return [...covered];
  });
}

describe.each(PHONES)('on a phone $width px wide', (viewport) => {
  it('the floating contact is one button that opens Zalo, Messenger and the hotline, and covers nothing on the catalogue, product and checkout pages', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url, viewport);
    try {
      const product = orderable();
      await addToCart(page, product.slug);
      for (const path of ['/products', `/product/${product.slug}`, '/checkout']) {
        await openPage(page, path);
        const contact = page.getByRole('complementary', { name: 'Liên hệ nhanh' });
        // Closed: one button, nothing else of it on the screen.
        const open = contact.getByRole('button', { name: 'Mở liên hệ nhanh' });
        expect(await open.isVisible(), path).toBe(true);
        expect(await contact.getByRole('link').count(), path).toBe(0);
        expect(await coveredByContact(page), `${path} at ${viewport.width} px`).toEqual([]);
      }

      // Opened: the three ways, each named; Escape closes it and gives the focus back.
      const contact = page.getByRole('complementary', { name: 'Liên hệ nhanh' });
      await contact.getByRole('button', { name: 'Mở liên hệ nhanh' }).click();
      const zalo = contact.getByRole('link', { name: /Zalo/ });
      await zalo.waitFor();
      expect(await zalo.getAttribute('href')).toBe('https://zalo.me/0901234567');
      expect(await contact.getByRole('link', { name: /Messenger/ }).getAttribute('href')).toBe(
        'https://m.me/dongho.demo',
      );
      expect(await contact.getByRole('link', { name: /0901 234 567/ }).getAttribute('href')).toBe('tel:0901234567');
      await page.keyboard.press('Escape');
      await zalo.waitFor({ state: 'detached' });
      expect(
        await contact.getByRole('button', { name: 'Mở liên hệ nhanh' }).evaluate((b) => b === document.activeElement),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the product page keeps its price and Thêm vào giỏ in a bar once its own button has scrolled away', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url, viewport);
    try {
      const product = orderable();
      await openPage(page, `/product/${product.slug}`);
      const bar = page.getByRole('region', { name: 'Mua nhanh' });
      const own = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
      const first = product.variants![0]!;
      const price = formatMoney(discountedPrice(first.price!, first.discount));
      expect(await bar.isVisible()).toBe(false);

      // Scrolled until the page's own button is above the screen: the bar comes.
      await own.evaluate((b) =>
        window.scrollTo({ top: b.getBoundingClientRect().bottom + window.scrollY + 40, behavior: 'instant' }),
      );
      await bar.waitFor();
      expect(await bar.innerText()).toContain(price);
      const barButton = bar.getByRole('button', { name: 'Thêm vào giỏ' });
      // Nothing floats over the bar's button.
      const onTop = await barButton.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && b.contains(hit);
      });
      expect(onTop).toBe(true);
      await barButton.click();
      await page.getByText('Đã thêm vào giỏ hàng').first().waitFor();
      await page.getByRole('link', { name: 'Giỏ hàng (1 sản phẩm)' }).first().waitFor();

      // Back up to the page's own button: the bar goes.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await bar.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the bank-transfer page saves its QR code as a PNG named after the order', async () => {
    const { context, page, errors } = await newPage(run.browser, run.shop.url, viewport);
    try {
      await addToCart(page, orderable().slug);
      await openPage(page, '/checkout');
      await fillCheckoutForBankTransfer(page, 'Khách Điện Thoại', '0912 000 111');
      await page.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với Điều khoản và Chính sách đổi trả' }).check();
      await page.getByRole('button', { name: 'Đặt Hàng' }).click();
      await page.getByRole('heading', { level: 1, name: 'Đặt hàng thành công!' }).waitFor();
      const code = /\/order\/(DH\w+)$/.exec(page.url())![1]!;

      const save = page.getByRole('button', { name: 'Lưu mã QR' });
      const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
      expect(download.suggestedFilename()).toBe(`ma-qr-${code}.png`);
      const png = readFileSync(await download.path());
      const saved = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(saved.info.format).toBe('raw');
      expect(saved.info.width).toBeGreaterThanOrEqual(480);

      // The picture is the order's VietQR code, module for module.
      const lookup = await fetch(`${run.shop.url}/api/orders/lookup?code=${code}&phone=0912000111`);
      const { payment } = (await lookup.json()) as { payment: { qr: string } };
      const expected = await QRCode.toBuffer(payment.qr, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 4,
        width: saved.info.width,
      });
      const want = await sharp(expected).ensureAlpha().raw().toBuffer();
      const got = await sharp(png).ensureAlpha().raw().toBuffer();
      expect(got.equals(want)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stock is told before the checkout: Chỉ còn N on the product page, the cart stops at what is left and checks again when opened', async () => {
    // A watch of its own (the other journeys order the first one), with one variant counted at 2 pieces.
    // The page starts on the first variant: a watch whose first variant is priced.
    const watches = run.products.filter((p) => p.inStock && (p.variants?.[0]?.price ?? 0) > 0);
    const product = watches[viewport.width === 360 ? watches.length - 1 : watches.length - 2]!;
    const variant = product.variants![0]!;
    const setStock = async (stock: number) => {
      const res = await putVariantStock(run.shop.url, token, variant, stock);
      if (!res.ok) throw new Error(`stock: ${res.status} ${await res.text()}`);
    };
    await setStock(2);
    const { context, page, errors } = await newPage(run.browser, run.shop.url, viewport);
    try {
      await openPage(page, `/product/${product.slug}`);
      await page.getByText('Chỉ còn 2', { exact: true }).waitFor();
      const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
      for (let i = 0; i < 3; i++) await add.click();
      await page
        .getByText(/Giỏ hàng đã có đủ số lượng có thể đặt\. Chỉ còn 2 sản phẩm trong kho/)
        .first()
        .waitFor();

      await openPage(page, '/cart');
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
      expect(await line.getByLabel('Số lượng', { exact: true }).innerText()).toBe('2');
      expect(await line.getByRole('button', { name: 'Tăng số lượng' }).isDisabled()).toBe(true);
      expect(await line.getByText('Chỉ còn 2 sản phẩm trong kho').isVisible()).toBe(true);

      // Someone bought one meanwhile: opening the cart again lowers the line and says so.
      await setStock(1);
      await openPage(page, '/products');
      await openPage(page, '/cart');
      await page.getByText(/số lượng đã được giảm theo số còn lại/).waitFor();
      expect(await line.getByLabel('Số lượng', { exact: true }).innerText()).toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await setStock(10);
    }
  });
});

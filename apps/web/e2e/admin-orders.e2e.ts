import { formatMoney } from '@shop/core/pricing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, launchBrowser, newPage, startShop, type ShopServer } from './harness';

let shop: ShopServer;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

interface ApiProduct {
  id: number;
  inStock: boolean;
  variants?: { id: number; price: number | null }[];
}

/** Places an order the way the storefront does: POST /api/orders (public) for a demo product's first priced variant. */
async function placeStorefrontOrder(url: string): Promise<{ code: string; amount: number }> {
  const res = await fetch(`${url}/api/products?include=variants&limit=50`);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const product = products.find((p) => p.inStock && p.variants?.some((v) => (v.price ?? 0) > 0));
  const variant = product?.variants?.find((v) => (v.price ?? 0) > 0);
  if (!product || !variant) throw new Error('no orderable demo product');
  const order = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: 'Khách Hàng E2E',
      phone: '0912 345 678',
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '1 Nguyễn Huệ' },
      items: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
    }),
  });
  expect(order.status).toBe(201);
  return (await order.json()) as { code: string; amount: number };
}

async function revenueShown(page: Page): Promise<string> {
  const card = page.locator('article').filter({ has: page.getByText('Doanh thu', { exact: true }) });
  return (await card.locator('dd').textContent())?.trim() ?? '';
}

describe('orders journey', () => {
  it('an order placed on the storefront appears in Orders, is moved to completed, and the revenue follows', async () => {
    const token = await apiLogin(shop.url, 'admin', ADMIN_PASSWORD);
    const before = (await (
      await fetch(`${shop.url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      revenue: number;
    };
    const order = await placeStorefrontOrder(shop.url);

    const { page, context, errors } = await newPage(browser, shop.url);
    try {
      await page.goto('/login');
      await page.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
      await page.getByLabel('Mật khẩu', { exact: true }).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Đăng nhập thành công' })
        .getByRole('button', { name: 'Tiếp tục' })
        .click();
      await page.waitForURL(/\/admin$/);
      await page.getByText('Doanh thu', { exact: true }).waitFor();
      expect(await revenueShown(page)).toBe(formatMoney(before.revenue));

      await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Đơn Hàng' }).click();
      await page.getByRole('heading', { level: 1, name: 'Đơn Hàng' }).waitFor();
      await page.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(order.code);
      const row = page.getByRole('row').filter({ hasText: order.code });
      await row.getByText('Chờ Xử Lý').waitFor();
      await row.getByText('Khách Hàng E2E').waitFor();

      for (const next of ['Đang Xử Lý', 'Đã Giao', 'Hoàn Thành']) {
        await row.getByRole('button', { name: `Chuyển sang ${next}` }).click();
        await row.getByText(next, { exact: true }).waitFor();
      }
      // Completed is final: no next status, no cancel.
      await expect.poll(() => row.getByRole('button').count()).toBe(1);

      // The detail shows the history of the moves.
      await row.getByRole('button', { name: `Xem đơn hàng ${order.code}` }).click();
      const dialog = page.getByRole('dialog', { name: `Đơn hàng ${order.code}` });
      await expect
        .poll(() => dialog.getByRole('region', { name: 'Lịch sử trạng thái' }).getByRole('listitem').count())
        .toBe(4);
      await dialog.getByRole('button', { name: 'Đóng', exact: true }).last().click();

      await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Bảng Điều Khiển' }).click();
      await page.getByText('Doanh thu', { exact: true }).waitFor();
      await expect.poll(() => revenueShown(page)).toBe(formatMoney(before.revenue + order.amount));
      const recent = page.getByRole('region', { name: 'Đơn hàng gần đây' });
      await recent.getByRole('listitem').filter({ hasText: order.code }).getByText('Hoàn Thành').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

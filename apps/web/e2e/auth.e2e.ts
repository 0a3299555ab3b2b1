import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, newPage, startShop, type ShopServer } from './harness';

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

describe('sign-in journey', () => {
  it('signs in at /login, stays signed in after a reload, and signs out through the confirm', async () => {
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
      const title = page.getByRole('heading', { level: 1, name: 'Bảng Điều Khiển' });
      await title.waitFor();
      const sidebar = page.getByRole('complementary', { name: 'Thanh điều hướng quản trị' });
      await sidebar.getByText('admin', { exact: true }).waitFor();

      // A reload keeps the session (stored tokens are verified at start-up).
      await page.reload();
      await title.waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await page.getByRole('region', { name: 'Đơn hàng gần đây' }).waitFor();

      // Sign out: the warning first; Hủy keeps the session.
      await sidebar.getByRole('button', { name: 'Đăng xuất' }).click();
      let dialog = page.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
      await dialog.getByText(/cần đăng nhập lại/).waitFor();
      await dialog.getByRole('button', { name: 'Hủy' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin');

      await sidebar.getByRole('button', { name: 'Đăng xuất' }).click();
      dialog = page.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
      await dialog.getByRole('button', { name: 'Đăng xuất' }).click();
      await page.waitForURL(/\/login/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      // The back office is closed again.
      await page.goto('/admin');
      await page.waitForURL(/\/login/);
      await page.getByLabel('Tên đăng nhập', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

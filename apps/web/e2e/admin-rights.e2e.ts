import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, launchBrowser, newPage, startShop, type ShopServer } from './harness';

let shop: ShopServer;
let browser: Browser;

const VIEWER = {
  username: 'xem.thu',
  password: 'xem-thu-123',
  email: 'xem.thu@example.com',
  firstName: 'Thu',
  lastName: 'Xem',
};
const VIEWER_ROLE_ID = 3;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function signIn(page: Page, username: string, password: string, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByRole('dialog', { name: 'Đăng nhập thành công' }).getByRole('button', { name: 'Tiếp tục' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('rights journey', () => {
  it('a viewer gets the Thêm Sản Phẩm button once the admin turns on products change for the viewer role', async () => {
    // A viewer account, created through the API as the admin.
    const token = await apiLogin(shop.url, 'admin', ADMIN_PASSWORD);
    const created = await fetch(`${shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...VIEWER, roleId: VIEWER_ROLE_ID, isActive: true }),
    });
    expect(created.status).toBe(201);

    const viewer = await newPage(browser, shop.url);
    const admin = await newPage(browser, shop.url);
    try {
      // The viewer sees the products but no add button.
      await signIn(viewer.page, VIEWER.username, VIEWER.password, '/admin/products');
      await viewer.page.getByRole('heading', { level: 1, name: 'Sản Phẩm' }).waitFor();
      await viewer.page.getByRole('list', { name: 'Danh sách sản phẩm' }).waitFor();
      expect(await viewer.page.getByRole('button', { name: 'Thêm Sản Phẩm', exact: true }).count()).toBe(0);

      // The admin finds the new account on the users screen…
      await signIn(admin.page, 'admin', ADMIN_PASSWORD, '/admin/users');
      await admin.page.getByLabel('Tìm kiếm người dùng').fill('xem.thu');
      const row = admin.page.getByRole('row').filter({ hasText: '@xem.thu' });
      await row.getByText('viewer', { exact: true }).waitFor();
      expect(await row.getByText('Chưa đăng nhập').count()).toBe(0); // signed in once: the date is shown

      // …and turns on products change for the viewer role in the permission editor.
      await admin.page.goto('/admin/rights');
      const viewerRole = admin.page.getByRole('region', { name: 'Vai trò viewer' });
      const change = viewerRole.getByRole('checkbox', { name: 'Thay đổi – Sản phẩm' });
      expect(await change.isChecked()).toBe(false);
      await viewerRole.getByRole('button', { name: 'Sửa quyền Sản phẩm' }).click();
      await change.check();
      await viewerRole.getByRole('button', { name: 'Lưu quyền Sản phẩm' }).click();
      await admin.page.getByText('Đã cập nhật quyền Sản phẩm').waitFor();
      await viewerRole.getByRole('button', { name: 'Sửa quyền Sản phẩm' }).waitFor();
      expect(await change.isChecked()).toBe(true);
      expect(await change.isDisabled()).toBe(true);

      // The admin role keeps every right: its rows cannot be edited.
      const adminRole = admin.page.getByRole('region', { name: 'Vai trò admin' });
      expect(await adminRole.getByRole('button', { name: /^Sửa quyền/ }).count()).toBe(0);

      // The viewer reloads and now has the add button.
      await viewer.page.reload();
      await viewer.page.getByRole('button', { name: 'Thêm Sản Phẩm', exact: true }).waitFor();

      expect(viewer.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await viewer.context.close();
      await admin.context.close();
    }
  });
});

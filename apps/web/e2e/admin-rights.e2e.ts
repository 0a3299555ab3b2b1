import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, newPage, shopInBrowser, signIn } from './harness';

const run = shopInBrowser();

const VIEWER = {
  username: 'xem.thu',
  password: 'xem-thu-quyen-123',
  email: 'xem.thu@example.com',
  firstName: 'Thu',
  lastName: 'Xem',
};
const VIEWER_ROLE_ID = 3;

describe('rights journey', () => {
  it('a viewer gets the Thêm Sản Phẩm button once the admin turns on products change for the viewer role', async () => {
    // A viewer account, created through the API as the admin.
    const token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
    const created = await fetch(`${run.shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...VIEWER, roleId: VIEWER_ROLE_ID, isActive: true }),
    });
    expect(created.status).toBe(201);

    const viewer = await newPage(run.browser, run.shop.url);
    const admin = await newPage(run.browser, run.shop.url);
    try {
      // The viewer sees the products but no add button.
      await signIn(viewer.page, { username: VIEWER.username, password: VIEWER.password, from: '/admin/products' });
      await viewer.page.getByRole('heading', { level: 1, name: 'Sản Phẩm' }).waitFor();
      await viewer.page.getByRole('list', { name: 'Danh sách sản phẩm' }).waitFor();
      expect(await viewer.page.getByRole('button', { name: 'Thêm Sản Phẩm', exact: true }).count()).toBe(0);

      // The admin finds the new account on the users screen…
      await signIn(admin.page, { from: '/admin/users' });
      await admin.page.getByLabel('Tìm kiếm người dùng').fill('xem.thu');
      const row = admin.page.getByRole('row').filter({ hasText: '@xem.thu' });
      await row.getByText('Nhân viên', { exact: true }).waitFor();
      expect(await row.getByText('Chưa đăng nhập').count()).toBe(0); // signed in once: the date is shown

      // …and turns on products change for the viewer role in the permission editor.
      await admin.page.goto('/admin/rights');
      const viewerRole = admin.page.getByRole('region', { name: 'Vai trò Nhân viên' });
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
      const adminRole = admin.page.getByRole('region', { name: 'Vai trò Quản trị' });
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

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

  it('the admin adds a role, renames it, and deletes it once nobody holds it', async () => {
    const token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
    const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${run.shop.url}/api${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const admin = await newPage(run.browser, run.shop.url);
    try {
      await signIn(admin.page, { from: '/admin/roles' });
      const list = admin.page.getByRole('region', { name: 'Danh sách vai trò' });
      // The built-in roles are shown by their Vietnamese names, and cannot be deleted.
      await list.getByRole('button', { name: /Quản lý/ }).click();
      await admin.page.getByRole('heading', { name: 'Phân quyền vai trò Quản lý' }).waitFor();
      expect(await admin.page.getByRole('button', { name: /^Xóa vai trò/ }).count()).toBe(0);

      // Thêm Vai Trò: name and description; the new role opens with every right off.
      await list.getByRole('button', { name: 'Thêm Vai Trò' }).click();
      const form = admin.page.getByRole('dialog', { name: 'Thêm Vai Trò' });
      await form.getByLabel('Tên vai trò *').fill('Thu ngân');
      await form.getByLabel('Mô tả').fill('Nhận tiền tại quầy');
      await form.getByRole('button', { name: 'Thêm Vai Trò' }).click();
      await admin.page.getByText('Đã thêm vai trò').waitFor();
      await admin.page.getByRole('heading', { name: 'Phân quyền vai trò Thu ngân' }).waitFor();
      expect(await admin.page.getByRole('checkbox', { name: 'Xem – Sản phẩm' }).isChecked()).toBe(false);

      // Sửa: a new name and description.
      await admin.page.getByRole('button', { name: 'Sửa vai trò Thu ngân' }).click();
      const edit = admin.page.getByRole('dialog', { name: 'Sửa Vai Trò' });
      await edit.getByLabel('Tên vai trò *').fill('Thu ngân ca tối');
      await edit.getByLabel('Mô tả').fill('Nhận tiền từ 17 giờ');
      await edit.getByRole('button', { name: 'Cập Nhật' }).click();
      await admin.page.getByRole('heading', { name: 'Phân quyền vai trò Thu ngân ca tối' }).waitFor();
      await list.getByText('Nhận tiền từ 17 giờ').waitFor();

      // Someone holds it: the delete is refused with their name.
      const roles = (await (await api('/roles')).json()) as { id: number; name: string }[];
      const roleId = roles.find((r) => r.name === 'Thu ngân ca tối')!.id;
      const cashier = await api('/auth/register', {
        method: 'POST',
        body: {
          username: 'thu.ngan.toi',
          password: 'thu-ngan-toi-123',
          email: 'thu.ngan.toi@example.com',
          firstName: 'Hoa',
          lastName: 'Lê',
          roleId,
          isActive: true,
        },
      });
      expect(cashier.status).toBe(201);
      const cashierId = ((await cashier.json()) as { id: number }).id;
      await admin.page.reload();
      await admin.page.getByRole('button', { name: 'Xóa vai trò Thu ngân ca tối' }).click();
      await admin.page.getByRole('dialog', { name: 'Xác nhận xóa' }).getByRole('button', { name: 'Xóa' }).click();
      await admin.page.getByText(/Không thể xóa vai trò "Thu ngân ca tối".*thu\.ngan\.toi/).waitFor();
      await admin.page.getByRole('button', { name: 'Đóng' }).first().click();

      // Once nobody holds it, it goes.
      expect((await api(`/users/${cashierId}`, { method: 'DELETE' })).status).toBe(200);
      await admin.page.getByRole('button', { name: 'Xóa vai trò Thu ngân ca tối' }).click();
      await admin.page.getByRole('dialog', { name: 'Xác nhận xóa' }).getByRole('button', { name: 'Xóa' }).click();
      await admin.page.getByText('Đã xóa vai trò').waitFor();
      await admin.page.getByRole('heading', { name: 'Phân quyền vai trò Quản trị' }).waitFor();
      expect(await list.getByText('Thu ngân ca tối').count()).toBe(0);

      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});

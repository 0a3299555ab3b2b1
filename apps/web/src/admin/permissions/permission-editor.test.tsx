import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, mockFetch, type MockAnswer } from '../../test/fetch-mock';
import { ALL, NONE, READ, renderScreen, rights } from '../components/test-render';
import { RIGHTS_MESSAGES } from '@shop/core/schemas/role';
import { RESOURCES } from '@shop/core/permissions';
import type { User } from '@shop/core/schemas/user';
import { adminUser } from '../../test/auth-fixtures';
import { RightsPage } from '../rights/rights-page';
import { OWN_RIGHTS_NOTE } from './permission-table';
import { ROLES, seededRights } from './test-fixtures';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

const adminRights = rights({ rights: ALL, roles: ALL, users: ALL });

function setup(
  routes: Record<string, MockAnswer | ((r: { body: unknown }) => MockAnswer | Promise<MockAnswer>)> = {},
  signedIn: User = adminUser,
) {
  const list = seededRights();
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': adminRights,
    'GET /api/roles': { body: ROLES },
    'GET /api/rights': () => ({ body: list }),
    'PATCH /api/rights/25': ({ body }) => {
      const right = list.find((r) => r.id === 25)!;
      Object.assign(right, body);
      return { body: right };
    },
    ...routes,
  });
  const view = renderScreen(<RightsPage />, { path: '/admin/rights', user: signedIn });
  return { api, ...view };
}

/** The section of one role in the matrix. */
const roleSection = async (name: string) => (await screen.findByText(`Vai trò ${name}`)).closest('section')!;

describe('permission editor (rights matrix)', { timeout: 30_000 }, () => {
  it("lists the resources in the editor's order, ending with users, dashboard, shop, the audit log and the resources added since", async () => {
    setup();
    const viewer = await roleSection('Nhân viên');
    const rows = within(viewer)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rows).toEqual([
      'Sản phẩm',
      'Danh mục',
      'Thương hiệu',
      'Kích thước',
      'Ảnh',
      'Đơn hàng',
      'Cài đặt',
      'Vai trò',
      'Quyền',
      'Người dùng',
      'Bảng điều khiển',
      'Cửa hàng',
      'Nhật ký',
      'Báo cáo doanh thu',
      'Kho đồng hồ',
      'Sửa chữa & bảo hành',
      'Tin nhắn',
      'Giá vốn',
      'Đổi trả',
      'Sự cố dữ liệu',
      'Dữ liệu cá nhân',
    ]);
  });

  it("saves only the edited row's right with the toggled flags", async () => {
    const { api, user } = setup();
    const viewer = await roleSection('Nhân viên');
    const change = within(viewer).getByLabelText('Thay đổi – Sản phẩm') as HTMLInputElement;
    expect(change.checked).toBe(false);
    expect(change.disabled).toBe(true); // view mode

    await user.click(within(viewer).getByLabelText('Sửa quyền Sản phẩm'));
    expect(change.disabled).toBe(false);
    await user.click(change);
    expect(api.to('PATCH /api/rights/25')).toHaveLength(0); // held locally until saved

    await user.click(within(viewer).getByLabelText('Lưu quyền Sản phẩm'));

    await waitFor(() => expect(api.to('PATCH /api/rights/25')).toHaveLength(1));
    expect(api.to('PATCH /api/rights/25')[0]!.body).toEqual({ isRead: true, isChange: true, isDelete: false });
    expect(await screen.findByText('Đã cập nhật quyền Sản phẩm')).toBeVisible();
    const saved = within(viewer).getByLabelText('Thay đổi – Sản phẩm') as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(saved.disabled).toBe(true);
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('cancel restores the stored flags and sends nothing', async () => {
    const { api, user } = setup();
    const viewer = await roleSection('Nhân viên');
    await user.click(within(viewer).getByLabelText('Sửa quyền Sản phẩm'));
    await user.click(within(viewer).getByLabelText('Xem – Sản phẩm'));
    await user.click(within(viewer).getByLabelText('Xóa – Sản phẩm'));
    await user.click(within(viewer).getByLabelText('Hủy sửa quyền Sản phẩm'));

    const read = within(viewer).getByLabelText('Xem – Sản phẩm') as HTMLInputElement;
    const del = within(viewer).getByLabelText('Xóa – Sản phẩm') as HTMLInputElement;
    expect([read.checked, del.checked, read.disabled]).toEqual([true, false, true]);
    expect(within(viewer).getByLabelText('Sửa quyền Sản phẩm')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('shows the admin role with every flag on and locked, and says why', async () => {
    setup();
    const admin = await roleSection('Quản trị');
    const boxes = within(admin).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(RESOURCES.length * 3);
    expect(boxes.every((b) => b.checked && b.disabled)).toBe(true);
    expect(within(admin).queryByRole('button', { name: /^Sửa quyền/ })).toBeNull();
    expect(within(admin).getByText(/luôn giữ toàn bộ quyền/)).toBeVisible();
  });

  it('keeps the row in edit mode and shows "Không thể cập nhật quyền" when the save fails', async () => {
    const { user } = setup({ 'PATCH /api/rights/25': apiError(400, 'Dữ liệu không hợp lệ') });
    const viewer = await roleSection('Nhân viên');
    await user.click(within(viewer).getByLabelText('Sửa quyền Sản phẩm'));
    await user.click(within(viewer).getByLabelText('Thay đổi – Sản phẩm'));
    await user.click(within(viewer).getByLabelText('Lưu quyền Sản phẩm'));

    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Không thể cập nhật quyền: Dữ liệu không hợp lệ')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect((within(viewer).getByLabelText('Thay đổi – Sản phẩm') as HTMLInputElement).checked).toBe(true);
    expect(within(viewer).getByLabelText('Lưu quyền Sản phẩm')).toBeVisible();
  });

  it('shows the table read-only without the rights change right', async () => {
    setup({ 'GET /api/rights/role-permissions/1': rights({ rights: READ, roles: READ }) });
    const viewer = await roleSection('Nhân viên');
    expect(within(viewer).queryByRole('button', { name: /^Sửa quyền/ })).toBeNull();
    expect(screen.getByText(/chỉ có quyền xem/)).toBeVisible();
  });

  it('says Không có quyền without the rights read right', async () => {
    const api = mockFetch({ 'GET /api/rights/role-permissions/1': rights({ rights: NONE }) });
    renderScreen(<RightsPage />);
    expect(await screen.findByText('Không có quyền')).toBeVisible();
    expect(api.to('GET /api/rights')).toHaveLength(0);
  });

  it('reports load failures with a retry', async () => {
    const gate = deferred<MockAnswer>();
    let calls = 0;
    const { user } = setup({
      'GET /api/rights': () => (++calls === 1 ? apiError(500, 'Lỗi máy chủ') : gate.promise),
    });
    expect(await screen.findByText('Không thể tải quyền')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    gate.resolve({ body: seededRights() });
    expect(await roleSection('Khách')).toBeVisible();
  });

  it('reports a failed roles load as "Không thể tải dữ liệu quyền"', async () => {
    setup({ 'GET /api/roles': apiError(500, 'Lỗi') });
    expect(await screen.findByText('Không thể tải dữ liệu quyền')).toBeVisible();
  });

  it('lets a user who is not an admin switch only the flags they hold, and shows the server’s refusal', async () => {
    const manager: User = { ...adminUser, id: 5, username: 'quan.ly', roleId: 3 };
    const { api, user } = setup(
      {
        'GET /api/rights/role-permissions/3': rights({
          rights: { read: true, change: true, delete: false },
          roles: READ,
          products: READ,
        }),
        'PATCH /api/rights/37': apiError(403, RIGHTS_MESSAGES.notHeld, 'FORBIDDEN'),
      },
      manager,
    );
    const guest = await roleSection('Khách');
    expect(within(guest).getByText(OWN_RIGHTS_NOTE)).toBeVisible();
    // Orders: the user holds no flag of it, so the row cannot be edited at all.
    expect(within(guest).queryByRole('button', { name: 'Sửa quyền Đơn hàng' })).toBeNull();
    await user.click(within(guest).getByLabelText('Sửa quyền Sản phẩm'));
    const flags = (['Xem', 'Thay đổi', 'Xóa'] as const).map(
      (a) => within(guest).getByLabelText(`${a} – Sản phẩm`) as HTMLInputElement,
    );
    expect(flags.map((f) => f.disabled)).toEqual([false, true, true]);
    await user.click(flags[0]!);
    await user.click(within(guest).getByLabelText('Lưu quyền Sản phẩm'));
    await waitFor(() => expect(api.to('PATCH /api/rights/37')).toHaveLength(1));
    expect(api.to('PATCH /api/rights/37')[0]!.body).toEqual({ isRead: true, isChange: false, isDelete: false });
    const dialog = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(dialog).getByText(RIGHTS_MESSAGES.notHeld)).toBeVisible();

    // The admin role stays locked for everyone but admins.
    const admin = await roleSection('Quản trị');
    expect(within(admin).queryByRole('button', { name: /^Sửa quyền/ })).toBeNull();
    expect(within(admin).queryByText(OWN_RIGHTS_NOTE)).toBeNull();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleInUseMessage, type Role } from '@shop/core/schemas/role';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { ROLES, seededRights } from '../permissions/test-fixtures';
import { RolesPage } from './roles-page';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

const CASHIER: Role = { id: 5, name: 'Thu ngân', description: 'Nhận tiền tại quầy', builtIn: false, userCount: 1 };

function setup(roleRights = rights({ roles: ALL, rights: ALL }), routes: Parameters<typeof mockFetch>[0] = {}) {
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': roleRights,
    'GET /api/roles': { body: ROLES },
    'GET /api/rights': { body: seededRights() },
    ...routes,
  });
  return { api, ...renderScreen(<RolesPage />, { path: '/admin/roles' }) };
}

describe('roles screen', { timeout: 30_000 }, () => {
  it('lists the roles with their user counts and opens the permission editor of the one chosen', async () => {
    const { user } = setup();
    const list = (await screen.findByText('Danh sách vai trò')).closest('section')!;
    const moderator = within(list).getByRole('button', { name: /Quản lý/ });
    expect(moderator.textContent).toContain('1 người dùng');
    expect(within(list).getByRole('button', { name: /Khách/ }).textContent).toContain('3 người dùng');

    // The first role is open by default.
    expect(await screen.findByText('Phân quyền vai trò Quản trị')).toBeVisible();
    await user.click(moderator);
    expect(await screen.findByText('Phân quyền vai trò Quản lý')).toBeVisible();
    expect(moderator.getAttribute('aria-current')).toBe('true');
    const change = (await screen.findByLabelText('Thay đổi – Sản phẩm')) as HTMLInputElement;
    expect(change.checked).toBe(true);
    expect((screen.getByLabelText('Xóa – Sản phẩm') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Sửa quyền Sản phẩm')).toBeVisible();
  });

  it('shows the table without edit buttons to a role that may only read rights', async () => {
    setup(rights({ roles: READ, rights: READ }));
    await screen.findByText('Phân quyền vai trò Quản trị');
    expect(await screen.findByLabelText('Xem – Sản phẩm')).toBeVisible();
    expect(screen.queryByLabelText('Sửa quyền Sản phẩm')).toBeNull();
  });

  it('says Không có quyền without the roles read right', async () => {
    const { api } = setup(rights({ roles: { read: false, change: false, delete: false } }));
    expect(await screen.findByText('Không có quyền')).toBeVisible();
    expect(api.to('GET /api/roles')).toHaveLength(0);
  });

  it('says "Không thể tải dữ liệu quyền" when the roles cannot be loaded', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ roles: ALL, rights: ALL }),
      'GET /api/roles': apiError(500, 'Lỗi'),
    });
    renderScreen(<RolesPage />);
    expect(await screen.findByText('Không thể tải dữ liệu quyền')).toBeVisible();
  });

  it('adds a role with its name and description and opens it', async () => {
    let roles = ROLES;
    const { api, user } = setup(undefined, {
      'GET /api/roles': () => ({ body: roles }),
      'POST /api/roles': ({ body }) => {
        roles = [...ROLES, { ...CASHIER, ...(body as object), userCount: 0 }];
        return { status: 201, body: roles.at(-1) };
      },
      'GET /api/rights/role-permissions/5': rights({}),
    });
    await user.click(await screen.findByRole('button', { name: 'Thêm Vai Trò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm Vai Trò' });
    // The name is checked before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Vai Trò' }));
    expect(await within(dialog).findByText('Tên vai trò là bắt buộc')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Tên vai trò *'), 'Thu ngân');
    await user.type(within(dialog).getByLabelText('Mô tả'), 'Nhận tiền tại quầy');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Vai Trò' }));
    expect(await screen.findByText('Phân quyền vai trò Thu ngân')).toBeVisible();
    expect(api.to('POST /api/roles').map((r) => r.body)).toEqual([
      { name: 'Thu ngân', description: 'Nhận tiền tại quầy' },
    ]);
    expect(screen.getAllByText('Nhận tiền tại quầy').length).toBeGreaterThan(0);
  });

  it('says under the name when another role has it', async () => {
    const { user } = setup(undefined, {
      'POST /api/roles': apiError(409, 'Tên vai trò đã có', 'CONFLICT', [
        { field: 'name', message: 'Tên vai trò đã có' },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Thêm Vai Trò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm Vai Trò' });
    await user.type(within(dialog).getByLabelText('Tên vai trò *'), 'quan ly');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Vai Trò' }));
    expect(await within(dialog).findByText('Tên vai trò đã có')).toBeVisible();
  });

  it('renames a role the owner made; a built-in role keeps its Vietnamese name and cannot be deleted', async () => {
    const { api, user } = setup(undefined, {
      'GET /api/roles': { body: [...ROLES, CASHIER] },
      'GET /api/rights/role-permissions/5': rights({}),
      'PUT /api/roles/5': ({ body }) => ({ body: { ...CASHIER, ...(body as object) } }),
      'PUT /api/roles/2': ({ body }) => ({ body: { ...ROLES[1]!, description: (body as Role).description } }),
    });
    const list = (await screen.findByText('Danh sách vai trò')).closest('section')!;
    await user.click(within(list).getByRole('button', { name: /Quản lý/ }));
    expect(await screen.findByText('Phân quyền vai trò Quản lý')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Xóa vai trò/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sửa vai trò Quản lý' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sửa Vai Trò' });
    const name = within(dialog).getByLabelText('Tên vai trò *') as HTMLInputElement;
    expect(name.value).toBe('Quản lý');
    expect(name.readOnly).toBe(true);
    const description = within(dialog).getByLabelText('Mô tả');
    await user.clear(description);
    await user.type(description, 'Quản lý cửa hàng hằng ngày');
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() =>
      expect(api.to('PUT /api/roles/2').map((r) => r.body)).toEqual([
        { name: 'Quản lý', description: 'Quản lý cửa hàng hằng ngày' },
      ]),
    );

    await user.click(within(list).getByRole('button', { name: /Thu ngân/ }));
    await user.click(await screen.findByRole('button', { name: 'Sửa vai trò Thu ngân' }));
    dialog = await screen.findByRole('dialog', { name: 'Sửa Vai Trò' });
    const own = within(dialog).getByLabelText('Tên vai trò *');
    await user.clear(own);
    await user.type(own, 'Thu ngân ca tối');
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() =>
      expect(api.to('PUT /api/roles/5').map((r) => r.body)).toEqual([
        { name: 'Thu ngân ca tối', description: 'Nhận tiền tại quầy' },
      ]),
    );
  });

  it('asks before deleting a role and shows the server’s reason when users hold it', async () => {
    const message = roleInUseMessage('Thu ngân', ['thu.ngan']);
    const { api, user } = setup(undefined, {
      'GET /api/roles': { body: [...ROLES, CASHIER] },
      'GET /api/rights/role-permissions/5': rights({}),
      'DELETE /api/roles/5': apiError(409, message, 'CONFLICT', { usernames: ['thu.ngan'] }),
    });
    const list = (await screen.findByText('Danh sách vai trò')).closest('section')!;
    await user.click(within(list).getByRole('button', { name: /Thu ngân/ }));
    await user.click(await screen.findByRole('button', { name: 'Xóa vai trò Thu ngân' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận xóa' });
    expect(confirm.textContent).toContain('Bạn có chắc muốn xóa vai trò "Thu ngân"?');
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.to('DELETE /api/roles/5')).toHaveLength(1);
  });

  it('offers no add, edit or delete without the roles change and delete rights', async () => {
    setup(rights({ roles: READ, rights: READ }), { 'GET /api/roles': { body: [...ROLES, CASHIER] } });
    await screen.findByText('Phân quyền vai trò Quản trị');
    expect(screen.queryByRole('button', { name: 'Thêm Vai Trò' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sửa vai trò/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xóa vai trò/ })).toBeNull();
  });
});

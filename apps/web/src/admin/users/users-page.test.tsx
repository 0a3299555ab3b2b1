import type { User } from '@shop/core/schemas/user';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { ROLES, seededRights } from '../permissions/test-fixtures';
import { UsersPage } from './users-page';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

const LAST_LOGIN = '2025-03-04T05:06:07.000Z';
const USERS: User[] = [
  {
    id: 1,
    username: 'admin',
    email: 'admin@localhost',
    firstName: 'Quản',
    lastName: 'Trị',
    roleId: 1,
    isActive: true,
    lastLoginAt: LAST_LOGIN,
  },
  {
    id: 2,
    username: 'lan.nv',
    email: 'lan@shop.vn',
    firstName: 'Lan',
    lastName: 'Nguyễn',
    roleId: 2,
    isActive: true,
    lastLoginAt: null,
  },
  {
    id: 3,
    username: 'minh',
    email: 'minh@shop.vn',
    firstName: 'Minh',
    lastName: 'Đặng',
    roleId: 3,
    isActive: false,
    lastLoginAt: null,
  },
];

type Route = MockAnswer | ((r: MockRequest) => MockAnswer | Promise<MockAnswer>);

function setup(routes: Record<string, Route> = {}) {
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': rights({ users: ALL, roles: ALL, rights: ALL }),
    'GET /api/users': { body: USERS },
    'GET /api/roles': { body: ROLES },
    'GET /api/rights': { body: seededRights() },
    'POST /api/auth/register': ({ body }) => ({
      status: 201,
      body: { id: 9, lastLoginAt: null, ...(body as object), password: undefined },
    }),
    'PUT /api/users/2': ({ body }) => ({ body: { ...USERS[1], ...(body as object) } }),
    'DELETE /api/users/2': { body: { success: true } },
    ...routes,
  });
  return { api, ...renderScreen(<UsersPage />, { path: '/admin/users' }) };
}

const rowOf = async (username: string) => (await screen.findByText(`@${username}`)).closest('tr')!;

describe('users screen', { timeout: 30_000 }, () => {
  it('shows each user with name, email, role badge, status and last login', async () => {
    setup();
    const admin = await rowOf('admin');
    expect(within(admin).getByText('Quản Trị')).toBeTruthy();
    expect(within(admin).getByText('admin@localhost')).toBeTruthy();
    expect(within(admin).getByText('Hoạt động')).toBeTruthy();
    expect(within(admin).getByText(new Date(LAST_LOGIN).toLocaleString('vi-VN'))).toBeTruthy();
    const minh = await rowOf('minh');
    expect(within(minh).getByText('viewer')).toBeTruthy();
    expect(within(minh).getByText('Ngừng hoạt động')).toBeTruthy();
    expect(within(minh).getByText('Chưa đăng nhập')).toBeTruthy();
  });

  it('searches on username, email, first or last name, ignoring case and marks', async () => {
    const { user } = setup();
    await rowOf('admin');
    const search = screen.getByLabelText('Tìm kiếm người dùng');
    const visible = () => screen.queryAllByText(/^@/).map((el) => el.textContent);

    await user.type(search, 'dang');
    expect(visible()).toEqual(['@minh']);
    await user.clear(search);
    await user.type(search, 'LAN@');
    expect(visible()).toEqual(['@lan.nv']);
    await user.clear(search);
    await user.type(search, 'quản');
    expect(visible()).toEqual(['@admin']);
    await user.clear(search);
    await user.type(search, 'khong-co');
    expect(screen.getByText('Không tìm thấy người dùng phù hợp.')).toBeTruthy();
  });

  it('requires a password to create a user and sends it to /auth/register', async () => {
    const { api, user } = setup();
    await rowOf('admin');
    await user.click(screen.getByRole('button', { name: 'Thêm Người Dùng' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Người Dùng' });
    await user.type(within(dialog).getByLabelText('Tên đăng nhập'), 'thu.tran');
    await user.type(within(dialog).getByLabelText('Email'), 'thu@shop.vn');
    await user.type(within(dialog).getByLabelText('Tên'), 'Thu');
    await user.type(within(dialog).getByLabelText('Họ'), 'Trần');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));

    expect(await within(dialog).findByText('Mật khẩu là bắt buộc')).toBeTruthy();
    expect(api.to('POST /api/auth/register')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Mật khẩu'), 'bimat123');
    await user.selectOptions(within(dialog).getByLabelText('Vai trò'), 'moderator');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));

    await waitFor(() => expect(api.to('POST /api/auth/register')).toHaveLength(1));
    expect(api.to('POST /api/auth/register')[0]!.body).toEqual({
      username: 'thu.tran',
      email: 'thu@shop.vn',
      password: 'bimat123',
      firstName: 'Thu',
      lastName: 'Trần',
      roleId: 2,
      isActive: true,
    });
    expect(await screen.findByText('Đã tạo người dùng')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the password when it is left blank on edit, and sends a new one when typed', async () => {
    const { api, user } = setup();
    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Sửa người dùng lan.nv' }));
    let dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('lan@shop.vn');
    await user.click(within(dialog).getByLabelText('Đang hoạt động'));
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));

    await waitFor(() => expect(api.to('PUT /api/users/2')).toHaveLength(1));
    const first = api.to('PUT /api/users/2')[0]!.body as Record<string, unknown>;
    expect('password' in first).toBe(false);
    expect(first).toMatchObject({ username: 'lan.nv', roleId: 2, isActive: false });

    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Sửa người dùng lan.nv' }));
    dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    await user.type(within(dialog).getByLabelText('Mật khẩu'), 'moi-123456');
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/users/2')).toHaveLength(2));
    expect(api.to('PUT /api/users/2')[1]!.body).toMatchObject({ password: 'moi-123456' });
  });

  it("shows the server's message in an error toast, else Thao tác thất bại, and keeps the form open", async () => {
    let calls = 0;
    const { user } = setup({
      'PUT /api/users/2': () =>
        ++calls === 1 ? apiError(409, 'Username đã tồn tại') : { status: 502, raw: 'Bad gateway' },
    });
    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Sửa người dùng lan.nv' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    expect(await screen.findByText('Username đã tồn tại')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    expect(await screen.findByText('Thao tác thất bại')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sửa Người Dùng' })).toBeTruthy();
  });

  it('deletes after a danger confirmation and reports a refusal as "Không thể xóa user"', async () => {
    const { api, user } = setup({ 'DELETE /api/users/1': apiError(400, 'Bạn không thể xóa tài khoản của chính mình') });
    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Xóa người dùng lan.nv' }));
    let confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    expect(within(confirm).getByText(/không thể hoàn tác/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.to('DELETE /api/users/2')).toHaveLength(1));
    expect(await screen.findByText('Đã xóa người dùng')).toBeTruthy();

    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Xóa người dùng admin' }));
    confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Không thể xóa user: Bạn không thể xóa tài khoản của chính mình')).toBeTruthy();
  });

  it('hides add, edit and delete without the users change and delete rights', async () => {
    setup({ 'GET /api/rights/role-permissions/1': rights({ users: READ }) });
    const row = await rowOf('lan.nv');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm Người Dùng' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quản Lý Phân Quyền' })).toBeNull();
  });

  it('says "Không thể tải danh sách user" and retries', async () => {
    let calls = 0;
    const { user } = setup({ 'GET /api/users': () => (++calls === 1 ? apiError(500, 'Lỗi') : { body: USERS }) });
    expect(await screen.findByText('Không thể tải danh sách user')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await rowOf('minh')).toBeTruthy();
  });

  it('opens the permission modal with a role select', async () => {
    const { user } = setup();
    await rowOf('admin');
    await user.click(screen.getByRole('button', { name: 'Quản Lý Phân Quyền' }));
    const dialog = screen.getByRole('dialog', { name: 'Quản Lý Phân Quyền' });
    const select = (await within(dialog).findByLabelText('Vai trò')) as HTMLSelectElement;
    expect(await within(dialog).findByText(/luôn giữ toàn bộ quyền/)).toBeTruthy(); // admin first
    await user.selectOptions(select, 'guest');
    expect(within(dialog).queryByText(/luôn giữ toàn bộ quyền/)).toBeNull();
    expect((within(dialog).getByLabelText('Xem – Sản phẩm') as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByLabelText('Sửa quyền Sản phẩm')).toBeTruthy();
  });
});

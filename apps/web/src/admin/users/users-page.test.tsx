import { USER_MESSAGES, type User } from '@shop/core/schemas/user';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, staffUser } from '../../test/auth-fixtures';
import { apiError, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { ROLES, seededRights } from '../permissions/test-fixtures';
import { OWN_ACCOUNT_NOTE } from './user-form-modal';
import { UsersPage } from './users-page';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

const LAST_LOGIN = '2025-03-04T05:06:07.000Z';
const USERS: User[] = [
  { ...adminUser, lastLoginAt: LAST_LOGIN },
  staffUser,
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

function setup(routes: Record<string, Route> = {}, signedIn?: User) {
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': rights({ users: ALL, roles: ALL, rights: ALL }),
    'GET /api/users': { body: USERS },
    'GET /api/roles': { body: ROLES },
    'GET /api/rights': { body: seededRights() },
    'GET /api/users/manageable-roles': { body: ROLES.map(({ userCount: _, ...role }) => role) },
    'POST /api/auth/register': ({ body }) => ({
      status: 201,
      body: { id: 9, lastLoginAt: null, ...(body as object), password: undefined },
    }),
    'PUT /api/users/2': ({ body }) => ({ body: { ...USERS[1], ...(body as object) } }),
    'DELETE /api/users/2': { body: { success: true } },
    ...routes,
  });
  return { api, ...renderScreen(<UsersPage />, { path: '/admin/users', user: signedIn }) };
}

const rowOf = async (username: string) => (await screen.findByText(`@${username}`)).closest('tr')!;

describe('users screen', { timeout: 30_000 }, () => {
  it('shows each user with name, email, role badge, status and last login', async () => {
    setup();
    const admin = await rowOf('admin');
    expect(within(admin).getByText('Quản Trị')).toBeVisible();
    expect(within(admin).getByText('admin@localhost')).toBeVisible();
    expect(within(admin).getByText('Hoạt động')).toBeVisible();
    // dd/MM/yyyy HH:mm in the shop's time (UTC+7).
    expect(within(admin).getByText('04/03/2025 12:06').textContent).toBe('04/03/2025 12:06');
    const minh = await rowOf('minh');
    expect(within(minh).getByText('Nhân viên')).toBeVisible();
    expect(within(minh).getByText('Ngừng hoạt động')).toBeVisible();
    expect(within(minh).getByText('Chưa đăng nhập')).toBeVisible();
  });

  it('shows the name of a role the owner made on its users', async () => {
    const cashier = { id: 5, name: 'Thu ngân', description: '', builtIn: false };
    setup({
      'GET /api/users': { body: [...USERS, { ...USERS[2]!, id: 8, username: 'thu.ngan', roleId: 5 }] },
      'GET /api/roles': { body: [...ROLES, { ...cashier, userCount: 1 }] },
      'GET /api/users/manageable-roles': { body: [...ROLES.map(({ userCount: _, ...role }) => role), cashier] },
    });
    expect(within(await rowOf('thu.ngan')).getByText('Thu ngân')).toBeVisible();
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
    expect(screen.getByText('Không tìm thấy người dùng phù hợp.')).toBeVisible();
  });

  it('says what is wrong with the username in Vietnamese (Tên đăng nhập, not Username)', async () => {
    const { api, user } = setup();
    await rowOf('admin');
    await user.click(screen.getByRole('button', { name: 'Thêm Người Dùng' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Người Dùng' });
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));
    const username = within(dialog).getByLabelText('Tên đăng nhập');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const message = () => document.getElementById(username.getAttribute('aria-describedby')!)!.textContent;
    expect(message()).toBe('Tên đăng nhập là bắt buộc');
    await user.type(username, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));
    await waitFor(() => expect(message()).toBe('Tên đăng nhập phải có ít nhất 3 ký tự'));
    await user.clear(username);
    await user.type(username, 'thu tran');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));
    await waitFor(() => expect(message()).toBe('Tên đăng nhập chỉ gồm chữ, số, dấu chấm, gạch dưới và gạch ngang'));
    expect(within(dialog).queryByText(/Username/)).toBeNull();
    expect(api.to('POST /api/auth/register')).toHaveLength(0);
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

    expect(await within(dialog).findByText('Mật khẩu là bắt buộc')).toBeVisible();
    expect(api.to('POST /api/auth/register')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Mật khẩu'), 'bi-mat-cua-toi-12');
    await user.selectOptions(within(dialog).getByLabelText('Vai trò'), 'Quản lý');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));

    await waitFor(() => expect(api.to('POST /api/auth/register')).toHaveLength(1));
    expect(api.to('POST /api/auth/register')[0]!.body).toEqual({
      username: 'thu.tran',
      email: 'thu@shop.vn',
      password: 'bi-mat-cua-toi-12',
      firstName: 'Thu',
      lastName: 'Trần',
      roleId: 2,
      isActive: true,
    });
    expect(await screen.findByText('Đã tạo người dùng')).toBeVisible();
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
    await user.type(within(dialog).getByLabelText('Mật khẩu'), 'mat-khau-moi-123456');
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/users/2')).toHaveLength(2));
    expect(api.to('PUT /api/users/2')[1]!.body).toMatchObject({ password: 'mat-khau-moi-123456' });
  });

  it("shows the server's message in an error toast, else Thao tác thất bại, and keeps the form open", async () => {
    let calls = 0;
    const { user } = setup({
      'PUT /api/users/2': () =>
        ++calls === 1 ? apiError(409, USER_MESSAGES.usernameTaken) : { status: 502, raw: 'Bad gateway' },
    });
    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Sửa người dùng lan.nv' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    expect((await screen.findByText('Tên đăng nhập đã tồn tại')).textContent).toBe(USER_MESSAGES.usernameTaken);
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    expect(await screen.findByText('Thao tác thất bại')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Sửa Người Dùng' })).toBeVisible();
  });

  it('deletes after a danger confirmation; a refusal shows the server’s reason; never offers to delete oneself', async () => {
    const { api, user } = setup({ 'DELETE /api/users/3': apiError(403, USER_MESSAGES.userNotManageable, 'FORBIDDEN') });
    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Xóa người dùng lan.nv' }));
    let confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    expect(within(confirm).getByText(/không thể hoàn tác/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(api.to('DELETE /api/users/2')).toHaveLength(1));
    expect(await screen.findByText('Đã xóa người dùng')).toBeVisible();

    expect(within(await rowOf('admin')).queryByRole('button', { name: 'Xóa người dùng admin' })).toBeNull();
    await user.click(within(await rowOf('minh')).getByRole('button', { name: 'Xóa người dùng minh' }));
    confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    const alert = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(alert).getByText(USER_MESSAGES.userNotManageable)).toBeVisible();
  });

  it('offers only the roles the signed-in user may give, and edits only users of those roles', async () => {
    const manager: User = { ...USERS[2]!, id: 7, username: 'quan.ly', isActive: true, roleId: 3 };
    const { api, user } = setup(
      {
        'GET /api/rights/role-permissions/3': rights({ users: ALL, products: READ, roles: READ }),
        'GET /api/users': { body: [...USERS, manager] },
        'GET /api/users/manageable-roles': {
          body: ROLES.filter((r) => r.id >= 3),
        },
      },
      manager,
    );
    const admin = await rowOf('admin');
    await waitFor(() => expect(api.to('GET /api/users/manageable-roles')).toHaveLength(1));
    await waitFor(() => expect(within(admin).queryAllByRole('button')).toHaveLength(0));
    expect(within(await rowOf('lan.nv')).queryAllByRole('button')).toHaveLength(0);
    const minh = await rowOf('minh');
    expect(within(minh).getByRole('button', { name: 'Sửa người dùng minh' })).toBeVisible();
    expect(within(minh).getByRole('button', { name: 'Xóa người dùng minh' })).toBeVisible();
    expect(within(await rowOf('quan.ly')).queryByRole('button', { name: 'Xóa người dùng quan.ly' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Thêm Người Dùng' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Người Dùng' });
    const options = within(within(dialog).getByLabelText('Vai trò')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nhân viên', 'Khách']);
    expect((within(dialog).getByLabelText('Vai trò') as HTMLSelectElement).value).toBe('3');
  });

  it('shows the server’s refusal in the error dialog and keeps the form open', async () => {
    const { api, user } = setup({
      'PUT /api/users/3': apiError(403, USER_MESSAGES.roleNotAssignable, 'FORBIDDEN'),
      'PUT /api/users/2': apiError(409, USER_MESSAGES.lastAdmin, 'CONFLICT'),
    });
    await user.click(within(await rowOf('minh')).getByRole('button', { name: 'Sửa người dùng minh' }));
    let dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    await user.selectOptions(within(dialog).getByLabelText('Vai trò'), 'Quản lý');
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/users/3')).toHaveLength(1));
    let alert = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(alert).getByText(USER_MESSAGES.roleNotAssignable)).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));
    expect((within(dialog).getByLabelText('Vai trò') as HTMLSelectElement).value).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));

    await user.click(within(await rowOf('lan.nv')).getByRole('button', { name: 'Sửa người dùng lan.nv' }));
    dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText(USER_MESSAGES.lastAdmin)).toBeVisible();
  });

  it('lets one edit one’s own account but not its role or active flag', async () => {
    const { api, user } = setup({
      'PUT /api/users/1': ({ body }) => ({ body: { ...USERS[0], ...(body as object) } }),
    });
    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Sửa người dùng admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa Người Dùng' });
    const role = within(dialog).getByLabelText('Vai trò') as HTMLSelectElement;
    expect([role.value, role.disabled]).toEqual(['1', true]);
    expect(within(dialog).getByText(OWN_ACCOUNT_NOTE)).toBeVisible();
    const active = within(dialog).getByLabelText('Đang hoạt động') as HTMLInputElement;
    expect([active.checked, active.disabled]).toEqual([true, true]);

    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'chu.shop@shop.vn');
    await user.click(within(dialog).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/users/1')).toHaveLength(1));
    expect(api.to('PUT /api/users/1')[0]!.body).toMatchObject({ email: 'chu.shop@shop.vn', roleId: 1, isActive: true });
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
    expect(await screen.findByText('Không thể tải danh sách user')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await rowOf('minh')).toBeVisible();
  });

  it('opens the permission modal with a role select', async () => {
    const { user } = setup();
    await rowOf('admin');
    await user.click(screen.getByRole('button', { name: 'Quản Lý Phân Quyền' }));
    const dialog = screen.getByRole('dialog', { name: 'Quản Lý Phân Quyền' });
    const select = (await within(dialog).findByLabelText('Vai trò')) as HTMLSelectElement;
    expect(await within(dialog).findByText(/luôn giữ toàn bộ quyền/)).toBeVisible(); // admin first
    await user.selectOptions(select, 'Khách');
    expect(within(dialog).queryByText(/luôn giữ toàn bộ quyền/)).toBeNull();
    expect((within(dialog).getByLabelText('Xem – Sản phẩm') as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByLabelText('Sửa quyền Sản phẩm')).toBeVisible();
  });
});

import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { ROLES, seededRights } from '../permissions/test-fixtures';
import { RolesPage } from './roles-page';

// The shared test machine is slow: give findBy* queries more time than the default second.
configure({ asyncUtilTimeout: 5000 });

function setup(roleRights = rights({ roles: ALL, rights: ALL })) {
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': roleRights,
    'GET /api/roles': { body: ROLES },
    'GET /api/rights': { body: seededRights() },
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
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth/auth-store';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderAdmin } from '../layout/render-admin.test-utils';

const sidebar = () => screen.getByRole('complementary', { name: 'Thanh điều hướng quản trị' });
const NEW_PASSWORD = 'dong-ho-thuy-si-2025';

function mockAccount(changed = { ...adminUser, mustChangePassword: false }) {
  return mockFetch({
    'GET /api/rights/role-permissions/1': { body: {} },
    'PUT /api/auth/password': { body: { token: 'after-change', user: changed } },
  });
}

beforeEach(() => {
  signOutStore();
});

describe('changing one’s own password', () => {
  it('is in the user menu: the current and the new password, sent to PUT /api/auth/password', async () => {
    signInStore();
    const api = mockAccount();
    const { user } = renderAdmin();

    await user.click(within(sidebar()).getByRole('button', { name: /Tài khoản của tôi/ }));
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });

    // The core contract checks the form before anything is sent.
    await user.type(within(dialog).getByLabelText('Mật khẩu mới'), 'ngan');
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await within(dialog).findByText('Vui lòng nhập mật khẩu hiện tại')).toBeVisible();
    expect(within(dialog).getByText('Mật khẩu phải có ít nhất 12 ký tự')).toBeVisible();
    expect(api.to('PUT /api/auth/password')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'mat-khau-cu-123');
    await user.clear(within(dialog).getByLabelText('Mật khẩu mới'));
    await user.type(within(dialog).getByLabelText('Mật khẩu mới'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Nhập lại mật khẩu mới'), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi mật khẩu' })).toBeNull());
    expect(api.to('PUT /api/auth/password')[0]!.body).toEqual({
      currentPassword: 'mat-khau-cu-123',
      newPassword: NEW_PASSWORD,
    });
    expect(await screen.findByText(/Đã đổi mật khẩu/)).toBeVisible();
    // The session goes on with the token of the answer.
    expect(useAuthStore.getState().token).toBe('after-change');
  });

  it('says so under the field when the current password is wrong, and when the two new ones differ', async () => {
    signInStore();
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': { body: {} },
      'PUT /api/auth/password': apiError(403, 'Mật khẩu hiện tại không đúng', 'FORBIDDEN', [
        { field: 'currentPassword', in: 'body', message: 'Mật khẩu hiện tại không đúng' },
      ]),
    });
    const { user } = renderAdmin();
    await user.click(within(sidebar()).getByRole('button', { name: /Tài khoản của tôi/ }));
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });

    await user.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'sai-mat-khau');
    await user.type(within(dialog).getByLabelText('Mật khẩu mới'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Nhập lại mật khẩu mới'), `${NEW_PASSWORD}x`);
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await within(dialog).findByText('Mật khẩu nhập lại không khớp')).toBeVisible();
    expect(api.to('PUT /api/auth/password')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(within(dialog).getByLabelText('Nhập lại mật khẩu mới'), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await within(dialog).findByText('Mật khẩu hiện tại không đúng')).toBeVisible();
    expect(within(dialog).getByLabelText('Mật khẩu hiện tại').getAttribute('aria-invalid')).toBe('true');
    expect(useAuthStore.getState().token).toBe('stored-token');
  });

  it('asks a user whose password no longer fits for a new one before anything else of the back office', async () => {
    signInStore({ ...adminUser, mustChangePassword: true });
    const api = mockAccount();
    const { user } = renderAdmin('/admin/products');

    expect(await screen.findByRole('heading', { name: 'Hãy đổi mật khẩu' })).toBeVisible();
    // Neither the menu nor the screen asked for is shown meanwhile.
    expect(screen.queryByRole('complementary', { name: 'Thanh điều hướng quản trị' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sản Phẩm' })).toBeNull();

    await user.type(screen.getByLabelText('Mật khẩu hiện tại'), 'admin123');
    await user.type(screen.getByLabelText('Mật khẩu mới'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(await screen.findByRole('complementary', { name: 'Thanh điều hướng quản trị' })).toBeVisible();
    expect(api.to('PUT /api/auth/password')).toHaveLength(1);
    expect(useAuthStore.getState().user?.mustChangePassword).toBe(false);
  });

  it('lets a user asked to change their password sign out instead', async () => {
    signInStore({ ...adminUser, mustChangePassword: true });
    mockFetch({
      'GET /api/rights/role-permissions/1': { body: {} },
      'POST /api/auth/logout': { body: { success: true } },
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByText('Trang đăng nhập')).toBeVisible();
  });
});

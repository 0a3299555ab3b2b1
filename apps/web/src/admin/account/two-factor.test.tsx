import type { User } from '@shop/core/schemas/user';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth/auth-store';
import { adminUser, signInStore, signOutStore, staffUser } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { renderAdmin } from '../layout/render-admin.test-utils';
import { ROLES } from '../permissions/test-fixtures';
import { UsersPage } from '../users/users-page';
import { TwoFactorReminder } from './two-factor-reminder';

const sidebar = () => screen.getByRole('complementary', { name: 'Thanh điều hướng quản trị' });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

function mockTwoFactor(status = { enabled: false, required: false, recoveryCodesLeft: 0 }) {
  return mockFetch({
    'GET /api/rights/role-permissions/1': { body: {} },
    'GET /api/auth/two-factor': { body: status },
    'POST /api/auth/two-factor/setup': {
      body: { secret: SECRET, otpauthUrl: `otpauth://totp/Shop:admin?secret=${SECRET}&issuer=Shop` },
    },
    'POST /api/auth/two-factor/enable': { body: { recoveryCodes: CODES } },
    'POST /api/auth/two-factor/disable': { body: { success: true } },
  });
}

beforeEach(() => {
  signOutStore();
});

describe('two-step sign-in from the user menu', () => {
  it('turns on with the QR code and a code, then shows the ten recovery codes once', async () => {
    signInStore();
    const api = mockTwoFactor();
    const { user } = renderAdmin('/admin/shop');

    await user.click(within(sidebar()).getByRole('button', { name: /Tài khoản của tôi/ }));
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Đăng nhập hai bước' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập hai bước' });
    await user.click(await within(dialog).findByRole('button', { name: 'Bắt đầu' }));

    expect(await within(dialog).findByRole('img', { name: 'Mã QR để quét bằng ứng dụng xác thực' })).toBeVisible();
    expect(within(dialog).getByLabelText('Khóa bí mật').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    // The contract's check: six digits.
    await user.type(within(dialog).getByLabelText('Mã từ ứng dụng'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Bật đăng nhập hai bước' }));
    expect(await within(dialog).findByText('Mã gồm 6 chữ số')).toBeVisible();
    expect(api.to('POST /api/auth/two-factor/enable')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Mã từ ứng dụng'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Bật đăng nhập hai bước' }));
    const list = await within(dialog).findByRole('list', { name: 'Mã khôi phục' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.to('POST /api/auth/two-factor/enable')[0]!.body).toEqual({ code: '123456' });

    await user.click(within(dialog).getByRole('button', { name: 'Tôi đã lưu các mã' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đăng nhập hai bước' })).toBeNull());
    expect(useAuthStore.getState().user?.twoFactorEnabled).toBe(true);
  });

  it('turns off with the current password', async () => {
    signInStore({ ...adminUser, twoFactorEnabled: true });
    const api = mockTwoFactor({ enabled: true, required: false, recoveryCodesLeft: 7 });
    const { user } = renderAdmin('/admin/shop');

    await user.click(within(sidebar()).getByRole('button', { name: /Tài khoản của tôi/ }));
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Đăng nhập hai bước' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập hai bước' });
    expect(await within(dialog).findByText(/Còn 7 mã khôi phục/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Tắt đăng nhập hai bước' }));
    expect(await within(dialog).findByText('Nhập mật khẩu hiện tại hoặc mã xác thực để tắt')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'mat-khau-hien-tai');
    await user.click(within(dialog).getByRole('button', { name: 'Tắt đăng nhập hai bước' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đăng nhập hai bước' })).toBeNull());
    expect(api.to('POST /api/auth/two-factor/disable')[0]!.body).toEqual({ currentPassword: 'mat-khau-hien-tai' });
    expect(useAuthStore.getState().user?.twoFactorEnabled).toBe(false);
  });

  it('sends an admin the shop requires it of to set it up before anything else', async () => {
    signInStore({ ...adminUser, twoFactorSetupRequired: true });
    mockTwoFactor();
    const { user } = renderAdmin('/admin/products');

    expect(await screen.findByRole('heading', { name: 'Hãy bật đăng nhập hai bước' })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Thanh điều hướng quản trị' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.type(await screen.findByLabelText('Mã từ ứng dụng'), '654321');
    await user.click(screen.getByRole('button', { name: 'Bật đăng nhập hai bước' }));
    // The codes are shown before the back office opens.
    await user.click(await screen.findByRole('button', { name: 'Tôi đã lưu các mã' }));
    expect(await screen.findByRole('complementary', { name: 'Thanh điều hướng quản trị' })).toBeVisible();
  });
});

describe('the dashboard reminder', () => {
  it('tells an admin without a second step to turn it on, and no one else', async () => {
    mockTwoFactor();
    const { user } = renderScreen(<TwoFactorReminder />);
    expect(screen.getByText('Hãy bật đăng nhập hai bước.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bật ngay' }));
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập hai bước' })).toBeVisible();
    await user.keyboard('{Escape}');

    act(() => signInStore({ ...adminUser, twoFactorEnabled: true }));
    expect(screen.queryByText('Hãy bật đăng nhập hai bước.')).toBeNull();
    act(() => signInStore({ ...adminUser, roleId: 2 }));
    expect(screen.queryByText('Hãy bật đăng nhập hai bước.')).toBeNull();
  });
});

describe("resetting another user's second step", () => {
  const lan: User = { ...staffUser, twoFactorEnabled: true };

  it('is offered to an admin for a user who has one, and asks first', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ users: ALL, roles: ALL }),
      'GET /api/users': { body: [adminUser, lan] },
      'GET /api/users/manageable-roles': { body: ROLES },
      'GET /api/roles': { body: ROLES },
      'DELETE /api/users/2/two-factor': { body: { success: true } },
    });
    const { user } = renderScreen(<UsersPage />, { path: '/admin/users' });

    const reset = await screen.findByRole('button', { name: 'Đặt lại đăng nhập hai bước của lan.nv' });
    expect(screen.queryByRole('button', { name: 'Đặt lại đăng nhập hai bước của admin' })).toBeNull();
    await user.click(reset);
    const confirm = await screen.findByRole('dialog', { name: 'Đặt lại đăng nhập hai bước' });
    await user.click(within(confirm).getByRole('button', { name: 'Đặt lại' }));
    await waitFor(() => expect(api.to('DELETE /api/users/2/two-factor')).toHaveLength(1));
  });

  it('is not offered to anyone but an admin', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/2': rights({ users: ALL, roles: ALL }),
      'GET /api/users': { body: [adminUser, lan] },
      'GET /api/users/manageable-roles': { body: ROLES },
      'GET /api/roles': { body: ROLES },
    });
    renderScreen(<UsersPage />, { path: '/admin/users', user: { ...adminUser, id: 5, roleId: 2 } });
    await screen.findByText('lan@shop.vn');
    expect(screen.queryByRole('button', { name: /Đặt lại đăng nhập hai bước/ })).toBeNull();
  });
});

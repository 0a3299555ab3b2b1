import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signOutStore } from '../../test/auth-fixtures';
import { ALL, rights } from '../components/test-render';
import { posted, renderSettings } from './settings-test-setup';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signOutStore());

const SWITCH = 'Bắt buộc quản trị viên dùng đăng nhập hai bước';

describe('settings: Hệ thống › Bảo mật', () => {
  it('an admin requires two-step sign-in of every admin, and can turn it off again', async () => {
    const { api, user, stored } = renderSettings('system');
    const section = (await screen.findByRole('heading', { name: 'Bảo mật' })).closest('section')!;
    const box = (await within(section).findByRole('checkbox', { name: SWITCH })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect(posted(api)).toEqual({ 'security.requireTwoFactor': 'true' }));
    expect(await screen.findByText('Đã bật: quản trị viên phải dùng đăng nhập hai bước')).toBeVisible();
    expect(stored['security.requireTwoFactor']).toBe('true');
    await waitFor(() => expect(box.checked).toBe(true));
    await user.click(box);
    await waitFor(() => expect(stored['security.requireTwoFactor']).toBe('false'));
  });

  it('another role sees the setting but cannot change it', async () => {
    renderSettings(
      'system',
      { 'GET /api/rights/role-permissions/2': rights({ settings: ALL, users: ALL }) },
      { ...adminUser, id: 7, roleId: 2 },
    );
    const box = (await screen.findByRole('checkbox', { name: SWITCH })) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText('Chỉ quản trị viên thay đổi được cài đặt này.')).toBeVisible();
  });
});

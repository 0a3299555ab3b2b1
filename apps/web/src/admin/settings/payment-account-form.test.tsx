import { SETTING_MESSAGES } from '@shop/core/schemas/setting';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signOutStore } from '../../test/auth-fixtures';
import { apiError, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL, rights } from '../components/test-render';
import { renderSettings } from './settings-test-setup';

beforeEach(() => {
  signOutStore();
});

const OWNER = {
  'payment.bankBin': '970436',
  'payment.accountNumber': '0071000123456',
  'payment.accountName': 'CONG TY DONG HO',
};

const section = async () => {
  await screen.findByRole('tabpanel', { name: 'Thanh Toán & Giao Hàng' });
  return (await screen.findByRole('heading', { name: 'Tài khoản nhận tiền' })).closest('section')!;
};
const field = (panel: HTMLElement, label: string) => within(panel).getByLabelText(label) as HTMLInputElement;

/** The settings screen for an admin whose shop already has an account, and a PUT that answers `answer`. */
function renderWithAccount(put?: MockAnswer | ((request: MockRequest) => MockAnswer)) {
  const view = renderSettings('checkout', {
    'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: ALL }),
    ...(put ? { 'PUT /api/settings/payment-account': put } : {}),
  });
  Object.assign(view.stored, OWNER);
  return view;
}

describe('settings: Tài khoản nhận tiền', () => {
  it('lets an admin change the account with their password: the number is sent without its spaces', async () => {
    const { api, user, stored } = renderWithAccount(({ body }) => {
      const { currentPassword: _password, ...account } = body as Record<string, string>;
      stored['payment.bankBin'] = account.bankBin!;
      stored['payment.accountNumber'] = account.accountNumber!;
      stored['payment.accountName'] = account.accountName!;
      return { body: account };
    });
    const panel = await section();
    expect(field(panel, 'Số tài khoản')).toHaveValue('0071000123456');
    await user.selectOptions(within(panel).getByLabelText('Ngân hàng'), '970415');
    await user.clear(field(panel, 'Số tài khoản'));
    await user.type(field(panel, 'Số tài khoản'), '1030 0012 3456');
    await user.clear(field(panel, 'Tên chủ tài khoản'));
    await user.type(field(panel, 'Tên chủ tài khoản'), 'NGUYEN VAN CHU');
    await user.type(field(panel, 'Mật khẩu hiện tại của bạn'), 'mat-khau-cua-toi');
    await user.click(within(panel).getByRole('button', { name: 'Đổi tài khoản nhận tiền' }));

    await waitFor(() => expect(api.to('PUT /api/settings/payment-account')).toHaveLength(1));
    expect(api.to('PUT /api/settings/payment-account')[0]!.body).toEqual({
      bankBin: '970415',
      accountNumber: '103000123456',
      accountName: 'NGUYEN VAN CHU',
      currentPassword: 'mat-khau-cua-toi',
    });
    expect(await screen.findByText('Đã đổi tài khoản nhận tiền')).toBeVisible();
    expect(field(panel, 'Mật khẩu hiện tại của bạn')).toHaveValue('');
    expect(field(panel, 'Số tài khoản')).toHaveValue('103000123456');
    // The generic settings route is never used for the account.
    expect(api.to('POST /api/settings')).toHaveLength(0);
  });

  it('says a wrong password under the password field, and keeps what was typed', async () => {
    const { user } = renderWithAccount(apiError(403, SETTING_MESSAGES.wrongPassword, 'FORBIDDEN'));
    const panel = await section();
    await user.clear(field(panel, 'Số tài khoản'));
    await user.type(field(panel, 'Số tài khoản'), '999');
    await user.type(field(panel, 'Mật khẩu hiện tại của bạn'), 'sai');
    await user.click(within(panel).getByRole('button', { name: 'Đổi tài khoản nhận tiền' }));
    expect(await within(panel).findByText(SETTING_MESSAGES.wrongPassword)).toBeVisible();
    expect(field(panel, 'Mật khẩu hiện tại của bạn')).toHaveAccessibleDescription(SETTING_MESSAGES.wrongPassword);
    expect(field(panel, 'Số tài khoản')).toHaveValue('999');
  });

  it('refuses half an account and a missing password before sending', async () => {
    const { api, user } = renderWithAccount();
    const panel = await section();
    await user.clear(field(panel, 'Tên chủ tài khoản'));
    await user.click(within(panel).getByRole('button', { name: 'Đổi tài khoản nhận tiền' }));
    expect(await within(panel).findByText(SETTING_MESSAGES.bankIncomplete)).toBeVisible();
    expect(within(panel).getByText(SETTING_MESSAGES.passwordRequired)).toBeVisible();
    expect(api.to('PUT /api/settings/payment-account')).toHaveLength(0);
  });

  it('shows other staff the account read-only, and who may change it', async () => {
    renderSettings(
      'checkout',
      { 'GET /api/rights/role-permissions/2': rights({ settings: ALL, shop: ALL }) },
      { ...adminUser, id: 2, username: 'moderator1', roleId: 2 },
    );
    const panel = await section();
    expect(
      await within(panel).findByText('Chỉ quản trị viên đổi được tài khoản nhận tiền, kèm mật khẩu của mình.'),
    ).toBeVisible();
    expect(within(panel).getByText('Chưa nhận chuyển khoản: cửa hàng chưa có tài khoản nhận tiền.')).toBeVisible();
    expect(within(panel).queryByLabelText('Mật khẩu hiện tại của bạn')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Đổi tài khoản nhận tiền' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { STORE_SETTINGS } from './store-fixtures.test-utils';

function setup(rights = { shop: ALL_RIGHTS }) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: STORE_SETTINGS },
    'POST /api/settings': (r: MockRequest) => ({ body: { ...(r.body as object), description: null } }),
  });
  return { api, ...renderAdmin('/admin/shop') };
}

const section = async () => (await screen.findByRole('heading', { name: 'Thông tin người bán' })).closest('section')!;

beforeEach(() => signOutStore());

describe('Cửa Hàng › Thông tin người bán', () => {
  it('saves the filled fields as the seller.* settings', async () => {
    const view = setup();
    const form = await section();
    await view.user.type(within(form).getByLabelText('Tên người bán'), 'Công ty TNHH Đồng Hồ Sang Trọng');
    await view.user.type(within(form).getByLabelText('Mã số doanh nghiệp / hộ kinh doanh'), '0312345678');
    await view.user.selectOptions(within(form).getByLabelText('Tỉnh, thành phố'), 'Thành phố Hồ Chí Minh');
    await view.user.click(within(form).getByRole('button', { name: 'Lưu thông tin người bán' }));
    expect(await screen.findByText('Đã lưu thông tin người bán', {}, { timeout: 5000 })).toBeVisible();
    const sent = Object.fromEntries(
      view.api.to('POST /api/settings').map((r) => {
        const { key, value } = r.body as { key: string; value: string };
        return [key, value];
      }),
    );
    expect(sent).toMatchObject({
      'seller.legalName': 'Công ty TNHH Đồng Hồ Sang Trọng',
      'seller.registrationNumber': '0312345678',
      'seller.address.province': 'Thành phố Hồ Chí Minh',
    });
  });

  it('checks the registration number with the server’s rule before sending anything', async () => {
    const view = setup();
    const form = await section();
    await view.user.type(within(form).getByLabelText('Mã số doanh nghiệp / hộ kinh doanh'), '0312 345678');
    await view.user.click(within(form).getByRole('button', { name: 'Lưu thông tin người bán' }));
    expect(await within(form).findByText(/Mã số đăng ký chỉ gồm chữ, số/)).toBeVisible();
    expect(view.api.to('POST /api/settings')).toHaveLength(0);
  });

  it('is read-only without the shop change right', async () => {
    setup({ shop: READ_ONLY });
    const form = await section();
    expect(within(form).queryByRole('button', { name: 'Lưu thông tin người bán' })).toBeNull();
    expect(within(form).getByLabelText('Tên người bán').hasAttribute('readonly')).toBe(true);
  });
});

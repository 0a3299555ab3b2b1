import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';
import { EMPTY_REPORTS } from './report-fixtures.test-utils';

const SELLER = {
  'seller.legalName': 'Hộ kinh doanh Đồng Hồ Sang Trọng',
  'seller.registrationNumber': '41A8012345',
  'seller.registrationIssuer': 'UBND Phường Sài Gòn',
  'seller.registrationDate': '2020-01-15',
  'seller.address.street': '123 Đồng Khởi',
  'seller.address.ward': 'Phường Sài Gòn',
  'seller.address.province': 'Thành phố Hồ Chí Minh',
};

function setup(settings: Record<string, string>) {
  signInStore({ ...adminUser, roleId: 2 });
  mockFetch({
    'GET /api/rights/role-permissions/2': { body: { dashboard: READ_ONLY, shop: READ_ONLY } },
    'GET /api/dashboard': {
      body: {
        products: 3,
        inStock: 3,
        orders: 0,
        revenue: 0,
        ordersThisMonth: 0,
        ordersLastMonth: 0,
        trend: 0,
        recentOrders: [],
        pendingOrders: 0,
        lowStock: [],
        setup: { shopDetails: true, brand: true, product: true, images: true, order: false },
      },
    },
    'GET /api/dashboard/reports': { body: EMPTY_REPORTS },
    'GET /api/settings': { body: settings },
  });
  renderAdmin('/admin');
}

beforeEach(() => signOutStore());

describe("dashboard reminder of the seller's identity", () => {
  it('asks to fill what is missing while the identity is empty, and links to the form', async () => {
    setup(STORE_SETTINGS);
    const reminder = await screen.findByRole('region', { name: 'Nhắc nhở: thông tin người bán' });
    expect(reminder.textContent).toContain('Còn thiếu: tên người bán, mã số doanh nghiệp / hộ kinh doanh');
    expect(screen.getByRole('link', { name: 'Nhập thông tin người bán' }).getAttribute('href')).toBe(
      '/admin/shop#nguoi-ban',
    );
  });

  it('is gone once the identity is filled', async () => {
    setup({ ...STORE_SETTINGS, ...SELLER });
    // The store card reads the same settings: once it shows them, the reminder has had its chance.
    expect(await screen.findByText(STORE_SETTINGS['store.phone'])).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Nhắc nhở: thông tin người bán' })).toBeNull();
  });
});

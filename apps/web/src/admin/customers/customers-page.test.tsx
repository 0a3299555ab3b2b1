import type { Customer } from '@shop/core/schemas/customer';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, NO_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { byStatus, makeOrder } from '../orders/order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

const customer = (i: number, overrides: Partial<Customer> = {}): Customer => ({
  phone: `09000000${String(i).padStart(2, '0')}`,
  name: `Khách ${i}`,
  email: null,
  orders: 1,
  totalSpent: 0,
  lastOrderAt: '2025-01-31T03:00:00.000Z',
  ...overrides,
});

const AN = customer(1, {
  phone: '0901234567',
  name: 'Nguyễn Văn An',
  email: 'an@example.com',
  orders: 3,
  totalSpent: 27_500_000,
  lastOrderAt: '2025-03-02T12:45:00.000Z',
});

function setup(
  list: (r: MockRequest) => { body: unknown } | ReturnType<typeof apiError>,
  rights = { orders: READ_ONLY },
  path = '/admin/customers',
) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: {} },
    'GET /api/customers': list,
    'GET /api/customers/0901234567': {
      body: {
        customer: AN,
        orders: [
          makeOrder({ ...byStatus.completed, amount: 27_500_000, createdAt: '2025-03-02T12:45:00.000Z' }),
          makeOrder({ ...byStatus.cancelled, paymentStatus: 'refunded' }),
        ],
      },
    },
  });
  return { api, ...renderAdmin(path) };
}

const lastQuery = (api: ReturnType<typeof setup>['api']) => api.to('GET /api/customers').at(-1)!.url.searchParams;

describe('customers', () => {
  it('lists the customers: name, phone, email, orders, spent on completed orders, last order', async () => {
    setup(() => ({ body: { customers: [AN, customer(2)], total: 2, totalExact: true } }));
    const row = (await screen.findByRole('link', { name: 'Nguyễn Văn An' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Nguyễn Văn An',
      '0901234567',
      'an@example.com',
      '3',
      '27.500.000 ₫',
      '02/03/2025 19:45',
    ]);
    expect(within(row).getByRole('link', { name: 'Nguyễn Văn An' }).getAttribute('href')).toBe(
      '/admin/customers/0901234567',
    );
    expect(screen.getByText('Hiển thị 1–2 trong tổng số 2 khách hàng')).toBeVisible();
    expect(screen.queryByText('Customers - Coming Soon')).toBeNull();
    expect(screen.getByRole('link', { name: 'Khách Hàng' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches on the server once typing pauses, and pages', async () => {
    const { api, user } = setup((r) => {
      const skip = Number(r.url.searchParams.get('skip'));
      return { body: { customers: [customer(skip + 1)], total: 45, totalExact: true } };
    });
    await screen.findByText('Hiển thị 1–20 trong tổng số 45 khách hàng');
    expect(lastQuery(api).get('limit')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Trang 3' }));
    await waitFor(() => expect(lastQuery(api).get('skip')).toBe('40'));
    expect(await screen.findByText('Hiển thị 41–45 trong tổng số 45 khách hàng')).toBeVisible();

    const before = api.to('GET /api/customers').length;
    await user.type(screen.getByRole('searchbox', { name: 'Tìm khách hàng' }), 'an@');
    await waitFor(() => expect(lastQuery(api).get('search')).toBe('an@'));
    expect(lastQuery(api).get('skip')).toBe('0');
    expect(api.to('GET /api/customers').length - before).toBe(1);
  });

  it('says when no customer matches', async () => {
    const { user } = setup((r) =>
      r.url.searchParams.get('search')
        ? { body: { customers: [], total: 0, totalExact: true } }
        : { body: { customers: [AN], total: 1, totalExact: true } },
    );
    await screen.findByRole('link', { name: 'Nguyễn Văn An' });
    await user.type(screen.getByRole('searchbox', { name: 'Tìm khách hàng' }), 'zzz');
    expect(await screen.findByText('Không tìm thấy khách hàng phù hợp')).toBeVisible();
  });

  it('shows Không có quyền without the orders read right', async () => {
    const { api } = setup(() => ({ body: { customers: [], total: 0, totalExact: true } }), { orders: NO_RIGHTS });
    expect(await screen.findByRole('heading', { name: 'Không có quyền' })).toBeVisible();
    expect(api.to('GET /api/customers')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Khách Hàng' })).toBeNull();
  });

  it("shows one customer's figures and their orders, each linking to the order", async () => {
    setup(
      () => ({ body: { customers: [AN], total: 1, totalExact: true } }),
      { orders: ALL_RIGHTS },
      '/admin/customers/0901234567',
    );
    expect(await screen.findByRole('heading', { name: 'Nguyễn Văn An' })).toBeVisible();
    expect(screen.getByText('Số đơn hàng').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Đã chi tiêu').nextElementSibling?.textContent).toBe('27.500.000 ₫');
    expect(screen.getByText('Đơn gần nhất').nextElementSibling?.textContent).toBe('02/03/2025 19:45');
    expect(screen.getByText(/Địa chỉ gần nhất: 12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh/)).toBeVisible();

    const orders = within(screen.getByRole('region', { name: 'Đơn hàng của khách' }))
      .getAllByRole('row')
      .slice(1);
    expect(orders.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['DH250131COMP04', '02/03/2025 19:45', 'Hoàn Thành', 'Chưa thanh toán', '27.500.000 ₫'],
      ['DH250131CANC05', '31/01/2025 10:00', 'Đã Hủy', 'Đã hoàn tiền', '15.000.000 ₫'],
    ]);
    expect(screen.getByRole('link', { name: 'DH250131COMP04' }).getAttribute('href')).toBe('/admin/orders/4');
  });

  it('says the customer does not exist for an unknown phone', async () => {
    signInStore({ ...adminUser, roleId: 2 });
    mockFetch({
      'GET /api/rights/role-permissions/2': { body: { orders: READ_ONLY } },
      'GET /api/customers/0999999999': apiError(404, 'Không tìm thấy khách hàng'),
    });
    renderAdmin('/admin/customers/0999999999');
    expect(await screen.findByText('Không tìm thấy khách hàng')).toBeVisible();
  });
});

import type { Dashboard } from '@shop/core/schemas/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import type { MockAnswer } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY } from '../layout/render-admin.test-utils';
import { makeOrder } from '../orders/order-fixtures.test-utils';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';
import { renderDashboard } from './report-fixtures.test-utils';

const figures = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  products: 156,
  inStock: 142,
  orders: 89,
  revenue: 125_000_000,
  ordersThisMonth: 28,
  ordersLastMonth: 25,
  trend: 12,
  recentOrders: [
    makeOrder({ code: 'DH250131COMPL1', status: 'completed', customer: 'Trần Thị Bình' }),
    makeOrder({ code: 'DH250131PROCE1', status: 'processing' }),
    makeOrder({ code: 'DH250131SHIPP1', status: 'shipped' }),
  ],
  pendingOrders: 2,
  lowStock: [],
  setup: { shopDetails: true, brand: true, product: true, images: true, order: true },
  ...overrides,
});

const setup = (dashboard: MockAnswer | (() => MockAnswer), permissions?: Record<string, unknown>) =>
  renderDashboard({ dashboard, permissions });

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('article') as HTMLElement;

beforeEach(() => {
  signOutStore();
});

describe('dashboard', () => {
  it('shows the cards from GET /api/dashboard: products, in stock, orders with the trend, revenue in VND', async () => {
    setup({ body: figures() });
    expect(await screen.findByText('Sản phẩm', { selector: 'dt' })).toBeVisible();
    expect(within(card('Sản phẩm')).getByText('156')).toBeVisible();
    expect(within(card('Còn hàng')).getByText('142')).toBeVisible();
    const orders = card('Đơn hàng');
    expect(within(orders).getByText('89')).toBeVisible();
    expect(within(orders).getByText('Tháng này: 28 · Tháng trước: 25')).toBeVisible();
    expect(within(orders).getByText('+12%')).toBeVisible();
    expect(within(orders).getByText('so với tháng trước')).toBeVisible();
    const revenue = card('Doanh thu');
    expect(within(revenue).getByText('125.000.000 ₫')).toBeVisible();
    expect(within(revenue).getByText('Từ các đơn hàng Hoàn Thành')).toBeVisible();
  });

  it('hides the orders, their customers and the revenue from a caller without orders read or reports read', async () => {
    const { api } = setup(
      {
        body: figures({
          orders: null,
          ordersThisMonth: null,
          ordersLastMonth: null,
          trend: null,
          recentOrders: null,
          pendingOrders: null,
          revenue: null,
        }),
      },
      { dashboard: READ_ONLY, products: ALL_RIGHTS, shop: READ_ONLY },
    );
    expect(await screen.findByText('Sản phẩm', { selector: 'dt' })).toBeVisible();
    expect(within(card('Sản phẩm')).getByText('156')).toBeVisible();
    expect(screen.queryByText('Đơn hàng', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Doanh thu', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Đơn hàng gần đây' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Báo cáo' })).toBeNull();
    expect(screen.queryByText('Chưa có đơn hàng nào')).toBeNull();
    expect(api.to('GET /api/dashboard/reports')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Sắp hết hàng' })).toBeVisible();
  });

  it('shows the orders but neither revenue nor reports to a caller with orders read and without reports read', async () => {
    const { api } = setup(
      { body: figures({ revenue: null }) },
      { dashboard: READ_ONLY, products: ALL_RIGHTS, orders: READ_ONLY, shop: READ_ONLY },
    );
    await screen.findByText('DH250131COMPL1');
    expect(within(card('Đơn hàng')).getByText('89')).toBeVisible();
    expect(screen.queryByText('Doanh thu', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Báo cáo' })).toBeNull();
    expect(api.to('GET /api/dashboard/reports')).toHaveLength(0);
  });

  it.each([
    [-25, '−25%'],
    [7.5, '+7,5%'],
    [0, '0%'],
  ])('writes a trend of %d as %s', async (trend, text) => {
    setup({ body: figures({ trend }) });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('shows — when last month had no orders to compare with', async () => {
    setup({ body: figures({ trend: null, ordersLastMonth: 0 }) });
    const orders = await waitFor(() => card('Đơn hàng'));
    expect(within(orders).getByText('—')).toBeVisible();
    expect(within(orders).getByText('chưa có đơn hàng tháng trước để so sánh')).toBeVisible();
  });

  it('lists the recent orders with their status labels', async () => {
    setup({ body: figures() });
    await screen.findByText('DH250131COMPL1');
    const recent = screen.getByRole('region', { name: 'Đơn hàng gần đây' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('DH250131COMPL1')).toBeVisible();
    expect(within(rows[0]!).getByText('Hoàn Thành')).toBeVisible();
    expect(within(rows[0]!).getByText('Trần Thị Bình · 31/01/2025 10:00')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: 'DH250131COMPL1' }).getAttribute('href')).toMatch(
      /^\/admin\/orders\/\d+$/,
    );
    expect(within(rows[1]!).getByText('Đang Xử Lý')).toBeVisible();
    expect(within(rows[2]!).getByText('Đang Giao')).toBeVisible();
    expect(within(recent).getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe('/admin/orders');
  });

  it('lists the tracked variants low in stock, fewest first, each linking to its product', async () => {
    setup({
      body: figures({
        lowStock: [
          { productId: 7, productName: 'Tissot PRX', variantId: 71, variantName: '40mm Xanh', stock: 0 },
          { productId: 9, productName: 'Seiko 5', variantId: 91, variantName: '38mm Đen', stock: 2 },
        ],
      }),
    });
    const low = await screen.findByRole('region', { name: 'Sắp hết hàng' });
    const rows = within(low).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Tissot PRX40mm XanhHết hàng', 'Seiko 538mm ĐenCòn 2']);
    expect(within(low).getByRole('link', { name: 'Seiko 5' }).getAttribute('href')).toBe('/admin/products?product=9');
  });

  it('says when no variant is low in stock', async () => {
    setup({ body: figures({ lowStock: [] }) });
    const low = await screen.findByRole('region', { name: 'Sắp hết hàng' });
    expect(within(low).getByText('Không có phiên bản nào sắp hết hàng')).toBeVisible();
  });

  it('says so when there is no order yet', async () => {
    setup({ body: figures({ recentOrders: [], orders: 0 }) });
    await screen.findByText('Chưa có đơn hàng nào');
    const recent = screen.getByRole('region', { name: 'Đơn hàng gần đây' });
    expect(within(recent).getByText('Chưa có đơn hàng nào')).toBeVisible();
  });

  it('shows the store information from the store settings and the quick links', async () => {
    setup({ body: figures() });
    await screen.findByText(STORE_SETTINGS['store.address']);
    const store = screen.getByRole('region', { name: 'Thông tin cửa hàng' });
    expect(within(store).getByText('Đồng Hồ Sang Trọng')).toBeVisible();
    expect(within(store).getByText(STORE_SETTINGS['store.address'])).toBeVisible();
    expect(within(store).getByText('Thứ 7: 9:00-23:00')).toBeVisible();

    const links = screen.getByRole('region', { name: 'Truy cập nhanh' });
    const targets = within(links)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // Settings needs a right on settings, which this role lacks.
    expect(targets).toEqual(['/admin/products', '/admin/orders', '/admin/shop']);
  });

  it('shows an error with retry when the figures cannot be loaded', async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: {} } : { body: figures() };
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không thể tải dữ liệu bảng điều khiển')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('125.000.000 ₫')).toBeVisible();
  });

  it('shows Không có quyền without the dashboard read right, and loads nothing', async () => {
    const { api } = setup(
      { body: figures() },
      {
        dashboard: { read: false, change: true, delete: false },
        products: READ_ONLY,
        orders: READ_ONLY,
        shop: READ_ONLY,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Không có quyền' })).toBeVisible();
    expect(screen.getByText(/Bạn không có quyền xem bảng điều khiển/)).toBeVisible();
    expect(api.to('GET /api/dashboard')).toHaveLength(0);
  });
});

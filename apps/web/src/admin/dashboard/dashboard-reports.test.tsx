import { addDays, shopToday, type Dashboard } from '@shop/core/schemas/dashboard';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { apiError, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { EMPTY_REPORTS, renderDashboard, reportsOf } from './report-fixtures.test-utils';

const DONE = { shopDetails: true, brand: true, product: true, images: true, order: true };

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  products: 36,
  inStock: 30,
  orders: 9,
  revenue: 0,
  ordersThisMonth: 9,
  ordersLastMonth: 0,
  trend: null,
  recentOrders: [],
  pendingOrders: 1,
  lowStock: [],
  setup: DONE,
  ...overrides,
});

const MARCH = reportsOf(
  [
    { date: '2026-03-01', orders: 2, revenue: 6_060_000 },
    { date: '2026-03-02', orders: 0, revenue: 0 },
    { date: '2026-03-03', orders: 1, revenue: 530_000 },
  ],
  { pending: 1, shipped: 2, completed: 3, cancelled: 1 },
  [
    { productId: 4, name: 'Tissot PRX Powermatic 80', quantity: 3, revenue: 5_000_000 },
    { productId: null, name: 'Đồng hồ đã xoá', quantity: 1, revenue: 1_000_000 },
  ],
);

const setup = (
  path: string,
  reports: (request: MockRequest) => MockAnswer,
  figures: Dashboard = dashboard(),
  permissions?: Record<string, unknown>,
) => renderDashboard({ path, dashboard: { body: figures }, reports, permissions });

/** The rows of a chart's accessible table, each as its cells' text. */
async function chartRows(name: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

beforeEach(() => {
  signOutStore();
});

describe('dashboard reports', () => {
  it('asks for the last 30 days by default and shows the range in dd/MM/yyyy', async () => {
    const { api } = setup('/admin', () => ({ body: EMPTY_REPORTS }));
    await screen.findByRole('heading', { name: 'Báo cáo' });
    await waitFor(() => expect(api.to('GET /api/dashboard/reports')).toHaveLength(1));
    const asked = api.to('GET /api/dashboard/reports')[0]!.url.searchParams;
    const today = shopToday();
    expect(asked.get('to')).toBe(today);
    expect(asked.get('from')).toBe(addDays(today, -29));
    expect((screen.getByLabelText('Từ ngày') as HTMLInputElement).value).toBe(addDays(today, -29));
    expect((screen.getByLabelText('Đến ngày') as HTMLInputElement).value).toBe(today);
    expect(screen.getByRole('button', { name: '30 ngày' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the range's totals and each chart's figures in its table", async () => {
    setup('/admin?from=2026-03-01&to=2026-03-03', () => ({ body: MARCH }));
    expect(await screen.findByText('Từ 01/03/2026 đến 03/03/2026')).toBeVisible();
    const revenue = (await screen.findByText('Doanh thu trong kỳ')).closest('article') as HTMLElement;
    expect(within(revenue).getByText('6.590.000 ₫')).toBeVisible();
    const completed = screen.getByText('Đơn hoàn thành trong kỳ').closest('article') as HTMLElement;
    expect(within(completed).getByText('3')).toBeVisible();
    expect(within(completed).getByText('Tổng số đơn đặt trong kỳ: 7')).toBeVisible();

    expect(await screen.findByRole('figure', { name: 'Doanh thu và đơn hoàn thành theo ngày' })).toBeVisible();
    expect(await chartRows('Doanh thu và đơn hoàn thành theo ngày')).toEqual([
      ['01/03/2026', '2', '6.060.000 ₫', '0 ₫'],
      ['02/03/2026', '0', '0 ₫', '0 ₫'],
      ['03/03/2026', '1', '530.000 ₫', '0 ₫'],
    ]);
    expect(await chartRows('Đơn hàng theo trạng thái')).toEqual([
      ['Chờ Xử Lý', '1'],
      ['Đang Xử Lý', '0'],
      ['Đang Giao', '2'],
      ['Hoàn Thành', '3'],
      ['Đã Hủy', '1'],
    ]);
    expect(await chartRows('Top 10 sản phẩm theo doanh thu')).toEqual([
      ['Tissot PRX Powermatic 80', '3', '5.000.000 ₫'],
      ['Đồng hồ đã xoá', '1', '1.000.000 ₫'],
    ]);
  });

  it('says so when no order was completed in the range', async () => {
    setup('/admin?from=2026-03-01&to=2026-03-02', () => ({ body: EMPTY_REPORTS }));
    const top = await screen.findByRole('figure', { name: 'Top 10 sản phẩm theo doanh thu' });
    expect(within(top).getByText('Chưa có đơn hàng hoàn thành trong khoảng thời gian này')).toBeVisible();
  });

  it('keeps a changed range in the URL and asks for it', async () => {
    const { api, router, user } = setup('/admin?from=2026-03-01&to=2026-03-03', (r) => ({
      body: { ...MARCH, from: r.url.searchParams.get('from')!, to: r.url.searchParams.get('to')! },
    }));
    await screen.findByText('Từ 01/03/2026 đến 03/03/2026');
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-02-15' } });
    expect(await screen.findByText('Từ 15/02/2026 đến 03/03/2026')).toBeVisible();
    expect(router.state.location.search).toBe('?from=2026-02-15&to=2026-03-03');
    expect(api.to('GET /api/dashboard/reports').at(-1)!.url.search).toBe('?from=2026-02-15&to=2026-03-03');

    await user.click(screen.getByRole('button', { name: '7 ngày' }));
    const today = shopToday();
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${addDays(today, -6)}&to=${today}`));
    expect(screen.getByRole('button', { name: '7 ngày' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '30 ngày' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps both ends when they are changed one right after the other, before the page redraws', async () => {
    const { api, router } = setup('/admin?from=2026-03-01&to=2026-03-03', (r) => ({
      body: { ...MARCH, from: r.url.searchParams.get('from')!, to: r.url.searchParams.get('to')! },
    }));
    await screen.findByText('Từ 01/03/2026 đến 03/03/2026');
    act(() => {
      fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-02-20' } });
      fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-02-20' } });
    });
    await screen.findByText('Từ 20/02/2026 đến 20/02/2026');
    expect(router.state.location.search).toBe('?from=2026-02-20&to=2026-02-20');
    await waitFor(() =>
      expect(api.to('GET /api/dashboard/reports').at(-1)!.url.search).toBe('?from=2026-02-20&to=2026-02-20'),
    );
  });

  it.each([
    ['/admin?from=2026-03-05&to=2026-03-01', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc'],
    ['/admin?from=2024-01-01&to=2025-06-01', 'Khoảng thời gian tối đa là 366 ngày'],
    ['/admin?from=2026-02-30', 'Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)'],
  ])('explains a bad range in %s and asks nothing', async (path, message) => {
    const { api } = setup(path, () => ({ body: MARCH }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeVisible();
    expect(api.to('GET /api/dashboard/reports')).toHaveLength(0);
  });

  it('shows an error with retry when the reports cannot be loaded', async () => {
    let calls = 0;
    const { user } = setup('/admin?from=2026-03-01&to=2026-03-03', () =>
      ++calls === 1 ? apiError(500, 'Lỗi máy chủ') : { body: MARCH },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không thể tải báo cáo')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('6.590.000 ₫')).toBeVisible();
  });
});

describe('getting started', () => {
  it('shows the checklist instead of zeros while the shop has no product, each step ticked from the data', async () => {
    const { api } = setup(
      '/admin',
      () => ({ body: EMPTY_REPORTS }),
      dashboard({
        products: 0,
        inStock: 0,
        orders: 0,
        setup: { shopDetails: true, brand: true, product: false, images: false, order: false },
      }),
    );
    const list = await screen.findByRole('region', { name: 'Bắt đầu bán hàng' });
    expect(within(list).getByText(/đã xong 2\/5 bước/)).toBeVisible();
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/shop',
      '/admin/products?tab=brands',
      '/admin/products',
      '/admin/images',
      '/products',
    ]);
    const expected = [
      ['Nhập thông tin cửa hàng', 'Đã xong'],
      ['Thêm thương hiệu', 'Đã xong'],
      ['Thêm sản phẩm', 'Chưa xong'],
      ['Tải ảnh lên', 'Chưa xong'],
      ['Đặt thử một đơn hàng', 'Chưa xong'],
    ] as const;
    expected.forEach(([label, state], i) => {
      expect(within(steps[i]!).getByText(label)).toBeVisible();
      expect(within(steps[i]!).getByText(state)).toBeVisible();
    });
    expect(screen.queryByText('Sản phẩm', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Báo cáo' })).toBeNull();
    expect(api.to('GET /api/dashboard/reports')).toHaveLength(0);
  });

  it('shows the figures, not the checklist, once there is a product', async () => {
    setup('/admin', () => ({ body: EMPTY_REPORTS }), dashboard({ setup: { ...DONE, order: false } }));
    expect(await screen.findByRole('heading', { name: 'Báo cáo' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Bắt đầu bán hàng' })).toBeNull();
  });
});

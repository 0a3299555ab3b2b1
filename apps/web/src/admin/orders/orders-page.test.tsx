import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { byStatus, lastListQuery, rowOf, setupOrders as setup, STATS } from './order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

describe('orders screen', () => {
  it('shows the stat cards from GET /api/orders/stats', async () => {
    setup();
    const stats = await screen.findByRole('region', { name: 'Thống kê đơn hàng' });
    const value = (label: string) => within(stats).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Tổng đơn hàng')).toBe('25'));
    expect(value('Đang Xử Lý')).toBe('3');
    expect(value('Đang Giao')).toBe('4');
    expect(value('Hoàn Thành')).toBe('12');
  });

  it('lists the orders: code, customer, product, amount in VND, status and payment labels, date dd/MM/yyyy HH:mm', async () => {
    setup();
    await screen.findByText('DH250131PEND01');
    const row = rowOf('DH250131PEND01');
    expect(within(row).getByText('Lê Minh Châu')).toBeVisible();
    expect(within(row).getByText('0901234567')).toBeVisible();
    expect(within(row).getByText('Tissot PRX')).toBeVisible();
    expect(within(row).getByText('15.000.000 ₫')).toBeVisible();
    expect(within(row).getByText('Chờ Xử Lý')).toBeVisible();
    expect(within(row).getAllByText('Chưa thanh toán').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('31/01/2025 10:00').length).toBeGreaterThan(0);
    expect(within(rowOf('DH250131CANC05')).getByText('Đã Hủy')).toBeVisible();
    expect(screen.getByText('Hiển thị 1–5 trong tổng số 5 đơn hàng')).toBeVisible();
  });

  it("the order code is a link to the order's page", async () => {
    setup();
    await screen.findByText('DH250131PEND01');
    const link = within(rowOf('DH250131PEND01')).getByRole('link', { name: 'DH250131PEND01' });
    expect(link.getAttribute('href')).toMatch(/^\/admin\/orders\/\d+$/);
  });

  it('filters by status on the server, all sends no status', async () => {
    const { api, user } = setup();
    await screen.findByText('DH250131PEND01');
    expect(lastListQuery(api).get('status')).toBeNull();

    const select = screen.getByRole('combobox', { name: 'Trạng thái' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tất cả trạng thái', 'Chờ Xử Lý', 'Đang Xử Lý', 'Đang Giao', 'Hoàn Thành', 'Đã Hủy']);
    await user.selectOptions(select, 'Đang Xử Lý');
    await waitFor(() => expect(lastListQuery(api).get('status')).toBe('processing'));
    // Back to the first page: none of the ways to another page.
    for (const way of ['skip', 'after', 'before', 'last']) expect(lastListQuery(api).get(way)).toBeNull();

    await user.selectOptions(select, 'Tất cả trạng thái');
    await waitFor(() => expect(lastListQuery(api).get('status')).toBeNull());
  });

  it('filters by payment status on the server, all sends none', async () => {
    const { api, user } = setup();
    await screen.findByText('DH250131PEND01');
    expect(lastListQuery(api).get('paymentStatus')).toBeNull();

    const select = screen.getByRole('combobox', { name: 'Thanh toán' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tất cả thanh toán', 'Chưa thanh toán', 'Đã nhận tiền', 'Đã hoàn một phần', 'Đã hoàn tiền']);
    await user.selectOptions(select, 'Đã nhận tiền');
    await waitFor(() => expect(lastListQuery(api).get('paymentStatus')).toBe('paid'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Hoàn Thành');
    await waitFor(() => expect(lastListQuery(api).get('status')).toBe('completed'));
    expect(lastListQuery(api).get('paymentStatus')).toBe('paid');

    await user.selectOptions(select, 'Tất cả thanh toán');
    await waitFor(() => expect(lastListQuery(api).get('paymentStatus')).toBeNull());
  });

  it('searches code, customer or product on the server once typing pauses', async () => {
    const { api, user } = setup();
    await screen.findByText('DH250131PEND01');
    const before = api.to('GET /api/orders').length;

    await user.type(screen.getByRole('searchbox', { name: 'Tìm đơn hàng' }), 'tissot prx');
    await waitFor(() => expect(lastListQuery(api).get('search')).toBe('tissot prx'));
    // Debounced: one request for the whole word, not one per key.
    expect(api.to('GET /api/orders').length - before).toBe(1);
  });

  it('pages through the orders: the next page after the last order shown, the last page from the other end', async () => {
    const { api, user } = setup({ total: 25 });
    expect(await screen.findByText('Hiển thị 1–10 trong tổng số 25 đơn hàng')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    // The fixture's page ends with order 5.
    await waitFor(() => expect(lastListQuery(api).get('after')).toBe('5'));
    expect(lastListQuery(api).get('limit')).toBe('10');
    expect(lastListQuery(api).get('skip')).toBeNull();
    expect(await screen.findByText('Hiển thị 11–20 trong tổng số 25 đơn hàng')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Trang cuối' }));
    await waitFor(() => expect(lastListQuery(api).get('last')).toBe('true'));
    expect(await screen.findByText('Hiển thị 21–25 trong tổng số 25 đơn hàng')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    // Page 2 from page 3: the newer page before the first order shown.
    await waitFor(() => expect(lastListQuery(api).get('before')).toBe('1'));
  });

  it('says "hơn 10.000" when the total is not counted to the end, and steps by keyset', async () => {
    const { api, user } = setup({
      routes: {
        'GET /api/orders': { body: { orders: Object.values(byStatus), total: 10_000, totalExact: false, more: true } },
      },
    });
    expect(await screen.findByText('Hiển thị 1–5 trong hơn 10.000 đơn hàng')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(lastListQuery(api).get('after')).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'Trang cuối' }));
    await waitFor(() => expect(lastListQuery(api).get('last')).toBe('true'));
    expect(await screen.findByText('Trang 1 tính từ đơn cũ nhất, trong hơn 10.000 đơn hàng')).toBeVisible();
  });

  it('filters by the days placed, and the export follows them', async () => {
    const { api, user } = setup();
    await screen.findByText('DH250131PEND01');
    await user.type(screen.getByLabelText('Từ ngày'), '2025-01-01');
    await waitFor(() => expect(lastListQuery(api).get('from')).toBe('2025-01-01'));
    await user.type(screen.getByLabelText('Đến ngày'), '2025-01-31');
    await waitFor(() => expect(lastListQuery(api).get('to')).toBe('2025-01-31'));
  });

  it('shows an error with retry when the list cannot be loaded, and an empty state', async () => {
    signInStore({ ...adminUser, roleId: 2 });
    let calls = 0;
    mockFetch({
      'GET /api/rights/role-permissions/2': { body: { orders: READ_ONLY } },
      'GET /api/orders/stats': { body: STATS },
      'GET /api/orders': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: {} }
          : { body: { orders: [], total: 0, totalExact: true, more: false } };
      },
    });
    const { user } = renderAdmin('/admin/orders');
    expect(await screen.findByText('Không thể tải danh sách đơn hàng')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có đơn hàng nào')).toBeVisible();
  });

  it('shows Không có quyền without the orders read right', async () => {
    const { api } = setup({ rights: { orders: { read: false, change: false, delete: false } } });
    expect(await screen.findByRole('heading', { name: 'Không có quyền' })).toBeVisible();
    expect(screen.getByText(/Bạn không có quyền xem đơn hàng/)).toBeVisible();
    expect(api.to('GET /api/orders')).toHaveLength(0);
  });
});

describe('orders export', () => {
  it('downloads the orders of the chosen days and the filtered status as CSV, under the server’s file name', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:orders';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = setup({
      routes: {
        'GET /api/orders/export': {
          raw: '\ufeffMã đơn,Khách hàng\r\nDH250131PEND01,Lê Minh Châu\r\n',
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="don-hang.csv"' },
        },
      },
    });
    await screen.findByText('DH250131PEND01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Hoàn Thành');
    const exporter = screen.getByRole('region', { name: 'Xuất đơn hàng' });
    await user.type(screen.getByLabelText('Từ ngày'), '2025-01-01');
    await user.type(screen.getByLabelText('Đến ngày'), '2025-01-31');
    await user.click(within(exporter).getByRole('button', { name: 'Xuất CSV' }));

    await waitFor(() => expect(saved).toEqual(['don-hang.csv']));
    const query = api.to('GET /api/orders/export').at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      format: 'csv',
      from: '2025-01-01',
      to: '2025-01-31',
      status: 'completed',
    });
    click.mockRestore();
  });

  it('says why when the export is refused', async () => {
    const { user } = setup({
      routes: {
        'GET /api/orders/export': {
          status: 400,
          body: { error: { code: 'VALIDATION_ERROR', message: 'Ngày bắt đầu phải trước ngày kết thúc' } },
        },
      },
    });
    await screen.findByText('DH250131PEND01');
    await user.click(
      within(screen.getByRole('region', { name: 'Xuất đơn hàng' })).getByRole('button', { name: 'Xuất Excel' }),
    );
    expect((await screen.findByText('Ngày bắt đầu phải trước ngày kết thúc')).textContent).toBe(
      'Ngày bắt đầu phải trước ngày kết thúc',
    );
  });
});

import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import type { OrderStatus } from '@shop/core/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { apiError } from '../../test/fetch-mock';
import { READ_ONLY } from '../layout/render-admin.test-utils';
import { byStatus, makeOrder, rowOf, setupOrders as setup } from './order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

describe('order actions: view, next status, cancel', () => {
  it('offers the next status (named on the button) and cancel only where the flow allows', async () => {
    setup();
    await screen.findByText('DH250131PEND01');
    const buttons = (code: string) =>
      within(rowOf(code))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(buttons('DH250131PEND01')).toEqual([
      'Xem đơn hàng DH250131PEND01',
      'Chuyển sang Đang Xử Lý',
      'Hủy đơn hàng DH250131PEND01',
    ]);
    expect(buttons('DH250131PROC02')).toEqual([
      'Xem đơn hàng DH250131PROC02',
      'Chuyển sang Đã Giao',
      'Hủy đơn hàng DH250131PROC02',
    ]);
    expect(buttons('DH250131SHIP03')).toEqual([
      'Xem đơn hàng DH250131SHIP03',
      'Chuyển sang Hoàn Thành',
      'Hủy đơn hàng DH250131SHIP03',
    ]);
    expect(buttons('DH250131COMP04')).toEqual(['Xem đơn hàng DH250131COMP04']);
    expect(buttons('DH250131CANC05')).toEqual(['Xem đơn hàng DH250131CANC05']);
    expect(within(rowOf('DH250131PEND01')).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' }).textContent).toBe(
      'Đang Xử Lý',
    );
  });

  it('shows no status buttons and no Create Order without the orders change right', async () => {
    setup({ rights: { orders: READ_ONLY } });
    await screen.findByText('DH250131PEND01');
    expect(
      within(rowOf('DH250131PEND01'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Xem đơn hàng DH250131PEND01']);
    expect(screen.queryByRole('button', { name: 'Tạo Đơn Hàng' })).toBeNull();
  });

  it('moves an order to the next status and refreshes the list', async () => {
    const { api, user } = setup({
      patch: (r) => ({ body: { ...byStatus.pending, status: (r.body as { status: OrderStatus }).status } }),
    });
    await screen.findByText('DH250131PEND01');
    const listCalls = api.to('GET /api/orders').length;

    await user.click(within(rowOf('DH250131PEND01')).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' }));

    await waitFor(() => expect(api.to('PATCH /api/orders/1/status')).toHaveLength(1));
    expect(api.to('PATCH /api/orders/1/status')[0]!.body).toEqual({ status: 'processing' });
    expect(await screen.findByText('Đơn hàng DH250131PEND01 đã chuyển sang Đang Xử Lý')).toBeTruthy();
    await waitFor(() => expect(api.to('GET /api/orders').length).toBeGreaterThan(listCalls));
  });

  it('cancels only after the warning is confirmed', async () => {
    const { api, user } = setup({ patch: () => ({ body: { ...byStatus.shipped, status: 'cancelled' } }) });
    await screen.findByText('DH250131SHIP03');

    await user.click(within(rowOf('DH250131SHIP03')).getByRole('button', { name: 'Hủy đơn hàng DH250131SHIP03' }));
    let dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(within(dialog).getByText(/không thể khôi phục/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('PATCH /api/orders/3/status')).toHaveLength(0);

    await user.click(within(rowOf('DH250131SHIP03')).getByRole('button', { name: 'Hủy đơn hàng DH250131SHIP03' }));
    dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    // A reason is required before the order is cancelled.
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    expect(within(dialog).getByText(ORDER_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.to('PATCH /api/orders/3/status')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Lý do hủy *'), 'Khách đổi ý');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));

    await waitFor(() => expect(api.to('PATCH /api/orders/3/status')).toHaveLength(1));
    expect(api.to('PATCH /api/orders/3/status')[0]!.body).toEqual({ status: 'cancelled', reason: 'Khách đổi ý' });
    expect(await screen.findByText('Đã hủy đơn hàng DH250131SHIP03')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's 409 message in the Lỗi dialog", async () => {
    const { user } = setup({ patch: () => apiError(409, 'Không thể chuyển trạng thái đơn hàng như vậy', 'CONFLICT') });
    await screen.findByText('DH250131PROC02');
    await user.click(within(rowOf('DH250131PROC02')).getByRole('button', { name: 'Chuyển sang Đã Giao' }));

    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Không thể chuyển trạng thái đơn hàng như vậy')).toBeTruthy();
  });

  it('shows Không có quyền when the server refuses the change (rights changed meanwhile)', async () => {
    const { user } = setup({ patch: () => apiError(403, 'Bạn không có quyền thực hiện thao tác này', 'FORBIDDEN') });
    await screen.findByText('DH250131PROC02');
    await user.click(within(rowOf('DH250131PROC02')).getByRole('button', { name: 'Chuyển sang Đã Giao' }));

    const dialog = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(dialog).getByText('Bạn không có quyền cập nhật đơn hàng')).toBeTruthy();
  });

  it('opens an order: lines, phone, email, address, note, payment, amount and status history', async () => {
    const detail = makeOrder({
      ...byStatus.processing,
      email: 'khach@example.com',
      note: 'Giao giờ hành chính',
      items: [
        {
          productId: 1,
          variantId: 11,
          productName: 'Tissot PRX',
          variantName: '40mm Xanh',
          price: 15_000_000,
          quantity: 1,
        },
        { productId: 2, variantId: 21, productName: 'Seiko 5', variantName: '38mm Đen', price: 4_000_000, quantity: 2 },
      ],
      amount: 23_000_000,
      history: [
        { from: null, to: 'pending', at: '2025-01-31T03:00:00.000Z', by: null, reason: null },
        { from: 'pending', to: 'processing', at: '2025-01-31T04:30:00.000Z', by: 'admin', reason: null },
      ],
    });
    const { user } = setup({ detail });
    await screen.findByText('DH250131PROC02');
    await user.click(within(rowOf('DH250131PROC02')).getByRole('button', { name: 'Xem đơn hàng DH250131PROC02' }));

    const dialog = screen.getByRole('dialog', { name: 'Đơn hàng DH250131PROC02' });
    expect(await within(dialog).findByText('Seiko 5')).toBeTruthy();
    expect(within(dialog).getByText('38mm Đen')).toBeTruthy();
    expect(within(dialog).getByText('8.000.000 ₫')).toBeTruthy();
    expect(within(dialog).getByText('23.000.000 ₫')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '0901234567' }).getAttribute('href')).toBe('tel:0901234567');
    expect(within(dialog).getByText('khach@example.com')).toBeTruthy();
    expect(within(dialog).getByText('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh')).toBeTruthy();
    expect(within(dialog).getByText('Giao giờ hành chính')).toBeTruthy();
    expect(within(dialog).getByText('Thanh toán khi nhận hàng (COD) · Chưa thanh toán')).toBeTruthy();

    const history = within(dialog).getByRole('region', { name: 'Lịch sử trạng thái' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Chờ Xử Lý10:00 31/01/2025 · Khách hàng',
      'Đang Xử Lý11:30 31/01/2025 · admin',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Chuyển sang Đã Giao' })).toBeTruthy();
  });
});

describe('orders on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows cards instead of the table, with the same actions', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Đơn hàng DH250131PEND01' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Chờ Xử Lý')).toBeTruthy();
    expect(within(card).getByText('15.000.000 ₫')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hủy đơn hàng DH250131PEND01' })).toBeTruthy();
  });
});

import type { OrderStatus } from '@shop/core/constants';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { apiError } from '../../test/fetch-mock';
import { READ_ONLY } from '../layout/render-admin.test-utils';
import { byStatus, rowOf, setupOrders as setup } from './order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

/** Fills the Giao hàng dialog (carrier, tracking number) and ships. */
async function ship(user: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Giao hàng' });
  await user.type(within(dialog).getByLabelText('Đơn vị vận chuyển *'), 'Giao Hàng Nhanh');
  await user.type(within(dialog).getByLabelText('Mã vận đơn *'), 'GHN8K2P4Q7');
  await user.click(within(dialog).getByRole('button', { name: 'Chuyển sang Đang Giao' }));
}

describe('order actions: view, next status, cancel', () => {
  const names = (row: HTMLElement) =>
    [...within(row).getAllByRole('link'), ...within(row).getAllByRole('button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    );

  it('offers the next status (named on the button) and cancel only where the flow allows', async () => {
    setup();
    await screen.findByText('DH250131PEND01');
    expect(names(rowOf('DH250131PEND01'))).toEqual([
      'DH250131PEND01',
      'Xem đơn hàng DH250131PEND01',
      'Chuyển sang Đang Xử Lý',
      'Hủy đơn hàng DH250131PEND01',
    ]);
    expect(names(rowOf('DH250131PROC02'))).toEqual([
      'DH250131PROC02',
      'Xem đơn hàng DH250131PROC02',
      'Chuyển sang Đang Giao',
      'Hủy đơn hàng DH250131PROC02',
    ]);
    expect(names(rowOf('DH250131SHIP03'))).toEqual([
      'DH250131SHIP03',
      'Xem đơn hàng DH250131SHIP03',
      'Chuyển sang Hoàn Thành',
      'Hủy đơn hàng DH250131SHIP03',
    ]);
    expect(within(rowOf('DH250131COMP04')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('DH250131CANC05')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('DH250131PEND01')).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' }).textContent).toBe(
      'Đang Xử Lý',
    );
    expect(
      within(rowOf('DH250131PEND01')).getByRole('link', { name: 'Xem đơn hàng DH250131PEND01' }).getAttribute('href'),
    ).toBe('/admin/orders/1');
  });

  it('shows no status buttons and no Create Order without the orders change right', async () => {
    setup({ rights: { orders: READ_ONLY } });
    await screen.findByText('DH250131PEND01');
    expect(within(rowOf('DH250131PEND01')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('DH250131PEND01')).getByRole('link', { name: 'Xem đơn hàng DH250131PEND01' })).toHaveAttribute(
      'href',
      '/admin/orders/1',
    );
    expect(screen.queryByRole('button', { name: 'Tạo Đơn Hàng' })).toBeNull();
  });

  it('moves an order to the next status once confirmed, and refreshes the list', async () => {
    const { api, user } = setup({
      patch: (r) => ({ body: { ...byStatus.pending, status: (r.body as { status: OrderStatus }).status } }),
    });
    await screen.findByText('DH250131PEND01');
    const listCalls = api.to('GET /api/orders').length;

    await user.click(within(rowOf('DH250131PEND01')).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' }));
    let dialog = screen.getByRole('dialog', { name: 'Chuyển trạng thái' });
    expect(dialog.textContent).toContain('Chuyển đơn hàng DH250131PEND01 từ Chờ Xử Lý sang Đang Xử Lý?');
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    expect(api.to('PATCH /api/orders/1/status')).toHaveLength(0);

    await user.click(within(rowOf('DH250131PEND01')).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' }));
    dialog = screen.getByRole('dialog', { name: 'Chuyển trạng thái' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(api.to('PATCH /api/orders/1/status')).toHaveLength(1));
    expect(api.to('PATCH /api/orders/1/status')[0]!.body).toEqual({ status: 'processing' });
    expect(await screen.findByText('Đơn hàng DH250131PEND01 đã chuyển sang Đang Xử Lý')).toBeVisible();
    await waitFor(() => expect(api.to('GET /api/orders').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels only with a reason, sent with the status', async () => {
    const { api, user } = setup({ patch: () => ({ body: { ...byStatus.shipped, status: 'cancelled' } }) });
    await screen.findByText('DH250131SHIP03');

    await user.click(within(rowOf('DH250131SHIP03')).getByRole('button', { name: 'Hủy đơn hàng DH250131SHIP03' }));
    let dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(within(dialog).getByText(/không thể khôi phục/)).toBeVisible();
    expect(within(dialog).getByText(/tồn kho của các sản phẩm trong đơn sẽ được hoàn lại/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(rowOf('DH250131SHIP03')).getByRole('button', { name: 'Hủy đơn hàng DH250131SHIP03' }));
    dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    const reason = within(dialog).getByLabelText('Lý do hủy *');
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do hủy đơn')).toBeVisible();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.to('PATCH /api/orders/3/status')).toHaveLength(0);

    await user.type(reason, 'Khách đổi ý');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));

    await waitFor(() => expect(api.to('PATCH /api/orders/3/status')).toHaveLength(1));
    expect(api.to('PATCH /api/orders/3/status')[0]!.body).toEqual({ status: 'cancelled', reason: 'Khách đổi ý' });
    expect(await screen.findByText('Đã hủy đơn hàng DH250131SHIP03')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the carrier and the tracking number when shipping, and sends them', async () => {
    const { api, user } = setup({
      patch: (r) => ({ body: { ...byStatus.processing, ...(r.body as object), status: 'shipped' } }),
    });
    await screen.findByText('DH250131PROC02');
    await user.click(within(rowOf('DH250131PROC02')).getByRole('button', { name: 'Chuyển sang Đang Giao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giao hàng' });
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển sang Đang Giao' }));
    expect(within(dialog).getByText(ORDER_MESSAGES.carrierRequired)).toBeVisible();
    expect(within(dialog).getByText(ORDER_MESSAGES.trackingNumberRequired)).toBeVisible();
    expect(api.to('PATCH /api/orders/2/status')).toHaveLength(0);
    await ship(user);
    await waitFor(() => expect(api.to('PATCH /api/orders/2/status')).toHaveLength(1));
    expect(api.to('PATCH /api/orders/2/status')[0]!.body).toEqual({
      status: 'shipped',
      carrier: 'Giao Hàng Nhanh',
      trackingNumber: 'GHN8K2P4Q7',
    });
  });

  it("shows the server's 409 message in the Lỗi dialog", async () => {
    const { user } = setup({ patch: () => apiError(409, 'Không thể chuyển trạng thái đơn hàng như vậy', 'CONFLICT') });
    await screen.findByText('DH250131PROC02');
    await user.click(within(rowOf('DH250131PROC02')).getByRole('button', { name: 'Chuyển sang Đang Giao' }));
    await ship(user);

    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Không thể chuyển trạng thái đơn hàng như vậy')).toBeVisible();
  });

  it('shows Không có quyền when the server refuses the change (rights changed meanwhile)', async () => {
    const { user } = setup({ patch: () => apiError(403, 'Bạn không có quyền thực hiện thao tác này', 'FORBIDDEN') });
    await screen.findByText('DH250131PROC02');
    await user.click(within(rowOf('DH250131PROC02')).getByRole('button', { name: 'Chuyển sang Đang Giao' }));
    await ship(user);

    const dialog = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(dialog).getByText('Bạn không có quyền cập nhật đơn hàng')).toBeVisible();
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
    expect(within(card).getByText('Chờ Xử Lý')).toBeVisible();
    expect(within(card).getByText('15.000.000 ₫')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Chuyển sang Đang Xử Lý' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Hủy đơn hàng DH250131PEND01' })).toBeVisible();
  });
});

import type { Order } from '@shop/core/schemas/order';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { apiError, type MockRequest } from '../../test/fetch-mock';
import { READ_ONLY } from '../layout/render-admin.test-utils';
import { byStatus, makeOrder, setupOrders } from './order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

const TWO_LINES: Order['items'] = [
  { productId: 1, variantId: 11, productName: 'Tissot PRX', variantName: '40mm Xanh', price: 15_000_000, quantity: 1 },
  { productId: 2, variantId: 21, productName: 'Seiko 5', variantName: '38mm Đen', price: 400_000, quantity: 2 },
];

const processing = makeOrder({
  ...byStatus.processing,
  email: 'khach@example.com',
  note: 'Giao giờ hành chính',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'unpaid',
  items: TWO_LINES,
  subtotal: 15_800_000,
  shippingFee: 0,
  amount: 15_800_000,
  history: [
    { from: null, to: 'pending', at: '2025-01-31T03:00:00.000Z', by: null, reason: null },
    { from: 'pending', to: 'processing', at: '2025-01-31T04:30:00.000Z', by: 'admin', reason: null },
  ],
});

function openOrder(order: Order, options: Parameters<typeof setupOrders>[0] = {}) {
  return setupOrders({ orders: [order], detail: order, path: `/admin/orders/${order.id}`, ...options });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the order screen', () => {
  it('shows the customer, the address in parts, payment, lines, the three amounts and the status history', async () => {
    openOrder(processing);
    expect(await screen.findByRole('heading', { name: 'Đơn hàng DH250131PROC02' })).toBeVisible();

    const customer = region('Khách hàng');
    expect(within(customer).getByRole('link', { name: 'Nguyễn Văn An' }).getAttribute('href')).toBe(
      '/admin/customers/0901234567',
    );
    expect(within(customer).getByRole('link', { name: '0901234567' }).getAttribute('href')).toBe('tel:0901234567');
    expect(within(customer).getByText('khach@example.com')).toBeVisible();

    const shipping = region('Giao hàng');
    const field = (label: string) => within(shipping).getByText(label).nextElementSibling?.textContent;
    expect(field('Tỉnh / Thành phố')).toBe('Thành phố Hồ Chí Minh');
    expect(field('Phường / Xã')).toBe('Phường Sài Gòn');
    expect(field('Địa chỉ')).toBe('12 Lê Lợi');
    expect(field('Ghi chú')).toBe('Giao giờ hành chính');

    const payment = region('Thanh toán');
    expect(within(payment).getByText('Chuyển khoản ngân hàng')).toBeVisible();
    expect(within(payment).getByText('Chưa thanh toán')).toBeVisible();

    const lines = region('Sản phẩm');
    expect(within(lines).getByText('Seiko 5')).toBeVisible();
    expect(within(lines).getByText('800.000 ₫')).toBeVisible();
    const amounts = within(lines).getByLabelText('Số tiền');
    expect(
      [...amounts.querySelectorAll('div')].map(
        (row) => `${row.children[0]!.textContent}=${row.children[1]!.textContent}`,
      ),
    ).toEqual(['Tạm tính=15.800.000 ₫', 'Phí vận chuyển=Miễn phí', 'Tổng cộng=15.800.000 ₫']);

    const history = within(region('Lịch sử trạng thái')).getAllByRole('row').slice(1);
    expect(history.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['31/01/2025 10:00', 'Khách hàng', '—', 'Chờ Xử Lý', '—'],
      ['31/01/2025 11:30', 'admin', 'Chờ Xử Lý', 'Đang Xử Lý', '—'],
    ]);

    expect(screen.getByRole('link', { name: 'In hóa đơn' }).getAttribute('href')).toBe('/admin/orders/2/print');
    expect(screen.getByRole('button', { name: 'Chuyển sang Đang Giao' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hủy đơn hàng DH250131PROC02' })).toBeVisible();
    // Only a pending order can be edited.
    expect(screen.queryByRole('button', { name: 'Sửa đơn hàng' })).toBeNull();
  });

  it('shows a cancelled order with its reason and no actions but printing', async () => {
    const cancelled = makeOrder({
      ...byStatus.cancelled,
      history: [
        { from: null, to: 'pending', at: '2025-01-31T03:00:00.000Z', by: null, reason: null },
        { from: 'pending', to: 'cancelled', at: '2025-02-01T02:15:00.000Z', by: 'nhanvien', reason: 'Khách đổi ý' },
      ],
    });
    openOrder(cancelled);
    const history = await screen.findByRole('region', { name: 'Lịch sử trạng thái' });
    expect(within(history).getByText('Khách đổi ý')).toBeVisible();
    expect(within(history).getByText('01/02/2025 09:15')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Chuyển sang|Hủy đơn|Đã nhận tiền|Sửa đơn/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'In hóa đơn' })).toHaveAttribute(
      'href',
      `/admin/orders/${cancelled.id}/print`,
    );
  });

  it('records the payment: Đã nhận tiền after a confirmation, then Hoàn tiền for a paid order', async () => {
    let current = processing;
    const { api, user } = openOrder(processing, {
      routes: {
        [`PATCH /api/orders/${processing.id}/payment`]: (r: MockRequest) => {
          current = { ...current, paymentStatus: (r.body as { paymentStatus: Order['paymentStatus'] }).paymentStatus };
          return { body: current };
        },
        [`GET /api/orders/${processing.id}`]: () => ({ body: current }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Đã nhận tiền' }));
    const dialog = screen.getByRole('dialog', { name: 'Cập nhật thanh toán' });
    expect(dialog.textContent).toContain('xác nhận đã nhận chuyển khoản của khách?');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(api.to('PATCH /api/orders/2/payment')).toHaveLength(1));
    expect(api.to('PATCH /api/orders/2/payment')[0]!.body).toEqual({ paymentStatus: 'paid' });
    expect(await screen.findByText('Đơn hàng DH250131PROC02: Đã nhận tiền')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Hoàn tiền' })).toBeVisible();
    expect(within(region('Thanh toán')).getByText('Đã nhận tiền')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hoàn tiền' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cập nhật thanh toán' })).getByRole('button', { name: 'Xác nhận' }),
    );
    await waitFor(() => expect(api.to('PATCH /api/orders/2/payment')).toHaveLength(2));
    expect(api.to('PATCH /api/orders/2/payment')[1]!.body).toEqual({ paymentStatus: 'refunded' });
  });

  it('shows no action buttons to a role that may only read orders', async () => {
    openOrder(byStatus.pending, { rights: { orders: READ_ONLY } });
    await screen.findByRole('heading', { name: 'Đơn hàng DH250131PEND01' });
    expect(screen.queryByRole('button', { name: /Chuyển sang|Hủy đơn|Đã nhận tiền|Sửa đơn/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'In hóa đơn' })).toBeVisible();
  });

  it("links to the order's history (Lịch sử thay đổi) for a role with the audit right only", async () => {
    const { user } = openOrder(byStatus.pending, { rights: { orders: READ_ONLY, audit: READ_ONLY } });
    await user.click(await screen.findByRole('link', { name: 'Lịch sử thay đổi của đơn hàng DH250131PEND01' }));
    expect(await screen.findByRole('heading', { name: 'Nhật ký thay đổi' })).toBeVisible();
    expect(screen.getByText(`Lịch sử của đơn hàng #${byStatus.pending.id}`)).toBeVisible();
  });

  it('has no history link without the audit right', async () => {
    openOrder(byStatus.pending, { rights: { orders: READ_ONLY } });
    await screen.findByRole('heading', { name: 'Đơn hàng DH250131PEND01' });
    expect(screen.queryByRole('link', { name: /Lịch sử thay đổi/ })).toBeNull();
  });

  it('says the order does not exist for an unknown id', async () => {
    setupOrders({
      path: '/admin/orders/999',
      routes: { 'GET /api/orders/999': apiError(404, 'Không tìm thấy đơn hàng') },
    });
    expect(await screen.findByText('Không tìm thấy đơn hàng')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Quay lại danh sách đơn hàng' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });
});

describe('editing a pending order', () => {
  const pending = makeOrder({
    ...byStatus.pending,
    items: TWO_LINES,
    subtotal: 15_800_000,
    shippingFee: 0,
    amount: 15_800_000,
    history: [{ from: null, to: 'pending', at: '2025-01-31T03:00:00.000Z', by: null, reason: null }],
  });
  const settings = { 'checkout.shippingFee': '30000', 'checkout.freeShippingOver': '1000000' };

  function openEditor(put: NonNullable<Parameters<typeof setupOrders>[0]>['routes']) {
    return openOrder(pending, {
      routes: {
        'GET /api/settings': { body: settings },
        'GET /api/products': { body: { products: [], total: 0 } },
        ...put,
      },
    });
  }

  it('recomputes the amounts as quantities change and sends lines, address, note and fee', async () => {
    // The API answers the changed order: its lines priced, its amounts computed.
    const updated = makeOrder({
      ...pending,
      note: 'Gọi trước khi giao',
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '12 Lê Lợi' },
      items: [{ ...TWO_LINES[1]!, quantity: 3 }],
      subtotal: 1_200_000,
      shippingFee: 50_000,
      amount: 1_250_000,
    });
    const { api, user } = openEditor({ 'PUT /api/orders/1': { body: updated } });
    await user.click(await screen.findByRole('button', { name: 'Sửa đơn hàng' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa đơn hàng DH250131PEND01' });
    const amounts = () =>
      [...within(dialog).getByLabelText('Số tiền').querySelectorAll('div')].map((row) => row.children[1]!.textContent);
    expect(amounts()).toEqual(['15.800.000 ₫', 'Miễn phí', '15.800.000 ₫']);

    // Removing the watch leaves 800 000 ₫: under the free-delivery threshold, the shop's fee applies.
    await user.click(within(dialog).getByRole('button', { name: 'Xóa Tissot PRX 40mm Xanh' }));
    await user.clear(within(dialog).getByLabelText('Phí vận chuyển (đ)'));
    expect(amounts()).toEqual(['800.000 ₫', '30.000 ₫', '830.000 ₫']);
    await user.click(within(dialog).getAllByRole('button', { name: 'Tăng số lượng' })[0]!);
    expect(amounts()).toEqual(['1.200.000 ₫', 'Miễn phí', '1.200.000 ₫']);

    // A fee typed by staff replaces the computed one.
    await user.type(within(dialog).getByLabelText('Phí vận chuyển (đ)'), '50000');
    expect(amounts()).toEqual(['1.200.000 ₫', '50.000 ₫', '1.250.000 ₫']);

    await user.selectOptions(within(dialog).getByLabelText('Tỉnh / Thành phố'), 'Thành phố Hà Nội');
    await user.clear(within(dialog).getByLabelText('Phường / Xã'));
    await user.type(within(dialog).getByLabelText('Phường / Xã'), 'Phường Hoàn Kiếm');
    await user.type(within(dialog).getByLabelText('Ghi chú'), 'Gọi trước khi giao');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(api.to('PUT /api/orders/1')).toHaveLength(1));
    expect(api.to('PUT /api/orders/1')[0]!.body).toEqual({
      customer: 'Lê Minh Châu',
      phone: '0901234567',
      email: null,
      note: 'Gọi trước khi giao',
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '12 Lê Lợi' },
      shippingFee: 50_000,
      items: [{ productId: 2, variantId: 21, quantity: 3 }],
    });
    expect(await screen.findByText('Đã cập nhật đơn hàng DH250131PEND01')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal (not enough stock) in the Lỗi dialog and keeps the form", async () => {
    const { user } = openEditor({ 'PUT /api/orders/1': apiError(409, 'Sản phẩm Seiko 5 chỉ còn 1', 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Sửa đơn hàng' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa đơn hàng DH250131PEND01' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Tăng số lượng' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Sản phẩm Seiko 5 chỉ còn 1')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Sửa đơn hàng DH250131PEND01' })).toBeVisible();
  });

  it('refuses an order without lines before sending', async () => {
    const { api, user } = openEditor({});
    await user.click(await screen.findByRole('button', { name: 'Sửa đơn hàng' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa đơn hàng DH250131PEND01' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa Tissot PRX 40mm Xanh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Xóa Seiko 5 38mm Đen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText('Đơn hàng phải có ít nhất một sản phẩm')).toBeVisible();
    expect(api.to('PUT /api/orders/1')).toHaveLength(0);
  });
});

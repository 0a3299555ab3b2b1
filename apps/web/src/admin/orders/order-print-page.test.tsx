import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';
import { byStatus, makeOrder, setupOrders } from './order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

const order = makeOrder({
  ...byStatus.shipped,
  email: 'khach@example.com',
  note: 'Giao giờ hành chính',
  items: [
    { productId: 1, variantId: 11, productName: 'Tissot PRX', variantName: '40mm Xanh', price: 1_200_000, quantity: 1 },
    { productId: 2, variantId: 21, productName: 'Seiko 5', variantName: '38mm Đen', price: 25_000, quantity: 2 },
  ],
  subtotal: 1_250_000,
  shippingFee: 0,
  amount: 1_250_000,
});

describe('the printable invoice', () => {
  it('shows the shop from the settings, the recipient, the lines, the amounts and the amount in words, without the menu', async () => {
    const { user } = setupOrders({
      orders: [order],
      detail: order,
      path: `/admin/orders/${order.id}/print`,
      routes: { 'GET /api/settings': { body: STORE_SETTINGS } },
    });
    const invoice = await screen.findByRole('article', { name: `Hóa đơn ${order.code}` });
    expect(await within(invoice).findByText('Đồng Hồ Sang Trọng')).toBeVisible();
    expect(within(invoice).getByText(STORE_SETTINGS['store.address'])).toBeVisible();
    expect(within(invoice).getByText('Điện thoại: 0901 234 567')).toBeVisible();
    expect(within(invoice).getByRole('heading', { name: 'Hóa đơn bán hàng' })).toBeVisible();
    expect(within(invoice).getByText('Ngày đặt: 31/01/2025 10:00')).toBeVisible();
    expect(
      within(invoice).getByText('Địa chỉ giao hàng: 12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh'),
    ).toBeVisible();
    expect(within(invoice).getByText('Ghi chú: Giao giờ hành chính')).toBeVisible();

    const rows = within(invoice).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', 'Tissot PRX40mm Xanh', '1', '1.200.000 ₫', '1.200.000 ₫'],
      ['2', 'Seiko 538mm Đen', '2', '25.000 ₫', '50.000 ₫'],
    ]);
    expect(within(invoice).getByText('Tổng cộng').nextElementSibling?.textContent).toBe('1.250.000 ₫');
    expect(within(invoice).getByText('Số tiền bằng chữ: Một triệu hai trăm năm mươi nghìn đồng')).toBeVisible();
    // Printed alone: no back-office menu.
    expect(screen.queryByRole('navigation', { name: 'Quản trị' })).toBeNull();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'In' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('the invoice of an unpaid bank-transfer order', () => {
  it('deducts a trade-in credit as a line "Trừ tiền thu mua lại TM…" under the goods, and words the amount to pay', async () => {
    const credited = {
      ...order,
      tradeInCredit: 250_000,
      amount: 1_000_000,
      tradeIns: [{ buybackId: 3, code: 'TM000003', amount: 250_000, released: false }],
    };
    setupOrders({ orders: [credited], detail: credited, path: `/admin/orders/${order.id}/print` });
    const invoice = await screen.findByRole('article', { name: `Hóa đơn ${order.code}` });
    expect(within(invoice).getByText('Tạm tính').nextElementSibling?.textContent).toBe('1.250.000 ₫');
    expect(within(invoice).getByText('Trừ tiền thu mua lại TM000003').nextElementSibling?.textContent).toBe(
      '−250.000 ₫',
    );
    expect(within(invoice).getByText('Còn phải trả').nextElementSibling?.textContent).toBe('1.000.000 ₫');
    expect(within(invoice).getByText('Số tiền bằng chữ: Một triệu đồng')).toBeVisible();
  });

  it('shows the account the order was placed with, not the one the settings hold today', async () => {
    const transfer = makeOrder({
      ...byStatus.pending,
      paymentMethod: 'bank_transfer',
      paymentStatus: 'unpaid',
      payment: {
        qr: '000201',
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: '0071000123456',
        accountName: 'CONG TY DONG HO SANG TRONG',
        amount: 1_250_000,
        reference: byStatus.pending.code,
      },
    });
    setupOrders({
      orders: [transfer],
      detail: transfer,
      path: `/admin/orders/${transfer.id}/print`,
      routes: {
        'GET /api/settings': {
          body: {
            ...STORE_SETTINGS,
            'payment.bankBin': '970422',
            'payment.accountNumber': '9999888877776666',
            'payment.accountName': 'TAI KHOAN KHAC',
          },
        },
      },
    });
    const invoice = await screen.findByRole('article', { name: `Hóa đơn ${transfer.code}` });
    const details = within(invoice).getByRole('region', { name: 'Chuyển khoản' });
    expect(details).toHaveTextContent('Ngân hàng: Vietcombank');
    expect(details).toHaveTextContent('Số tài khoản: 0071000123456');
    expect(details).toHaveTextContent('Chủ tài khoản: CONG TY DONG HO SANG TRONG');
    expect(details).toHaveTextContent(`Nội dung chuyển khoản: ${transfer.code}`);
    expect(invoice).not.toHaveTextContent('9999888877776666');
  });
});

describe('the invoice of a cash-on-delivery order', () => {
  it('has a line with the amount the carrier collects (thu hộ); none once paid or for a transfer', async () => {
    const cod = makeOrder({ ...order, paymentMethod: 'cod', paymentStatus: 'unpaid' });
    setupOrders({ orders: [cod], detail: cod, path: `/admin/orders/${cod.id}/print` });
    const invoice = await screen.findByRole('article', { name: `Hóa đơn ${cod.code}` });
    expect(within(invoice).getByText('Tiền thu hộ (COD)').nextElementSibling?.textContent).toBe('1.250.000 ₫');
    cleanup();

    const paid = makeOrder({ ...order, paymentMethod: 'cod', paymentStatus: 'paid' });
    setupOrders({ orders: [paid], detail: paid, path: `/admin/orders/${paid.id}/print` });
    const paidInvoice = await screen.findByRole('article', { name: `Hóa đơn ${paid.code}` });
    expect(within(paidInvoice).getByText('Tiền thu hộ (COD)').nextElementSibling?.textContent).toBe('0 ₫');
    cleanup();

    const transfer = makeOrder({ ...order, paymentMethod: 'bank_transfer', paymentStatus: 'unpaid' });
    setupOrders({ orders: [transfer], detail: transfer, path: `/admin/orders/${transfer.id}/print` });
    const transferInvoice = await screen.findByRole('article', { name: `Hóa đơn ${transfer.code}` });
    expect(within(transferInvoice).queryByText('Tiền thu hộ (COD)')).toBeNull();
  });
});

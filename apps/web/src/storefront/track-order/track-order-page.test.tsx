import { INVOICE_REQUEST_EXAMPLE, RECORDED_INVOICE_EXAMPLE } from '@shop/core/examples/invoice';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { bankPayment, lookedUp, ORDER_CODE, renderOrderScreens, SETTINGS } from '../checkout/checkout-test-utils';

vi.setConfig({ testTimeout: 30_000 });

const NOT_FOUND = 'Không tìm thấy đơn hàng với mã và số điện thoại này';
const steps = () =>
  within(screen.getByRole('list', { name: 'Trạng thái đơn hàng' }))
    .getAllByRole('listitem')
    .map((li) => ({ text: li.textContent, current: li.getAttribute('aria-current') === 'step' }));

beforeEach(() => {
  mockFetch({ 'GET /api/settings': { body: SETTINGS } });
});

describe('order tracking', () => {
  it('takes the code from the link, looks the order up with the phone number and shows its timeline, payment, items and amount', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        body: lookedUp({
          status: 'processing',
          timeline: [
            { step: 'placed', at: '2025-11-25T03:00:00.000Z', reason: null },
            { step: 'confirmed', at: '2025-11-25T04:30:00.000Z', reason: null },
          ],
        }),
      },
    });
    const { user } = renderOrderScreens(`/track-order?code=${ORDER_CODE}`);
    const code = (await screen.findByLabelText('Mã đơn hàng')) as HTMLInputElement;
    expect(code.value).toBe(ORDER_CODE);
    await user.type(screen.getByLabelText('Số điện thoại'), '0901 234 567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));

    expect(await screen.findByRole('heading', { name: `Đơn hàng ${ORDER_CODE}` })).toBeVisible();
    expect(Object.fromEntries(api.to('GET /api/orders/lookup')[0]!.url.searchParams)).toEqual({
      code: ORDER_CODE,
      phone: '0901234567',
    });
    // Times in Vietnam: 03:00 UTC is 10:00.
    expect(steps()).toEqual([
      { text: 'Đã đặt hàng10:00 25/11/2025', current: false },
      { text: 'Đã xác nhận11:30 25/11/2025', current: true },
      { text: 'Đang giao hàng (chưa tới)', current: false },
      { text: 'Đã giao hàng (chưa tới)', current: false },
    ]);
    expect(screen.getByText('Tình trạng thanh toán').nextElementSibling!.textContent).toBe('Chưa thanh toán');
    expect(screen.getByText('Thanh toán khi nhận hàng (COD)')).toBeVisible();
    expect(screen.getByText('Đồng hồ Seiko 5')).toBeVisible();
    expect(screen.getByText('Tổng cộng').nextElementSibling!.textContent).toBe('1.050.000 ₫');
  });

  it('shows a cancelled order with its reason', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        body: lookedUp({
          status: 'cancelled',
          timeline: [
            { step: 'placed', at: '2025-11-25T03:00:00.000Z', reason: null },
            { step: 'cancelled', at: '2025-11-25T05:00:00.000Z', reason: 'Khách đổi ý' },
          ],
        }),
      },
    });
    const { user } = renderOrderScreens('/track-order');
    await user.type(await screen.findByLabelText('Mã đơn hàng'), ORDER_CODE.toLowerCase());
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByRole('heading', { name: `Đơn hàng ${ORDER_CODE}` });
    expect(steps()).toEqual([
      { text: 'Đã đặt hàng10:00 25/11/2025', current: false },
      { text: 'Đã hủy12:00 25/11/2025Lý do: Khách đổi ý', current: true },
    ]);
  });

  it('shows who carries a shipped order and its tracking number', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        body: lookedUp({
          status: 'shipped',
          carrier: 'Viettel Post',
          trackingNumber: 'VTP123456789',
          timeline: [
            { step: 'placed', at: '2025-11-25T03:00:00.000Z', reason: null },
            { step: 'shipping', at: '2025-11-26T03:00:00.000Z', reason: null },
          ],
        }),
      },
    });
    const { user } = renderOrderScreens('/track-order');
    await user.type(await screen.findByLabelText('Mã đơn hàng'), ORDER_CODE);
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByRole('heading', { name: `Đơn hàng ${ORDER_CODE}` });
    expect(screen.getByText('Đơn vị vận chuyển').nextElementSibling!.textContent).toBe('Viettel Post');
    expect(screen.getByText('Mã vận đơn').nextElementSibling!.textContent).toBe('VTP123456789');
  });

  it('shows a trade-in credit as its own line and the amount still to pay', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        body: lookedUp({
          subtotal: 50_000_000,
          shippingFee: 0,
          tradeInCredit: 20_000_000,
          amount: 30_000_000,
          tradeIns: [{ code: 'TM000003', amount: 20_000_000, released: false }],
        }),
      },
    });
    const { user } = renderOrderScreens('/track-order');
    await user.type(await screen.findByLabelText('Mã đơn hàng'), ORDER_CODE);
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByRole('heading', { name: `Đơn hàng ${ORDER_CODE}` });
    expect(screen.getByText('Trừ tiền thu mua lại TM000003').nextElementSibling!.textContent).toBe('−20.000.000 ₫');
    expect(screen.getByText('Còn phải trả').nextElementSibling!.textContent).toBe('30.000.000 ₫');
  });

  it('shows the VAT invoice’s lookup code once issued, with who it is made out to', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        body: lookedUp({
          status: 'completed',
          invoiceRequest: INVOICE_REQUEST_EXAMPLE,
          invoice: { ...RECORDED_INVOICE_EXAMPLE, files: ['pdf'] },
        }),
      },
    });
    const { user } = renderOrderScreens('/track-order');
    await user.type(await screen.findByLabelText('Mã đơn hàng'), ORDER_CODE);
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByRole('heading', { name: 'Hóa đơn VAT' });
    const value = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    expect(value('Mã tra cứu')).toContain('VT7K2M9Q');
    expect(value('Số hóa đơn')).toBe('123');
    expect(value('Ngày lập')).toBe('29/11/2026');
    expect(value('Mẫu số – Ký hiệu')).toBe('1 – C26TAA');
    expect(value('Mã số thuế')).toBe('0300588569');
    expect(screen.getByText(/Tra cứu trên trang của Viettel/)).toBeVisible();
  });

  it('shows the payment deadline of an unpaid bank transfer and links it to its payment instructions', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        body: lookedUp({
          paymentMethod: 'bank_transfer',
          payment: { ...bankPayment(1_050_000), payBy: '2026-11-30T03:30:00.000Z' },
        }),
      },
    });
    const { user } = renderOrderScreens(`/track-order?code=${ORDER_CODE}`);
    await user.type(await screen.findByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    // The payment deadline, in the shop's time.
    expect((await screen.findByText('Hạn thanh toán')).nextElementSibling!.textContent).toBe('10:30 30/11/2026');
    await user.click(await screen.findByRole('link', { name: 'Xem hướng dẫn chuyển khoản' }));
    expect(
      await screen.findByRole('img', { name: `Mã VietQR chuyển khoản 1.050.000 ₫ cho đơn ${ORDER_CODE}` }),
    ).toBeVisible();
  });

  it('checks both fields, gives one message for any wrong combination, and the wait after too many tries', async () => {
    let calls = 0;
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': () =>
        ++calls === 1
          ? apiError(404, NOT_FOUND, 'NOT_FOUND')
          : {
              ...apiError(429, 'Bạn đã tra cứu quá nhiều lần. Thử lại sau 60 giây.', 'TOO_MANY_REQUESTS'),
              headers: { 'Retry-After': '60' },
            },
    });
    const { user } = renderOrderScreens('/track-order');
    await user.click(await screen.findByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findAllByText('Vui lòng điền đầy đủ thông tin!')).toHaveLength(2);
    expect(api.to('GET /api/orders/lookup')).toHaveLength(0);

    await user.type(screen.getByLabelText('Mã đơn hàng'), 'DH000000AAAAAA');
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND);

    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText(/^Bạn đã tra cứu quá nhiều lần\. Thử lại sau (60|59) giây\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tra cứu' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('heading', { name: /^Đơn hàng / })).toBeNull();
  });
});

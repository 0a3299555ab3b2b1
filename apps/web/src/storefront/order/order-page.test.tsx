import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type MockRequest } from '../../test/fetch-mock';
import {
  bankPayment,
  lookedUp,
  ORDER_CODE,
  renderOrderScreens,
  SETTINGS,
  tissotLine,
} from '../checkout/checkout-test-utils';

vi.setConfig({ testTimeout: 30_000 });

const NOT_FOUND = 'Không tìm thấy đơn hàng với mã và số điện thoại này';
const section = (name: string) => within(screen.getByRole('region', { name }));
const findSection = async (name: string) => within(await screen.findByRole('region', { name }));

/** The look-up route: the order for its own phone number, the one 404 for anything else. */
function lookupRoute(order = lookedUp()) {
  return (r: MockRequest) =>
    r.url.searchParams.get('code') === order.code && r.url.searchParams.get('phone') === order.phone
      ? { body: order }
      : apiError(404, NOT_FOUND, 'NOT_FOUND');
}

beforeEach(() => {
  mockFetch({ 'GET /api/settings': { body: SETTINGS } });
});

describe('order confirmation page', () => {
  it('asks for the phone number before showing anything of the order, and shows one message for a wrong one', async () => {
    const api = mockFetch({ 'GET /api/settings': { body: SETTINGS }, 'GET /api/orders/lookup': lookupRoute() });
    const { user } = renderOrderScreens(`/order/${ORDER_CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Đơn hàng ${ORDER_CODE}` })).toBeVisible();
    expect(screen.queryByText('12 Lê Lợi', { exact: false })).toBeNull();
    expect(api.to('GET /api/orders/lookup')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Xem đơn hàng' }));
    expect(await screen.findByText('Vui lòng điền đầy đủ thông tin!')).toBeVisible();
    await user.type(screen.getByLabelText('Số điện thoại'), '0912 000 000');
    await user.click(screen.getByRole('button', { name: 'Xem đơn hàng' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND);

    await user.clear(screen.getByLabelText('Số điện thoại'));
    await user.type(screen.getByLabelText('Số điện thoại'), '0901 234 567');
    await user.click(screen.getByRole('button', { name: 'Xem đơn hàng' }));
    expect((await findSection('Sản phẩm')).getByText('Đồng hồ Tissot PRX')).toBeVisible();
    const [, found] = api.to('GET /api/orders/lookup');
    expect(Object.fromEntries(found!.url.searchParams)).toEqual({ code: ORDER_CODE, phone: '0901234567' });
  });

  it('shows what was ordered, the amounts, the address, how to pay on delivery, what happens next and a link to tracking', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': lookupRoute(
        lookedUp({
          email: 'minh@example.vn',
          note: 'Gọi trước 30 phút',
          subtotal: 450_000,
          shippingFee: 30_000,
          amount: 480_000,
          items: [tissotLine(1)],
        }),
      ),
    });
    renderOrderScreens({ pathname: `/order/${ORDER_CODE}`, state: { phone: '0901234567' } });
    const items = await findSection('Sản phẩm');
    expect(await items.findByText('Đồng hồ Tissot PRX')).toBeVisible();
    expect(items.getByText('Tạm tính').nextElementSibling!.textContent).toBe('450.000 ₫');
    expect(items.getByText('Phí vận chuyển').nextElementSibling!.textContent).toBe('30.000 ₫');
    expect(items.getByText('Tổng cộng').nextElementSibling!.textContent).toBe('480.000 ₫');
    expect(items.getByText('Giá đã bao gồm VAT')).toBeVisible();

    const to = section('Giao đến');
    expect(to.getByText('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh')).toBeVisible();
    expect(to.getByText('minh@example.vn')).toBeVisible();
    expect(to.getByText('Gọi trước 30 phút')).toBeVisible();

    expect(section('Thanh toán').getByText('480.000 ₫')).toBeVisible();
    expect(section('Thanh toán').queryByRole('img')).toBeNull();
    expect(
      section('Tiếp theo là gì?').getByText('Cửa hàng gọi số 0901234567 để xác nhận đơn hàng (trong giờ làm việc).'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tra cứu đơn hàng' }).getAttribute('href')).toBe(
      `/track-order?code=${ORDER_CODE}`,
    );
  });

  it('shows the VietQR code of a bank transfer, the account as text, and copies each value', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': lookupRoute(
        lookedUp({ paymentMethod: 'bank_transfer', payment: bankPayment(1_050_000) }),
      ),
    });
    const { user } = renderOrderScreens({ pathname: `/order/${ORDER_CODE}`, state: { phone: '0901234567' } });
    const qr = await screen.findByRole('img', { name: `Mã VietQR chuyển khoản 1.050.000 ₫ cho đơn ${ORDER_CODE}` });
    const svg = decodeURIComponent(qr.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');

    const pay = await findSection('Thanh toán');
    const value = (label: string) => pay.getByText(label).nextElementSibling!.textContent;
    expect(value('Ngân hàng')).toBe('Vietcombank');
    expect(value('Số tài khoản')).toBe('0071000123456');
    expect(value('Chủ tài khoản')).toBe('CONG TY DONG HO SANG TRONG');
    expect(value('Số tiền')).toBe('1.050.000 ₫');
    expect(value('Nội dung chuyển khoản')).toBe(ORDER_CODE);

    await user.click(pay.getByRole('button', { name: 'Sao chép số tài khoản' }));
    expect(await navigator.clipboard.readText()).toBe('0071000123456');
    expect(pay.getByRole('button', { name: 'Sao chép số tài khoản' }).textContent).toBe('Đã sao chép');
    await user.click(pay.getByRole('button', { name: 'Sao chép số tiền' }));
    expect(await navigator.clipboard.readText()).toBe('1050000');
    await user.click(pay.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(await navigator.clipboard.readText()).toBe(ORDER_CODE);
    expect(
      section('Tiếp theo là gì?').getByText('Khi nhận được tiền chuyển khoản, cửa hàng ghi nhận đơn đã thanh toán.'),
    ).toBeVisible();
  });

  it("shows the payment deadline beside the VietQR code, in the shop's time", async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': lookupRoute(
        lookedUp({
          paymentMethod: 'bank_transfer',
          payment: { ...bankPayment(1_050_000), payBy: '2026-11-30T03:30:00.000Z' },
        }),
      ),
    });
    renderOrderScreens({ pathname: `/order/${ORDER_CODE}`, state: { phone: '0901234567' } });
    const deadline = await screen.findByText('10:30 30/11/2026');
    expect(deadline.parentElement!.textContent).toBe(
      'Hạn thanh toán: 10:30 30/11/2026. Quá hạn, đơn tự hủy và sản phẩm được mở bán lại.',
    );
  });

  it('says a bank transfer was received instead of showing the code again', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': lookupRoute(lookedUp({ paymentMethod: 'bank_transfer', paymentStatus: 'paid' })),
    });
    renderOrderScreens({ pathname: `/order/${ORDER_CODE}`, state: { phone: '0901234567' } });
    expect((await findSection('Thanh toán')).getByText('Đã nhận tiền')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says how long to wait after too many look-ups', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': {
        ...apiError(429, 'Bạn đã tra cứu quá nhiều lần. Thử lại sau 42 giây.', 'TOO_MANY_REQUESTS'),
        headers: { 'Retry-After': '42' },
      },
    });
    const { user } = renderOrderScreens(`/order/${ORDER_CODE}`);
    await user.type(await screen.findByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Xem đơn hàng' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Bạn đã tra cứu quá nhiều lần\. Thử lại sau 4[12] giây\.$/,
    );
    expect(screen.getByRole('button', { name: 'Xem đơn hàng' }).hasAttribute('disabled')).toBe(true);
  });

  it('links the policy versions the shopper agreed to when ordering', async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': lookupRoute(
        lookedUp({
          agreedPolicies: [
            { slug: 'doi-tra-va-hoan-tien', title: 'Chính sách đổi trả và hoàn tiền', version: 3 },
            { slug: 'dieu-khoan-su-dung', title: 'Điều khoản sử dụng', version: 1 },
          ],
        }),
      ),
    });
    renderOrderScreens({ pathname: `/order/${ORDER_CODE}`, state: { phone: '0901234567' } });
    const agreed = await findSection('Điều khoản đã đồng ý');
    expect(agreed.getByRole('link', { name: 'Chính sách đổi trả và hoàn tiền' }).getAttribute('href')).toBe(
      '/chinh-sach/doi-tra-va-hoan-tien?v=3',
    );
    expect(agreed.getByRole('link', { name: 'Điều khoản sử dụng' }).getAttribute('href')).toBe(
      '/chinh-sach/dieu-khoan-su-dung?v=1',
    );
  });

  it('names no agreement for an order staff entered', async () => {
    mockFetch({ 'GET /api/settings': { body: SETTINGS }, 'GET /api/orders/lookup': lookupRoute() });
    renderOrderScreens({ pathname: `/order/${ORDER_CODE}`, state: { phone: '0901234567' } });
    await findSection('Sản phẩm');
    expect(screen.queryByRole('region', { name: 'Điều khoản đã đồng ý' })).toBeNull();
  });
});

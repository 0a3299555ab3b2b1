import { PROVINCE_NAMES } from '@shop/core/provinces';
import { INVOICE_MESSAGES } from '@shop/core/schemas/invoice';
import { IDEMPOTENCY_KEY_PATTERN, ORDER_MESSAGES } from '@shop/core/schemas/order';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { useCartStore } from '../cart/cart-store';
import {
  BANK_SETTINGS,
  bankPayment,
  cartLine,
  HCM_WARDS,
  ORDER_CODE,
  placedOrder,
  renderOrderScreens,
  savedCart,
  SETTINGS,
} from './checkout-test-utils';
import { SAVED_CONTACT_KEY } from './saved-contact';
import { TERMS_AGREEMENT_LABEL } from '../components/terms-agreement';

vi.setConfig({ testTimeout: 30_000 });

const TWO_WATCHES = [
  cartLine({ quantity: 2 }),
  cartLine({ productId: 2, variantId: 21, sizeId: 1, name: 'Đồng hồ Seiko 5', sizeName: '38mm', price: 150_000 }),
];

const summary = () => within(screen.getByRole('region', { name: 'Đơn hàng của bạn' }));
const amount = (label: string) => summary().getByText(label).nextElementSibling!.textContent;
const field = (label: string) => screen.getByLabelText(label);
/** The message shown beside a field (its aria-describedby). */
const messageOf = (label: string) => {
  const input = field(label);
  return input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(input.getAttribute('aria-describedby')!)!.textContent
    : null;
};

async function fillAddress(user: UserEvent) {
  await user.type(field('Họ và tên'), '  Phạm Minh ');
  await user.type(field('Số điện thoại'), '0901 234 567');
  await user.selectOptions(field('Tỉnh / Thành phố'), 'Thành phố Hồ Chí Minh');
  // Chosen from the province's list, typed without marks.
  await user.type(await screen.findByRole('combobox', { name: 'Phường / Xã' }), 'sai gon');
  await user.click(await screen.findByRole('option', { name: 'Phường Sài Gòn' }));
  await user.type(field('Số nhà, tên đường'), '12 Lê Lợi');
  await user.click(agreement());
}

/** "Tôi đã đọc và đồng ý với Điều khoản và Chính sách đổi trả". */
const agreement = () => screen.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }) as HTMLInputElement;

/**
 * The API's answer when the one watch of the cart (expected at 450.000 ₫ + 30.000 ₫ delivery) now
 * costs `price`.
 */
const pricesChanged = (price: number): MockAnswer => ({
  status: 409,
  body: {
    error: {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Giá đã thay đổi. Vui lòng kiểm tra lại số tiền trước khi đặt hàng.',
      details: {
        subtotal: price,
        shippingFee: 30_000,
        amount: price + 30_000,
        expectedAmount: 480_000,
        items: [{ productId: 1, variantId: 11, price, quantity: 1 }],
      },
    },
  },
});

/** Opens the checkout, fills in the address and presses Đặt Hàng; the user, to go on. */
async function placeFromCheckout() {
  const { user } = renderOrderScreens('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
  return user;
}

const placed = (answer: MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>)) => ({
  'GET /api/settings': { body: SETTINGS },
  'GET /api/wards': HCM_WARDS,
  'POST /api/orders': answer,
});

beforeEach(() => {
  localStorage.removeItem(SAVED_CONTACT_KEY);
  useCartStore.setState({ lines: [] });
  mockFetch({ 'GET /api/settings': { body: SETTINGS }, 'GET /api/wards': HCM_WARDS });
});

describe('checkout page', () => {
  it('remembers name, phone, email and address on this device only when "Lưu thông tin cho lần sau" is ticked', async () => {
    mockFetch(placed({ status: 201, body: placedOrder() }));
    await savedCart([cartLine({})]);
    const first = renderOrderScreens('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
    const box = () => screen.getByRole('checkbox', { name: /Lưu thông tin cho lần sau/ }) as HTMLInputElement;
    expect(box().checked).toBe(false);
    await fillAddress(first.user);
    await first.user.type(field('Email (không bắt buộc)'), 'minh@example.com');
    await first.user.click(box());
    await first.user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await screen.findByRole('heading', { level: 1, name: 'Đặt hàng thành công!' });
    expect(JSON.parse(localStorage.getItem(SAVED_CONTACT_KEY)!)).toEqual({
      customer: 'Phạm Minh',
      phone: '0901234567',
      email: 'minh@example.com',
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
    });
    cleanup();

    // The next visit starts filled in, the box ticked; an order placed with it unticked forgets them.
    await savedCart([cartLine({})]);
    const second = renderOrderScreens('/checkout');
    await waitFor(() => expect((field('Họ và tên') as HTMLInputElement).value).toBe('Phạm Minh'));
    expect((field('Số điện thoại') as HTMLInputElement).value).toBe('0901234567');
    expect((field('Tỉnh / Thành phố') as HTMLSelectElement).value).toBe('Thành phố Hồ Chí Minh');
    expect((field('Số nhà, tên đường') as HTMLInputElement).value).toBe('12 Lê Lợi');
    expect(box().checked).toBe(true);
    // The agreement is never remembered: each order asks for it again.
    expect(agreement().checked).toBe(false);
    await second.user.click(agreement());
    await second.user.click(box());
    await second.user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await screen.findByRole('heading', { level: 1, name: 'Đặt hàng thành công!' });
    expect(localStorage.getItem(SAVED_CONTACT_KEY)).toBeNull();
  });

  it('shows the order summary in đồng with the delivery fee and VAT included, the 34 provinces, and cash on delivery only without bank settings', async () => {
    await savedCart([cartLine({})]);
    renderOrderScreens('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
    expect(summary().getByText('Đồng hồ Tissot PRX')).toBeVisible();
    expect(amount('Tạm tính')).toBe('450.000 ₫');
    expect(amount('Phí vận chuyển')).toBe('30.000 ₫');
    expect(amount('Tổng cộng')).toBe('480.000 ₫');
    expect(summary().getByText('Giá đã bao gồm VAT')).toBeVisible();

    const provinces = within(field('Tỉnh / Thành phố'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(provinces).toEqual(['Chọn tỉnh / thành phố', ...PROVINCE_NAMES]);
    expect(provinces).toHaveLength(35);

    const cod = screen.getByRole('radio', { name: /Thanh toán khi nhận hàng \(COD\)/ }) as HTMLInputElement;
    expect(cod.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Chuyển khoản ngân hàng/ })).toBeNull();
  });

  it('shows a Vietnamese message beside each field that is missing or wrong, and sends nothing', async () => {
    const api = mockFetch(placed({ status: 201, body: placedOrder() }));
    await savedCart([cartLine({})]);
    const { user } = renderOrderScreens('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Đặt Hàng' }));
    expect(await screen.findByText('Vui lòng chọn tỉnh / thành phố')).toBeVisible();
    // Each field says what is missing in its own words.
    expect(messageOf('Họ và tên')).toBe('Vui lòng nhập họ và tên người nhận');
    expect(messageOf('Số điện thoại')).toBe('Vui lòng nhập số điện thoại');
    expect(messageOf('Tỉnh / Thành phố')).toBe('Vui lòng chọn tỉnh / thành phố');
    expect(messageOf('Phường / Xã')).toBe('Vui lòng nhập phường / xã');
    expect(messageOf('Số nhà, tên đường')).toBe('Vui lòng nhập số nhà, tên đường');
    expect(messageOf('Email (không bắt buộc)')).toBeNull();
    expect(agreement().checked).toBe(false);
    expect(document.getElementById(agreement().getAttribute('aria-describedby')!)!.textContent).toBe(
      ORDER_MESSAGES.acceptTerms,
    );

    await user.type(field('Số điện thoại'), '12345');
    await user.type(field('Email (không bắt buộc)'), 'khong-phai-email');
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeVisible();
    expect(messageOf('Email (không bắt buộc)')).toBe('Email không hợp lệ');
    expect(api.to('POST /api/orders')).toHaveLength(0);
  });

  it('places the order with the amount it showed and one Idempotency-Key, keeps the cart until the server accepted, then shows the confirmation', async () => {
    const answer = deferred<MockAnswer>();
    const api = mockFetch(placed(() => answer.promise));
    await savedCart(TWO_WATCHES);
    const { user, router } = renderOrderScreens('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
    // 2 × 450.000 + 150.000 = 1.050.000: above 1.000.000, delivery is free.
    expect(amount('Tạm tính')).toBe('1.050.000 ₫');
    expect(amount('Phí vận chuyển')).toBe('Miễn phí');
    expect(amount('Tổng cộng')).toBe('1.050.000 ₫');

    await fillAddress(user);
    await user.type(field('Ghi chú (không bắt buộc)'), 'Giao giờ hành chính');
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await vi.waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
    // A second click while the first is on its way sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));

    const [sent] = api.to('POST /api/orders');
    expect(sent!.body).toEqual({
      customer: 'Phạm Minh',
      phone: '0901234567',
      email: null,
      note: 'Giao giờ hành chính',
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
      paymentMethod: 'cod',
      acceptTerms: true,
      items: [
        { productId: 1, variantId: 11, quantity: 2 },
        { productId: 2, variantId: 21, quantity: 1 },
      ],
      expectedAmount: 1_050_000,
    });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sent!.headers.get('Authorization')).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(2);

    answer.resolve({ status: 201, body: placedOrder({ note: 'Giao giờ hành chính' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt hàng thành công!' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/order/${ORDER_CODE}`);
    expect(screen.getByText(ORDER_CODE)).toBeVisible();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(api.to('POST /api/orders')).toHaveLength(1);
    // The answer itself is shown: the confirmation asks the server nothing more.
    expect(api.to('GET /api/orders/lookup')).toHaveLength(0);
  });

  it('sends the same Idempotency-Key again when the shopper retries after a failure, and a new one once the order changed', async () => {
    let calls = 0;
    const api = mockFetch(
      placed(() => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return apiError(503, 'Dịch vụ tạm thời không khả dụng');
        return { status: 201, body: placedOrder() };
      }),
    );
    await savedCart([cartLine({})]);
    const user = await placeFromCheckout();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Không thể đặt hàng lúc này. Vui lòng thử lại hoặc gọi hotline.',
    );
    expect(useCartStore.getState().lines).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    expect(await screen.findByText('Dịch vụ tạm thời không khả dụng')).toBeVisible();

    await user.clear(field('Số nhà, tên đường'));
    await user.type(field('Số nhà, tên đường'), '14 Lê Lợi');
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await screen.findByRole('heading', { level: 1, name: 'Đặt hàng thành công!' });

    const keys = api.to('POST /api/orders').map((r: MockRequest) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('picks the ward from the chosen province’s list, searched without marks; another province empties it', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/wards': ({ url }) =>
        url.searchParams.get('province') === 'Thành phố Hồ Chí Minh'
          ? HCM_WARDS
          : { body: { province: url.searchParams.get('province'), wards: ['Phường Ba Đình', 'Phường Hoàn Kiếm'] } },
    });
    await savedCart([cartLine({})]);
    const { user } = renderOrderScreens('/checkout');
    const ward = (await screen.findByRole('combobox', { name: 'Phường / Xã' })) as HTMLInputElement;
    // No province yet: nothing to choose from, and the list of the whole country is never asked.
    expect(ward.disabled).toBe(true);
    expect(screen.getByText('Chọn tỉnh / thành phố trước')).toBeVisible();
    expect(api.to('GET /api/wards')).toHaveLength(0);

    await user.selectOptions(field('Tỉnh / Thành phố'), 'Thành phố Hồ Chí Minh');
    await user.type(ward, 'TAN dinh');
    const wardOptions = () =>
      within(screen.getByRole('listbox', { name: 'Danh sách phường / xã' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(wardOptions()).toEqual(['Phường Tân Định']));
    await user.clear(ward);
    await user.type(ward, 'phuong');
    expect(wardOptions()).toEqual(['Phường Bến Thành', 'Phường Sài Gòn', 'Phường Tân Định']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(ward.value).toBe('Phường Sài Gòn');
    expect(api.to('GET /api/wards').map((r) => r.url.searchParams.get('province'))).toEqual(['Thành phố Hồ Chí Minh']);

    await user.selectOptions(field('Tỉnh / Thành phố'), 'Thành phố Hà Nội');
    expect(ward.value).toBe('');
    await user.type(ward, 'hoan kiem');
    await user.tab();
    // Leaving the field with the one ward the text names takes its official name.
    expect(ward.value).toBe('Phường Hoàn Kiếm');
  });

  it('asks for the VAT invoice details only when "Xuất hóa đơn VAT" is ticked, checks the tax code, and sends them with the order', async () => {
    const api = mockFetch(placed({ status: 201, body: placedOrder() }));
    await savedCart([cartLine()]);
    const { user } = renderOrderScreens('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
    const box = screen.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByLabelText('Mã số thuế')).toBeNull();

    await fillAddress(user);
    await user.click(box);
    await user.type(field('Tên công ty hoặc người mua'), 'Công ty TNHH Đồng Hồ Việt');
    await user.type(field('Mã số thuế'), '0300588568');
    await user.type(field('Email nhận hóa đơn'), 'ketoan@donghoviet.vn');
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    expect(await screen.findByText(INVOICE_MESSAGES.taxCode)).toBeVisible();
    expect(messageOf('Địa chỉ xuất hóa đơn')).toBe(INVOICE_MESSAGES.address);
    expect(api.to('POST /api/orders')).toHaveLength(0);

    await user.clear(field('Mã số thuế'));
    await user.type(field('Mã số thuế'), '0300588569');
    await user.type(field('Địa chỉ xuất hóa đơn'), '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await vi.waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
    expect(api.to('POST /api/orders')[0]!.body).toMatchObject({
      invoice: {
        companyName: 'Công ty TNHH Đồng Hồ Việt',
        taxCode: '0300588569',
        address: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
        email: 'ketoan@donghoviet.vn',
      },
    });
  });

  it('sends no invoice details when the box is unticked again', async () => {
    const api = mockFetch(placed({ status: 201, body: placedOrder() }));
    await savedCart([cartLine()]);
    const { user } = renderOrderScreens('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' }));
    await user.type(field('Mã số thuế'), '123');
    await user.click(screen.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' }));
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await vi.waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
    expect(api.to('POST /api/orders')[0]!.body).not.toHaveProperty('invoice');
  });

  it("puts the server's 400 field messages beside their fields", async () => {
    mockFetch(
      placed(
        apiError(400, 'Vui lòng nhập phường / xã', 'VALIDATION_ERROR', [
          { field: 'shippingAddress.ward', in: 'body', message: 'Vui lòng nhập phường / xã' },
          { field: 'email', in: 'body', message: 'Email không hợp lệ' },
        ]),
      ),
    );
    await savedCart([cartLine({})]);
    await placeFromCheckout();
    expect(await screen.findByText('Vui lòng nhập phường / xã')).toBeVisible();
    expect(messageOf('Phường / Xã')).toBe('Vui lòng nhập phường / xã');
    expect(messageOf('Email (không bắt buộc)')).toBe('Email không hợp lệ');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('shows the new amounts when prices changed, and places the order with them once the shopper confirms', async () => {
    let calls = 0;
    const api = mockFetch(
      placed(() => {
        calls++;
        if (calls === 1) {
          return pricesChanged(500_000);
        }
        return { status: 201, body: placedOrder({ subtotal: 500_000, shippingFee: 30_000, amount: 530_000 }) };
      }),
    );
    await savedCart([cartLine({})]);
    const user = await placeFromCheckout();

    const dialog = within(await screen.findByRole('dialog', { name: 'Giá đã thay đổi' }));
    expect(dialog.getByText('Tạm tính').nextElementSibling!.textContent).toBe('500.000 ₫');
    expect(dialog.getByText('Phí vận chuyển').nextElementSibling!.textContent).toBe('30.000 ₫');
    expect(dialog.getByText('Tổng cộng').nextElementSibling!.textContent).toBe('530.000 ₫');
    expect(dialog.getByText('480.000 ₫')).toBeVisible();
    expect(useCartStore.getState().lines).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Đặt hàng với giá mới' }));
    await screen.findByRole('heading', { level: 1, name: 'Đặt hàng thành công!' });
    const [first, second] = api.to('POST /api/orders');
    expect((first!.body as { expectedAmount: number }).expectedAmount).toBe(480_000);
    expect((second!.body as { expectedAmount: number }).expectedAmount).toBe(530_000);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('lets the shopper look again: the cart takes the new prices and nothing is sent', async () => {
    const api = mockFetch(placed(pricesChanged(400_000)));
    await savedCart([cartLine({})]);
    const user = await placeFromCheckout();
    const dialog = within(await screen.findByRole('dialog', { name: 'Giá đã thay đổi' }));
    await user.click(dialog.getByRole('button', { name: 'Xem lại đơn hàng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount('Tổng cộng')).toBe('430.000 ₫');
    expect(useCartStore.getState().lines[0]!.price).toBe(400_000);
    expect(api.to('POST /api/orders')).toHaveLength(1);
  });

  it('says how many are left when the stock cannot serve a line, and keeps the cart', async () => {
    mockFetch(placed(apiError(409, 'Sản phẩm Đồng hồ Tissot PRX chỉ còn 1')));
    await savedCart([cartLine({ quantity: 2 })]);
    await placeFromCheckout();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Sản phẩm Đồng hồ Tissot PRX chỉ còn 1')).toBeVisible();
    expect(alert.getByRole('link', { name: 'Sửa giỏ hàng' }).getAttribute('href')).toBe('/cart');
    expect(useCartStore.getState().lines[0]!.quantity).toBe(2);
  });

  it('offers bank transfer when the shop set its account, and shows the VietQR code after the order', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: { ...SETTINGS, ...BANK_SETTINGS } },
      'GET /api/wards': HCM_WARDS,
      'POST /api/orders': {
        status: 201,
        body: placedOrder({ paymentMethod: 'bank_transfer', payment: bankPayment(1_050_000) }),
      },
    });
    await savedCart(TWO_WATCHES);
    const { user } = renderOrderScreens('/checkout');
    await user.click(await screen.findByRole('radio', { name: /Chuyển khoản ngân hàng/ }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    expect(
      await screen.findByRole('img', { name: `Mã VietQR chuyển khoản 1.050.000 ₫ cho đơn ${ORDER_CODE}` }),
    ).toBeVisible();
    expect((api.to('POST /api/orders')[0]!.body as { paymentMethod: string }).paymentMethod).toBe('bank_transfer');
  });

  it('says the cart is empty when there is nothing to order', async () => {
    renderOrderScreens('/checkout');
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Đặt Hàng' })).toBeNull();
  });

  it('tells delivery, payment and returns before ordering, with links to the policies, and asks for the unticked agreement', async () => {
    const api = mockFetch(placed({ status: 201, body: placedOrder() }));
    await savedCart([cartLine({})]);
    const { user } = renderOrderScreens('/checkout');
    const terms = within(await screen.findByRole('region', { name: 'Giao hàng, thanh toán và đổi trả' }));
    expect(terms.getByText(/Phí giao hàng 30\.000 ₫; miễn phí cho đơn hàng trên 1\.000\.000 ₫/)).toBeVisible();
    expect(terms.getByText(/Trả tiền mặt khi nhận hàng \(COD\)/)).toBeVisible();
    expect(terms.getByText(/Yêu cầu đổi trả trong 7 ngày sau khi nhận hàng/)).toBeVisible();
    const links = terms.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Chính sách vận chuyển', '/chinh-sach/van-chuyen'],
      ['Chính sách thanh toán', '/chinh-sach/thanh-toan'],
      ['Chính sách đổi trả và hoàn tiền', '/chinh-sach/doi-tra-va-hoan-tien'],
    ]);
    expect(screen.getByRole('link', { name: 'Điều khoản' }).getAttribute('href')).toBe(
      '/chinh-sach/dieu-khoan-su-dung',
    );
    expect(screen.getByRole('link', { name: 'Chính sách đổi trả' }).getAttribute('href')).toBe(
      '/chinh-sach/doi-tra-va-hoan-tien',
    );

    // Everything filled but the box: nothing is sent, the box says why.
    await fillAddress(user);
    await user.click(agreement());
    expect(agreement().checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    expect(await screen.findByText(ORDER_MESSAGES.acceptTerms)).toBeVisible();
    expect(api.to('POST /api/orders')).toHaveLength(0);
    await user.click(agreement());
    await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
    await screen.findByRole('heading', { level: 1, name: 'Đặt hàng thành công!' });
    expect((api.to('POST /api/orders')[0]!.body as { acceptTerms: unknown }).acceptTerms).toBe(true);
  });

  it("shows the server's refusal of a missing agreement beside the box", async () => {
    mockFetch(
      placed(
        apiError(400, ORDER_MESSAGES.acceptTerms, 'BAD_REQUEST', [
          { field: 'acceptTerms', in: 'body', message: ORDER_MESSAGES.acceptTerms },
        ]),
      ),
    );
    await savedCart([cartLine({})]);
    await placeFromCheckout();
    expect(await screen.findByText(ORDER_MESSAGES.acceptTerms)).toBeVisible();
    expect(agreement().getAttribute('aria-invalid')).toBe('true');
  });
});

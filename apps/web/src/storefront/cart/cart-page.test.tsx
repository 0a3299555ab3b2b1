import type { CartLine } from '@shop/core/cart';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRequest } from '../../test/fetch-mock';
import { renderStorefront, SETTINGS } from '../product/test-fixtures';
import { CART_STORAGE_KEY, useCartStore } from './cart-store';

vi.setConfig({ testTimeout: 20_000 });

function line(over: Partial<CartLine>): CartLine {
  return {
    productId: 1,
    variantId: 11,
    sizeId: 4,
    name: 'Đồng hồ Tissot PRX',
    description: 'Thiết kế thập niên 70 với dây liền vỏ.',
    category: 'Đồng hồ Nam',
    sizeName: '40mm',
    sizeDiameter: '40 mm',
    gender: 'male',
    image: '/uploads/prx.webp',
    price: 150,
    quantity: 1,
    ...over,
  };
}

/** A returning shopper: the cart as an earlier visit saved it, read back as on a page load. */
async function savedCart(lines: CartLine[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines }, version: 1 }));
  await useCartStore.persist.rehydrate();
}

const summary = () => within(screen.getByRole('region', { name: 'Tóm tắt đơn hàng' }));
const amount = (label: string | RegExp) => summary().getByText(label).nextElementSibling!.textContent;
const lineItem = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  mockFetch({ 'GET /api/settings': { body: SETTINGS } });
});

describe('cart', () => {
  it('says it is empty and links back to the shop', async () => {
    renderStorefront('/cart');
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tiếp tục mua sắm' }).getAttribute('href')).toBe('/products');
  });

  it('lists name, description, category, size diameter, gender and unit price; totals in dollars', async () => {
    await savedCart([
      line({}),
      line({
        productId: 2,
        variantId: 21,
        sizeId: 1,
        name: 'Đồng hồ Nữ Casio Sheen',
        category: 'Đồng hồ Nữ',
        sizeDiameter: '28 mm',
        gender: 'female',
        price: 100,
        quantity: 3,
      }),
    ]);
    renderStorefront('/cart');
    const prx = within(lineItem('Đồng hồ Tissot PRX'));
    expect(prx.getByText('Thiết kế thập niên 70 với dây liền vỏ.')).toBeTruthy();
    expect(prx.getByText('Đồng hồ Nam')).toBeTruthy();
    expect(prx.getByText('40 mm')).toBeTruthy();
    expect(prx.getByText('Nam')).toBeTruthy();
    expect(prx.getByText('$150.00')).toBeTruthy();
    expect(prx.getByRole('link', { name: 'Đồng hồ Tissot PRX' }).getAttribute('href')).toBe(
      '/product/1-dong-ho-tissot-prx',
    );
    const casio = within(lineItem('Đồng hồ Nữ Casio Sheen'));
    expect(casio.getByText('28 mm')).toBeTruthy();
    expect(casio.getByText('Nữ')).toBeTruthy();
    expect(casio.getByLabelText('Số lượng').textContent).toBe('3');

    // 150 + 3 × 100 = 450: not over 500 → shipping 25; tax 8%.
    expect(amount('Tạm tính')).toBe('$450.00');
    expect(amount('Phí vận chuyển')).toBe('$25.00');
    expect(amount('Thuế (8%)')).toBe('$36.00');
    expect(amount('Tổng cộng')).toBe('$511.00');
    expect(summary().getByText(/Mua thêm \$50\.00 để được miễn phí vận chuyển/)).toBeTruthy();
    expect(summary().getByRole('link', { name: 'Tiếp tục mua sắm' }).getAttribute('href')).toBe('/products');
  });

  it('changes quantities with − and +, ships free only strictly over 500, and 0 removes the line', async () => {
    await savedCart([line({ price: 250, quantity: 1 })]);
    const { user } = renderStorefront('/cart');
    const item = within(lineItem('Đồng hồ Tissot PRX'));

    await user.click(item.getByRole('button', { name: 'Tăng số lượng' }));
    expect(item.getByLabelText('Số lượng').textContent).toBe('2');
    expect(amount('Tạm tính')).toBe('$500.00');
    expect(amount('Phí vận chuyển')).toBe('$25.00'); // exactly 500 is not "over 500"
    expect(summary().getByText(/Mua thêm \$0\.01 để được miễn phí vận chuyển/)).toBeTruthy();

    await user.click(item.getByRole('button', { name: 'Tăng số lượng' }));
    expect(amount('Tạm tính')).toBe('$750.00');
    expect(amount('Phí vận chuyển')).toBe('Miễn phí');
    expect(amount('Thuế (8%)')).toBe('$60.00');
    expect(amount('Tổng cộng')).toBe('$810.00');
    expect(summary().getByText('Đơn hàng của bạn được miễn phí vận chuyển.')).toBeTruthy();

    await user.click(item.getByRole('button', { name: 'Giảm số lượng' }));
    await user.click(item.getByRole('button', { name: 'Giảm số lượng' }));
    expect(item.getByLabelText('Số lượng').textContent).toBe('1');
    await user.click(item.getByRole('button', { name: 'Giảm số lượng' }));
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.lines).toEqual([]);
  });

  it('deletes one line, keeps the others, and stops + at 99', async () => {
    await savedCart([
      line({ quantity: 99 }),
      line({ productId: 2, variantId: 21, name: 'Đồng hồ Seiko 5', price: 70 }),
    ]);
    const { user } = renderStorefront('/cart');
    expect(
      within(lineItem('Đồng hồ Tissot PRX')).getByRole('button', { name: 'Tăng số lượng' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Xóa Đồng hồ Tissot PRX (40mm) khỏi giỏ hàng' }));
    expect(screen.queryByRole('heading', { name: 'Đồng hồ Tissot PRX' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Đồng hồ Seiko 5' })).toBeTruthy();
    expect(amount('Tạm tính')).toBe('$70.00');
  });

  it('keeps the cart across reloads and drops lines it cannot read', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { lines: [line({ quantity: 2 }), { productId: 'x' }, line({ productId: 3, quantity: 0 })] },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    renderStorefront('/cart');
    expect(screen.getAllByRole('heading', { level: 2, name: /Đồng hồ/ })).toHaveLength(1);
    expect(amount('Tạm tính')).toBe('$300.00');
  });

  it('checks out the whole cart as one order, shows the code and empties the cart', async () => {
    await savedCart([
      line({ quantity: 2 }),
      line({ productId: 2, variantId: 21, sizeId: 1, name: 'Đồng hồ Seiko 5', price: 70 }),
    ]);
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'POST /api/orders': (r: MockRequest) => ({
        status: 201,
        body: {
          id: 9,
          code: 'DH250301ABCDEF',
          customer: 'Phạm Minh',
          phone: '0987654321',
          email: null,
          shippingAddress: null,
          note: null,
          paymentMethod: 'cod',
          paymentStatus: 'unpaid',
          items: (r.body as { items: { productId: number; variantId: number; quantity: number }[] }).items.map((i) => ({
            ...i,
            productName: i.productId === 1 ? 'Đồng hồ Tissot PRX' : 'Đồng hồ Seiko 5',
            variantName: '40mm',
            price: 1,
          })),
          subtotal: 370,
          shippingFee: 0,
          amount: 370,
          status: 'pending',
          createdAt: '2025-03-01T08:00:00.000Z',
        },
      }),
    });
    const { user } = renderStorefront('/cart');
    await user.click(screen.getByRole('button', { name: 'Tiến Hành Thanh Toán' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Thanh toán đơn hàng' }));
    expect(dialog.getByText('Đồng hồ Tissot PRX')).toBeTruthy();
    expect(dialog.getByText('Đồng hồ Seiko 5')).toBeTruthy();
    expect(dialog.getByText('Tổng cộng').nextElementSibling!.textContent).toBe('$424.60');

    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));
    const notice = within(await screen.findByRole('dialog', { name: 'Thông báo' }));
    expect(notice.getByText('Vui lòng điền đầy đủ thông tin!')).toBeTruthy();
    await user.click(notice.getByRole('button', { name: 'Đóng' }));

    await user.type(dialog.getByLabelText('Họ và tên'), 'Phạm Minh');
    await user.type(dialog.getByLabelText('Số điện thoại'), '0987654321');
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));

    const success = within(await screen.findByRole('dialog', { name: 'Đặt hàng thành công!' }));
    expect(success.getByText('DH250301ABCDEF')).toBeTruthy();
    expect(success.getByText('Đồng hồ Tissot PRX (40mm) × 2')).toBeTruthy();
    expect(api.to('POST /api/orders')).toHaveLength(1);
    expect(api.to('POST /api/orders')[0]!.body).toEqual({
      customer: 'Phạm Minh',
      phone: '0987654321',
      items: [
        { productId: 1, variantId: 11, quantity: 2 },
        { productId: 2, variantId: 21, quantity: 1 },
      ],
    });
    expect(useCartStore.getState().lines).toEqual([]);
    await user.click(success.getByRole('button', { name: 'Đóng' }));
    expect(screen.getByText('Giỏ hàng của bạn trống')).toBeTruthy();
  });

  it('empties the cart after confirming Xóa tất cả', async () => {
    await savedCart([line({})]);
    const { user } = renderStorefront('/cart');
    await user.click(screen.getByRole('button', { name: 'Xóa tất cả' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Xóa giỏ hàng' }));
    await user.click(confirm.getByRole('button', { name: 'Xóa tất cả' }));
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeTruthy();
  });
});

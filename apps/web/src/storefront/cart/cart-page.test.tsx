import type { CartLine } from '@shop/core/cart';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderStorefront, SETTINGS } from '../product/test-fixtures';
import { CART_STORAGE_KEY, useCartStore } from './cart-store';
import { persistedState } from '../../test/persisted';

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
    price: 450_000,
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
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tiếp tục mua sắm' }).getAttribute('href')).toBe('/products');
  });

  it('lists name, description, category, size diameter, gender and unit price; totals in đồng, VAT included, no tax line', async () => {
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
        price: 150_000,
        quantity: 3,
      }),
    ]);
    renderStorefront('/cart');
    const prx = within(lineItem('Đồng hồ Tissot PRX'));
    expect(prx.getByText('Thiết kế thập niên 70 với dây liền vỏ.')).toBeVisible();
    expect(prx.getByText('Đồng hồ Nam')).toBeVisible();
    expect(prx.getByText('40 mm')).toBeVisible();
    expect(prx.getByText('Nam')).toBeVisible();
    expect(prx.getByText('450.000 ₫')).toBeVisible();
    expect(prx.getByRole('link', { name: 'Đồng hồ Tissot PRX' }).getAttribute('href')).toBe(
      '/product/1-dong-ho-tissot-prx',
    );
    const casio = within(lineItem('Đồng hồ Nữ Casio Sheen'));
    expect(casio.getByText('28 mm')).toBeVisible();
    expect(casio.getByText('Nữ')).toBeVisible();
    expect(casio.getByLabelText('Số lượng').textContent).toBe('3');

    // 450.000 + 3 × 150.000 = 900.000: not over 1.000.000 → the default delivery fee 30.000.
    expect(amount('Tạm tính')).toBe('900.000 ₫');
    expect(amount('Phí vận chuyển')).toBe('30.000 ₫');
    expect(amount('Tổng cộng')).toBe('930.000 ₫');
    expect(summary().getByText('Giá đã bao gồm VAT')).toBeVisible();
    expect(summary().queryByText(/Thuế/)).toBeNull();
    expect(
      summary().getByText('Mua thêm 100.001 ₫ để được miễn phí vận chuyển (đơn hàng trên 1.000.000 ₫).'),
    ).toBeVisible();
    expect(summary().getByRole('link', { name: 'Tiếp tục mua sắm' }).getAttribute('href')).toBe('/products');
  });

  it("takes the delivery fee and the free-delivery threshold from the shop's settings; free strictly above it", async () => {
    mockFetch({
      'GET /api/settings': {
        body: { ...SETTINGS, 'checkout.shippingFee': '25000', 'checkout.freeShippingOver': '500000' },
      },
    });
    await savedCart([line({ price: 250_000, quantity: 1 })]);
    const { user } = renderStorefront('/cart');
    const item = within(lineItem('Đồng hồ Tissot PRX'));
    expect(await summary().findByText('25.000 ₫')).toBeVisible();
    expect(amount('Tổng cộng')).toBe('275.000 ₫');

    await user.click(item.getByRole('button', { name: 'Tăng số lượng' }));
    expect(item.getByLabelText('Số lượng').textContent).toBe('2');
    expect(amount('Tạm tính')).toBe('500.000 ₫');
    expect(amount('Phí vận chuyển')).toBe('25.000 ₫'); // exactly the threshold is not "above" it
    expect(summary().getByText(/Mua thêm 1 ₫ để được miễn phí vận chuyển/)).toBeVisible();

    await user.click(item.getByRole('button', { name: 'Tăng số lượng' }));
    expect(amount('Tạm tính')).toBe('750.000 ₫');
    expect(amount('Phí vận chuyển')).toBe('Miễn phí');
    expect(amount('Tổng cộng')).toBe('750.000 ₫');
    expect(summary().getByText('Đơn hàng của bạn được miễn phí vận chuyển.')).toBeVisible();

    await user.click(item.getByRole('button', { name: 'Giảm số lượng' }));
    await user.click(item.getByRole('button', { name: 'Giảm số lượng' }));
    expect(item.getByLabelText('Số lượng').textContent).toBe('1');
    await user.click(item.getByRole('button', { name: 'Giảm số lượng' }));
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeVisible();
    expect(persistedState<{ lines: unknown[] }>(CART_STORAGE_KEY).lines).toEqual([]);
  });

  it('ships everything free when the threshold is 0', async () => {
    mockFetch({ 'GET /api/settings': { body: { ...SETTINGS, 'checkout.freeShippingOver': '0' } } });
    await savedCart([line({ price: 100_000 })]);
    renderStorefront('/cart');
    expect(await summary().findByText('Miễn phí')).toBeVisible();
    expect(amount('Tổng cộng')).toBe('100.000 ₫');
    expect(summary().getByText('Đơn hàng của bạn được miễn phí vận chuyển.')).toBeVisible();
  });

  it('deletes one line, keeps the others, and stops + at 99', async () => {
    await savedCart([
      line({ quantity: 99 }),
      line({ productId: 2, variantId: 21, name: 'Đồng hồ Seiko 5', price: 70_000 }),
    ]);
    const { user } = renderStorefront('/cart');
    expect(
      within(lineItem('Đồng hồ Tissot PRX')).getByRole('button', { name: 'Tăng số lượng' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Xóa Đồng hồ Tissot PRX (40mm) khỏi giỏ hàng' }));
    expect(screen.queryByRole('heading', { name: 'Đồng hồ Tissot PRX' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Đồng hồ Seiko 5' })).toBeVisible();
    expect(amount('Tạm tính')).toBe('70.000 ₫');
  });

  it('keeps the cart across reloads and drops lines it cannot read or that have no price (Liên Hệ)', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          lines: [
            line({ quantity: 2 }),
            { productId: 'x' },
            line({ productId: 3, quantity: 0 }),
            line({ productId: 4, variantId: 41, price: 0 }),
          ],
        },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    renderStorefront('/cart');
    expect(screen.getAllByRole('heading', { level: 2, name: /Đồng hồ/ })).toHaveLength(1);
    expect(amount('Tạm tính')).toBe('900.000 ₫');
  });

  it('refuses a variant without a price (Liên Hệ)', () => {
    expect(useCartStore.getState().add(line({ price: 0 }))).toBe('refused');
    expect(useCartStore.getState().lines).toEqual([]);
    expect(useCartStore.getState().add(line({}))).toBe('added');
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('adds no more than can be ordered: capped at what is left, then full', () => {
    const add = (quantity: number) => useCartStore.getState().add(line({ quantity }), 3);
    expect(add(2)).toBe('added');
    expect(add(2)).toBe('capped');
    expect(useCartStore.getState().lines[0]!.quantity).toBe(3);
    expect(add(1)).toBe('full');
    expect(useCartStore.getState().lines[0]!.quantity).toBe(3);
  });

  it('checks what can be ordered each time it opens: lowers a line to the stock, stops + there and says why', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/product-variants/availability': {
        body: {
          maxQuantityPerLine: 99,
          variants: [
            { variantId: 11, productId: 1, stock: 3, max: 3, low: false },
            { variantId: 21, productId: 2, stock: null, max: 99, low: false },
            { variantId: 31, productId: 3, stock: 0, max: 0, low: false },
          ],
        },
      },
    });
    await savedCart([
      line({ quantity: 5 }),
      line({ productId: 2, variantId: 21, sizeId: 1, name: 'Đồng hồ Seiko 5', price: 70_000, quantity: 99 }),
      line({ productId: 3, variantId: 31, sizeId: 2, name: 'Đồng hồ Orient Bambino', price: 90_000 }),
    ]);
    const { user } = renderStorefront('/cart');
    expect(await screen.findByText('Chỉ còn 3 sản phẩm trong kho')).toBeVisible();
    expect(api.to('GET /api/product-variants/availability')[0]!.url.searchParams.get('ids')).toBe('11,21,31');
    const prx = within(lineItem('Đồng hồ Tissot PRX'));
    expect(prx.getByLabelText('Số lượng').textContent).toBe('3');
    expect(prx.getByRole('button', { name: 'Tăng số lượng' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/số lượng đã được giảm theo số còn lại/).textContent).toContain(
      'Đồng hồ Tissot PRX (40mm): 3',
    );
    expect(useCartStore.getState().lines[0]!.quantity).toBe(3);
    // Not tracked: the shop's limit per line is the reason.
    expect(
      within(lineItem('Đồng hồ Seiko 5')).getByText('Mỗi sản phẩm đặt tối đa 99 chiếc trong một đơn'),
    ).toBeVisible();
    // Sold out since it was added: kept for the shopper to see, and the checkout waits for its removal.
    const orient = within(lineItem('Đồng hồ Orient Bambino'));
    expect(orient.getByText('Sản phẩm này hiện không đặt được (hết hàng hoặc đã ngừng bán)')).toBeVisible();
    expect(orient.getByRole('button', { name: 'Tăng số lượng' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Tiến Hành Thanh Toán' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tiến Hành Thanh Toán' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Xóa Đồng hồ Orient Bambino (40mm) khỏi giỏ hàng' }));
    expect(screen.getByRole('link', { name: 'Tiến Hành Thanh Toán' })).toBeVisible();
  });

  it('Tiến Hành Thanh Toán goes to the checkout page', async () => {
    await savedCart([line({})]);
    const { user } = renderStorefront('/cart');
    await user.click(screen.getByRole('link', { name: 'Tiến Hành Thanh Toán' }));
    expect(await screen.findByRole('heading', { name: 'Trang khác: /checkout' })).toBeVisible();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('empties the cart after confirming Xóa tất cả', async () => {
    await savedCart([line({})]);
    const { user } = renderStorefront('/cart');
    await user.click(screen.getByRole('button', { name: 'Xóa tất cả' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Xóa giỏ hàng' }));
    await user.click(confirm.getByRole('button', { name: 'Xóa tất cả' }));
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeVisible();
  });
});

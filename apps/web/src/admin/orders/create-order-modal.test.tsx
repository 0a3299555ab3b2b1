import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import type { Product } from '@shop/core/schemas/product';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, renderAdmin } from '../layout/render-admin.test-utils';
import { makeOrder } from './order-fixtures.test-utils';

const product = (
  id: number,
  name: string,
  variants: { id: number; name: string; price: number | null; discount?: number }[],
  inStock = true,
): Product => ({
  id,
  slug: `${id}-x`,
  name,
  description: '',
  images: [],
  brandId: 1,
  subBrandId: null,
  categoryId: null,
  sizeId: null,
  gender: 'male',
  inStock,
  available: inStock,
  featured: false,
  warrantyMonths: null,
  lowestPrice: null,
  highestPrice: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  brand: { id: 1, name: 'Tissot', logo: null },
  variants: variants.map((v) => ({ productId: id, sizeId: null, color: null, discount: 0, stock: null, ...v })),
});

const PRODUCTS = [
  product(1, 'Tissot PRX', [
    { id: 11, name: '40mm Xanh', price: 15_000_000, discount: 10 },
    { id: 12, name: '35mm Bạc', price: null },
  ]),
  product(2, 'Tissot Le Locle', [{ id: 21, name: '39mm Trắng', price: 20_000_000 }]),
  product(3, 'Tissot Seastar', [{ id: 31, name: '42mm Đen', price: 18_000_000 }], false),
];

/** The answer of placing an order: the shopper's view of it (the lookup's shape), staff orders too. */
function placed(code: string) {
  const { id: _id, history: _history, ...order } = makeOrder({ code });
  return { ...order, timeline: [{ step: 'placed' as const, at: order.createdAt, reason: null }] };
}

function setup(post: MockAnswer | ((r: MockRequest) => MockAnswer) = { status: 201, body: placed('DH250131NEW001') }) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: { orders: ALL_RIGHTS } },
    'GET /api/settings': { body: {} },
    'GET /api/orders/stats': { body: { total: 0, pending: 0, processing: 0, shipped: 0, completed: 0, cancelled: 0 } },
    'GET /api/orders': { body: { orders: [], total: 0, totalExact: true, more: false } },
    'GET /api/products': { body: { products: PRODUCTS, total: PRODUCTS.length } },
    'POST /api/orders': post,
  });
  return { api, ...renderAdmin('/admin/orders') };
}

async function openForm(view: ReturnType<typeof setup>) {
  await view.user.click(await screen.findByRole('button', { name: 'Tạo Đơn Hàng' }));
  return screen.getByRole('dialog', { name: 'Tạo Đơn Hàng' });
}

beforeEach(() => {
  signOutStore();
});

describe('Create Order (staff enter a phone order)', () => {
  it('needs a name, a phone and at least one line, with the order contract messages, and sends nothing', async () => {
    const view = setup();
    const dialog = await openForm(view);

    await view.user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

    expect(await within(dialog).findAllByText(ORDER_MESSAGES.missing)).toHaveLength(2);
    expect(within(dialog).getByLabelText('Tên khách hàng *').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(ORDER_MESSAGES.noItems)).toBeVisible();
    expect(view.api.to('POST /api/orders')).toHaveLength(0);
  });

  it('refuses a phone number that is not Vietnamese', async () => {
    const view = setup();
    const dialog = await openForm(view);
    await view.user.type(within(dialog).getByLabelText('Tên khách hàng *'), 'Phạm Hùng');
    await view.user.type(within(dialog).getByLabelText('Số điện thoại *'), '12345');
    await view.user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

    expect(await within(dialog).findByText(ORDER_MESSAGES.badPhone)).toBeVisible();
    expect(within(dialog).queryByText(ORDER_MESSAGES.missing)).toBeNull();
    expect(view.api.to('POST /api/orders')).toHaveLength(0);
  });

  it('searches the catalogue, adds several lines with a live total, and creates a pending order', async () => {
    const view = setup();
    const { user, api } = view;
    const dialog = await openForm(view);

    await user.type(within(dialog).getByLabelText('Tên khách hàng *'), 'Phạm Hùng');
    await user.type(within(dialog).getByLabelText('Số điện thoại *'), '0912 345 678');
    await user.selectOptions(within(dialog).getByLabelText('Tỉnh / Thành phố'), 'Thành phố Hà Nội');
    await user.type(within(dialog).getByLabelText('Phường / Xã'), 'Phường Hoàn Kiếm');
    await user.type(within(dialog).getByLabelText('Số nhà, tên đường'), '5 Hai Bà Trưng');

    await user.type(within(dialog).getByRole('searchbox', { name: 'Tìm sản phẩm' }), 'tissot');
    await waitFor(() => expect(api.to('GET /api/products').at(-1)!.url.searchParams.get('search')).toBe('tissot'));
    const query = api.to('GET /api/products').at(-1)!.url.searchParams;
    expect(query.get('include')).toBe('variants,brand');

    // Out of stock: cannot be ordered.
    expect(
      within(dialog)
        .getByRole('button', { name: /Tissot Seastar/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: /Tissot PRX/ }));
    const variant = within(dialog).getByRole('combobox', { name: 'Phiên bản' });
    // Discounted price; a variant without a price (Liên Hệ) cannot be chosen.
    expect(within(variant).getByRole('option', { name: '40mm Xanh — 13.500.000 ₫' })).toBeVisible();
    expect((within(variant).getByRole('option', { name: '35mm Bạc — Liên Hệ' }) as HTMLOptionElement).disabled).toBe(
      true,
    );
    const quantity = within(dialog).getByLabelText('Số lượng');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm vào đơn' }));

    await user.click(within(dialog).getByRole('button', { name: /Tissot Le Locle/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm vào đơn' }));

    const lines = within(dialog).getByRole('list', { name: 'Sản phẩm trong đơn' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText('Tổng cộng:').nextElementSibling?.textContent).toBe('47.000.000 ₫');

    await user.click(within(lines).getAllByRole('button', { name: 'Tăng số lượng' })[1]!);
    expect(within(dialog).getByText('Tổng cộng:').nextElementSibling?.textContent).toBe('67.000.000 ₫');

    await user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

    await waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
    const sent = api.to('POST /api/orders')[0]!;
    expect(sent.body).toEqual({
      customer: 'Phạm Hùng',
      phone: '0912345678',
      email: null,
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' },
      paymentMethod: 'cod',
      note: null,
      // No VAT invoice details: staff add them on the order's Hóa đơn VAT card when the buyer asks.
      invoice: null,
      items: [
        { productId: 1, variantId: 11, quantity: 2 },
        { productId: 2, variantId: 21, quantity: 2 },
      ],
    });
    expect(sent.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(await screen.findByText('Đã tạo đơn hàng DH250131NEW001')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.to('GET /api/orders').length).toBeGreaterThan(1));
  });

  it('takes a phone order without an address, but refuses half an address', async () => {
    const view = setup();
    const dialog = await openForm(view);
    await view.user.type(within(dialog).getByLabelText('Tên khách hàng *'), 'Phạm Hùng');
    await view.user.type(within(dialog).getByLabelText('Số điện thoại *'), '0912345678');
    await view.user.click(await within(dialog).findByRole('button', { name: /Tissot Le Locle/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Thêm vào đơn' }));
    await view.user.type(within(dialog).getByLabelText('Số nhà, tên đường'), '5 Hai Bà Trưng');
    await view.user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

    expect(await within(dialog).findByText(ORDER_MESSAGES.province)).toBeVisible();
    expect(within(dialog).getByText(ORDER_MESSAGES.ward)).toBeVisible();
    expect(view.api.to('POST /api/orders')).toHaveLength(0);

    await view.user.clear(within(dialog).getByLabelText('Số nhà, tên đường'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));
    await waitFor(() => expect(view.api.to('POST /api/orders')).toHaveLength(1));
    expect(view.api.to('POST /api/orders')[0]!.body).toMatchObject({ shippingAddress: null });
  });

  it('removes a line and shows the no-items message again once submitted', async () => {
    const view = setup();
    const dialog = await openForm(view);
    await view.user.click(await within(dialog).findByRole('button', { name: /Tissot Le Locle/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Thêm vào đơn' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Xóa Tissot Le Locle 39mm Trắng' }));
    expect(within(dialog).queryByRole('list', { name: 'Sản phẩm trong đơn' })).toBeNull();

    await view.user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.noItems)).toBeVisible();
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    const view = setup(apiError(409, 'Sản phẩm "Tissot Le Locle" đã hết hàng', 'CONFLICT'));
    const dialog = await openForm(view);
    await view.user.type(within(dialog).getByLabelText('Tên khách hàng *'), 'Phạm Hùng');
    await view.user.type(within(dialog).getByLabelText('Số điện thoại *'), '+84912345678');
    await view.user.click(await within(dialog).findByRole('button', { name: /Tissot Le Locle/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Thêm vào đơn' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(within(dialog).getByText('Sản phẩm "Tissot Le Locle" đã hết hàng')).toBeVisible();
    expect(view.api.to('POST /api/orders')[0]!.body).toMatchObject({ phone: '0912345678' });
    expect(screen.getByRole('dialog', { name: 'Tạo Đơn Hàng' })).toBeVisible();
  });
});

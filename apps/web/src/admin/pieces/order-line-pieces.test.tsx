import type { Order } from '@shop/core/schemas/order';
import { PIECE_EXAMPLE } from '@shop/core/examples/piece';
import type { Piece } from '@shop/core/schemas/piece';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { byStatus, makeOrder, setupOrders } from '../orders/order-fixtures.test-utils';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

const LINE: Order['items'][number] = {
  lineId: 70,
  productId: 2,
  variantId: 5,
  productName: 'Rolex Submariner Date',
  variantName: '41mm Đen',
  price: 300_000_000,
  quantity: 2,
  tracksPieces: true,
  pieces: [{ id: 1, serial: '7X2A111' }],
};

const order = makeOrder({
  ...byStatus.processing,
  items: [LINE],
  subtotal: 600_000_000,
  shippingFee: 0,
  amount: 600_000_000,
});

const inStock: Piece = {
  ...PIECE_EXAMPLE,
  costPrice: undefined,
  id: 3,
  variantId: 5,
  productId: 2,
  variantName: '41mm Đen',
  serial: 'ZQ-9001 B',
  reference: null,
  condition: 'used',
  grade: 'A',
  accessories: [],
  source: 'buyback',
  sourceName: null,
  sourcePhone: null,
};

describe('choosing the pieces of an order', () => {
  it('shows the chosen serials, says how many are missing, chooses one in stock and drops one', async () => {
    const chosen = { ...order, items: [{ ...LINE, pieces: [...LINE.pieces!, { id: 3, serial: 'ZQ-9001 B' }] }] };
    const { api, user } = setupOrders({
      orders: [order],
      detail: order,
      path: `/admin/orders/${order.id}`,
      routes: {
        'GET /api/pieces': { body: { pieces: [inStock], total: 1 } },
        [`POST /api/orders/${order.id}/pieces`]: { body: chosen },
        [`DELETE /api/orders/${order.id}/pieces/1`]: { body: order },
      },
    });
    const products = await screen.findByRole('region', { name: 'Sản phẩm' });
    expect(await within(products).findByRole('link', { name: '7X2A111' })).toBeVisible();
    expect(within(products).getByText('Chưa chọn đồng hồ (số serial) cho 1 chiếc')).toBeVisible();
    const select = within(products).getByRole('combobox', { name: 'Chọn đồng hồ cho Rolex Submariner Date' });
    expect(
      await within(select).findByRole('option', { name: 'ZQ-9001 B · Đã qua sử dụng · loại A' }),
    ).toBeInTheDocument();
    expect(api.to('GET /api/pieces')[0]!.url.searchParams.get('status')).toBe('in_stock');
    expect(api.to('GET /api/pieces')[0]!.url.searchParams.get('variantId')).toBe('5');
    await user.selectOptions(select, '3');
    await user.click(within(products).getByRole('button', { name: 'Chọn' }));
    await waitFor(() => expect(api.to(`POST /api/orders/${order.id}/pieces`)).toHaveLength(1));
    expect(api.to(`POST /api/orders/${order.id}/pieces`)[0]!.body).toEqual({ lineId: 70, pieceId: 3 });
    await user.click(within(products).getByRole('button', { name: 'Bỏ chọn đồng hồ 7X2A111' }));
    await waitFor(() => expect(api.to(`DELETE /api/orders/${order.id}/pieces/1`)).toHaveLength(1));
  });

  it('prints the serials on the invoice', async () => {
    setupOrders({
      orders: [order],
      detail: order,
      path: `/admin/orders/${order.id}/print`,
      routes: { 'GET /api/settings': { body: STORE_SETTINGS } },
    });
    const invoice = await screen.findByRole('article', { name: `Hóa đơn ${order.code}` });
    expect(within(invoice).getByText('Số serial: 7X2A111')).toBeVisible();
  });
});

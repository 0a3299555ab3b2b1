import type { Order } from '@shop/core/schemas/order';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { apiError } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY } from '../layout/render-admin.test-utils';
import { byStatus, makeOrder, setupOrders } from '../orders/order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

const open = makeOrder({ ...byStatus.pending, subtotal: 50_000_000, shippingFee: 0, amount: 50_000_000 });
const credited: Order = {
  ...open,
  tradeInCredit: 20_000_000,
  amount: 30_000_000,
  tradeIns: [{ buybackId: 3, code: 'TM000003', amount: 20_000_000, released: false }],
};
const CANDIDATES = {
  candidates: [
    {
      buybackId: 3,
      code: 'TM000003',
      amount: 20_000_000,
      boughtAt: '2026-11-28',
      watch: 'Omega Seamaster Aqua Terra 41mm Mặt xanh',
      serial: '81234567',
    },
  ],
};
const rows = (region: HTMLElement) =>
  [...within(region).getByLabelText('Số tiền').querySelectorAll('div')].map(
    (row) => `${row.children[0]!.textContent}=${row.children[1]!.textContent}`,
  );

describe('trade-in credit on the order screen', () => {
  it('sets a buy-back of the customer against the order, then shows the credit line and Còn phải trả', async () => {
    let current = open;
    const { api, user } = setupOrders({
      orders: [open],
      detail: open,
      path: `/admin/orders/${open.id}`,
      rights: { orders: ALL_RIGHTS, costs: ALL_RIGHTS },
      routes: {
        [`GET /api/orders/${open.id}`]: () => ({ body: current }),
        [`GET /api/orders/${open.id}/trade-ins`]: { body: CANDIDATES },
        [`POST /api/orders/${open.id}/trade-ins`]: () => {
          current = credited;
          return { body: credited };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Trừ tiền thu mua' }));
    const dialog = screen.getByRole('dialog', { name: 'Trừ Tiền Thu Mua Lại' });
    expect(await within(dialog).findByRole('combobox', { name: 'Phiếu thu mua của khách' })).toHaveTextContent(
      'TM000003 · Omega Seamaster Aqua Terra 41mm Mặt xanh (81234567) · 20.000.000 ₫',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Trừ vào đơn' }));
    await waitFor(() => expect(api.to(`POST /api/orders/${open.id}/trade-ins`)).toHaveLength(1));
    expect(api.to(`POST /api/orders/${open.id}/trade-ins`)[0]!.body).toEqual({ buybackId: 3 });
    await waitFor(() =>
      expect(rows(screen.getByRole('region', { name: 'Sản phẩm' }))).toEqual([
        'Tạm tính=50.000.000 ₫',
        'Phí vận chuyển=Miễn phí',
        'Trừ tiền thu mua lại TM000003=−20.000.000 ₫',
        'Còn phải trả=30.000.000 ₫',
      ]),
    );
    expect(
      within(screen.getByRole('region', { name: 'Thu mua lại' })).getByRole('button', { name: 'Bỏ' }),
    ).toBeVisible();
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = setupOrders({
      orders: [open],
      detail: open,
      path: `/admin/orders/${open.id}`,
      rights: { orders: ALL_RIGHTS, costs: ALL_RIGHTS },
      routes: {
        [`GET /api/orders/${open.id}/trade-ins`]: { body: CANDIDATES },
        [`POST /api/orders/${open.id}/trade-ins`]: apiError(
          409,
          'Tiền thu mua lại không được vượt quá tiền hàng cộng phí giao hàng của đơn',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Trừ tiền thu mua' }));
    const dialog = screen.getByRole('dialog', { name: 'Trừ Tiền Thu Mua Lại' });
    await within(dialog).findByRole('combobox', { name: 'Phiếu thu mua của khách' });
    await user.click(within(dialog).getByRole('button', { name: 'Trừ vào đơn' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tiền thu mua lại không được vượt quá tiền hàng cộng phí giao hàng của đơn',
    );
  });

  it('shows the credit without buttons to a role without the costs right', async () => {
    setupOrders({
      orders: [credited],
      detail: credited,
      path: `/admin/orders/${credited.id}`,
      rights: { orders: READ_ONLY },
    });
    const card = await screen.findByRole('region', { name: 'Thu mua lại' });
    expect(within(card).getByText('Trừ tiền thu mua lại TM000003')).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

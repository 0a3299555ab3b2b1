import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { makeOrder, setupOrders } from './order-fixtures.test-utils';

beforeEach(() => {
  signOutStore();
});

/** ASVS 5.0 V1.2.1: what a shopper typed into an order (name, address, note) is shown as text to staff. */
describe('order details show HTML typed by shoppers as text', { timeout: 20_000 }, () => {
  it('renders tags in the customer name, address and note literally', async () => {
    const note = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>Giao giờ hành chính';
    const order = makeOrder({
      customer: '<b>Khách</b>',
      shippingAddress: { province: null, ward: '<u>Phường</u>', street: '<i>12 Lê Lợi</i>' },
      note,
    });
    setupOrders({ orders: [order], detail: order, path: `/admin/orders/${order.id}` });
    const dialog = await screen.findByRole('main');
    await within(dialog).findByText(note);
    expect(within(dialog).getByText(note)).toBeVisible();
    expect(within(dialog).getAllByText('<b>Khách</b>').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('<i>12 Lê Lợi</i>')).toBeVisible();
    expect(within(dialog).getByText('<u>Phường</u>')).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.body.querySelector('script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

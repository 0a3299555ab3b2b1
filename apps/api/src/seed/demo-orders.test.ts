import { PROVINCE_NAMES, type ProvinceName } from '@shop/core/provinces';
import type { Dashboard } from '@shop/core/schemas/dashboard';
import type { Order, OrderLookup } from '@shop/core/schemas/order';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { seedDemoOrders } from './demo-orders.ts';

const t = useTestApp();

describe('demo orders', () => {
  it('adds orders in every status with two-level addresses, once, and tracked stock with one variant running low', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoOrders(t.database.db);
    const list = (await t.as('admin', { method: 'GET', url: '/api/orders?limit=100' })).json<{ orders: Order[] }>();
    expect(list.orders).toHaveLength(7);
    expect(new Set(list.orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'completed', 'cancelled']),
    );
    for (const o of list.orders) {
      expect(PROVINCE_NAMES).toContain(o.shippingAddress!.province as ProvinceName);
      expect(o.shippingAddress!.ward).toMatch(/^Phường /);
      expect(o.amount).toBe(o.subtotal + o.shippingFee);
    }
    const cancelled = list.orders.find((o) => o.status === 'cancelled')!;
    const detail = (await t.as('admin', { method: 'GET', url: `/api/orders/${cancelled.id}` })).json<Order>();
    expect(detail.history!.map((h) => [h.from, h.to])).toEqual([
      [null, 'pending'],
      ['pending', 'cancelled'],
    ]);
    expect(detail.history![1]!.reason).toBeTruthy();
    const found = await t.as('anonymous', {
      method: 'GET',
      url: `/api/orders/lookup?code=${cancelled.code}&phone=${cancelled.phone}`,
    });
    expect(found.json<OrderLookup>().timeline.at(-1)).toMatchObject({
      step: 'cancelled',
      reason: detail.history![1]!.reason,
    });
    const dashboard = (await t.as('admin', { method: 'GET', url: '/api/dashboard' })).json<Dashboard>();
    expect(dashboard.lowStock.map((l) => l.stock)).toEqual([1]);
  });
});

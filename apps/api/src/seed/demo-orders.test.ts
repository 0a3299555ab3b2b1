import { PROVINCE_NAMES, type ProvinceName } from '@shop/core/provinces';
import type { Dashboard } from '@shop/core/schemas/dashboard';
import type { Order, OrderLookup } from '@shop/core/schemas/order';
import type { PieceList } from '@shop/core/schemas/piece';
import type { ServiceList, ServiceLookup } from '@shop/core/schemas/service';
import type { WarrantyLookup } from '@shop/core/schemas/warranty';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { syncTrackedStock } from '../modules/pieces/stock.ts';
import { warrantOrderPieces } from '../modules/warranty/repository.ts';
import { seedDemoOrders } from './demo-orders.ts';

const seed = () => seedDemoOrders(t.database.db, { syncTrackedStock, warrantOrderPieces });

const t = useTestApp();

describe('demo orders', () => {
  it('adds orders in every status with two-level addresses, once, and tracked stock with one variant running low', async () => {
    await seed();
    await seed();
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

  it('adds pieces by serial, new and pre-owned, sold through the completed orders with their warranties (docs/huong-dan/bao-hanh.md)', async () => {
    await seed();
    const list = (await t.as('admin', { method: 'GET', url: '/api/pieces?limit=100' })).json<PieceList>();
    const by = (f: (p: PieceList['pieces'][number]) => unknown) => new Set(list.pieces.map(f));
    expect(by((p) => p.status)).toEqual(new Set(['in_stock', 'reserved', 'sold', 'in_service']));
    expect(by((p) => p.source)).toEqual(new Set(['distributor', 'buyback', 'consignment']));
    expect(by((p) => p.grade)).toEqual(new Set([null, 'A', 'B', 'C']));
    // Each tracked variant's stock is its pieces in stock less what open orders hold without one.
    const variants = (await t.as('admin', { method: 'GET', url: '/api/pieces/variants' })).json<
      { variantId: number; stock: number }[]
    >();
    for (const v of variants)
      expect(v.stock).toBe(list.pieces.filter((p) => p.variantId === v.variantId && p.status === 'in_stock').length);
    const reserved = list.pieces.find((p) => p.status === 'reserved')!;
    const held = (await t.as('admin', { method: 'GET', url: `/api/orders/${reserved.orderId}` })).json<Order>();
    expect(held.status).toBe('processing');
    // The serial and phone the owner's manual gives answer on /bao-hanh.
    const found = await t.as('anonymous', { method: 'GET', url: '/api/warranty?serial=7X2-41890&phone=0901234501' });
    expect(found.statusCode).toBe(200);
    expect(found.json<WarrantyLookup>()).toMatchObject({ serial: '7X2 41890', covered: true, brandName: 'Rolex' });
    const sold = list.pieces.filter((p) => p.status === 'sold');
    const orders = (await t.as('admin', { method: 'GET', url: '/api/orders?limit=100' })).json<{ orders: Order[] }>();
    const completed = new Set(orders.orders.filter((o) => o.status === 'completed').map((o) => o.id));
    expect(sold.length).toBeGreaterThan(1);
    for (const p of sold) {
      expect(completed).toContain(p.orderId);
      const w = await t.as('admin', { method: 'GET', url: `/api/warranties?pieceId=${p.id}` });
      expect(w.json<unknown[]>()).toHaveLength(1);
    }
  });

  it('adds two service tickets: a watch the shop sold, under warranty, being repaired; one bought elsewhere, quoted (docs/huong-dan/sua-chua.md)', async () => {
    await seed();
    const list = (await t.as('admin', { method: 'GET', url: '/api/services' })).json<ServiceList>();
    expect(list.services.map((s) => [s.status, s.underWarranty, s.pieceId !== null])).toEqual([
      ['quoted', false, false],
      ['repairing', true, true],
    ]);
    const seiko = list.services[0]!;
    const found = await t.as('anonymous', {
      method: 'GET',
      url: `/api/services/lookup?code=${seiko.code}&phone=0987654321`,
    });
    expect(found.json<ServiceLookup>().history.map((h) => h.status)).toEqual(['received', 'checking', 'quoted']);
  });
});

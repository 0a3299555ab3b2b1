import { discountedPrice } from '@shop/core/pricing';
import type { Dashboard } from '@shop/core/schemas/dashboard';
import type { Order, OrderStats } from '@shop/core/schemas/order';
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders, productVariants, products } from '../../db/schema/index.ts';
import { type TestApp, useTestApp, placedOrder } from '../../test/app.ts';
import { setRights } from '../../test/auth.ts';
import { clearSetting, makeProduct, setSetting } from '../../test/catalogue.ts';
import { vnMonthStart } from './repository.ts';

const t = useTestApp();

const dashboard = async (role: Parameters<TestApp['as']>[0] = 'admin') => {
  const res = await t.as(role, { method: 'GET', url: '/api/dashboard' });
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>();
};

let n = 0;
async function placeOrder(quantity = 1): Promise<Order> {
  const [v] = await t.database.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.name, 'Đồng hồ Tissot PRX Powermatic 80 Thép'))
    .orderBy(asc(productVariants.id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `192.0.2.${++n}`,
    payload: {
      acceptTerms: true,
      customer: `Khách ${n}`,
      phone: `0987 000 ${String(n).padStart(3, '0')}`,
      items: [{ ...v, quantity }],
    },
  });
  return placedOrder(t, res);
}

describe('GET /api/dashboard', () => {
  it('counts products and those in stock from the database', async () => {
    const d = await dashboard();
    const [all] = await t.database.db.select({ n: count() }).from(products);
    const [inStock] = await t.database.db.select({ n: count() }).from(products).where(eq(products.inStock, true));
    expect(d.products).toBe(all!.n);
    expect(d.inStock).toBe(inStock!.n);
    expect(d.inStock).toBeLessThan(d.products);
    expect(d).toMatchObject({
      orders: 0,
      revenue: 0,
      ordersThisMonth: 0,
      ordersLastMonth: 0,
      trend: null,
      recentOrders: [],
    });
  });

  it('counts orders, adds revenue only when an order is completed, and lists the five most recent', async () => {
    const first = await placeOrder(2);
    const second = await placeOrder(1);
    expect(first.amount).toBe(discountedPrice(18_500_000, 0) * 2);
    let d = await dashboard();
    expect(d.orders).toBe(2);
    expect(d.revenue).toBe(0);
    expect(d.ordersThisMonth).toBe(2);
    expect(d.recentOrders!.map((o) => o.id)).toEqual([second.id, first.id]);

    for (const status of ['processing', 'shipped', 'completed']) {
      const res = await t.as('admin', { method: 'PATCH', url: `/api/orders/${first.id}/status`, payload: { status } });
      expect(res.statusCode).toBe(200);
    }
    await t.as('admin', { method: 'PATCH', url: `/api/orders/${second.id}/status`, payload: { status: 'cancelled' } });
    d = await dashboard();
    expect(d.revenue).toBe(first.amount);
    expect(d.recentOrders![1]).toMatchObject({ id: first.id, status: 'completed', items: first.items });

    const more = [];
    for (let i = 0; i < 5; i++) more.push(await placeOrder());
    d = await dashboard('viewer');
    expect(d.orders).toBe(7);
    expect(d.recentOrders!.map((o) => o.id)).toEqual(more.map((o) => o.id).reverse());
  });

  it('compares this calendar month with last month', async () => {
    const lastMonth = new Date(vnMonthStart(new Date(), -1).getTime() + 2 * 86_400_000);
    const older = new Date(vnMonthStart(new Date(), -2).getTime() + 86_400_000);
    const mk = (code: string, createdAt: Date) => ({
      code,
      customer: 'Cũ',
      phone: '0900000000',
      subtotal: 1,
      amount: 1,
      createdAt,
      updatedAt: createdAt,
    });
    await t.database.db
      .insert(orders)
      .values([
        mk('DH000000OLD001', lastMonth),
        mk('DH000000OLD002', lastMonth),
        mk('DH000000OLD003', lastMonth),
        mk('DH000000OLD004', older),
      ]);
    const d = await dashboard();
    expect(d.ordersThisMonth).toBe(7);
    expect(d.ordersLastMonth).toBe(3);
    expect(d.trend).toBe(133.3);
    expect(d.orders).toBe(11);
  });

  it('lists tracked variants at or below the low-stock threshold and counts pending orders', async () => {
    const p = await makeProduct(t, [
      [100_000, 0, 1],
      [100_000, 0, 3],
      [100_000, 0, null],
    ]);
    const low = (await dashboard()).lowStock.filter((l) => l.productId === p.productId);
    expect(low).toEqual([
      { productId: p.productId, productName: p.name, variantId: p.variantIds[0], variantName: 'V1', stock: 1 },
    ]);
    await setSetting(t, 'inventory.lowStockThreshold', '3');
    const more = (await dashboard()).lowStock.filter((l) => l.productId === p.productId);
    expect(more.map((l) => l.stock)).toEqual([1, 3]);
    await clearSetting(t, 'inventory.lowStockThreshold');
    const stats = (await t.as('admin', { method: 'GET', url: '/api/orders/stats' })).json<OrderStats>();
    expect((await dashboard()).pendingOrders).toBe(stats.pending);
  });

  it('needs the dashboard read right', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(403);
  });
});

describe('each right shows only what it covers', () => {
  const NONE = { read: false, change: false, delete: false };
  const READ = { read: true, change: false, delete: false };
  afterEach(() => setRights(t, 1, {}));

  it('answers orders and their customers only to a caller with orders read', async () => {
    await placeOrder();
    for (const [roleId, role] of [
      [3, 'viewer'],
      [2, 'moderator'],
    ] as const) {
      await setRights(t, roleId, { orders: NONE, dashboard: READ });
      const res = await t.as(role, { method: 'GET', url: '/api/dashboard' });
      expect(res.statusCode).toBe(200);
      const d = res.json<Dashboard>();
      expect(d).toMatchObject({
        recentOrders: null,
        orders: null,
        ordersThisMonth: null,
        ordersLastMonth: null,
        trend: null,
        pendingOrders: null,
        revenue: null,
      });
      expect(res.body).not.toContain('Khách ');
      expect(d.products).toBeGreaterThan(0);
    }
    const admin = await dashboard('admin');
    expect(admin.recentOrders!.length).toBeGreaterThan(0);
    expect(admin.orders).toBeGreaterThan(0);
  });

  it('answers revenue only with the reports read right, which only the admin holds by default', async () => {
    const moderator = await dashboard('moderator');
    expect(moderator.revenue).toBeNull();
    expect(moderator.recentOrders!.length).toBeGreaterThan(0);
    expect(moderator.orders).toBeGreaterThan(0);
    expect((await dashboard('viewer')).revenue).toBeNull();
    expect((await dashboard('admin')).revenue).toBeTypeOf('number');

    await setRights(t, 2, { reports: READ });
    expect((await dashboard('moderator')).revenue).toBe((await dashboard('admin')).revenue);
  });
});

describe('calendar months', () => {
  it('are found in Vietnam time', () => {
    const now = new Date('2025-03-31T20:00:00Z'); // 1 April 03:00 in Vietnam
    expect(vnMonthStart(now).toISOString()).toBe('2025-03-31T17:00:00.000Z');
    expect(vnMonthStart(now, -1).toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(vnMonthStart(new Date('2025-01-10T00:00:00Z'), -1).toISOString()).toBe('2024-11-30T17:00:00.000Z');
  });
});

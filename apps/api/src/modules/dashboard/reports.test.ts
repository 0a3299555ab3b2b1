import { addDays, shopToday, type Dashboard, type Reports } from '@shop/core/schemas/dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, images, orders, products } from '../../db/schema/index.ts';
import { type TestApp, useTestApp } from '../../test/app.ts';
import { setRights } from '../../test/auth.ts';
import { makeProduct } from '../../test/catalogue.ts';
import { insertOrder, type TestLine } from '../../test/orders.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const reports = async (query = '', role: Parameters<TestApp['as']>[0] = 'admin') =>
  t.as(role, { method: 'GET', url: `/api/dashboard/reports${query}` });

type Status = 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
type Line = TestLine;

let seq = 0;
/** One order placed at `at` (an instant), with its lines; amount = lines + 30 000 shipping. */
async function order(at: string, status: Status, lines: Line[]) {
  await insertOrder(
    t.database.db,
    {
      code: `DH000000RPT${String(++seq).padStart(3, '0')}`,
      customer: 'Khách báo cáo',
      phone: '0900000000',
      at: new Date(at),
      status,
    },
    lines,
  );
}

describe('GET /api/dashboard/reports', () => {
  let a: { id: number; name: string };
  let b: { id: number; name: string };

  beforeAll(async () => {
    const two = await t.database.db.select({ id: products.id, name: products.name }).from(products).limit(2);
    [a, b] = two as [typeof a, typeof b];
    const A = (quantity: number): Line => ({ productId: a.id, name: a.name, price: 1_000_000, quantity });
    const B = (quantity: number): Line => ({ productId: b.id, name: b.name, price: 3_000_000, quantity });
    const gone: Line = { productId: null, name: 'Đồng hồ đã xoá', price: 500_000, quantity: 1 };
    // Shop days are Vietnam days (UTC+7): 2026-03-01 runs from 2026-02-28T17:00Z to 2026-03-01T17:00Z.
    await order('2026-02-28T16:59:59Z', 'completed', [A(9)]); // 28/02 in Vietnam: outside the range
    await order('2026-02-28T17:00:00Z', 'completed', [A(1)]); // 01/03 00:00 → 1 030 000
    await order('2026-03-01T16:59:59Z', 'completed', [A(2), B(1)]); // 01/03 23:59:59 → 5 030 000
    await order('2026-03-01T17:00:00Z', 'completed', [gone]); // 02/03 00:00 → 530 000
    await order('2026-03-02T03:00:00Z', 'cancelled', [B(5)]); // 02/03, not revenue
    await order('2026-03-02T04:00:00Z', 'pending', [B(1)]); // 02/03, not revenue
    // 03/03: no order at all
    await order('2026-03-04T02:00:00Z', 'completed', [B(2)]); // 04/03 → 6 030 000
    await order('2026-03-04T05:00:00Z', 'shipped', [A(1)]);
    await order('2026-03-05T16:59:59Z', 'processing', [A(1)]); // 05/03 23:59:59
    await order('2026-03-05T17:00:00Z', 'completed', [A(7)]); // 06/03: outside the range
  });

  it('counts completed orders and revenue per shop day, every day of the range, 0 on days without orders', async () => {
    const res = await reports('?from=2026-03-01&to=2026-03-05');
    expect(res.statusCode).toBe(200);
    const r = res.json<Reports>();
    expect(r.from).toBe('2026-03-01');
    expect(r.to).toBe('2026-03-05');
    expect(r.days).toEqual([
      { date: '2026-03-01', orders: 2, revenue: 6_060_000, refunds: 0 },
      { date: '2026-03-02', orders: 1, revenue: 530_000, refunds: 0 },
      { date: '2026-03-03', orders: 0, revenue: 0, refunds: 0 },
      { date: '2026-03-04', orders: 1, revenue: 6_030_000, refunds: 0 },
      { date: '2026-03-05', orders: 0, revenue: 0, refunds: 0 },
    ]);
    expect(r.totals).toEqual({ orders: 4, revenue: 12_620_000, refunds: 0 });
  });

  it('counts the orders placed in the range by status, listing every status', async () => {
    const r = (await reports('?from=2026-03-01&to=2026-03-05')).json<Reports>();
    expect(r.byStatus).toEqual([
      { status: 'pending', orders: 1 },
      { status: 'processing', orders: 1 },
      { status: 'shipped', orders: 1 },
      { status: 'completed', orders: 4 },
      { status: 'cancelled', orders: 1 },
    ]);
  });

  it('ranks products by the revenue of their lines in completed orders, a deleted product by its name on the order', async () => {
    const r = (await reports('?from=2026-03-01&to=2026-03-05')).json<Reports>();
    expect(r.topProducts).toEqual([
      { productId: b.id, name: b.name, quantity: 3, revenue: 9_000_000 },
      { productId: a.id, name: a.name, quantity: 3, revenue: 3_000_000 },
      { productId: null, name: 'Đồng hồ đã xoá', quantity: 1, revenue: 500_000 },
    ]);
  });

  it('names a product deleted after its orders were completed by the name on its lines', async () => {
    const made = await makeProduct(t, [[2_000_000, 0, null]]);
    await order('2026-05-10T05:00:00Z', 'completed', [
      { productId: made.productId, name: 'Tên trên đơn', price: 2_000_000, quantity: 2 },
    ]);
    await t.database.db.delete(products).where(eq(products.id, made.productId));
    const r = (await reports('?from=2026-05-10&to=2026-05-10')).json<Reports>();
    expect(r.topProducts).toEqual([{ productId: null, name: 'Tên trên đơn', quantity: 2, revenue: 4_000_000 }]);
  });

  it('reads one day as that Vietnam day only', async () => {
    const r = (await reports('?from=2026-03-06&to=2026-03-06')).json<Reports>();
    expect(r.days).toEqual([{ date: '2026-03-06', orders: 1, revenue: 7_030_000, refunds: 0 }]);
    expect(r.topProducts).toEqual([{ productId: a.id, name: a.name, quantity: 7, revenue: 7_000_000 }]);
    const feb = (await reports('?from=2026-02-28&to=2026-02-28')).json<Reports>();
    expect(feb.totals).toEqual({ orders: 1, revenue: 9_030_000, refunds: 0 });
  });

  it('shows at most ten products', async () => {
    const many = await t.database.db.select({ id: products.id, name: products.name }).from(products).limit(12);
    for (const [i, p] of many.entries()) {
      await order('2026-04-10T05:00:00Z', 'completed', [
        { productId: p.id, name: p.name, price: 100_000 * (i + 1), quantity: 1 },
      ]);
    }
    const r = (await reports('?from=2026-04-10&to=2026-04-10')).json<Reports>();
    expect(r.topProducts).toHaveLength(10);
    expect(r.topProducts[0]).toEqual({
      productId: many[11]!.id,
      name: many[11]!.name,
      quantity: 1,
      revenue: 1_200_000,
    });
    expect(r.topProducts[9]!.revenue).toBe(300_000);
  });

  it('defaults to the last 30 days, today (in Vietnam) included', async () => {
    const r = (await reports()).json<Reports>();
    const today = shopToday();
    expect(r.to).toBe(today);
    expect(r.from).toBe(addDays(today, -29));
    expect(r.days).toHaveLength(30);
    expect(r.days.at(-1)!.date).toBe(today);
    const onlyFrom = (await reports(`?from=${addDays(today, -6)}`)).json<Reports>();
    expect(onlyFrom.days).toHaveLength(7);
  });

  it.each([
    ['?from=2026-03-05&to=2026-03-01', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc'],
    ['?from=2025-01-01&to=2026-01-02', 'Khoảng thời gian tối đa là 366 ngày'],
    ['?from=2026-02-30&to=2026-03-01', 'Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)'],
    ['?from=hôm-qua', 'Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)'],
    ['?from=2026-03-01&to=03/05/2026', 'Ngày kết thúc không hợp lệ (định dạng YYYY-MM-DD)'],
    ['?from=2026-03-01&to=2026-03-05&days=7', 'Tham số không hợp lệ'],
  ])('refuses %s with 400 and a Vietnamese message', async (query, message) => {
    const res = await reports(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe(message);
  });

  it('accepts a range of exactly 366 days', async () => {
    const r = (await reports('?from=2024-01-01&to=2024-12-31')).json<Reports>();
    expect(r.days).toHaveLength(366);
  });

  it('needs the reports read right, which only the admin holds by default', async () => {
    expect((await reports('', 'anonymous')).statusCode).toBe(401);
    expect((await reports('', 'guest')).statusCode).toBe(403);
    expect((await reports('', 'viewer')).statusCode).toBe(403);
    expect((await reports('', 'moderator')).statusCode).toBe(403);
    await setRights(t, 3, { reports: { read: true, change: false, delete: false } });
    try {
      expect((await reports('', 'viewer')).statusCode).toBe(200);
    } finally {
      await setRights(t, 1, {});
    }
  });
});

describe('the getting-started checklist (GET /api/dashboard setup)', () => {
  const setup = async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    return res.json<Dashboard>().setup;
  };
  const save = (key: string, value: string) =>
    t.as('admin', { method: 'POST', url: '/api/settings', payload: { key, value } });

  it('ticks each step from the data: shop details changed, a brand, a product, an image, an order', async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
    await t.database.db.delete(brands);
    await t.database.db.delete(images);
    // The first start's example details do not count as the owner's own.
    expect(await setup()).toEqual({ shopDetails: false, brand: false, product: false, images: false, order: false });

    expect((await save('store.name', 'Đồng Hồ Phố Cổ')).statusCode).toBeLessThan(300);
    expect((await setup()).shopDetails).toBe(true);
    expect((await save('store.phone', '   ')).statusCode).toBeLessThan(300);
    expect((await setup()).shopDetails).toBe(false);
    expect((await save('store.phone', '0243 999 888')).statusCode).toBeLessThan(300);

    const brand = await t.as('admin', { method: 'POST', url: '/api/brands', payload: { name: 'Orient' } });
    expect(brand.statusCode).toBe(201);
    expect(await setup()).toEqual({ shopDetails: true, brand: true, product: false, images: false, order: false });

    await order('2026-03-01T05:00:00Z', 'pending', [{ productId: null, name: 'Thử', price: 1, quantity: 1 }]);
    expect((await setup()).order).toBe(true);
  });
});

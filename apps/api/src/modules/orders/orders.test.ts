import { POLICIES } from '@shop/core/policies';
import { discountedPrice } from '@shop/core/pricing';
import {
  ORDER_CODE_PATTERN,
  ORDER_MESSAGES,
  type Order,
  type OrderList,
  type OrderLookup,
} from '@shop/core/schemas/order';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants, products } from '../../db/schema/index.ts';
import { createTestApp, placedOrder, type TestApp } from '../../test/app.ts';
import { orderableVariantColumns, selectVariantsWithProduct } from '../../lib/variant-query.ts';
import { newOrderCode } from './order-insert.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

let t: TestApp;
beforeAll(async () => {
  // A small order limit keeps the rate-limit tests short (the tests read the limit from the config).
  t = await createTestApp({ ORDER_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

interface Pick {
  productId: number;
  variantId: number;
  productName: string;
  variantName: string;
  price: number;
  discount: number;
}

async function productNamed(name: string): Promise<Pick[]> {
  const rows = await selectVariantsWithProduct(t.database.db, orderableVariantColumns)
    .where(eq(products.name, name))
    .orderBy(asc(productVariants.id));
  if (!rows.length) throw new Error(`no demo product ${name}`);
  return rows.map((r) => ({ ...r, price: Number(r.price), discount: Number(r.discount) }));
}

let address = 0;
/** Each call comes from a new address unless one is given (the per-address limit is tested on its own). */
const place = (payload: unknown, opts: { ip?: string; role?: Parameters<TestApp['as']>[0] } = {}) =>
  t.as(opts.role ?? 'anonymous', {
    method: 'POST',
    url: '/api/orders',
    // A shopper ticks the agreement box (issue 27 §2); a test about it sends `acceptTerms: undefined`.
    payload: (payload && typeof payload === 'object' && !Array.isArray(payload)
      ? { acceptTerms: true, ...payload }
      : payload) as object,
    remoteAddress: opts.ip ?? `172.16.${Math.floor(++address / 250)}.${address % 250}`,
  });

let phoneSeq = 1000;
const nextPhone = () => `0912 34${String(++phoneSeq).padStart(4, '0')}`;
const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

let seamaster: Pick[];
let submariner: Pick[];
beforeAll(async () => {
  seamaster = await productNamed('Đồng hồ Omega Seamaster Diver 300M Đen');
  submariner = await productNamed('Đồng hồ Nam Rolex Submariner Date Thép Oystersteel');
});

describe('POST /api/orders', () => {
  it('creates a pending order priced from the database, whatever price the client sends', async () => {
    const v = seamaster[0]!;
    expect(v.discount).toBeGreaterThan(0);
    const res = await place({
      customer: '  Nguyễn Văn An  ',
      phone: '0901 234 567',
      email: 'an@example.com',
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
      note: 'Giao giờ hành chính',
      items: [{ productId: v.productId, variantId: v.variantId, quantity: 2, price: 1 }],
      price: 1,
      amount: 1,
      status: 'completed',
    });
    expect(res.statusCode).toBe(201);
    // The answer is the shopper's view of the order: the lookup's shape, no id, a timeline.
    const order = res.json<OrderLookup>();
    const unit = discountedPrice(v.price, v.discount);
    expect(unit).toBe(127_800_000);
    expect(order).toEqual({
      code: expect.stringMatching(ORDER_CODE_PATTERN),
      customer: 'Nguyễn Văn An',
      phone: '0901234567',
      email: 'an@example.com',
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
      note: 'Giao giờ hành chính',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      items: [
        {
          lineId: expect.any(Number),
          productId: v.productId,
          variantId: v.variantId,
          productName: v.productName,
          variantName: v.variantName,
          price: unit,
          quantity: 2,
        },
      ],
      // Over the free-delivery threshold (1 000 000 đ by default): no shipping fee.
      subtotal: unit * 2,
      shippingFee: 0,
      amount: unit * 2,
      status: 'pending',
      createdAt: expect.any(String),
      // The policy versions in force, which the shopper agreed to (issue 27 §2).
      agreedPolicies: POLICIES.map((p) => ({ slug: p.slug, title: p.title, version: 1 })),
      timeline: [{ step: 'placed', at: order.createdAt, reason: null }],
    });
    const { timeline: _timeline, ...fields } = order;
    expect(await placedOrder(t, res)).toMatchObject({
      ...fields,
      history: [{ from: null, to: 'pending', by: null, at: expect.any(String), reason: null }],
    });
  });

  it('sums several lines and merges lines of the same variant', async () => {
    const a = seamaster[0]!;
    const b = submariner[1]!;
    const res = await place({
      customer: 'Trần Thị Bình',
      phone: '+84 912 345 678',
      items: [
        { productId: a.productId, variantId: a.variantId, quantity: 1 },
        { productId: b.productId, variantId: b.variantId, quantity: 1 },
        { productId: a.productId, variantId: a.variantId, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order.phone).toBe('0912345678');
    expect(order.items.map((i) => [i.variantId, i.quantity])).toEqual([
      [a.variantId, 3],
      [b.variantId, 1],
    ]);
    expect(order.amount).toBe(discountedPrice(a.price, a.discount) * 3 + discountedPrice(b.price, b.discount));
    expect(order.email).toBeNull();
  });

  it('needs a name and a phone number (trimmed) with the missing-field message', async () => {
    const item = { productId: seamaster[0]!.productId, variantId: seamaster[0]!.variantId, quantity: 1 };
    for (const payload of [
      { phone: '0901234567', items: [item] },
      { customer: '   ', phone: '0901234567', items: [item] },
      { customer: 'An', items: [item] },
      { customer: 'An', phone: '  ', items: [item] },
    ]) {
      const res = await place(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.missing);
    }
  });

  it('accepts only Vietnamese phone numbers', async () => {
    const item = { productId: seamaster[0]!.productId, variantId: seamaster[0]!.variantId, quantity: 1 };
    for (const phone of ['12345', '090123456', '09012345678', '+1 202 555 0100', 'abc0901234567', '1901234567']) {
      const res = await place({ customer: 'An', phone, items: [item] });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badPhone);
    }
    for (const [phone, stored] of [
      ['0901.234.568', '0901234568'],
      ['84 901 234 569', '0901234569'],
    ]) {
      const res = await place({ customer: 'An', phone, items: [item] });
      expect(res.statusCode, phone).toBe(201);
      expect(res.json<Order>().phone).toBe(stored);
    }
  });

  it('checks items: at least one, quantity 1–99, a variant of that product', async () => {
    const v = seamaster[0]!;
    const base = { customer: 'An', phone: nextPhone() };
    const noItems = await place({ ...base, items: [] });
    expect(noItems.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.noItems);
    expect((await place(base)).json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.noItems);
    for (const quantity of [0, 100, 1.5, 'nhiều']) {
      const res = await place({ ...base, items: [{ productId: v.productId, variantId: v.variantId, quantity }] });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badQuantity);
    }
    const merged = await place({
      ...base,
      items: [
        { productId: v.productId, variantId: v.variantId, quantity: 60 },
        { productId: v.productId, variantId: v.variantId, quantity: 60 },
      ],
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badQuantity);
    const foreign = await place({
      ...base,
      items: [{ productId: submariner[0]!.productId, variantId: v.variantId, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.unavailable);
    for (const item of [
      { productId: 999_999, variantId: 999_999, quantity: 1 },
      { productId: -1, variantId: v.variantId, quantity: 1 },
      { productId: 2_147_483_648, variantId: v.variantId, quantity: 1 },
      { productId: 'abc', variantId: v.variantId, quantity: 1 },
    ]) {
      const res = await place({ ...base, items: [item] });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.unavailable);
    }
    const badEmail = await place({
      ...base,
      email: 'khong-phai-email',
      items: [{ productId: v.productId, variantId: v.variantId }],
    });
    expect(badEmail.json<ErrorResponse>().error.message).toBe('Email không hợp lệ');
  });

  it('refuses a product out of stock and a variant without a price (Liên Hệ) with 409', async () => {
    const before = await orderCount();
    const daytona = (await productNamed('Đồng hồ Rolex Cosmograph Daytona Vàng Khối'))[0]!;
    const out = await place({
      customer: 'An',
      phone: nextPhone(),
      items: [{ productId: daytona.productId, variantId: daytona.variantId, quantity: 1 }],
    });
    expect(out.statusCode).toBe(409);
    expect(out.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.outOfStock(daytona.productName));
    const deVille = (await productNamed('Đồng hồ Nam Omega De Ville Prestige Vàng Hồng'))[0]!;
    const noPrice = await place({
      customer: 'An',
      phone: nextPhone(),
      items: [{ productId: deVille.productId, variantId: deVille.variantId, quantity: 1 }],
    });
    expect(noPrice.statusCode).toBe(409);
    expect(noPrice.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.noPrice(deVille.productName));
    expect(await orderCount()).toBe(before);
  });

  it('answers a filled honeypot as if accepted but stores nothing', async () => {
    const before = await orderCount();
    const v = seamaster[0]!;
    const res = await place({
      customer: 'Bot',
      phone: nextPhone(),
      website: 'http://spam.example',
      items: [{ productId: v.productId, variantId: v.variantId, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: expect.stringMatching(ORDER_CODE_PATTERN), status: 'pending' });
    expect(await orderCount()).toBe(before);
  });

  it('limits orders per address with a Vietnamese 429', async () => {
    const { max } = t.config.orderRateLimit;
    const v = seamaster[0]!;
    const item = { productId: v.productId, variantId: v.variantId, quantity: 1 };
    for (let i = 0; i < max; i++)
      expect(
        (await place({ customer: 'An', phone: nextPhone(), items: [item] }, { ip: '203.0.113.7' })).statusCode,
      ).toBe(201);
    const blocked = await place({ customer: 'An', phone: nextPhone(), items: [item] }, { ip: '203.0.113.7' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.tooMany);
    // The real wait: the oldest of the hour's orders leaves the window in about an hour.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await place({ customer: 'An', phone: nextPhone(), items: [item] }, { ip: '203.0.113.8' })).statusCode).toBe(
      201,
    );
    // Staff entering phone orders (orders change right) are not limited.
    const staff = await place(
      { customer: 'Khách gọi điện', phone: nextPhone(), items: [item] },
      { ip: '203.0.113.7', role: 'moderator' },
    );
    expect(staff.statusCode).toBe(201);
    expect((await placedOrder(t, staff)).history).toEqual([
      { from: null, to: 'pending', by: 'moderator1', at: expect.any(String), reason: null },
    ]);
  });

  it('never answers 5xx to junk bodies', async () => {
    const junk: unknown[] = [
      {},
      [],
      { customer: 1, phone: 2, items: 'x' },
      { customer: 'A'.repeat(10_000), phone: '0901234567', items: [{}] },
      { customer: 'A', phone: '0'.repeat(5000), items: [{ productId: 1, variantId: 1 }] },
      { customer: 'A', phone: '0901234567', items: Array.from({ length: 51 }, () => ({ productId: 1, variantId: 1 })) },
      { customer: 'A', phone: '0901234567', items: [{ productId: null, variantId: {}, quantity: [] }] },
    ];
    for (const payload of junk) {
      const res = await place(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});

describe('GET /api/orders, /api/orders/:id, /api/orders/stats', () => {
  it('lists newest first with lines and a total; pages with limit and skip', async () => {
    const res = await t.as('viewer', { method: 'GET', url: '/api/orders?limit=100' });
    expect(res.statusCode).toBe(200);
    const { orders: list, total } = res.json<{ orders: Order[]; total: number }>();
    expect(total).toBe(await orderCount());
    expect(list.length).toBe(Math.min(total, 100));
    for (let i = 1; i < list.length; i++)
      expect(Date.parse(list[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[i]!.createdAt));
    expect(list.every((o) => o.items.length > 0)).toBe(true);
    const page = await t.as('viewer', { method: 'GET', url: '/api/orders?limit=2&skip=1' });
    expect(page.json<OrderList>().orders.map((o) => o.id)).toEqual(list.slice(1, 3).map((o) => o.id));
    expect(page.json<OrderList>().total).toBe(total);
  });

  it('runs the same number of queries whatever the page size', async () => {
    const queries = async (limit: number) => {
      await t.as('viewer', { method: 'GET', url: `/api/orders?limit=${limit}` }); // warm the token
      // The messages of the orders placed before are sent first: their round would be counted too.
      await t.app.messages.runDue();
      const before = t.database.queryCount();
      const res = await t.as('viewer', { method: 'GET', url: `/api/orders?limit=${limit}` });
      expect(res.json<OrderList>().orders.length).toBe(Math.min(limit, res.json<OrderList>().total));
      return t.database.queryCount() - before;
    };
    const small = await queries(1);
    const large = await queries(30);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(5);
  });

  it('searches code, customer, phone and product, ignoring case and diacritics', async () => {
    const search = async (q: string) =>
      (await t.as('admin', { method: 'GET', url: `/api/orders?limit=100&search=${encodeURIComponent(q)}` })).json<{
        orders: Order[];
        total: number;
      }>();
    const an = await search('nguyen van an');
    expect(an.total).toBeGreaterThan(0);
    expect(an.orders.every((o) => o.customer === 'Nguyễn Văn An')).toBe(true);
    expect((await search('NGUYỄN VĂN')).total).toBe(an.total);
    const binh = await search('tran thi binh');
    expect(binh.orders.map((o) => o.customer)).toEqual(['Trần Thị Bình']);
    const code = binh.orders[0]!.code;
    expect((await search(code.toLowerCase())).orders.map((o) => o.code)).toEqual([code]);
    expect((await search('0912.345.678')).orders.map((o) => o.code)).toEqual([code]);
    expect((await search('+84 912 345 678')).orders.map((o) => o.code)).toEqual([code]);
    const sub = await search('submariner oystersteel');
    expect(sub.orders.map((o) => o.code)).toEqual([code]);
    expect((await search('dong ho omega seamaster')).total).toBeGreaterThan(1);
    expect((await search('khong co ai ten nhu vay')).total).toBe(0);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('filters by status; all means no filter; unknown values are a 400', async () => {
    const pending = (
      await t.as('admin', { method: 'GET', url: '/api/orders?status=pending&limit=100' })
    ).json<OrderList>();
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true);
    expect(pending.total).toBe(await orderCount());
    expect((await t.as('admin', { method: 'GET', url: '/api/orders?status=all' })).json<OrderList>().total).toBe(
      pending.total,
    );
    expect((await t.as('admin', { method: 'GET', url: '/api/orders?status=completed' })).json()).toEqual({
      orders: [],
      total: 0,
      totalExact: true,
      more: false,
    });
    for (const q of ['status=done', 'limit=0', 'limit=101', 'skip=-1', 'limit=abc', `search=${'x'.repeat(201)}`]) {
      expect((await t.as('admin', { method: 'GET', url: `/api/orders?${q}` })).statusCode, q).toBe(400);
    }
  });

  it('counts orders per status', async () => {
    const res = await t.as('viewer', { method: 'GET', url: '/api/orders/stats' });
    expect(res.statusCode).toBe(200);
    const total = await orderCount();
    expect(res.json()).toEqual({ total, pending: total, processing: 0, shipped: 0, completed: 0, cancelled: 0 });
  });

  it('needs the orders read right; 404 and 400 for bad ids', async () => {
    for (const url of ['/api/orders', '/api/orders/stats', '/api/orders/1']) {
      expect((await t.as('anonymous', { method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.as('guest', { method: 'GET', url })).statusCode, url).toBe(403);
    }
    const missing = await t.as('admin', { method: 'GET', url: '/api/orders/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.notFound);
    for (const id of ['0', '-1', 'abc', '2147483648'])
      expect((await t.as('admin', { method: 'GET', url: `/api/orders/${id}` })).statusCode, id).toBe(400);
  });
});

describe('PATCH /api/orders/:id/status', () => {
  const move = (id: number | string, status: unknown, role: Parameters<TestApp['as']>[0] = 'moderator') =>
    t.as(role, {
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      payload: status === 'cancelled' ? { status, reason: 'Khách hủy' } : { status },
    });
  const fresh = async () => {
    const v = seamaster[0]!;
    return placedOrder(
      t,
      await place({
        customer: 'Lê Văn Cường',
        phone: nextPhone(),
        items: [{ productId: v.productId, variantId: v.variantId, quantity: 1 }],
      }),
    );
  };

  it('moves pending → processing → shipped → completed and records who did it', async () => {
    const o = await fresh();
    for (const status of ['processing', 'shipped', 'completed'] as const) {
      const res = await move(o.id, status);
      expect(res.statusCode, status).toBe(200);
      expect(res.json<Order>().status).toBe(status);
    }
    const detail = (await t.as('admin', { method: 'GET', url: `/api/orders/${o.id}` })).json<Order>();
    expect(detail.history!.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 'pending', null],
      ['pending', 'processing', 'moderator1'],
      ['processing', 'shipped', 'moderator1'],
      ['shipped', 'completed', 'moderator1'],
    ]);
    const late = await move(o.id, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badTransition);
  });

  it('cancels from any state before completed, and refuses other moves with 409', async () => {
    const a = await fresh();
    expect((await move(a.id, 'shipped')).statusCode).toBe(409);
    expect((await move(a.id, 'completed')).statusCode).toBe(409);
    expect((await move(a.id, 'pending')).statusCode).toBe(409);
    expect((await move(a.id, 'cancelled')).statusCode).toBe(200);
    const again = await move(a.id, 'processing');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().error).toMatchObject({
      message: ORDER_MESSAGES.badTransition,
      details: { from: 'cancelled', to: 'processing' },
    });
    const b = await fresh();
    await move(b.id, 'processing');
    await move(b.id, 'shipped');
    expect((await move(b.id, 'cancelled')).json<Order>().status).toBe('cancelled');
  });

  it('needs the orders change right; 400 for a bad status, 404 for an unknown order', async () => {
    const o = await fresh();
    expect((await move(o.id, 'processing', 'anonymous')).statusCode).toBe(401);
    expect((await move(o.id, 'processing', 'viewer')).statusCode).toBe(403);
    const bad = await move(o.id, 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe('Trạng thái không hợp lệ');
    expect((await move(o.id, 12)).statusCode).toBe(400);
    expect((await move(999_999, 'processing')).statusCode).toBe(404);
    expect((await move('abc', 'processing')).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'GET', url: `/api/orders/${o.id}` })).json<Order>().status).toBe('pending');
  });
});

describe('order codes', () => {
  it('makes codes of DH, the date in Vietnam and six random characters', () => {
    expect(newOrderCode(new Date('2025-01-31T18:00:00Z'))).toMatch(/^DH250201[A-Z0-9]{6}$/);
    expect(newOrderCode(new Date('2025-01-31T16:00:00Z'))).toMatch(/^DH250131[A-Z0-9]{6}$/);
    const codes = new Set(Array.from({ length: 500 }, () => newOrderCode()));
    expect(codes.size).toBe(500);
  });
});

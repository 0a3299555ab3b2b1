import type { Buyback } from '@shop/core/schemas/buyback';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Order, OrderLookup } from '@shop/core/schemas/order';
import { TRADE_IN_MESSAGES, type TradeInCandidates } from '@shop/core/schemas/trade-in';
import { readVietQr } from '@shop/core/vietqr';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, orderDayTotals } from '../../db/schema/index.ts';
import { createTestApp, editOrder, placedOrder, type TestApp } from '../../test/app.ts';
import { makeProduct, setSetting, trackedWatch } from '../../test/catalogue.ts';

/** Issue 26 §5: a buy-back set against an order of the same customer as trade-in credit. */
let t: TestApp;
let variantId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ variantId } = await trackedWatch(t));
  await setSetting(t, 'payment.bankBin', '970436');
  await setSetting(t, 'payment.accountNumber', '0011001234567');
  await setSetting(t, 'payment.accountName', 'CONG TY DONG HO');
});
afterAll(() => t.close());

let seq = 0;
/** A watch bought from the customer of `phone` for `price`. */
async function buyback(phone: string, price: number): Promise<Buyback> {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/buybacks',
    payload: {
      variantId,
      serial: `TI-${++seq}-${Date.now().toString(36)}`,
      condition: 'used',
      grade: 'A',
      price,
      sellerName: 'Lê Văn Đổi',
      sellerPhone: phone,
      sellerIdNumber: '079123456789',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Buyback>();
}

/** A staff order of one untracked watch at `price` (shipping 30 000 below 1 000 000), for `phone`. */
async function order(phone: string, price = 50_000_000, paymentMethod = 'bank_transfer'): Promise<Order> {
  const p = await makeProduct(t, [[price, 0, null]]);
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Lê Văn Đổi',
      phone,
      paymentMethod,
      items: [{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }],
    },
  });
  return placedOrder(t, res);
}

const apply = (o: Order, b: Buyback, role: 'admin' | 'moderator' | 'viewer' = 'admin') =>
  t.as(role, { method: 'POST', url: `/api/orders/${o.id}/trade-ins`, payload: { buybackId: b.id } });
const remove = (o: Order, b: Buyback) =>
  t.as('admin', { method: 'DELETE', url: `/api/orders/${o.id}/trade-ins/${b.id}` });
const move = (o: Order, status: string, extra: object = {}) =>
  t.as('admin', { method: 'PATCH', url: `/api/orders/${o.id}/status`, payload: { status, ...extra } });
const message = (res: { json: <T>() => T }) => res.json<ErrorResponse>().error.message;

describe('trade-in credit', () => {
  it('takes the buy-back off the amount to pay: order, VietQR, lookup, audit; the phone folded', async () => {
    const b = await buyback('0912 300 001', 20_000_000);
    const o = await order('+84912300001');
    const candidates = await t.as('admin', { method: 'GET', url: `/api/orders/${o.id}/trade-ins` });
    expect(candidates.json<TradeInCandidates>().candidates.map((c) => c.code)).toEqual([b.code]);

    const res = await apply(o, b);
    expect(res.statusCode, res.body).toBe(200);
    const credited = res.json<Order>();
    expect(credited).toMatchObject({
      subtotal: 50_000_000,
      shippingFee: 0,
      tradeInCredit: 20_000_000,
      amount: 30_000_000,
      tradeIns: [{ buybackId: b.id, code: b.code, amount: 20_000_000, released: false }],
    });
    expect(credited.payment?.amount).toBe(30_000_000);
    expect(readVietQr(credited.payment!.qr)).toMatchObject({ valid: true, amount: 30_000_000 });

    const lookup = await t.as('anonymous', {
      method: 'GET',
      url: `/api/orders/lookup?code=${o.code}&phone=0912300001`,
    });
    expect(lookup.json<OrderLookup>()).toMatchObject({
      amount: 30_000_000,
      tradeInCredit: 20_000_000,
      tradeIns: [{ code: b.code, amount: 20_000_000, released: false }],
    });
    expect(lookup.body).not.toContain('buybackId');
    // No longer offered to set against an order.
    const after = await t.as('admin', { method: 'GET', url: `/api/orders/${o.id}/trade-ins` });
    expect(after.json<TradeInCandidates>().candidates).toEqual([]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.resourceId, String(o.id))))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.changes).toMatchObject({
      tradeIn: [null, b.code],
      tradeInCredit: [0, 20_000_000],
      amount: [50_000_000, 30_000_000],
    });
  });

  it('refuses another customer, more than subtotal + shipping, a used buy-back, a paid order, and the rights', async () => {
    const b = await buyback('0912300002', 60_000_000);
    const mine = await order('0912300002', 40_000_000);
    const other = await order('0912300099');
    const cases: [Promise<{ statusCode: number; json: <T>() => T }>, number, string][] = [
      [apply(other, b), 409, TRADE_IN_MESSAGES.otherCustomer],
      [apply(mine, b), 409, TRADE_IN_MESSAGES.tooMuch],
      [apply(mine, b, 'moderator'), 403, TRADE_IN_MESSAGES.costsForbidden],
      [
        t.as('moderator', { method: 'GET', url: `/api/orders/${mine.id}/trade-ins` }),
        403,
        TRADE_IN_MESSAGES.costsForbidden,
      ],
      [apply(mine, { ...b, id: 999_999 }), 404, TRADE_IN_MESSAGES.badBuyback],
      [remove(mine, b), 404, TRADE_IN_MESSAGES.notOnOrder],
    ];
    for (const [sent, status, text] of cases) {
      const res = await sent;
      expect(res.statusCode).toBe(status);
      expect(message(res)).toBe(text);
    }
    expect((await apply(mine, b, 'viewer')).statusCode).toBe(403);
    // Nothing changed.
    const same = (await t.as('admin', { method: 'GET', url: `/api/orders/${mine.id}` })).json<Order>();
    expect(same.amount).toBe(40_000_000);
    expect(same.tradeInCredit).toBeUndefined();

    const small = await buyback('0912300002', 5_000_000);
    const bigger = await order('0912300002', 60_000_000);
    expect((await apply(bigger, small)).statusCode).toBe(200);
    const again = await apply(mine, small);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(TRADE_IN_MESSAGES.alreadyUsed(bigger.code));

    await t.as('admin', { method: 'PATCH', url: `/api/orders/${mine.id}/payment`, payload: { paymentStatus: 'paid' } });
    const cheap = await buyback('0912300002', 1_000_000);
    const paid = await apply(mine, cheap);
    expect(paid.statusCode).toBe(409);
    expect(message(paid)).toBe(TRADE_IN_MESSAGES.notOpen);
  });

  it('takes one order more than one buy-back; removing one raises the amount again; an edit below the credit is refused', async () => {
    const [b1, b2] = [await buyback('0912300003', 10_000_000), await buyback('0912300003', 5_000_000)];
    const o = await order('0912300003', 20_000_000);
    expect((await apply(o, b1)).statusCode).toBe(200);
    const both = (await apply(o, b2)).json<Order>();
    expect([both.tradeInCredit, both.amount]).toEqual([15_000_000, 5_000_000]);
    const cheap = await makeProduct(t, [[1_000_000, 0, null]]);
    const edit = await editOrder(
      t,
      o,
      { items: [{ productId: cheap.productId, variantId: cheap.variantIds[0]!, quantity: 1 }] },
      'admin',
    );
    expect(edit.statusCode).toBe(409);
    expect(message(edit)).toBe(TRADE_IN_MESSAGES.editBelowCredit);
    const removed = await remove(o, b1);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Order>()).toMatchObject({ tradeInCredit: 5_000_000, amount: 15_000_000 });
    expect(removed.json<Order>().tradeIns?.map((l) => l.code)).toEqual([b2.code]);
  });

  it('two orders taking one buy-back at once: one wins, the other 409', async () => {
    const b = await buyback('0912300004', 3_000_000);
    const [o1, o2] = [await order('0912300004'), await order('0912300004')];
    const answers = await Promise.all([apply(o1, b), apply(o2, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('cancelling frees the buy-back for another order; reports and customers count the goods, not the credit', async () => {
    const b = await buyback('0912300005', 8_000_000);
    const first = await order('0912300005', 30_000_000, 'cod');
    expect((await apply(first, b)).statusCode).toBe(200);
    const cancelled = await move(first, 'cancelled', { reason: 'Khách đổi ý' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Order>()).toMatchObject({
      amount: 22_000_000,
      tradeIns: [{ code: b.code, released: true }],
    });
    const second = await order('0912300005', 30_000_000, 'cod');
    expect((await apply(second, b)).statusCode).toBe(200);
    const completedSum = async () => {
      const [day] = await t.database.db
        .select({ amount: sql<string>`coalesce(sum(${orderDayTotals.amount}), 0)` })
        .from(orderDayTotals)
        .where(eq(orderDayTotals.status, 'completed'));
      return Number(day!.amount);
    };
    const before = await completedSum();
    for (const status of ['processing', 'shipped', 'completed'])
      expect((await move(second, status)).statusCode).toBe(200);
    expect((await completedSum()) - before).toBe(30_000_000);
    // Made again from the orders, the summaries say the same.
    await t.database.db.execute(sql`select rebuild_order_summaries()`);
    expect((await completedSum()) - before).toBe(30_000_000);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.phone, '0912300005'));
    expect(Number(customer!.totalSpent)).toBe(30_000_000);
    // The completed order is no longer open: its credit stays.
    expect((await remove(second, b)).statusCode).toBe(409);
  });

  it('a return of a credited order refunds at most the money paid, never the buy-back again', async () => {
    const b = await buyback('0912300006', 12_000_000);
    const o = await order('0912300006', 40_000_000);
    expect((await apply(o, b)).statusCode).toBe(200);
    await t.as('admin', { method: 'PATCH', url: `/api/orders/${o.id}/payment`, payload: { paymentStatus: 'paid' } });
    for (const status of ['processing', 'shipped', 'completed'])
      expect((await move(o, status, { carrier: 'GHN', trackingNumber: 'GHN1' })).statusCode).toBe(200);
    const opened = await t.as('admin', {
      method: 'POST',
      url: '/api/returns',
      payload: { orderId: o.id, lines: [{ lineId: o.items[0]!.lineId, quantity: 1 }], reason: 'Khách trả lại' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<{ id: number }>().id;
    const step = (payload: object) => t.as('admin', { method: 'PATCH', url: `/api/returns/${id}`, payload });
    expect((await step({ status: 'approved' })).statusCode).toBe(200);
    expect((await step({ status: 'received', condition: 'Như mới' })).statusCode).toBe(200);
    const date = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    // The goods were worth 40 000 000, but 12 000 000 of it was paid with the customer's own watch.
    const whole = await step({ status: 'refunded', amount: 40_000_000, method: 'cash', date });
    expect(whole.statusCode).toBe(409);
    expect(message(whole)).toContain('vượt quá');
    const paid = await step({ status: 'refunded', amount: 28_000_000, method: 'cash', date });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await t.as('admin', { method: 'GET', url: `/api/orders/${o.id}` })).json<Order>();
    expect(after).toMatchObject({ paymentStatus: 'refunded', amount: 28_000_000, tradeInCredit: 12_000_000 });
  });
});

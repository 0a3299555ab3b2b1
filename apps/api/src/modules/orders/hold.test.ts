import { ORDER_MESSAGES, type Order, type OrderLookup } from '@shop/core/schemas/order';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, messages, orderHistory, productVariants } from '../../db/schema/index.ts';
import { placedOrder, secondServer, useTestApp } from '../../test/app.ts';
import { makeProduct, setSetting } from '../../test/catalogue.ts';
import { HOLD_JOB_ACTOR, cancelOverdueOrders } from './hold-job.ts';

// Issue 23 §4: an unpaid bank-transfer order holds its stock for checkout.holdHours (24 by default),
// then it is cancelled ("Quá hạn thanh toán") and its stock goes back on sale — once, whatever the
// number of servers.

const t = useTestApp({ ORDER_RATE_LIMIT: '1000' });
const db = () => t.database.db;
const HOUR = 3_600_000;
const ADDRESS = { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' };
let seq = 0;

async function bankOn() {
  await setSetting(t, 'payment.bankBin', '970436');
  await setSetting(t, 'payment.accountNumber', '0011001234567');
  await setSetting(t, 'payment.accountName', 'CONG TY DONG HO');
}

async function place(variant: { productId: number; variantId: number }, paymentMethod = 'bank_transfer') {
  const n = ++seq;
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.70.0.${n}`,
    payload: {
      customer: 'Trần Thu Hà',
      phone: `0955${String(n).padStart(6, '0')}`,
      email: `ha${n}@example.com`,
      acceptTerms: true,
      shippingAddress: ADDRESS,
      paymentMethod,
      items: [{ ...variant, quantity: 2 }],
    },
  });
  return { answer: res.json<OrderLookup>(), order: await placedOrder(t, res) };
}
const stockOf = async (variantId: number) =>
  (
    await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId))
  )[0]!.stock;
const at = (order: Order, hours: number) => new Date(Date.parse(order.createdAt) + hours * HOUR);

describe('the payment deadline of a bank-transfer order', () => {
  it('is answered with the payment instructions, in the placing answer and the lookup, checkout.holdHours ahead', async () => {
    await bankOn();
    const p = await makeProduct(t, [[1_000_000, 0, null]]);
    const { answer, order } = await place({ productId: p.productId, variantId: p.variantIds[0]! });
    expect(order.payment?.payBy).toBe(at(order, 24).toISOString());
    expect(answer.payment?.payBy).toBe(order.payment?.payBy);
    const lookup = await t.as('anonymous', {
      method: 'GET',
      url: `/api/orders/lookup?code=${order.code}&phone=${order.phone}`,
    });
    expect(lookup.json<OrderLookup>().payment?.payBy).toBe(order.payment?.payBy);
    await setSetting(t, 'checkout.holdHours', '2');
    try {
      const shorter = await place({ productId: p.productId, variantId: p.variantIds[0]! });
      expect(shorter.order.payment?.payBy).toBe(at(shorter.order, 2).toISOString());
    } finally {
      await setSetting(t, 'checkout.holdHours', '24');
    }
  });
});

describe('the hold job', () => {
  it('cancels an unpaid bank-transfer order past its deadline: stock back, history, audit, the shopper told and shown', async () => {
    await bankOn();
    const p = await makeProduct(t, [[1_000_000, 0, 10]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const { order } = await place(v);
    const cod = await place(v, 'cod');
    const paid = await place(v);
    expect(
      (
        await t.as('moderator', {
          method: 'PATCH',
          url: `/api/orders/${paid.order.id}/payment`,
          payload: { paymentStatus: 'paid' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await stockOf(v.variantId)).toBe(4);
    // Not yet due (an earlier test's order with a 2-hour hold is).
    await cancelOverdueOrders(t.app, at(order, 23.9));
    expect((await t.as('admin', { method: 'GET', url: `/api/orders/${order.id}` })).json<Order>().status).toBe(
      'pending',
    );
    expect(await stockOf(v.variantId)).toBe(4);
    const due = at(paid.order, 24.1);
    expect(await cancelOverdueOrders(t.app, due)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(v.variantId)).toBe(6);
    const after = (await t.as('admin', { method: 'GET', url: `/api/orders/${order.id}` })).json<Order>();
    expect(after.status).toBe('cancelled');
    expect(after.payment).toBeUndefined();
    expect(after.history!.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      by: HOLD_JOB_ACTOR,
      reason: ORDER_MESSAGES.overdue,
    });
    // The cash-on-delivery order and the paid one are left alone.
    for (const other of [cod.order, paid.order]) {
      const now = (await t.as('admin', { method: 'GET', url: `/api/orders/${other.id}` })).json<Order>();
      expect(now.status).toBe('pending');
    }
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.resourceId, String(order.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        username: HOLD_JOB_ACTOR,
        action: 'status',
        changes: { status: ['pending', 'cancelled'], reason: [null, ORDER_MESSAGES.overdue] },
      }),
    ]);
    const told = await db()
      .select({ kind: messages.kind })
      .from(messages)
      .where(and(eq(messages.orderId, order.id), eq(messages.kind, 'order-cancelled')));
    expect(told.length).toBeGreaterThanOrEqual(1);
    // The shopper tracking the order sees why.
    const lookup = await t.as('anonymous', {
      method: 'GET',
      url: `/api/orders/lookup?code=${order.code}&phone=${order.phone}`,
    });
    expect(lookup.json<OrderLookup>().timeline.at(-1)).toMatchObject({ reason: ORDER_MESSAGES.overdue });
    // A second round finds nothing more to do.
    expect(await cancelOverdueOrders(t.app, due)).toBe(0);
  });

  it('cancels each overdue order once when several servers run it at the same moment', async () => {
    await bankOn();
    const p = await makeProduct(t, [[1_000_000, 0, 40]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const placed: Order[] = [];
    for (let i = 0; i < 6; i++) placed.push((await place(v)).order);
    expect(await stockOf(v.variantId)).toBe(28);
    const due = at(placed.at(-1)!, 25);
    // On PostgreSQL a second server on the same database; on PGlite (one process) the same app twice.
    const other = t.databaseUrl ? await secondServer(t) : null;
    try {
      const counts = await Promise.all([
        cancelOverdueOrders(t.app, due),
        cancelOverdueOrders(other ?? t.app, due),
        cancelOverdueOrders(t.app, due),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    } finally {
      await other?.close();
    }
    expect(await stockOf(v.variantId)).toBe(40);
    for (const o of placed) {
      const cancels = await db()
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, o.id), eq(orderHistory.status, 'cancelled')));
      expect(cancels).toHaveLength(1);
    }
  });
});

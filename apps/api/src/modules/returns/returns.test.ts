import type { Order, OrderLookup } from '@shop/core/schemas/order';
import type { Reports } from '@shop/core/schemas/dashboard';
import type { OrderReturns, Return, ReturnList, ShopperReturn, ShopperReturns } from '@shop/core/schemas/return';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, messages, orderHistory, orders, productVariants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { makeProduct, setSetting } from '../../test/catalogue.ts';

/**
 * Returns and refunds (issue 27 §3) through the API as shoppers and staff use it: on PGlite, and on
 * PostgreSQL when the suite runs there (DATABASE_URL).
 */
const t = useTestApp();

let phoneSeq = 0;
const nextPhone = () => `0987${String(++phoneSeq).padStart(6, '0')}`;

/** A phone order staff enter (no limits, no terms box), as a shopper's own order would be stored. */
async function place(
  lines: { productId: number; variantId: number; quantity: number }[],
  paymentMethod: 'cod' | 'bank_transfer' = 'cod',
): Promise<Order> {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Trần Thị Mai',
      phone: nextPhone(),
      email: 'mai@example.vn',
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', street: '1 Phố Huế' },
      items: lines,
      paymentMethod,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<{ code: string }>();
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed.code));
  return (await t.as('admin', { method: 'GET', url: `/api/orders/${row!.id}` })).json<Order>();
}

async function deliver(order: Order): Promise<Order> {
  for (const status of ['processing', 'shipped', 'completed']) {
    const res = await t.as('moderator', {
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status, carrier: 'GHN', trackingNumber: 'GHN123' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return (await t.as('admin', { method: 'GET', url: `/api/orders/${order.id}` })).json<Order>();
}

let ip = 0;
const shopper = (method: 'GET' | 'POST', order: Pick<Order, 'code' | 'phone'>, payload?: object) =>
  t.app.inject({
    method,
    url:
      method === 'GET'
        ? `/api/orders/lookup/returns?code=${order.code}&phone=${order.phone}`
        : '/api/orders/lookup/returns',
    payload: method === 'POST' ? { code: order.code, phone: order.phone, ...payload } : undefined,
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
  });

const move = (id: number, payload: object, role: 'moderator' | 'viewer' | 'admin' = 'moderator') =>
  t.as(role, { method: 'PATCH', url: `/api/returns/${id}`, payload });

const stockOf = async (variantId: number) =>
  (
    await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function png(): Promise<string> {
  const buf = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${buf.toString('base64')}`;
}

describe('completing a cash-on-delivery order', () => {
  it('marks it paid: the courier collected the money', async () => {
    const p = await makeProduct(t, [[2_000_000, 0, 5]]);
    const order = await deliver(await place([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]));
    expect(order.status).toBe('completed');
    expect(order.paymentStatus).toBe('paid');
  });

  it('leaves an unpaid bank transfer unpaid', async () => {
    await setSetting(t, 'payment.bankBin', '970436');
    await setSetting(t, 'payment.accountNumber', '0011001234567');
    await setSetting(t, 'payment.accountName', 'CONG TY DONG HO');
    const p = await makeProduct(t, [[2_000_000, 0, 5]]);
    const order = await deliver(
      await place([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }], 'bank_transfer'),
    );
    expect(order.paymentStatus).toBe('unpaid');
  });
});

describe('a return asked by the shopper and refunded by staff', () => {
  it('goes requested → approved → received → refunded, with stock, payment, messages and audit', async () => {
    const p = await makeProduct(t, [
      [3_000_000, 0, 5],
      [1_000_000, 0, null],
    ]);
    const [tracked, untracked] = p.variantIds as [number, number];
    const order = await deliver(
      await place([
        { productId: p.productId, variantId: tracked, quantity: 2 },
        { productId: p.productId, variantId: untracked, quantity: 1 },
      ]),
    );
    expect(await stockOf(tracked)).toBe(3);

    const before = await shopper('GET', order);
    expect(before.statusCode, before.body).toBe(200);
    const offer = before.json<ShopperReturns>();
    expect(offer).toMatchObject({ windowDays: 7, canRequest: true, refundable: order.amount, returns: [] });
    const [l1, l2] = offer.lines;
    expect(l1).toMatchObject({ variantId: tracked, quantity: 2, returnable: 2 });

    const asked = await shopper('POST', order, {
      lines: [
        { lineId: l1!.lineId, quantity: 1 },
        { lineId: l2!.lineId, quantity: 1 },
      ],
      reason: 'Mặt số bị trầy khi nhận',
      photos: [await png()],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const r = asked.json<ShopperReturn>();
    expect(r).toMatchObject({ status: 'requested', openedBy: 'shopper', value: 4_000_000 });
    expect(r.photos).toHaveLength(1);
    expect(r.photos[0]).toMatch(/^\/uploads\/.+\.webp$/);
    expect(r).not.toHaveProperty('phone');

    // The shopper is told, and the shop.
    const kinds = async () =>
      (await t.database.db.select({ kind: messages.kind }).from(messages).where(eq(messages.orderId, order.id))).map(
        (m) => m.kind,
      );
    expect(await kinds()).toEqual(expect.arrayContaining(['return-requested', 'return-requested-shop']));

    // What is asked back cannot be asked again.
    const again = await shopper('POST', order, { lines: [{ lineId: l2!.lineId, quantity: 1 }], reason: 'Lần nữa' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().error.message).toContain('chỉ còn 0');

    // Refunding before receiving is outside the flow.
    const early = await move(r.id, { status: 'refunded', amount: 1, method: 'cash', date: today() });
    expect(early.statusCode).toBe(409);

    expect((await move(r.id, { status: 'approved', note: 'Gửi về cửa hàng' })).statusCode).toBe(200);
    const received = await move(r.id, { status: 'received', condition: 'Trầy nhẹ mặt kính, đủ hộp sổ' });
    expect(received.statusCode, received.body).toBe(200);
    // The tracked piece is back; the untracked variant stays untracked.
    expect(await stockOf(tracked)).toBe(4);
    expect(await stockOf(untracked)).toBeNull();

    const over = await move(r.id, { status: 'refunded', amount: order.amount + 1, method: 'cash', date: today() });
    expect(over.statusCode).toBe(409);
    expect(over.json<ErrorResponse>().error.message).toContain('vượt quá');

    const refunded = await move(r.id, {
      status: 'refunded',
      amount: 4_000_000,
      method: 'bank_transfer',
      reference: 'VCB 123456',
      date: today(),
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<Return>()).toMatchObject({
      status: 'refunded',
      refund: { amount: 4_000_000, method: 'bank_transfer', reference: 'VCB 123456', date: today() },
      condition: 'Trầy nhẹ mặt kính, đủ hộp sổ',
    });
    expect(refunded.json<Return>().steps.map((s) => s.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);

    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?code=${order.code}&phone=${order.phone}`,
      remoteAddress: '10.8.0.1',
    });
    expect(lookup.json<OrderLookup>().paymentStatus).toBe('partially_refunded');
    expect(await kinds()).toEqual(expect.arrayContaining(['return-approved', 'return-received', 'return-refunded']));

    const entries = await t.database.db
      .select({ action: auditLog.action, username: auditLog.username })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'returns'), eq(auditLog.resourceId, String(r.id))));
    expect(entries.map((e) => e.action)).toEqual(['create', 'status', 'status', 'status']);
    expect(entries.slice(1).every((e) => e.username === 'moderator1')).toBe(true);

    // The rest of the money, through a second return opened by staff.
    const staff = await t.as('moderator', {
      method: 'POST',
      url: '/api/returns',
      payload: { orderId: order.id, lines: [{ lineId: l1!.lineId, quantity: 1 }], reason: 'Khách đổi ý (gọi điện)' },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const second = staff.json<Return>();
    expect(second.openedBy).toBe('staff');
    await move(second.id, { status: 'approved' });
    await move(second.id, { status: 'received', condition: 'Như mới' });
    expect(await stockOf(tracked)).toBe(5);
    const rest = order.amount - 4_000_000;
    const last = await move(second.id, { status: 'refunded', amount: rest, method: 'cash', date: today() });
    expect(last.statusCode, last.body).toBe(200);
    const after = (await t.as('admin', { method: 'GET', url: `/api/orders/${order.id}` })).json<Order>();
    expect(after.paymentStatus).toBe('refunded');

    // Reports show revenue net of the refunds, counted on the day they were paid.
    const reports = (
      await t.as('admin', { method: 'GET', url: `/api/dashboard/reports?from=${today()}&to=${today()}` })
    ).json<Reports>();
    expect(reports.totals.refunds).toBeGreaterThanOrEqual(order.amount);
    const ofOrders = await t.as('admin', { method: 'GET', url: `/api/returns/order/${order.id}` });
    expect(ofOrders.json<OrderReturns>()).toMatchObject({ refundable: 0, canRequest: false });
  });

  it('puts back only what a line took from tracked stock: a variant counted after the order stays at 0 (issue 23 §5)', async () => {
    const p = await makeProduct(t, [[1_000_000, 0, null]]);
    const variantId = p.variantIds[0]!;
    const order = await deliver(await place([{ productId: p.productId, variantId, quantity: 2 }]));
    // Staff start counting the variant's stock after the order: none left.
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
    const offer = (await shopper('GET', order)).json<ShopperReturns>();
    const asked = await shopper('POST', order, {
      lines: [{ lineId: offer.lines[0]!.lineId, quantity: 2 }],
      reason: 'Không vừa tay',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const r = asked.json<ShopperReturn>();
    expect((await move(r.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await move(r.id, { status: 'received', condition: 'Như mới' })).statusCode).toBe(200);
    expect(await stockOf(variantId)).toBe(0);
  });

  it('refuses a request after the window, for an order not delivered, and for lines of another order', async () => {
    const p = await makeProduct(t, [[1_500_000, 0, 5]]);
    const line = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 };
    const pending = await place([line]);
    const offer = await shopper('GET', pending);
    expect(offer.json<ShopperReturns>()).toMatchObject({ canRequest: false, deadline: null });
    const lineId = offer.json<ShopperReturns>().lines[0]!.lineId;
    const notYet = await shopper('POST', pending, { lines: [{ lineId, quantity: 1 }], reason: 'Sớm' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json<ErrorResponse>().error.message).toBe('Chỉ đổi trả được đơn hàng đã giao');

    const old = await deliver(await place([line]));
    const oldLine = (await shopper('GET', old)).json<ShopperReturns>().lines[0]!.lineId;
    await t.database.db
      .update(orderHistory)
      .set({ at: new Date(Date.now() - 8 * 86_400_000) })
      .where(and(eq(orderHistory.orderId, old.id), eq(orderHistory.status, 'completed')));
    const late = await shopper('POST', old, { lines: [{ lineId: oldLine, quantity: 1 }], reason: 'Muộn' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>().error.message).toContain('7 ngày');
    // A longer window set by the owner lets it through; staff may open one whatever the window.
    await setSetting(t, 'returns.windowDays', '10');
    expect((await shopper('GET', old)).json<ShopperReturns>().canRequest).toBe(true);
    await setSetting(t, 'returns.windowDays', '7');
    const byStaff = await t.as('admin', {
      method: 'POST',
      url: '/api/returns',
      payload: { orderId: old.id, lines: [{ lineId: oldLine, quantity: 1 }], reason: 'Bảo hành đổi mới' },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(201);

    const other = await shopper('POST', await deliver(await place([line])), {
      lines: [{ lineId: oldLine, quantity: 1 }],
      reason: 'Dòng của đơn khác',
    });
    expect(other.statusCode).toBe(400);
  });

  it('answers one 404 for a wrong phone, and 400 naming bad input; nothing is stored', async () => {
    const p = await makeProduct(t, [[1_000_000, 0, 5]]);
    const order = await deliver(await place([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]));
    const wrong = await shopper(
      'POST',
      { code: order.code, phone: '0900000001' },
      {
        lines: [{ lineId: 1, quantity: 1 }],
        reason: 'x',
      },
    );
    expect(wrong.statusCode).toBe(404);
    const noReason = await shopper('POST', order, { lines: [{ lineId: 1, quantity: 1 }], reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorResponse>().error.message).toContain('lý do');
    const badPhoto = await shopper('POST', order, {
      lines: [{ lineId: 1, quantity: 1 }],
      reason: 'Ảnh hỏng',
      photos: ['data:image/png;base64,AAAA'],
    });
    expect(badPhoto.statusCode).toBe(400);
    expect((await shopper('GET', order)).json<ShopperReturns>().returns).toEqual([]);
  });

  it('a rejection needs a reason, frees the lines, and ends the return', async () => {
    const p = await makeProduct(t, [[1_000_000, 0, 5]]);
    const order = await deliver(await place([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]));
    const lineId = (await shopper('GET', order)).json<ShopperReturns>().lines[0]!.lineId;
    const r = (
      await shopper('POST', order, { lines: [{ lineId, quantity: 1 }], reason: 'Không thích' })
    ).json<ShopperReturn>();
    expect((await move(r.id, { status: 'rejected' })).statusCode).toBe(400);
    const rejected = await move(r.id, { status: 'rejected', reason: 'Đã quá hạn bảo quản tem' });
    expect(rejected.statusCode).toBe(200);
    expect((await move(r.id, { status: 'approved' })).statusCode).toBe(409);
    const view = (await shopper('GET', order)).json<ShopperReturns>();
    expect(view.returns[0]).toMatchObject({ status: 'rejected', rejectReason: 'Đã quá hạn bảo quản tem' });
    expect(view.lines[0]!.returnable).toBe(1);
    const told = await t.database.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(and(eq(messages.orderId, order.id), inArray(messages.kind, ['return-rejected'])));
    expect(told).toHaveLength(1);
  });

  it('lets viewers read and only admins and moderators change', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/returns' })).statusCode).toBe(401);
    const list = await t.as('viewer', { method: 'GET', url: '/api/returns?status=all' });
    expect(list.statusCode).toBe(200);
    const some = list.json<ReturnList>().returns[0]!;
    expect(some).toHaveProperty('orderCode');
    expect((await t.as('viewer', { method: 'GET', url: `/api/returns/${some.id}` })).statusCode).toBe(200);
    expect((await move(some.id, { status: 'approved' }, 'viewer')).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'GET', url: '/api/returns' })).statusCode).toBe(403);
    expect((await t.as('moderator', { method: 'GET', url: '/api/returns/stats' })).statusCode).toBe(200);
    expect(
      (await t.as('admin', { method: 'PATCH', url: '/api/returns/999999', payload: { status: 'approved' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as('admin', { method: 'PATCH', url: `/api/returns/${some.id}`, payload: { status: 'gone' } }))
        .statusCode,
    ).toBe(400);
  });
});

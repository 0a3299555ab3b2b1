import { orderAmounts } from '@shop/core/checkout';
import { discountedPrice } from '@shop/core/pricing';
import {
  ORDER_MESSAGES,
  type Order,
  type OrderLookup,
  orderLookupResponse,
  priceChangedDetails,
} from '@shop/core/schemas/order';
import { readVietQr } from '@shop/core/vietqr';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueVersion,
  orderIdempotencyKeys,
  orderLines,
  orders,
  productVariants,
  products,
} from '../../db/schema/index.ts';
import { createTestApp, orderableVariant, orderOnceOnSale, placedOrder, type TestApp } from '../../test/app.ts';
import { expectLookupThrottled } from '../../test/limits.ts';
import { clearSetting, makeProduct, setSetting } from '../../test/catalogue.ts';
import { collectQueryOverlapWarnings, driverWarnsHere } from '../../test/driver-warnings.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const overlapWarnings = collectQueryOverlapWarnings();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const ADDRESS = { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' };

const stockOf = async (variantId: number) =>
  (
    await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId))
  )[0]!.stock;
const soldOut = async (productId: number) =>
  (await db().select({ soldOut: products.soldOut }).from(products).where(eq(products.id, productId)))[0]!.soldOut;
/** The list version: raised by any change to a product or its variants that answers show (migration 0014). */
const catalogue = async () => (await db().select({ v: catalogueVersion.listVersion }).from(catalogueVersion))[0]!.v;
const orderCount = async () => Number((await db().execute(sql`select count(*)::int as n from orders`)).rows[0]!.n);

let ip = 0;
let phoneSeq = 5000;
const nextPhone = () => `0977${String(++phoneSeq).padStart(6, '0')}`;
const place = (payload: object, headers: Record<string, string> = {}, role: 'anonymous' | 'moderator' = 'anonymous') =>
  t.as(role, {
    method: 'POST',
    url: '/api/orders',
    payload,
    headers,
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
const body = (items: { productId: number; variantId: number; quantity: number }[], extra: object = {}) => ({
  customer: 'Ngô Thị Hoa',
  acceptTerms: true,
  phone: nextPhone(),
  shippingAddress: ADDRESS,
  items,
  ...extra,
});

describe('one price: amounts computed once, from the database', () => {
  it('stores subtotal, shipping fee and amount as core computes them, for discounted and mixed carts', async () => {
    await setSetting(t, 'checkout.shippingFee', '30000');
    await setSetting(t, 'checkout.freeShippingOver', '1000000');
    const p = await makeProduct(t, [
      [333_333, 15, null],
      [250_000, 0, null],
    ]);
    const lines = [
      { price: discountedPrice(333_333, 15), quantity: 2 },
      { price: 250_000, quantity: 1 },
    ];
    const shown = orderAmounts(lines, { shippingFee: 30_000, freeShippingOver: 1_000_000 });
    expect(shown).toEqual({ subtotal: 816_666, shippingFee: 30_000, tradeInCredit: 0, amount: 846_666 });
    const res = await place(
      body(
        [
          { productId: p.productId, variantId: p.variantIds[0]!, quantity: 2 },
          { productId: p.productId, variantId: p.variantIds[1]!, quantity: 1 },
        ],
        { expectedAmount: shown.amount },
      ),
    );
    expect(res.statusCode).toBe(201);
    // The answer carries tradeInCredit only when buy-backs are set against the order.
    const { tradeInCredit: _none, ...stored } = shown;
    expect(res.json<Order>()).toMatchObject({
      ...stored,
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
    });
    const [row] = await db().select().from(orders).where(eq(orders.code, res.json<OrderLookup>().code));
    expect([row!.subtotal, row!.shippingFee, row!.amount]).toEqual([816_666, 30_000, 846_666]);
  });

  it('ships free strictly above the threshold and always with a threshold of 0', async () => {
    const p = await makeProduct(t, [[500_000, 0, null]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 2 };
    expect((await place(body([item]))).json<Order>()).toMatchObject({ subtotal: 1_000_000, shippingFee: 30_000 });
    await setSetting(t, 'checkout.freeShippingOver', '0');
    expect((await place(body([item]))).json<Order>()).toMatchObject({
      subtotal: 1_000_000,
      shippingFee: 0,
      amount: 1_000_000,
    });
    await setSetting(t, 'checkout.freeShippingOver', '1000000');
  });

  it('answers 409 "Giá đã thay đổi" with the new amounts when the shown amount differs, and writes nothing', async () => {
    const p = await makeProduct(t, [[400_000, 0, 3]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 };
    const before = await orderCount();
    // The shopper saw the old price; the staff raised it meanwhile.
    await db().update(productVariants).set({ price: 450_000 }).where(eq(productVariants.id, item.variantId));
    const res = await place(body([item], { expectedAmount: 430_000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error).toMatchObject({
      code: 'PRICE_CHANGED',
      message: ORDER_MESSAGES.priceChanged,
    });
    const details = priceChangedDetails.parse(res.json<ErrorResponse>().error.details);
    expect(details).toEqual({
      subtotal: 450_000,
      shippingFee: 30_000,
      amount: 480_000,
      expectedAmount: 430_000,
      items: [{ productId: p.productId, variantId: item.variantId, price: 450_000, quantity: 1 }],
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(item.variantId)).toBe(3);
    // Confirmed with the new amount, it goes through.
    expect((await place(body([item], { expectedAmount: 480_000 }))).statusCode).toBe(201);
  });

  it('refuses a variant priced 0 (Liên Hệ) with 409 "chưa có giá"', async () => {
    const p = await makeProduct(t, [[0, 0, null]]);
    const res = await place(body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.noPrice(p.name));
  });

  it('answers 400 with the fields of a bad address, and writes nothing', async () => {
    const p = await makeProduct(t, [[100_000, 0, null]]);
    const before = await orderCount();
    const res = await place(
      body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }], {
        shippingAddress: { province: 'Tỉnh Hà Tây', ward: '', street: '1 Lê Lợi' },
        paymentMethod: 'momo',
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json<ErrorResponse>().error.details as { field: string; message: string }[]).map((d) => [
      d.field,
      d.message,
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['shippingAddress.province', ORDER_MESSAGES.province],
        ['shippingAddress.ward', ORDER_MESSAGES.ward],
        ['paymentMethod', ORDER_MESSAGES.badPaymentMethod],
      ]),
    );
    expect(await orderCount()).toBe(before);
  });
});

describe('bank transfer', () => {
  it('is refused while the shop has no bank account, then answers a VietQR with the amount and the order code', async () => {
    const p = await makeProduct(t, [[2_000_000, 0, null]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 };
    const off = await place(body([item], { paymentMethod: 'bank_transfer' }));
    expect(off.statusCode).toBe(409);
    expect(off.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.bankTransferOff);

    await setSetting(t, 'payment.bankBin', '970436');
    await setSetting(t, 'payment.accountNumber', '0011001234567');
    await setSetting(t, 'payment.accountName', 'CONG TY DONG HO');
    const res = await place(body([item], { paymentMethod: 'bank_transfer' }));
    expect(res.statusCode).toBe(201);
    const order = await placedOrder(t, res);
    expect(res.json<OrderLookup>().payment).toEqual(order.payment);
    expect(order.payment).toEqual({
      qr: expect.any(String),
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0011001234567',
      accountName: 'CONG TY DONG HO',
      amount: 2_000_000,
      reference: order.code,
      // The payment deadline: checkout.holdHours (24 by default) after the order was placed.
      payBy: new Date(Date.parse(order.createdAt) + 24 * 3_600_000).toISOString(),
    });
    expect(readVietQr(order.payment!.qr)).toEqual({
      valid: true,
      bankBin: '970436',
      accountNumber: '0011001234567',
      amount: 2_000_000,
      reference: order.code,
    });
    // Once staff record the money, the instructions are gone.
    const paid = await t.as('moderator', {
      method: 'PATCH',
      url: `/api/orders/${order.id}/payment`,
      payload: { paymentStatus: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>().paymentStatus).toBe('paid');
    expect(paid.json<Order>().payment).toBeUndefined();
    const filtered = await t.as('viewer', { method: 'GET', url: '/api/orders?paymentStatus=paid&limit=100' });
    expect(filtered.json<{ orders: Order[] }>().orders.map((o) => o.id)).toEqual([order.id]);
    for (const key of ['payment.bankBin', 'payment.accountNumber', 'payment.accountName']) await clearSetting(t, key);
  });

  it('payment status: unpaid, paid or refunded only; needs the orders change right', async () => {
    const p = await makeProduct(t, [[100_000, 0, null]]);
    const order = await placedOrder(
      t,
      await place(body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }])),
    );
    const patch = (payload: unknown, role: 'moderator' | 'viewer' | 'anonymous' = 'moderator') =>
      t.as(role, { method: 'PATCH', url: `/api/orders/${order.id}/payment`, payload: payload as object });
    expect((await patch({ paymentStatus: 'PAID' })).statusCode).toBe(400);
    expect((await patch({ paymentStatus: 'paid' }, 'viewer')).statusCode).toBe(403);
    expect((await patch({ paymentStatus: 'paid' }, 'anonymous')).statusCode).toBe(401);
    expect((await patch({ paymentStatus: 'refunded' })).json<Order>().paymentStatus).toBe('refunded');
    expect(
      (
        await t.as('moderator', {
          method: 'PATCH',
          url: '/api/orders/999999/payment',
          payload: { paymentStatus: 'paid' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for the same key and body, 422 for another body, and creates nothing new', async () => {
    const p = await makeProduct(t, [[300_000, 0, 10]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 2 };
    const payload = body([item]);
    const key = { 'Idempotency-Key': 'checkout-0b7f6a1e-attempt-1' };
    const before = await orderCount();
    const first = await place(payload, key);
    expect(first.statusCode).toBe(201);
    // A double click: both requests at once.
    const [again, twice] = await Promise.all([place(payload, key), place(payload, key)]);
    expect(again.statusCode).toBe(201);
    expect(twice.statusCode).toBe(201);
    expect(again.json<OrderLookup>()).toEqual(first.json<OrderLookup>());
    expect(twice.json<OrderLookup>()).toEqual(first.json<OrderLookup>());
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(item.variantId)).toBe(8);

    const other = await place({ ...payload, note: 'Khác' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.idempotencyMismatch);
    expect(await orderCount()).toBe(before + 1);

    for (const bad of ['short', 'x'.repeat(101), 'khóa có dấu cách']) {
      const res = await place(payload, { 'Idempotency-Key': bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badIdempotencyKey);
    }
    expect(await orderCount()).toBe(before + 1);
  });

  it('forgets keys after 24 hours', async () => {
    const p = await makeProduct(t, [[300_000, 0, null]]);
    const payload = body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]);
    const key = { 'Idempotency-Key': 'checkout-old-key-0001' };
    const first = (await place(payload, key)).json<OrderLookup>();
    await db()
      .update(orderIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orderIdempotencyKeys.key, key['Idempotency-Key']));
    const later = await place(payload, key);
    expect(later.statusCode).toBe(201);
    expect(later.json<OrderLookup>().code).not.toBe(first.code);
  });
});

describe('stock that never oversells', () => {
  it('takes stock with the order; a line that cannot be served fails the whole order with 409 and writes nothing', async () => {
    const p = await makeProduct(t, [
      [200_000, 0, 2],
      [210_000, 0, 5],
    ]);
    const [a, b] = p.variantIds as [number, number];
    const ok = await place(body([{ productId: p.productId, variantId: a, quantity: 1 }]));
    expect(ok.statusCode).toBe(201);
    expect(await stockOf(a)).toBe(1);
    const before = await orderCount();
    const res = await place(
      body([
        { productId: p.productId, variantId: b, quantity: 2 },
        { productId: p.productId, variantId: a, quantity: 2 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      message: `Sản phẩm ${p.name} chỉ còn 1`,
      details: { productId: p.productId, variantId: a, available: 1 },
    });
    expect(await orderCount()).toBe(before);
    expect([await stockOf(a), await stockOf(b)]).toEqual([1, 5]);
  });

  it('20 concurrent orders for a variant with stock 5: exactly 5 accepted, 15 answered 409, stock 0', async () => {
    const p = await makeProduct(t, [[150_000, 0, 5]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 };
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body([item]))));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.outOfStock(p.name));
    expect(await stockOf(item.variantId)).toBe(0);
    expect(await orderCount()).toBe(before + 5);
    const sold = await db()
      .select({ q: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.variantId, item.variantId));
    expect(sold[0]!.q).toBe(5);
    expect(await soldOut(p.productId)).toBe(true);
  });

  it('moves the catalogue version only when the shown in-stock state changes', async () => {
    const p = await makeProduct(t, [[120_000, 0, 2]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 };
    const v0 = await catalogue();
    expect((await place(body([item]))).statusCode).toBe(201);
    expect(await catalogue()).toBe(v0);
    const shown = async () =>
      (await t.as('anonymous', { method: 'GET', url: `/api/products/${p.productId}` })).json<{ available: boolean }>()
        .available;
    expect(await shown()).toBe(true);
    // The last piece: the product is now shown out of stock, and cached answers must renew.
    const last = await place(body([item]));
    expect(last.statusCode).toBe(201);
    expect(await catalogue()).toBeGreaterThan(v0);
    expect(await shown()).toBe(false);
    const v1 = await catalogue();
    // Cancelling puts the piece back: shown in stock again.
    const cancel = await t.as('moderator', {
      method: 'PATCH',
      url: `/api/orders/${(await placedOrder(t, last)).id}/status`,
      payload: { status: 'cancelled', reason: 'Khách đổi ý' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(item.variantId)).toBe(1);
    expect(await catalogue()).toBeGreaterThan(v1);
    expect(await shown()).toBe(true);
  });

  it('staff set stock on a variant (whole number ≥ 0 or null), read it back, and a 0 stock hides the product', async () => {
    const p = await makeProduct(t, [[130_000, 0, null]]);
    const variantId = p.variantIds[0]!;
    const put = (stock: unknown) =>
      t.as('moderator', {
        method: 'PUT',
        url: `/api/product-variants/${variantId}`,
        payload: { name: 'V1', sizeId: 1, price: 130_000, discount: 0, color: null, stock },
      });
    for (const bad of [-1, 1.5, '3', true]) expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await put(0)).json()).toMatchObject({ id: variantId, stock: 0 });
    expect(await soldOut(p.productId)).toBe(true);
    const listed = await t.as('anonymous', { method: 'GET', url: `/api/product-variants/product/${p.productId}` });
    expect(listed.json()).toEqual([expect.objectContaining({ id: variantId, stock: 0 })]);
    const res = await place(body([{ productId: p.productId, variantId, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.outOfStock(p.name));
    expect((await put(null)).json()).toMatchObject({ stock: null });
    expect(await soldOut(p.productId)).toBe(false);
  });
});

describe('staff: status, edit', () => {
  const patchStatus = (id: number, payload: object) =>
    t.as('moderator', { method: 'PATCH', url: `/api/orders/${id}/status`, payload });

  it('cancelling needs a reason, records who/when/from/to/why and restores stock', async () => {
    const p = await makeProduct(t, [[140_000, 0, 4]]);
    const item = { productId: p.productId, variantId: p.variantIds[0]!, quantity: 3 };
    const order = await placedOrder(t, await place(body([item])));
    expect(await stockOf(item.variantId)).toBe(1);
    const noReason = await patchStatus(order.id, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.reasonRequired);
    expect(await stockOf(item.variantId)).toBe(1);
    expect((await patchStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    const cancelled = await patchStatus(order.id, { status: 'cancelled', reason: 'Hết hàng ở kho' });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(item.variantId)).toBe(4);
    expect(cancelled.json<Order>().history).toEqual([
      { from: null, to: 'pending', by: null, at: expect.any(String), reason: null },
      { from: 'pending', to: 'processing', by: 'moderator1', at: expect.any(String), reason: null },
      { from: 'processing', to: 'cancelled', by: 'moderator1', at: expect.any(String), reason: 'Hết hàng ở kho' },
    ]);
    // A cancelled order cannot move again, so its stock is never restored twice.
    expect((await patchStatus(order.id, { status: 'cancelled', reason: 'lần nữa' })).statusCode).toBe(409);
    expect(await stockOf(item.variantId)).toBe(4);
  });

  it('edits a pending order: stock and amounts follow; kept lines keep their price; other statuses 409', async () => {
    const p = await makeProduct(t, [
      [600_000, 0, 5],
      [100_000, 0, 5],
    ]);
    const [a, b] = p.variantIds as [number, number];
    const order = await placedOrder(t, await place(body([{ productId: p.productId, variantId: a, quantity: 1 }])));
    expect(order).toMatchObject({ subtotal: 600_000, shippingFee: 30_000, amount: 630_000 });
    // The price moves after the order: the line keeps what the customer was quoted.
    await db().update(productVariants).set({ price: 700_000 }).where(eq(productVariants.id, a));
    const edit = (payload: object, role: 'moderator' | 'viewer' = 'moderator') =>
      t.as(role, { method: 'PUT', url: `/api/orders/${order.id}`, payload });
    const payload = {
      customer: 'Ngô Thị Hoa',
      phone: order.phone,
      email: 'hoa@example.com',
      shippingAddress: { ...ADDRESS, street: '7 Hai Bà Trưng' },
      note: 'Gọi trước khi giao',
      items: [
        { productId: p.productId, variantId: a, quantity: 2 },
        { productId: p.productId, variantId: b, quantity: 1 },
      ],
    };
    expect((await edit(payload, 'viewer')).statusCode).toBe(403);
    const res = await edit(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({
      email: 'hoa@example.com',
      shippingAddress: { street: '7 Hai Bà Trưng' },
      note: 'Gọi trước khi giao',
      subtotal: 1_300_000,
      shippingFee: 0,
      amount: 1_300_000,
    });
    expect([await stockOf(a), await stockOf(b)]).toEqual([3, 4]);
    // Staff may set the shipping fee; fewer pieces go back to stock.
    const fee = await edit({
      ...payload,
      items: [{ productId: p.productId, variantId: b, quantity: 1 }],
      shippingFee: 15_000,
    });
    expect(fee.json<Order>()).toMatchObject({ subtotal: 100_000, shippingFee: 15_000, amount: 115_000 });
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 4]);
    // More than there is: 409 and nothing changes.
    const tooMany = await edit({ ...payload, items: [{ productId: p.productId, variantId: b, quantity: 9 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(await stockOf(b)).toBe(4);
    expect((await t.as('admin', { method: 'GET', url: `/api/orders/${order.id}` })).json<Order>().amount).toBe(115_000);

    expect((await patchStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    const late = await edit(payload);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.notEditable);
  });
});

describe('order limits count stored orders only', () => {
  it('honeypot answers and refused orders count against nothing, and a phone number is no limit (failed on the old code: 10 bot orders blocked the victim)', async () => {
    const limited = await createTestApp({ ORDER_RATE_LIMIT: '3' });
    try {
      const p = { ...(await orderableVariant(limited)), quantity: 1 };
      const victim = '0933 111 222';
      const order = (website?: string, n = 0, headers: Record<string, string> = {}) =>
        limited.as('anonymous', {
          method: 'POST',
          url: '/api/orders',
          payload: { acceptTerms: true, customer: 'Bot', phone: victim, website, items: [p] },
          headers,
          remoteAddress: `10.77.0.${n + 1}`,
        });
      for (let i = 0; i < 10; i++) expect((await order('http://spam.example', i)).statusCode).toBe(201);
      const real = await order(undefined, 200);
      expect(real.statusCode).toBe(201);
      await placedOrder(limited, real);
      // Refused orders (out of stock) do not count either; three stored orders do.
      await limited.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, p.variantId));
      for (let i = 0; i < 5; i++) expect((await order(undefined, 100 + i)).statusCode).toBe(409);
      await limited.database.db.update(productVariants).set({ stock: null }).where(eq(productVariants.id, p.variantId));
      // The stock rose from 0: on PostgreSQL the server hears of it a moment after the commit.
      expect((await orderOnceOnSale(() => order(undefined, 150))).statusCode).toBe(201);
      // More orders with the same number from other addresses pass: no limit counts a phone number.
      for (let i = 0; i < 3; i++) expect((await order(undefined, 151 + i)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('one path for placing an order', () => {
  it('a retried submit with its Idempotency-Key gets its order even once the address limit would refuse a new one', async () => {
    const limited = await createTestApp({ ORDER_RATE_LIMIT: '2' });
    try {
      const p = { ...(await orderableVariant(limited)), quantity: 1 };
      const from = '10.88.0.1';
      const order = (phone: string, headers: Record<string, string> = {}) =>
        limited.as('anonymous', {
          method: 'POST',
          url: '/api/orders',
          payload: { acceptTerms: true, customer: 'Khách', phone, items: [p] },
          headers,
          remoteAddress: from,
        });
      expect((await order('0944000001')).statusCode).toBe(201);
      const key = { 'Idempotency-Key': 'retry-after-limit-0001' };
      const second = await order('0944000002', key);
      expect(second.statusCode).toBe(201);
      // The address has used its two orders: a new one is refused…
      const third = await order('0944000003');
      expect(third.statusCode).toBe(429);
      const stored = Number((await limited.database.db.execute(sql`select count(*)::int as n from orders`)).rows[0]!.n);
      // …but the lost answer of the second, sent again, is its order, and nothing new is stored.
      const retry = await order('0944000002', key);
      expect(retry.statusCode).toBe(201);
      expect(retry.json<OrderLookup>()).toEqual(second.json<OrderLookup>());
      expect(Number((await limited.database.db.execute(sql`select count(*)::int as n from orders`)).rows[0]!.n)).toBe(
        stored,
      );
      // The retry gave its count back: the address is still at its limit, not beyond.
      expect((await order('0944000004')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("answers the shopper's view of the order, the lookup's shape, for a real order and for the honeypot alike", async () => {
    await setSetting(t, 'payment.bankBin', '970436');
    await setSetting(t, 'payment.accountNumber', '0011001234567');
    await setSetting(t, 'payment.accountName', 'CONG TY DONG HO');
    const p = await makeProduct(t, [[250_000, 0, null]]);
    const phone = nextPhone();
    const payload = body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }], {
      phone,
      paymentMethod: 'bank_transfer',
    });
    const before = await orderCount();
    const real = await place(payload);
    const bot = await place({ ...payload, website: 'http://spam.example' });
    expect([real.statusCode, bot.statusCode]).toEqual([201, 201]);
    expect(await orderCount()).toBe(before + 1);
    const lookup = await t.as('anonymous', {
      method: 'GET',
      url: `/api/orders/lookup?code=${real.json<OrderLookup>().code}&phone=${phone}`,
      remoteAddress: '10.51.0.1',
    });
    expect(real.json()).toEqual(lookup.json());
    const strict = orderLookupResponse.strict();
    for (const answer of [real, bot]) {
      expect(strict.safeParse(answer.json()).success).toBe(true);
      expect(answer.json()).not.toHaveProperty('id');
      expect(answer.json()).not.toHaveProperty('history');
    }
    const shape = (o: OrderLookup) => ({
      ...o,
      code: '',
      createdAt: '',
      items: o.items.map(({ lineId: _lineId, ...line }) => line),
      timeline: o.timeline.map((e) => e.step),
    });
    const { qr: _qr, reference: _ref, payBy: _payBy, ...realPayment } = real.json<OrderLookup>().payment!;
    const { qr: _qr2, reference: _ref2, payBy: _payBy2, ...botPayment } = bot.json<OrderLookup>().payment!;
    expect(botPayment).toEqual(realPayment);
    expect({ ...shape(bot.json<OrderLookup>()), payment: null }).toEqual({
      ...shape(real.json<OrderLookup>()),
      payment: null,
    });
    for (const key of ['payment.bankBin', 'payment.accountNumber', 'payment.accountName']) await clearSetting(t, key);
  });

  it('staff are recognised by their token: an invalid token is 401, not an anonymous order', async () => {
    const p = await makeProduct(t, [[100_000, 0, null]]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orders/lookup', () => {
  it('answers the order with its timeline for the right code and phone, one 404 otherwise', async () => {
    const p = await makeProduct(t, [[100_000, 0, null]]);
    const phone = nextPhone();
    const order = await placedOrder(
      t,
      await place({ ...body([{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }]), phone }),
    );
    await t.as('moderator', {
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'processing' },
    });
    const lookup = (code: string, ph: string, from = '10.50.0.1') =>
      t.as('anonymous', {
        method: 'GET',
        url: `/api/orders/lookup?code=${encodeURIComponent(code)}&phone=${encodeURIComponent(ph)}`,
        remoteAddress: from,
      });
    const res = await lookup(order.code.toLowerCase(), `+84 ${phone.slice(1)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json<OrderLookup>();
    expect(found).toMatchObject({
      code: order.code,
      status: 'processing',
      amount: order.amount,
      paymentStatus: 'unpaid',
    });
    expect(found).not.toHaveProperty('id');
    expect(found).not.toHaveProperty('history');
    expect(found.timeline).toEqual([
      { step: 'placed', at: expect.any(String), reason: null },
      { step: 'confirmed', at: expect.any(String), reason: null },
    ]);
    const wrongPhone = await lookup(order.code, '0900000001');
    const wrongCode = await lookup('DH000000ZZZZZZ', phone);
    for (const r of [wrongPhone, wrongCode]) {
      expect(r.statusCode).toBe(404);
      expect(r.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.lookupNotFound);
    }
    expect((await lookup(order.code, 'abc')).statusCode).toBe(400);
  });

  it('is throttled like sign-in: repeated misses from one address wait, with Retry-After', async () => {
    const { free } = t.config.loginThrottle;
    const miss = () =>
      t.as('anonymous', {
        method: 'GET',
        url: '/api/orders/lookup?code=DH251125AAAAAA&phone=0900000002',
        remoteAddress: '10.60.0.1',
      });
    await expectLookupThrottled(free, miss);
  });
});

// On PostgreSQL only: PGlite has no driver that could warn (test/driver-warnings.ts).
describe.runIf(driverWarnsHere)('the database connection of an order', () => {
  it('is asked one query at a time inside a transaction (placing, replaying and editing orders above)', () => {
    expect(overlapWarnings()).toEqual([]);
  });
});

import { ORDER_MESSAGES, type Order, type OrderLookup } from '@shop/core/schemas/order';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Availability } from '@shop/core/schemas/variant';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, productVariants } from '../../db/schema/index.ts';
import { editOrder, getJson, placedOrder, useTestApp } from '../../test/app.ts';
import { makeProduct, setSetting } from '../../test/catalogue.ts';

// Issue 23 §4 and §5: a shopper cannot hoard stock, nobody is blocked by their phone number being
// typed by someone else, and stock moves back exactly as it was taken.

// The shop's default limits: 10 orders an hour per address, 3 pieces a line, 6 pending pieces an address.
const t = useTestApp();
const db = () => t.database.db;

const ADDRESS = { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' };
let phoneSeq = 0;
const nextPhone = () => `0966${String(++phoneSeq).padStart(6, '0')}`;
type Item = { productId: number; variantId: number; quantity: number };
const body = (items: Item[], phone = nextPhone()) => ({
  customer: 'Lê Văn Tâm',
  acceptTerms: true,
  phone,
  shippingAddress: ADDRESS,
  items,
});
const place = (from: string, items: Item[], phone?: string) =>
  t.as('anonymous', { method: 'POST', url: '/api/orders', payload: body(items, phone), remoteAddress: from });
const staffPlace = (items: Item[]) =>
  t.as('moderator', { method: 'POST', url: '/api/orders', payload: body(items), remoteAddress: '10.60.0.1' });
const orderCount = async () => Number((await db().execute(sql`select count(*)::int as n from orders`)).rows[0]!.n);
const stockOf = async (variantId: number) =>
  (
    await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId))
  )[0]!.stock;
const cancel = (id: number) =>
  t.as('moderator', {
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    payload: { status: 'cancelled', reason: 'Thử' },
  });
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorResponse>().error;

describe('pieces a line and lines an order (shoppers)', () => {
  it('refuses over checkout.maxQuantityPerLine pieces a line, counted after merging equal lines, with the limit in the message', async () => {
    const p = await makeProduct(t, [[500_000, 0, null]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const before = await orderCount();
    const four = await place('10.61.0.1', [{ ...v, quantity: 4 }]);
    expect(four.statusCode).toBe(422);
    expect(errorOf(four)).toMatchObject({
      code: 'QUANTITY_PER_LINE_LIMIT',
      message: ORDER_MESSAGES.quantityPerLine(3),
      details: { limit: 3, variantId: v.variantId },
    });
    expect(errorOf(four).message).toContain('3 chiếc');
    // Two lines of the same variant are one line of 4.
    const split = await place('10.61.0.2', [
      { ...v, quantity: 2 },
      { ...v, quantity: 2 },
    ]);
    expect(split.statusCode).toBe(422);
    expect(errorOf(split).code).toBe('QUANTITY_PER_LINE_LIMIT');
    expect(await orderCount()).toBe(before);
    expect((await place('10.61.0.3', [{ ...v, quantity: 3 }])).statusCode).toBe(201);
    // Staff keep today's bound (99) for a phone order.
    expect((await staffPlace([{ ...v, quantity: 20 }])).statusCode).toBe(201);
    // The owner raises the limit: the storefront's availability answer follows it.
    await setSetting(t, 'checkout.maxQuantityPerLine', '5');
    expect((await place('10.61.0.4', [{ ...v, quantity: 5 }])).statusCode).toBe(201);
    const live = await getJson<Availability>(t, `/api/product-variants/availability?ids=${v.variantId}`);
    expect(live.maxQuantityPerLine).toBe(5);
    expect(live.variants[0]!.max).toBe(5);
    await setSetting(t, 'checkout.maxQuantityPerLine', '3');
    expect(
      (await getJson<Availability>(t, `/api/product-variants/availability?ids=${v.variantId}`)).variants[0]!.max,
    ).toBe(3);
  });

  it('refuses a shopper order of more than 10 different lines; staff may enter more', async () => {
    const p = await makeProduct(
      t,
      Array.from({ length: 11 }, () => [100_000, 0, null] as [number, number, null]),
    );
    const items = p.variantIds.map((variantId) => ({ productId: p.productId, variantId, quantity: 1 }));
    const res = await place('10.62.0.1', items);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ code: 'LINES_PER_ORDER_LIMIT', details: { limit: 10 } });
    expect(errorOf(res).message).toContain('10');
    expect(
      (
        await place(
          '10.62.0.2',
          items.slice(0, 10).map((i) => ({ ...i, quantity: 1 })),
        )
      ).statusCode,
    ).toBe(422);
    expect((await staffPlace(items)).statusCode).toBe(201);
  });
});

describe('pending pieces per client address', () => {
  it('refuses the order beyond 6 pending pieces from one address (the 11th hoarding attempt too); others are served', async () => {
    const p = await makeProduct(t, [[900_000, 0, 100]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const hoarder = '203.0.113.7';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await place(hoarder, [{ ...v, quantity: 1 }])).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 422, 422, 422, 422, 422]);
    const refused = await place(hoarder, [{ ...v, quantity: 1 }]);
    expect(errorOf(refused)).toMatchObject({
      code: 'PENDING_PIECES_LIMIT',
      message: ORDER_MESSAGES.pendingPieces(6),
      details: { limit: 6, held: 6 },
    });
    expect(await stockOf(v.variantId)).toBe(94);
    // Another address is served.
    expect((await place('203.0.113.8', [{ ...v, quantity: 3 }])).statusCode).toBe(201);
    // Once staff handle (or cancel) one of the hoarder's orders, its pieces no longer count.
    const [first] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.clientAddress, hoarder))
      .orderBy(orders.id)
      .limit(1);
    expect((await cancel(first!.id)).statusCode).toBe(200);
    expect((await place(hoarder, [{ ...v, quantity: 1 }])).statusCode).toBe(201);
    // With a higher piece limit, the address's order count (10 an hour) still refuses the 11th order.
    await setSetting(t, 'checkout.maxPendingPiecesPerAddress', '100');
    try {
      const more: number[] = [];
      for (let i = 0; i < 4; i++) more.push((await place(hoarder, [{ ...v, quantity: 1 }])).statusCode);
      expect(more).toEqual([201, 201, 201, 429]);
    } finally {
      await setSetting(t, 'checkout.maxPendingPiecesPerAddress', '6');
    }
  });

  it('counts concurrent orders from one address one after the other: never more than 6 pieces pass', async () => {
    const p = await makeProduct(t, [[900_000, 0, null]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const answers = await Promise.all(Array.from({ length: 5 }, () => place('198.51.100.44', [{ ...v, quantity: 2 }])));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422]);
    const [held] = await db()
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.clientAddress, '198.51.100.44'));
    expect(held!.n).toBe(6);
  });

  it("ten orders placed from other addresses with a victim's phone number do not stop the victim's own order (failed on the old code)", async () => {
    const p = await makeProduct(t, [[700_000, 0, null]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const victim = '0912 345 678';
    for (let i = 0; i < 10; i++)
      expect((await place(`192.0.2.${10 + i}`, [{ ...v, quantity: 1 }], victim)).statusCode).toBe(201);
    const own = await place('192.0.2.200', [{ ...v, quantity: 1 }], victim);
    expect(own.statusCode).toBe(201);
    expect(own.json<OrderLookup>().phone).toBe('0912345678');
  });

  it('stores the client address of a shopper order (an IPv6 address by its /64), none for a staff order', async () => {
    const p = await makeProduct(t, [[700_000, 0, null]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const shopper = await placedOrder(t, await place('2001:db8:1:2:aaaa::1', [{ ...v, quantity: 1 }]));
    const staff = await placedOrder(t, await staffPlace([{ ...v, quantity: 1 }]));
    const rows = await db()
      .select({ id: orders.id, clientAddress: orders.clientAddress })
      .from(orders)
      .where(sql`${orders.id} in (${shopper.id}, ${staff.id})`)
      .orderBy(orders.id);
    expect(rows.map((r) => r.clientAddress)).toEqual(['2001:db8:1:2::/64', null]);
  });
});

describe('stock moves exactly (issue 23 §5)', () => {
  it('an order of an untracked variant gives nothing back when cancelled after its stock was set to 0 (failed on the old code)', async () => {
    const p = await makeProduct(t, [[800_000, 0, null]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const order = await placedOrder(t, await place('10.63.0.1', [{ ...v, quantity: 3 }]));
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line!.stockTaken).toBe(0);
    // Staff start counting its stock: none left.
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, v.variantId));
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await stockOf(v.variantId)).toBe(0);
  });

  it('an edit takes only what a line grows by and gives back at most what the line took', async () => {
    const p = await makeProduct(t, [[800_000, 0, null]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const order = await placedOrder(t, await place('10.63.0.2', [{ ...v, quantity: 3 }]));
    await db().update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, v.variantId));
    const edit = (quantity: number) => editOrder(t, order, { shippingAddress: ADDRESS, items: [{ ...v, quantity }] });
    const taken = async () =>
      (await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!.stockTaken;
    // 3 → 1: the line took nothing, so nothing goes back.
    expect((await edit(1)).statusCode).toBe(200);
    expect(await stockOf(v.variantId)).toBe(5);
    expect(await taken()).toBe(0);
    // 1 → 3: two more pieces, taken from the stock now counted.
    expect((await edit(3)).json<Order>().items[0]!.quantity).toBe(3);
    expect(await stockOf(v.variantId)).toBe(3);
    expect(await taken()).toBe(2);
    // 3 → 2: the line still holds the two pieces it took; 2 → 1: one of them goes back.
    expect((await edit(2)).statusCode).toBe(200);
    expect(await stockOf(v.variantId)).toBe(3);
    expect(await taken()).toBe(2);
    expect((await edit(1)).statusCode).toBe(200);
    expect(await stockOf(v.variantId)).toBe(4);
    expect(await taken()).toBe(1);
    // Cancelling gives back the one piece left, no more.
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await stockOf(v.variantId)).toBe(5);
  });

  it('a tracked line records what it took, and cancelling puts exactly that back', async () => {
    const p = await makeProduct(t, [[800_000, 0, 4]]);
    const v = { productId: p.productId, variantId: p.variantIds[0]! };
    const order = await placedOrder(t, await place('10.63.0.3', [{ ...v, quantity: 3 }]));
    expect((await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!.stockTaken).toBe(3);
    expect(await stockOf(v.variantId)).toBe(1);
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await stockOf(v.variantId)).toBe(4);
  });
});

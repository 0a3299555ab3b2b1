import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Order } from '@shop/core/schemas/order';
import { ORDER_PIECE_MESSAGES, type Piece } from '@shop/core/schemas/piece';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, placedOrder } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stockOf = async (id: number) => {
  const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, id));
  return v!.stock;
};

let serialSeq = 0;
/** A product with one variant sold piece by piece and `n` pieces received. */
async function watchWith(n: number) {
  const p = await makeProduct(t, [[80_000_000, 0, null]]);
  const variantId = p.variantIds[0]!;
  const res = await t.as('admin', {
    method: 'PUT',
    url: `/api/product-variants/${variantId}`,
    payload: { name: 'V1', sizeId: 1, price: 80_000_000, tracksPieces: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const r = await t.as('admin', {
      method: 'POST',
      url: '/api/pieces',
      payload: { variantId, serial: `OP-${++serialSeq}-${Date.now()}`, condition: 'new', source: 'distributor' },
    });
    expect(r.statusCode, r.body).toBe(201);
    pieces.push(r.json<Piece>());
  }
  return { productId: p.productId, variantId, name: p.name, pieces };
}

let ip = 0;
async function order(items: { productId: number; variantId: number; quantity: number }[]): Promise<Order> {
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    payload: { acceptTerms: true, customer: 'Trần Thị Bình', phone: `09123${String(++ip).padStart(5, '0')}`, items },
    remoteAddress: `10.20.0.${ip}`,
  });
  return placedOrder(t, res);
}

const choose = (o: Order, lineId: number, pieceId: number) =>
  t.as('moderator', { method: 'POST', url: `/api/orders/${o.id}/pieces`, payload: { lineId, pieceId } });
const move = (o: Order, status: string, extra: Record<string, unknown> = {}) =>
  t.as('admin', { method: 'PATCH', url: `/api/orders/${o.id}/status`, payload: { status, ...extra } });
const pieceOf = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/pieces/${id}` })).json<Piece>();

describe('orders sell pieces', () => {
  it('an order holds a count; staff choose the pieces; shipping needs them and sells them', async () => {
    const w = await watchWith(3);
    const o = await order([{ productId: w.productId, variantId: w.variantId, quantity: 2 }]);
    expect(await stockOf(w.variantId)).toBe(1);
    const line = o.items[0]!;
    expect(line).toMatchObject({ lineId: expect.any(Number), tracksPieces: true, pieces: [] });

    expect((await move(o, 'processing')).statusCode).toBe(200);
    const early = await move(o, 'shipped', { carrier: 'GHN', trackingNumber: 'GHN1' });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorResponse>().error.message).toBe(ORDER_PIECE_MESSAGES.missingPieces(`${w.name} — V1`));

    const [a, b, c] = w.pieces;
    const first = await choose(o, line.lineId!, a!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Order>().items[0]!.pieces).toEqual([{ id: a!.id, serial: a!.serial }]);
    expect((await pieceOf(a!.id)).status).toBe('reserved');
    expect(await stockOf(w.variantId)).toBe(1);
    // Still one unit without its piece.
    expect((await move(o, 'shipped', { carrier: 'GHN', trackingNumber: 'GHN1' })).statusCode).toBe(409);
    expect((await choose(o, line.lineId!, b!.id)).statusCode).toBe(200);
    const full = await choose(o, line.lineId!, c!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorResponse>().error.message).toBe(ORDER_PIECE_MESSAGES.lineFull(2, `${w.name} — V1`));

    // Dropping one gives it back to stock; choosing again.
    const dropped = await t.as('moderator', { method: 'DELETE', url: `/api/orders/${o.id}/pieces/${b!.id}` });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((await pieceOf(b!.id)).status).toBe('in_stock');
    expect(await stockOf(w.variantId)).toBe(1);
    expect((await choose(o, line.lineId!, c!.id)).statusCode).toBe(200);

    const shipped = await move(o, 'shipped', { carrier: 'GHN', trackingNumber: 'GHN1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await pieceOf(a!.id)).status).toBe('sold');
    expect((await pieceOf(c!.id)).status).toBe('sold');
    expect(await stockOf(w.variantId)).toBe(1);
    const history = (await pieceOf(a!.id)).history!;
    expect(history.map((h) => [h.event, h.orderCode])).toEqual([
      ['received', null],
      ['reserved', o.code],
      ['sold', o.code],
    ]);

    // Cancelled after shipping (the parcel came back): the pieces go back to stock.
    expect((await move(o, 'cancelled', { reason: 'Khách không nhận hàng' })).statusCode).toBe(200);
    expect((await pieceOf(a!.id)).status).toBe('in_stock');
    expect((await pieceOf(c!.id)).orderId).toBeNull();
    expect(await stockOf(w.variantId)).toBe(3);
  });

  it('refuses a piece of another variant, one not in stock, and a line that is not tracked', async () => {
    const w = await watchWith(1);
    const other = await watchWith(1);
    const plain = await makeProduct(t, [[1_000_000, 0, 5]]);
    const o = await order([
      { productId: w.productId, variantId: w.variantId, quantity: 1 },
      { productId: plain.productId, variantId: plain.variantIds[0]!, quantity: 1 },
    ]);
    const [tracked, untracked] = o.items;
    expect(untracked).not.toHaveProperty('tracksPieces');
    const wrong = await choose(o, tracked!.lineId!, other.pieces[0]!.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<ErrorResponse>().error.message).toBe(ORDER_PIECE_MESSAGES.wrongVariant(other.pieces[0]!.serial));
    expect((await choose(o, untracked!.lineId!, w.pieces[0]!.id)).statusCode).toBe(409);
    expect((await choose(o, 999_999, w.pieces[0]!.id)).statusCode).toBe(404);
    expect((await choose(o, tracked!.lineId!, 999_999)).statusCode).toBe(404);
    const bad = await t.as('moderator', {
      method: 'POST',
      url: `/api/orders/${o.id}/pieces`,
      payload: { lineId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.as('viewer', { method: 'POST', url: `/api/orders/${o.id}/pieces`, payload: { lineId: 1, pieceId: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await pieceOf(w.pieces[0]!.id)).status).toBe('in_stock');
  });

  it('two orders choosing the same piece at once: one wins, the other gets 409', async () => {
    const w = await watchWith(2);
    const o1 = await order([{ productId: w.productId, variantId: w.variantId, quantity: 1 }]);
    const o2 = await order([{ productId: w.productId, variantId: w.variantId, quantity: 1 }]);
    const piece = w.pieces[0]!;
    const answers = await Promise.all([
      choose(o1, o1.items[0]!.lineId!, piece.id),
      choose(o2, o2.items[0]!.lineId!, piece.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    const winner = answers[0].statusCode === 200 ? o1 : o2;
    expect(loser.json<ErrorResponse>().error.message).toBe(ORDER_PIECE_MESSAGES.heldBy(piece.serial, winner.code));
    expect((await pieceOf(piece.id)).orderId).toBe(winner.id);
  });

  it('editing a pending order keeps its pieces; a smaller quantity gives the extra back; cancelling frees them', async () => {
    const w = await watchWith(3);
    const o = await order([{ productId: w.productId, variantId: w.variantId, quantity: 2 }]);
    await choose(o, o.items[0]!.lineId!, w.pieces[0]!.id);
    await choose(o, o.items[0]!.lineId!, w.pieces[1]!.id);
    const edit = (quantity: number) =>
      t.as('admin', {
        method: 'PUT',
        url: `/api/orders/${o.id}`,
        payload: {
          customer: 'Trần Thị Bình',
          phone: o.phone,
          note: 'Gói quà',
          items: [{ productId: w.productId, variantId: w.variantId, quantity }],
        },
      });
    const same = await edit(2);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<Order>().items[0]!.pieces!.map((p) => p.id)).toEqual([w.pieces[0]!.id, w.pieces[1]!.id]);
    const fewer = await edit(1);
    expect(fewer.json<Order>().items[0]!.pieces!.map((p) => p.id)).toEqual([w.pieces[0]!.id]);
    expect((await pieceOf(w.pieces[1]!.id)).status).toBe('in_stock');
    expect(await stockOf(w.variantId)).toBe(2);
    expect((await move(o, 'cancelled', { reason: 'Khách đổi ý' })).statusCode).toBe(200);
    expect((await pieceOf(w.pieces[0]!.id)).status).toBe('in_stock');
    expect(await stockOf(w.variantId)).toBe(3);
    // A closed order takes no pieces.
    const closed = await choose(o, o.items[0]!.lineId!, w.pieces[2]!.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorResponse>().error.message).toBe(ORDER_PIECE_MESSAGES.orderClosed);
  });
});

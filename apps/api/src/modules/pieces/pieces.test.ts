import type { ErrorResponse } from '@shop/core/schemas/common';
import { PIECE_MESSAGES, type Piece, type PieceBody, type PieceList } from '@shop/core/schemas/piece';
import type { Variant } from '@shop/core/schemas/variant';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, productVariants, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, placedOrder } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const variantOf = async (id: number) => {
  const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, id));
  return { ...v!, price: Number(v!.price) };
};

const putVariant = (id: number, body: Record<string, unknown>, role: 'admin' | 'moderator' = 'admin') =>
  t.as(role, { method: 'PUT', url: `/api/product-variants/${id}`, payload: body });

async function trackedVariant(price = 100_000_000): Promise<{ productId: number; variantId: number; name: string }> {
  const p = await makeProduct(t, [[price, 0, 3]]);
  const v = await variantOf(p.variantIds[0]!);
  const res = await putVariant(v.id, { name: v.name, sizeId: v.sizeId ?? 1, price, discount: 0, tracksPieces: true });
  expect(res.statusCode, res.body).toBe(200);
  return { productId: p.productId, variantId: v.id, name: p.name };
}

const receive = (
  body: Partial<PieceBody>,
  role: 'admin' | 'moderator' | 'viewer' | 'guest' | 'anonymous' = 'moderator',
) =>
  t.as(role, {
    method: 'POST',
    url: '/api/pieces',
    payload: { condition: 'new', source: 'distributor', sourceName: 'Công ty phân phối ABC', ...body },
  });

let serialSeq = 0;
const nextSerial = () => `SN-${Date.now().toString(36).toUpperCase()} ${++serialSeq}`;

describe('rights on pieces', () => {
  it('anonymous 401, guest 403 on reading; viewer reads but cannot receive', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/pieces' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'GET', url: '/api/pieces' })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'GET', url: '/api/pieces' })).statusCode).toBe(200);
    const { variantId } = await trackedVariant();
    expect((await receive({ variantId, serial: nextSerial() }, 'viewer')).statusCode).toBe(403);
    expect((await receive({ variantId, serial: nextSerial() }, 'guest')).statusCode).toBe(403);
    expect(
      (await t.as('admin', { method: 'GET', url: `/api/pieces?variantId=${variantId}` })).json<PieceList>().total,
    ).toBe(0);
  });
});

describe('receiving pieces', () => {
  it('counts in the variant stock at once; the tracked stock is never typed by hand', async () => {
    const { variantId } = await trackedVariant();
    expect((await variantOf(variantId)).stock).toBe(0);
    expect((await variantOf(variantId)).tracksPieces).toBe(true);
    const a = await receive({ variantId, serial: nextSerial(), accessories: ['box', 'papers'] });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json<Piece>()).toMatchObject({ status: 'in_stock', accessories: ['box', 'papers'], variantId });
    expect((await receive({ variantId, serial: nextSerial() })).statusCode).toBe(201);
    expect((await variantOf(variantId)).stock).toBe(2);

    const v = await variantOf(variantId);
    const typed = await putVariant(variantId, { name: v.name, sizeId: v.sizeId, price: v.price, stock: 7 });
    expect(typed.statusCode).toBe(409);
    expect(typed.json<ErrorResponse>().error.message).toBe(PIECE_MESSAGES.stockByPieces);
    expect((await variantOf(variantId)).stock).toBe(2);
    // A form sends every field: the same number is accepted and changes nothing.
    const same = await putVariant(variantId, { name: 'Mặt đen', sizeId: v.sizeId, price: v.price, stock: 2 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<Variant>()).toMatchObject({ name: 'Mặt đen', stock: 2, tracksPieces: true });
  });

  it('refuses a variant not tracked by piece', async () => {
    const p = await makeProduct(t, [[1_000_000, 0, 4]]);
    const res = await receive({ variantId: p.variantIds[0]!, serial: nextSerial() });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toBe(PIECE_MESSAGES.variantNotTracked);
    expect((await variantOf(p.variantIds[0]!)).stock).toBe(4);
  });

  it('a serial is unique within its brand, compared without case, spaces or dashes; 409 names the piece', async () => {
    const { variantId, name } = await trackedVariant();
    const first = await receive({ variantId, serial: '7X2-11 a' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await receive({ variantId, serial: '7x211A' });
    expect(again.statusCode).toBe(409);
    const err = again.json<ErrorResponse>().error;
    expect(err.code).toBe('DUPLICATE_SERIAL');
    expect(err.message).toBe(PIECE_MESSAGES.duplicateSerial('7x211A', first.json<Piece>().id, name));
    expect(err.details).toEqual({ pieceId: first.json<Piece>().id });
    expect((await variantOf(variantId)).stock).toBe(1);

    // Another brand may have the same serial.
    const [other] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.name, 'Omega')));
    const p = await trackedVariant();
    await t.database.db.update(products).set({ brandId: other!.id }).where(eq(products.id, p.productId));
    expect((await receive({ variantId: p.variantId, serial: '7X2 11A' })).statusCode).toBe(201);
  });

  it('finds pieces by part of the serial, folded; filters by status, condition and source', async () => {
    const { variantId } = await trackedVariant();
    await receive({ variantId, serial: 'ZQ-90017 B', condition: 'used', grade: 'B', conditionNote: 'Xước nhẹ' });
    await receive({
      variantId,
      serial: 'ZQ90018',
      source: 'consignment',
      sourceName: 'Lê Văn Cường',
      sourcePhone: '0903123456',
      consignorPayout: 250_000_000,
    });
    const bySerial = await t.as('viewer', { method: 'GET', url: '/api/pieces?serial=zq 9001' });
    expect(
      bySerial
        .json<PieceList>()
        .pieces.map((p) => p.serial)
        .sort(),
    ).toEqual(['ZQ-90017 B', 'ZQ90018']);
    const exact = await t.as('viewer', { method: 'GET', url: `/api/pieces?serial=${encodeURIComponent('zq90017-b')}` });
    expect(exact.json<PieceList>().pieces).toHaveLength(1);
    const used = await t.as('viewer', { method: 'GET', url: `/api/pieces?variantId=${variantId}&condition=used` });
    expect(used.json<PieceList>().pieces.map((p) => [p.serial, p.grade])).toEqual([['ZQ-90017 B', 'B']]);
    const consigned = await t.as('viewer', {
      method: 'GET',
      url: `/api/pieces?variantId=${variantId}&source=consignment`,
    });
    expect(consigned.json<PieceList>().pieces[0]).toMatchObject({
      sourceName: 'Lê Văn Cường',
      consignorPayout: 250_000_000,
    });
    const bad = await t.as('viewer', { method: 'GET', url: '/api/pieces?status=lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('bad input is a 400 with Vietnamese messages and stores nothing', async () => {
    const { variantId } = await trackedVariant();
    const cases: [Partial<PieceBody>, string][] = [
      [{ variantId, serial: '  ' }, PIECE_MESSAGES.serialRequired],
      [{ variantId, serial: '<script>' }, PIECE_MESSAGES.serialBad],
      [{ variantId, serial: nextSerial(), condition: 'used' }, PIECE_MESSAGES.gradeRequired],
      [{ variantId, serial: nextSerial(), grade: 'A' }, PIECE_MESSAGES.gradeOnlyUsed],
      [{ variantId, serial: nextSerial(), source: 'consignment', sourceName: null }, PIECE_MESSAGES.consignorRequired],
      [{ variantId, serial: nextSerial(), consignorPayout: 5 }, PIECE_MESSAGES.payoutOnlyConsignment],
      [{ variantId, serial: nextSerial(), costPrice: -1 }, PIECE_MESSAGES.badMoney],
    ];
    for (const [body, message] of cases) {
      const res = await receive(body, 'admin');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json<ErrorResponse>().error), JSON.stringify(body)).toContain(message);
    }
    expect((await receive({ variantId: 999_999, serial: nextSerial() })).statusCode).toBe(400);
    expect(
      (await t.as('admin', { method: 'GET', url: `/api/pieces?variantId=${variantId}` })).json<PieceList>().total,
    ).toBe(0);
  });
});

describe('cost prices (the costs right)', () => {
  it('only admins see and set them by default', async () => {
    const { variantId } = await trackedVariant();
    const refused = await receive({ variantId, serial: nextSerial(), costPrice: 90_000_000 }, 'moderator');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().error.message).toBe(PIECE_MESSAGES.costsForbidden);
    const made = await receive({ variantId, serial: nextSerial(), costPrice: 90_000_000 }, 'admin');
    expect(made.json<Piece>().costPrice).toBe(90_000_000);
    const id = made.json<Piece>().id;
    const asModerator = await t.as('moderator', { method: 'GET', url: `/api/pieces/${id}` });
    expect(asModerator.json<Piece>()).not.toHaveProperty('costPrice');
    const list = await t.as('viewer', { method: 'GET', url: `/api/pieces?variantId=${variantId}` });
    expect(list.json<PieceList>().pieces[0]).not.toHaveProperty('costPrice');
    // A moderator's save (no cost sent) keeps the cost.
    const p = asModerator.json<Piece>();
    const saved = await t.as('moderator', {
      method: 'PUT',
      url: `/api/pieces/${id}`,
      payload: { ...editable(p), note: 'Kiểm tra lại' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: `/api/pieces/${id}` })).json<Piece>().costPrice).toBe(90_000_000);
  });
});

/** A piece's fields as the form sends them back. */
function editable(p: Piece): Record<string, unknown> {
  const { variantId, serial, reference, condition, grade, conditionNote, accessories, accessoriesNote, source } = p;
  const { sourceName, sourcePhone, consignorPayout, receivedAt, note } = p;
  return {
    variantId,
    serial,
    reference,
    condition,
    grade,
    conditionNote,
    accessories,
    accessoriesNote,
    source,
    sourceName,
    sourcePhone,
    consignorPayout,
    receivedAt,
    note,
  };
}

describe('moving pieces', () => {
  it('keeps a history of every move and an audit entry; orders holding the stock block taking the last piece out', async () => {
    const { productId, variantId } = await trackedVariant(5_000_000);
    const a = (await receive({ variantId, serial: nextSerial() })).json<Piece>();
    const move = (p: Piece, status: string, statusNote?: string, role: 'moderator' | 'admin' = 'moderator') =>
      t.as(role, { method: 'PUT', url: `/api/pieces/${p.id}`, payload: { ...editable(p), status, statusNote } });

    const out = await move(a, 'in_service', 'Lau dầu');
    expect(out.statusCode, out.body).toBe(200);
    expect((await variantOf(variantId)).stock).toBe(0);
    expect((await move(a, 'in_stock')).statusCode).toBe(200);
    expect((await variantOf(variantId)).stock).toBe(1);

    // A shopper orders the one piece: the order holds the count.
    const order = await t.as('anonymous', {
      method: 'POST',
      url: '/api/orders',
      payload: {
        acceptTerms: true,
        customer: 'Nguyễn Văn An',
        phone: '0912000111',
        items: [{ productId, variantId, quantity: 1 }],
      },
      remoteAddress: '10.9.0.1',
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await variantOf(variantId)).stock).toBe(0);
    const held = await move(a, 'written_off', 'Rơi vỡ');
    expect(held.statusCode).toBe(409);
    expect(held.json<ErrorResponse>().error.message).toBe(PIECE_MESSAGES.heldByOrders);
    // Receiving another keeps the count: one in stock for shoppers.
    const b = (await receive({ variantId, serial: nextSerial() })).json<Piece>();
    expect((await variantOf(variantId)).stock).toBe(1);
    expect((await move(b, 'written_off', 'Hỏng máy')).statusCode).toBe(200);
    expect((await variantOf(variantId)).stock).toBe(0);
    // Cancelling the order gives its unit back.
    const cancel = await t.as('admin', {
      method: 'PATCH',
      url: `/api/orders/${(await placedOrder(t, order)).id}/status`,
      payload: { status: 'cancelled', reason: 'Khách đổi ý' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await variantOf(variantId)).stock).toBe(1);

    // Not a move staff make; a consigned-only move on a distributor piece.
    expect((await move(a, 'sold')).statusCode).toBe(400);
    expect((await move(a, 'consignor_returned')).statusCode).toBe(409);

    const got = (await t.as('viewer', { method: 'GET', url: `/api/pieces/${a.id}` })).json<Piece>();
    expect(got.history!.map((h) => [h.event, h.fromStatus, h.status, h.by])).toEqual([
      ['received', null, 'in_stock', 'moderator1'],
      ['service_out', 'in_stock', 'in_service', 'moderator1'],
      ['service_back', 'in_service', 'in_stock', 'moderator1'],
    ]);
    expect(got.history![1]!.note).toBe('Lau dầu');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'pieces'), eq(auditLog.resourceId, String(a.id))));
    expect(entries.map((e) => e.action)).toEqual(['create', 'status', 'status']);
    expect(entries[1]!.changes).toMatchObject({ status: ['in_stock', 'in_service'] });
  });

  it('an unknown piece is 404 with its message', async () => {
    const res = await t.as('viewer', { method: 'GET', url: '/api/pieces/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().error.message).toBe(PIECE_MESSAGES.notFound);
  });
});

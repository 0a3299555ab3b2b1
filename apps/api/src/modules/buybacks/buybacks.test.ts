import { BUYBACK_MESSAGES, type Buyback, type BuybackBody, type BuybackList } from '@shop/core/schemas/buyback';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Piece } from '@shop/core/schemas/piece';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { trackedWatch } from '../../test/catalogue.ts';

/** Issue 26 §5: a watch bought from a customer becomes a piece "thu mua lại". */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const SELLER = { sellerName: 'Phạm Văn Bán', sellerPhone: '0912 000 111', sellerIdNumber: '079 123 456 789' };
const body = (variantId: number, extra: Partial<BuybackBody> = {}): BuybackBody => ({
  variantId,
  serial: `TM-${++seq}-${Date.now().toString(36)}`,
  condition: 'used',
  grade: 'B',
  accessories: ['box'],
  price: 120_000_000,
  ...SELLER,
  boughtAt: '2026-11-20',
  ...extra,
});
const record = (b: BuybackBody, role: 'admin' | 'moderator' | 'viewer' = 'admin') =>
  t.as(role, { method: 'POST', url: '/api/buybacks', payload: b });

describe('recording a buy-back', () => {
  it('receives the watch as a piece in stock, source thu mua lại, the seller its source and the price its cost', async () => {
    const { variantId } = await trackedWatch(t);
    const res = await record(body(variantId, { conditionNote: 'Xước nhẹ mặt kính', note: 'Khách đổi đời mới' }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Buyback>();
    expect(made).toMatchObject({
      code: expect.stringMatching(/^TM\d{6}$/),
      price: 120_000_000,
      sellerName: 'Phạm Văn Bán',
      sellerPhone: '0912000111',
      sellerIdNumber: '079123456789',
      boughtAt: '2026-11-20',
      condition: 'used',
      grade: 'B',
      pieceStatus: 'in_stock',
      note: 'Khách đổi đời mới',
      createdBy: 'admin',
    });
    const piece = (await t.as('admin', { method: 'GET', url: `/api/pieces/${made.pieceId}` })).json<Piece>();
    expect(piece).toMatchObject({
      source: 'buyback',
      sourceName: 'Phạm Văn Bán',
      sourcePhone: '0912000111',
      costPrice: 120_000_000,
      status: 'in_stock',
      condition: 'used',
      grade: 'B',
      conditionNote: 'Xước nhẹ mặt kính',
      receivedAt: '2026-11-20',
      accessories: ['box'],
    });
    expect(piece.history?.map((h) => h.event)).toEqual(['received']);
    const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(v!.stock).toBe(1);
    // Audited on the piece, with the purchase's code and never the whole CCCD.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'pieces'), eq(auditLog.resourceId, String(made.pieceId))));
    expect(entry!.changes).toMatchObject({ buyback: [null, made.code], sellerIdNumber: [null, '********6789'] });
    expect(JSON.stringify(entry!.changes)).not.toContain('079123456789');
  });

  it('refuses bad input in Vietnamese and changes nothing', async () => {
    const { variantId } = await trackedWatch(t);
    const cases: [Partial<BuybackBody>, string][] = [
      [{ sellerIdNumber: '12345' }, BUYBACK_MESSAGES.idNumberBad],
      [{ sellerIdNumber: '07912345678a' }, BUYBACK_MESSAGES.idNumberBad],
      [{ price: 0 }, BUYBACK_MESSAGES.priceRequired],
      [{ sellerName: '  ' }, BUYBACK_MESSAGES.sellerNameRequired],
      [{ grade: null }, 'Đồng hồ đã qua sử dụng cần xếp loại A, B hoặc C'],
      [{ boughtAt: '2026-13-45' }, BUYBACK_MESSAGES.badDate],
    ];
    for (const [bad, message] of cases) {
      const res = await record(body(variantId, bad));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toContain(message);
    }
    const phone = await record(body(variantId, { sellerPhone: '12345' }));
    expect(phone.statusCode).toBe(400);
    const list = await t.as('admin', { method: 'GET', url: `/api/pieces?variantId=${variantId}` });
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('a serial the brand already has is 409 naming the piece, and no purchase is kept', async () => {
    const { variantId } = await trackedWatch(t);
    const first = await record(body(variantId, { serial: `DUP-${Date.now()}` }));
    expect(first.statusCode, first.body).toBe(201);
    const before = (await t.as('admin', { method: 'GET', url: '/api/buybacks?limit=100' })).json<BuybackList>().total;
    const again = await record(body(variantId, { serial: first.json<Buyback>().serial }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().error.details).toEqual({ pieceId: first.json<Buyback>().pieceId });
    expect((await t.as('admin', { method: 'GET', url: '/api/buybacks?limit=100' })).json<BuybackList>().total).toBe(
      before,
    );
  });
});

describe('rights: the price paid is a cost', () => {
  it('recording needs the costs change right; a viewer reads the list without prices and with the CCCD masked', async () => {
    const { variantId } = await trackedWatch(t);
    const mod = await record(body(variantId), 'moderator');
    expect(mod.statusCode).toBe(403);
    expect(mod.json<ErrorResponse>().error.message).toBe(BUYBACK_MESSAGES.costsForbidden);
    expect((await record(body(variantId), 'viewer')).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'GET', url: '/api/buybacks' })).statusCode).toBe(403);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/buybacks' })).statusCode).toBe(401);

    const made = (await record(body(variantId))).json<Buyback>();
    const seen = await t.as('viewer', { method: 'GET', url: `/api/buybacks/${made.id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Buyback>()).not.toHaveProperty('price');
    expect(seen.json<Buyback>().sellerIdNumber).toBe('********6789');
    const list = (await t.as('moderator', { method: 'GET', url: '/api/buybacks' })).json<BuybackList>();
    expect(list.buybacks.length).toBeGreaterThan(0);
    expect(list).not.toHaveProperty('totalPrice');
    expect(JSON.stringify(list)).not.toContain('120000000');
    expect(JSON.stringify(list)).not.toContain('079123456789');
    const piece = (await t.as('viewer', { method: 'GET', url: `/api/pieces/${made.pieceId}` })).json<Piece>();
    expect(piece).not.toHaveProperty('costPrice');
    // The file of the purchase list has the prices: costs read right only.
    expect((await t.as('moderator', { method: 'GET', url: '/api/buybacks/export' })).statusCode).toBe(403);
  });
});

describe('Bảng kê thu mua', () => {
  it('lists purchases between two days with the sum paid, and exports them as CSV and XLSX', async () => {
    const { variantId } = await trackedWatch(t);
    await record(body(variantId, { boughtAt: '2025-03-02', price: 10_000_000 }));
    await record(body(variantId, { boughtAt: '2025-03-05', price: 25_000_000, sellerName: 'Võ Thị Hai' }));
    await record(body(variantId, { boughtAt: '2025-04-01', price: 99_000_000 }));
    const list = (
      await t.as('admin', { method: 'GET', url: '/api/buybacks?from=2025-03-01&to=2025-03-31' })
    ).json<BuybackList>();
    expect(list.total).toBe(2);
    expect(list.totalPrice).toBe(35_000_000);
    expect(list.buybacks.map((b) => b.boughtAt)).toEqual(['2025-03-05', '2025-03-02']);
    const bad = await t.as('admin', { method: 'GET', url: '/api/buybacks?from=2025-04-01&to=2025-03-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toContain(BUYBACK_MESSAGES.badRange);

    const csv = await t.as('admin', {
      method: 'GET',
      url: '/api/buybacks/export?from=2025-03-01&to=2025-03-31&format=csv',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="bang-ke-thu-mua-2025-03-01-2025-03-31.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Số CCCD');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('02/03/2025');
    expect(lines[1]).toContain('079123456789');
    expect(lines[2]).toContain('Võ Thị Hai');
    expect(lines[2]).toContain('25000000');
    const xlsx = await t.as('admin', { method: 'GET', url: '/api/buybacks/export?from=2025-03-01&to=2025-03-31' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

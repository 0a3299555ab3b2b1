import type { ErrorResponse } from '@shop/core/schemas/common';
import { shopToday } from '@shop/core/schemas/dashboard';
import type { Piece } from '@shop/core/schemas/piece';
import { WARRANTY_MESSAGES, type Warranty, type WarrantyLookup } from '@shop/core/schemas/warranty';
import { warrantyEndDate } from '@shop/core/schemas/warranty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectLookupThrottled } from '../../test/limits.ts';
import { pieceWatches } from '../../test/pieces.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { watch, sell, move } = pieceWatches(() => t);

const warrantiesOf = async (q: string) =>
  (await t.as('viewer', { method: 'GET', url: `/api/warranties?${q}` })).json<Warranty[]>();
const lookup = (serial: string, phone: string, ip = '10.71.0.1') =>
  t.as('anonymous', {
    method: 'GET',
    url: `/api/warranty?serial=${encodeURIComponent(serial)}&phone=${encodeURIComponent(phone)}`,
    remoteAddress: ip,
  });

describe('warranty on completion', () => {
  it("completing an order warrants each sold piece from today in Vietnam, for the product's months", async () => {
    const w = await watch({ productMonths: 36, brandMonths: 12 });
    const o = await sell(w, '0912000001', 'shipped');
    expect(await warrantiesOf(`orderId=${o.id}`)).toEqual([]);
    expect((await move(o, 'completed')).statusCode).toBe(200);
    const [warranty, ...more] = await warrantiesOf(`orderId=${o.id}`);
    expect(more).toEqual([]);
    const today = shopToday();
    expect(warranty).toMatchObject({
      code: `TBH${String(warranty!.id).padStart(6, '0')}`,
      pieceId: w.piece.id,
      orderCode: o.code,
      serial: w.piece.serial,
      months: 36,
      kind: 'international',
      startDate: today,
      endDate: warrantyEndDate(today, 36),
      buyerName: 'Lê Văn Cường',
      voidedAt: null,
    });
    expect(await warrantiesOf(`pieceId=${w.piece.id}`)).toEqual([warranty]);
    const one = await t.as('viewer', { method: 'GET', url: `/api/warranties/${warranty!.id}` });
    expect(one.json()).toEqual(warranty);
    expect((await t.as('guest', { method: 'GET', url: `/api/warranties?orderId=${o.id}` })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'GET', url: '/api/warranties/999999' })).statusCode).toBe(404);
  });

  it("takes the brand's months and kind when the product has none, 24 when neither; a pre-owned piece is the shop's", async () => {
    const byBrand = await watch({ brandMonths: 18, kind: 'shop' });
    await sell(byBrand, '0912000002');
    expect(await warrantiesOf(`pieceId=${byBrand.piece.id}`)).toMatchObject([{ months: 18, kind: 'shop' }]);
    const neither = await watch({});
    await sell(neither, '0912000003');
    expect(await warrantiesOf(`pieceId=${neither.piece.id}`)).toMatchObject([{ months: 24, kind: 'international' }]);
    const used = await watch({ productMonths: 6, used: true });
    await sell(used, '0912000004');
    expect(await warrantiesOf(`pieceId=${used.piece.id}`)).toMatchObject([
      { months: 6, kind: 'shop', condition: 'used' },
    ]);
  });

  it("an admin's correction of the sold piece voids its warranty", async () => {
    const w = await watch({});
    await sell(w, '0912000005');
    const piece = (await t.as('admin', { method: 'GET', url: `/api/pieces/${w.piece.id}` })).json<Piece>();
    const { id: _i, productId: _p, productName: _pn, variantName: _vn, brandId: _b, brandName: _bn, ...facts } = piece;
    const r = await t.as('admin', {
      method: 'PUT',
      url: `/api/pieces/${w.piece.id}`,
      payload: {
        variantId: facts.variantId,
        serial: facts.serial,
        condition: facts.condition,
        source: facts.source,
        status: 'in_stock',
        statusNote: 'Khách trả lại đồng hồ',
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await warrantiesOf(`pieceId=${w.piece.id}`)).toMatchObject([
      { voidedAt: expect.any(String), voidReason: 'Khách trả lại đồng hồ' },
    ]);
    const found = await lookup(w.piece.serial, '0912000005', '10.71.0.9');
    expect(found.json<WarrantyLookup>()).toMatchObject({ covered: false, voided: true });
  });
});

describe('GET /api/warranty', () => {
  it('finds the warranty by serial (case, spaces, dashes ignored) and the phone in any Vietnamese form', async () => {
    const w = await watch({ productMonths: 24 });
    await sell(w, '0912345670');
    const today = shopToday();
    const loose = w.piece.serial.toLowerCase().replace(/-/g, ' ');
    for (const phone of ['0912345670', '+84912345670', '84 912 345 670', '0912.345.670']) {
      const r = await lookup(loose, phone);
      expect(r.statusCode, `${phone}: ${r.body}`).toBe(200);
      expect(r.json<WarrantyLookup>()).toEqual({
        code: expect.stringMatching(/^TBH\d{6}$/),
        productName: `${w.name} (V1)`,
        brandName: expect.stringMatching(/^Hãng bảo hành/),
        serial: w.piece.serial,
        kind: 'international',
        months: 24,
        saleDate: today,
        endDate: warrantyEndDate(today, 24),
        covered: true,
        voided: false,
        serviceHistory: [],
      });
    }
  });

  it('answers one 404 for a wrong serial, a wrong phone or a piece not yet delivered; 400 for a bad phone', async () => {
    const w = await watch({});
    await sell(w, '0912345671');
    const notDelivered = await watch({});
    await sell(notDelivered, '0912345672', 'shipped');
    const misses = [
      await lookup('KHONG-CO-SERIAL', '0912345671', '10.72.0.1'),
      await lookup(w.piece.serial, '0912345679', '10.72.0.2'),
      await lookup(notDelivered.piece.serial, '0912345672', '10.72.0.3'),
    ];
    for (const r of misses) {
      expect(r.statusCode).toBe(404);
      expect(r.json<ErrorResponse>().error.message).toBe(WARRANTY_MESSAGES.lookupNotFound);
    }
    const bad = await lookup(w.piece.serial, 'abc', '10.72.0.4');
    expect(bad.statusCode).toBe(400);
    expect((await lookup('', '0912345671', '10.72.0.5')).statusCode).toBe(400);
  });

  it('is throttled like the order lookup: repeated misses from one address wait, with Retry-After', async () => {
    const { free } = t.config.loginThrottle;
    const miss = () => lookup('KHONG-CO-SERIAL', '0900000002', '10.73.0.1');
    await expectLookupThrottled(free, miss, WARRANTY_MESSAGES.lookupTooMany);
  });
});

describe('months of warranty on products and brands', () => {
  it('a product and a brand store their months (null: the default); out of range is 400 in Vietnamese', async () => {
    const w = await watch({ brandMonths: 12 });
    const product = (await t.as('admin', { method: 'GET', url: `/api/products/${w.productId}?include=brand` })).json<{
      warrantyMonths: number | null;
      brand: { warrantyMonths: number | null; warrantyKind: string };
    }>();
    expect(product.warrantyMonths).toBeNull();
    expect(product.brand).toMatchObject({ warrantyMonths: 12, warrantyKind: 'international' });
    const bad = await t.as('admin', {
      method: 'POST',
      url: '/api/brands',
      payload: { name: 'Hãng sai', warrantyMonths: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe(WARRANTY_MESSAGES.badMonths);
    const badKind = await t.as('admin', {
      method: 'POST',
      url: '/api/brands',
      payload: { name: 'Hãng sai 2', warrantyKind: 'forever' },
    });
    expect(badKind.statusCode).toBe(400);
  });
});

import type { Order } from '@shop/core/schemas/order';
import type { Piece } from '@shop/core/schemas/piece';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../db/schema/index.ts';
import { placedOrder, type TestApp } from './app.ts';
import { makeProduct } from './catalogue.ts';

/**
 * Watches sold piece by piece, for the tests of warranties and the service desk: `watch` makes a
 * product in a brand of its own with one piece in stock; `sell` sells that piece through an order
 * placed with a phone, moved up to `last` (completed: the piece gets its warranty).
 */
export function pieceWatches(app: () => TestApp) {
  let seq = 0;

  async function watch(o: {
    productMonths?: number | null;
    brandMonths?: number | null;
    kind?: string;
    used?: boolean;
    /** Consigned by this person for this payout (default: from a distributor). */
    consignor?: { name: string; phone: string; payout: number | null };
  }) {
    const t = app();
    const brand = await t.as('admin', {
      method: 'POST',
      url: '/api/brands',
      payload: { name: `Hãng bảo hành ${++seq}`, warrantyMonths: o.brandMonths ?? null, warrantyKind: o.kind },
    });
    expect(brand.statusCode, brand.body).toBe(201);
    const p = await makeProduct(t, [[50_000_000, 0, null]]);
    await t.database.db
      .update(products)
      .set({ brandId: brand.json<{ id: number }>().id, warrantyMonths: o.productMonths ?? null })
      .where(eq(products.id, p.productId));
    const variantId = p.variantIds[0]!;
    const v = await t.as('admin', {
      method: 'PUT',
      url: `/api/product-variants/${variantId}`,
      payload: { name: 'V1', sizeId: 1, price: 50_000_000, tracksPieces: true },
    });
    expect(v.statusCode, v.body).toBe(200);
    const r = await t.as('admin', {
      method: 'POST',
      url: '/api/pieces',
      payload: {
        variantId,
        serial: `WR-${seq}-A`,
        ...(o.consignor
          ? {
              source: 'consignment',
              sourceName: o.consignor.name,
              sourcePhone: o.consignor.phone,
              consignorPayout: o.consignor.payout,
            }
          : { source: 'distributor' }),
        ...(o.used ? { condition: 'used', grade: 'A' } : { condition: 'new' }),
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    return { productId: p.productId, variantId, name: p.name, piece: r.json<Piece>() };
  }

  const move = (o: Order, status: string, extra: Record<string, unknown> = {}) =>
    app().as('admin', { method: 'PATCH', url: `/api/orders/${o.id}/status`, payload: { status, ...extra } });

  /** Sells the watch's piece through an order placed with `phone`, moved up to `last`. */
  async function sell(w: Awaited<ReturnType<typeof watch>>, phone: string, last = 'completed'): Promise<Order> {
    const t = app();
    const placed = await t.as('anonymous', {
      method: 'POST',
      url: '/api/orders',
      payload: { acceptTerms: true, customer: 'Lê Văn Cường', phone, items: [{ ...w, quantity: 1 }] },
      remoteAddress: `10.70.0.${seq}`,
    });
    const o = await placedOrder(t, placed);
    const chose = await t.as('admin', {
      method: 'POST',
      url: `/api/orders/${o.id}/pieces`,
      payload: { lineId: o.items[0]!.lineId, pieceId: w.piece.id },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    for (const s of ['processing', 'shipped', 'completed']) {
      const r = await move(o, s, s === 'shipped' ? { carrier: 'GHN', trackingNumber: `GHN${seq}` } : {});
      expect(r.statusCode, r.body).toBe(200);
      if (s === last) break;
    }
    return o;
  }

  return { watch, sell, move };
}

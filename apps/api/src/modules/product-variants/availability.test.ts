import type { ErrorResponse } from '@shop/core/schemas/common';
import { AVAILABILITY_MESSAGES } from '@shop/core/availability';
import type { Availability } from '@shop/core/schemas/variant';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeProduct, setSetting } from '../../test/catalogue.ts';

const t = useTestApp({ ORDER_RATE_LIMIT: '1000' });

const ask = (ids: string) =>
  t.app.inject({ method: 'GET', url: `/api/product-variants/availability?ids=${encodeURIComponent(ids)}` });

describe('GET /api/product-variants/availability', () => {
  it('says, per variant, the pieces left, the most one line may take and whether the stock is low', async () => {
    await setSetting(t, 'inventory.lowStockThreshold', '2');
    const shop = await makeProduct(t, [
      [1_000_000, 0, 3], // 3 left: above the threshold
      [1_000_000, 0, 2], // 2 left: "Chỉ còn 2"
      [1_000_000, 0, null], // not tracked
      [1_000_000, 0, 0], // sold out
      [0, 0, 5], // Liên Hệ: no price
      [1_000_000, 0, 500], // more than a line may take
    ]);
    const hidden = await makeProduct(t, [[1_000_000, 0, 4]], false);
    const [three, two, untracked, soldOut, noPrice, many] = shop.variantIds as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const res = await ask([...shop.variantIds, hidden.variantIds[0], 99_999_999].join(','));
    expect(res.statusCode, res.body).toBe(200);
    // Live: no browser or proxy keeps it, and the catalogue cache does not either (see below).
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Availability>();
    // The shop's limit per line for shoppers (checkout.maxQuantityPerLine, 3 by default).
    expect(body.maxQuantityPerLine).toBe(3);
    const p = shop.productId;
    expect(body.variants).toEqual([
      { variantId: three, productId: p, stock: 3, max: 3, low: false },
      { variantId: two, productId: p, stock: 2, max: 2, low: true },
      { variantId: untracked, productId: p, stock: null, max: 3, low: false },
      { variantId: soldOut, productId: p, stock: 0, max: 0, low: false },
      { variantId: noPrice, productId: p, stock: 5, max: 0, low: false },
      { variantId: many, productId: p, stock: 500, max: 3, low: false },
      // The product's Còn hàng box is off: nothing of it can be ordered. An unknown id is left out.
      { variantId: hidden.variantIds[0], productId: hidden.productId, stock: 4, max: 0, low: false },
    ]);
  });

  it('follows the orders at once: the next answer after a sale has the pieces that are left', async () => {
    const { productId, variantIds } = await makeProduct(t, [[2_000_000, 0, 5]]);
    const variantId = variantIds[0]!;
    expect((await ask(String(variantId))).json<Availability>().variants[0]!.max).toBe(3);
    const order = await t.as('anonymous', {
      method: 'POST',
      url: '/api/orders',
      payload: {
        acceptTerms: true,
        customer: 'Trần Văn Nam',
        phone: '0913000222',
        items: [{ productId, variantId, quantity: 3 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await ask(String(variantId))).json<Availability>().variants[0]).toMatchObject({
      stock: 2,
      max: 2,
      low: true,
    });
  });

  it('refuses a missing, empty, malformed or too long list with a Vietnamese 400', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const url of [
      '/api/product-variants/availability',
      '/api/product-variants/availability?ids=',
      '/api/product-variants/availability?ids=1,abc',
      `/api/product-variants/availability?ids=${many}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorResponse>().error.message, url).toMatch(/id/);
      expect([AVAILABILITY_MESSAGES.badIds, 'Danh sách id không hợp lệ']).toContain(
        res.json<ErrorResponse>().error.message,
      );
    }
  });
});

import { POLICIES } from '@shop/core/policies';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { ORDER_MESSAGES, type OrderLookup } from '@shop/core/schemas/order';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderableVariant, placedOrder, type TestApp } from '../../test/app.ts';

/** Issue 27 §2: a shopper's order needs the ticked agreement box; the order keeps the versions agreed to. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

let seq = 0;
const orderCount = async () =>
  Number((await t.database.db.execute(sql`select count(*)::int as n from orders`)).rows[0]!.n);
const body = async (extra: object = {}) => ({
  customer: 'Phạm Thị Dung',
  phone: `0966${String(++seq).padStart(6, '0')}`,
  shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' },
  items: [{ ...(await orderableVariant(t)), quantity: 1 }],
  ...extra,
});
const place = async (payload: object, role: 'anonymous' | 'moderator' = 'anonymous') =>
  t.as(role, { method: 'POST', url: '/api/orders', payload, remoteAddress: `10.27.0.${++seq % 250}` });

describe('the agreement to the terms and the returns policy', () => {
  it.each([
    ['missing', {}],
    ['false', { acceptTerms: false }],
    ['the text "true"', { acceptTerms: 'true' }],
    ['with the honeypot filled', { website: 'http://spam.example' }],
  ])('refuses a shopper order with acceptTerms %s: 400 on that field, nothing stored', async (_, extra) => {
    const before = await orderCount();
    const res = await place(await body(extra));
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json<ErrorResponse>();
    expect(error.message).toBe(ORDER_MESSAGES.acceptTerms);
    expect(error.details).toEqual([{ field: 'acceptTerms', in: 'body', message: ORDER_MESSAGES.acceptTerms }]);
    expect(await orderCount()).toBe(before);
  });

  it('stores the policy versions in force with a shopper order; the lookup shows them', async () => {
    const res = await place(await body({ acceptTerms: true }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<OrderLookup>();
    const agreed = POLICIES.map((p) => ({ slug: p.slug, title: expect.any(String) as string, version: 1 }));
    expect(placed.agreedPolicies).toEqual(agreed);
    expect((await placedOrder(t, res)).agreedPolicies).toEqual(agreed);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?code=${placed.code}&phone=${placed.phone}`,
    });
    expect(lookup.json<OrderLookup>().agreedPolicies).toEqual(agreed);

    // The owner saves a new returns policy: a new order agrees to version 2, the earlier keeps version 1.
    const saved = await t.as('admin', {
      method: 'PUT',
      url: '/api/policies/doi-tra-va-hoan-tien',
      payload: { title: 'Đổi trả trong 10 ngày', markdown: 'Đổi trả trong **10 ngày** sau khi nhận hàng.' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const later = (await place(await body({ acceptTerms: true }))).json<OrderLookup>();
    expect(later.agreedPolicies?.find((p) => p.slug === 'doi-tra-va-hoan-tien')).toEqual({
      slug: 'doi-tra-va-hoan-tien',
      title: 'Đổi trả trong 10 ngày',
      version: 2,
    });
    const earlier = await t.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?code=${placed.code}&phone=${placed.phone}`,
      remoteAddress: '10.27.1.1',
    });
    expect(earlier.json<OrderLookup>().agreedPolicies).toEqual(agreed);
  });

  it('does not ask staff entering a phone order; such an order names no agreement', async () => {
    const res = await place(await body(), 'moderator');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderLookup>().agreedPolicies).toBeUndefined();
    expect((await placedOrder(t, res)).agreedPolicies).toBeUndefined();
  });
});

import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { ORDER_MESSAGES, type OrderLookup } from '@shop/core/schemas/order';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderableVariant, type TestApp } from '../../test/app.ts';

/** Issue 27 §4: the optional purposes a shopper ticks at checkout are kept as consents, in the order's transaction. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

let seq = 0;
const body = async (extra: object = {}) => ({
  customer: 'Lê Văn Đồng Ý',
  phone: `0977${String(++seq).padStart(6, '0')}`,
  shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' },
  items: [{ ...(await orderableVariant(t)), quantity: 1 }],
  acceptTerms: true,
  ...extra,
});
const place = async (payload: object, role: 'anonymous' | 'moderator' = 'anonymous') =>
  t.as(role, { method: 'POST', url: '/api/orders', payload, remoteAddress: `10.31.0.${++seq % 250}` });
const consentsOf = async (phone: string) =>
  (
    await t.database.db.execute<Record<string, unknown>>(
      sql`select purpose, text, text_version, client_address, order_id, given_at, withdrawn_at from consents where phone = ${phone}`,
    )
  ).rows;

describe('consents at checkout', () => {
  it('stores each ticked purpose with its text, version, time and client address', async () => {
    const res = await place(await body({ consents: ['marketing'] }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderLookup>();
    const [row, ...more] = await consentsOf(order.phone);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      purpose: 'marketing',
      text: CONSENT_TEXTS.marketing.text,
      text_version: CONSENT_TEXTS.marketing.version,
      client_address: expect.stringMatching(/^10\.31\.0\.\d+$/) as string,
      withdrawn_at: null,
    });
    expect(row!.given_at).not.toBeNull();
  });

  it('stores none when no box is ticked (absent or empty), nor for a staff phone order', async () => {
    for (const payload of [await body(), await body({ consents: [] })]) {
      const res = await place(payload);
      expect(res.statusCode, res.body).toBe(201);
      expect(await consentsOf(res.json<OrderLookup>().phone)).toEqual([]);
    }
    const staff = await place(await body({ consents: ['marketing'] }), 'moderator');
    expect(staff.statusCode, staff.body).toBe(201);
    expect(await consentsOf(staff.json<OrderLookup>().phone)).toEqual([]);
  });

  it.each([
    ['an unknown purpose', ['spam']],
    ['not a list', 'marketing'],
    ['too many', ['marketing', 'marketing']],
  ])('refuses %s with a 400 naming consents, nothing stored', async (_, consents) => {
    const payload = await body({ consents });
    const res = await place(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.badConsent);
    expect(await consentsOf(payload.phone)).toEqual([]);
    const orders = await t.database.db.execute(sql`select 1 from orders where phone = ${payload.phone}`);
    expect(orders.rows).toEqual([]);
  });

  it('stores nothing when the order is refused (the price changed)', async () => {
    const variant = await orderableVariant(t);
    const payload = { ...(await body({ consents: ['marketing'] })), items: [{ ...variant, quantity: 1 }] };
    const refused = await place({ ...payload, expectedAmount: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await consentsOf(payload.phone)).toEqual([]);
  });
});

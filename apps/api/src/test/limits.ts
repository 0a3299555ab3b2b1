import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { TEST_PASSWORD } from './fixtures.ts';

/** The requests the shared sign-in and order limits count, from one client address. */

const login = (app: FastifyInstance, ip: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username: 'viewer1', password },
  });

/** A sign-in of the seeded `viewer1` with a wrong password. */
export const wrongLogin = (app: FastifyInstance, ip: string) => login(app, ip, 'sai-mat-khau');
/** A sign-in of the seeded `viewer1` with the right password. */
export const rightLogin = (app: FastifyInstance, ip: string) => login(app, ip, TEST_PASSWORD);

/** One line of the first priced variant of the test app's catalogue. */
export async function orderLine(t: TestApp) {
  const { rows } = await t.database.db.execute<{ product_id: number; variant_id: number }>(
    sql`select product_id, id as variant_id from product_variants where price > 0 order by id limit 1`,
  );
  return { productId: rows[0]!.product_id, variantId: rows[0]!.variant_id, quantity: 1 };
}

let phones = 0;
/** An order of `line` from `ip`, each with a phone number of its own. */
export const placeOrder = (app: FastifyInstance, ip: string, line: object) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: ip,
    payload: {
      customer: 'Khách',
      acceptTerms: true,
      phone: `09${String(10_000_000 + ++phones).padStart(8, '0')}`,
      address: '1 Lê Lợi, Quận 1',
      items: [line],
    },
  });

/**
 * A public look-up throttled like sign-in: `free` misses from one address answer 404, the next 429
 * with a Retry-After in seconds and the look-up's `tooMany` message (the order lookup's unless said).
 */
export async function expectLookupThrottled(
  free: number,
  miss: () => Promise<LightMyRequestResponse>,
  tooMany: (seconds: number) => string = ORDER_MESSAGES.lookupTooMany,
): Promise<void> {
  for (let i = 0; i < free; i++) expect((await miss()).statusCode).toBe(404);
  const throttled = await miss();
  expect(throttled.statusCode).toBe(429);
  const seconds = Number(throttled.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(throttled.json<ErrorResponse>().error.message).toBe(tooMany(seconds));
}

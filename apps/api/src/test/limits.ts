import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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

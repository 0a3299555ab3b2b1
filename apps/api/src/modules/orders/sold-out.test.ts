import type { ErrorResponse } from '@shop/core/schemas/common';
import { ORDER_MESSAGES, type OrderLookup } from '@shop/core/schemas/order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { productVariants } from '../../db/schema/index.ts';
import { orderOnceOnSale, placedOrder, secondServer, useTestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';

// Issue 29 §1: in a drop, the buyers who come after the last piece are refused at once ("… đã hết
// hàng"), without waiting for the database that the orders being written hold; the variant is on sale
// again as soon as its stock rises, on every server.

const t = useTestApp({ ORDER_RATE_LIMIT: '1000' });
const ADDRESS = { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' };
let seq = 0;

function order(
  v: { productId: number; variantId: number },
  key?: string,
  app: FastifyInstance = t.app,
  n: number = ++seq,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.71.${Math.floor(n / 250)}.${n % 250}`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      customer: 'Lê Minh Châu',
      phone: `0966${String(n).padStart(6, '0')}`,
      acceptTerms: true,
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
      items: [{ ...v, quantity: 1 }],
    },
  });
}
/** The statements the database was sent while `work` ran (the earlier orders' messages sent first). */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  await t.app.messages.runDue();
  const before = t.database.queryCount();
  const result = await work();
  return { result, statements: t.database.queryCount() - before };
}
async function drop(stock: number) {
  const p = await makeProduct(t, [[250_000_000, 0, stock]]);
  return { name: p.name, v: { productId: p.productId, variantId: p.variantIds[0]! } };
}
const cancel = (id: number) =>
  t.as('admin', {
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    payload: { status: 'cancelled', reason: 'Khách đổi ý' },
  });

describe('a variant sold out in a drop', () => {
  it('refuses every buyer after the last piece with "… đã hết hàng", without a statement to the database', async () => {
    const { name, v } = await drop(2);
    expect((await order(v)).statusCode).toBe(201);
    expect((await order(v)).statusCode).toBe(201);
    const { result: late, statements } = await statementsOf(() => order(v));
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>().error).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      message: ORDER_MESSAGES.outOfStock(name),
      details: { variantId: v.variantId, available: 0 },
    });
    expect(statements).toBe(0);

    // A thousand at once: each refused, the same way, none of them waiting for a transaction.
    const many = await statementsOf(() => Promise.all(Array.from({ length: 200 }, () => order(v))));
    expect(new Set(many.result.map((r) => r.statusCode))).toEqual(new Set([409]));
    expect(many.statements).toBe(0);
  });

  it('lets the buyers of a drop who arrive together wait for the pieces in flight instead of the database', async () => {
    // All the buyers arrive before the first order commits: the pieces are taken by the first ones, and
    // the others wait (on this server, not in the database) until the variant is known sold out, then
    // are refused without a throttle reservation or a transaction each (issue 29 §1).
    const { name, v } = await drop(3);
    const reserve = vi.spyOn(t.app.throttle, 'reserve');
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => order(v)));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(37);
      for (const r of answers.filter((a) => a.statusCode === 409))
        expect(r.json<ErrorResponse>().error).toMatchObject({
          code: 'NOT_ENOUGH_STOCK',
          message: ORDER_MESSAGES.outOfStock(name),
        });
      // The three orders placed, and at most one more that was already under way when the last piece went.
      expect(reserve.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      reserve.mockRestore();
    }
    const [row] = await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, v.variantId));
    expect(row?.stock).toBe(0);
  });

  it('answers the buyers waiting in line the moment the last piece goes, without a statement each', async () => {
    // What one order costs the database (its transaction and its event), on a variant of its own.
    const single = await drop(1);
    const one = await statementsOf(() => order(single.v));
    expect(one.result.statusCode).toBe(201);

    // The orders placed announce themselves only once every refusal has been answered: the buyers in
    // line wait for no order's event, nor for the order still under way when the last piece went.
    const { name, v } = await drop(3);
    let announce!: () => void;
    const announced = new Promise<void>((r) => (announce = r));
    const publish = t.app.events.publish.bind(t.app.events);
    const held = vi.spyOn(t.app.events, 'publish').mockImplementation(async (event) => {
      await announced;
      await publish(event);
    });
    try {
      const refusals: ErrorResponse[] = [];
      const { result: answers, statements } = await statementsOf(async () => {
        const all = Array.from({ length: 40 }, () =>
          order(v).then((r) => {
            if (r.statusCode === 409) refusals.push(r.json<ErrorResponse>());
            return r;
          }),
        );
        await vi.waitFor(() => expect(refusals).toHaveLength(37), { timeout: 10_000 });
        announce();
        return Promise.all(all);
      });
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
      for (const r of refusals)
        expect(r.error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', message: ORDER_MESSAGES.outOfStock(name) });
      // The three orders, and less than one statement per refused buyer on top: on PostgreSQL an
      // order still under way when the last piece went costs its throttle count and its transaction.
      expect(statements).toBeLessThan(3 * one.statements + 37);
    } finally {
      held.mockRestore();
    }
  });

  it('learns it from a refusal too: a variant emptied elsewhere costs one refused transaction, then none', async () => {
    const { name, v } = await drop(0);
    const first = await order(v);
    expect(first.statusCode).toBe(409);
    expect(first.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.outOfStock(name));
    const { result, statements } = await statementsOf(() => order(v));
    expect(result.statusCode).toBe(409);
    expect(statements).toBe(0);
  });

  it('still answers a retry of the order that took the last piece with that order', async () => {
    const { v } = await drop(1);
    const key = 'giot-cuoi-cung-0001';
    const n = ++seq;
    const first = await order(v, key, t.app, n);
    expect(first.statusCode).toBe(201);
    expect((await order(v)).statusCode).toBe(409);
    // The same submit again (same key, same body: the browser resending after a lost answer).
    const again = await order(v, key, t.app, n);
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderLookup>().code).toBe(first.json<OrderLookup>().code);
  });

  it('is on sale again as soon as its stock rises: an order cancelled, or stock counted again', async () => {
    const { v } = await drop(1);
    const taken = await placedOrder(t, await order(v));
    expect((await order(v)).statusCode).toBe(409);
    expect((await cancel(taken.id)).statusCode).toBe(200);
    expect((await orderOnceOnSale(() => order(v))).statusCode).toBe(201);
    expect((await order(v)).statusCode).toBe(409);

    // Whatever writes the stock (the back office, an import, a piece received): the database tells.
    await t.database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, v.variantId));
    expect((await orderOnceOnSale(() => order(v))).statusCode).toBe(201);
  });

  it.runIf(process.env.DATABASE_URL)('is on sale again on every server when one of them gives stock back', async () => {
    const { v } = await drop(1);
    const other = await secondServer(t);
    try {
      const taken = await placedOrder(t, await order(v));
      // The second server learns that it is sold out from its own refusal.
      expect((await order(v, undefined, other)).statusCode).toBe(409);
      expect((await cancel(taken.id)).statusCode).toBe(200);
      // Its board is cleared by the database's notice, which crosses a moment after the commit.
      expect((await orderOnceOnSale(() => order(v, undefined, other))).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});

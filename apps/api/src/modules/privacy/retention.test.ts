import type { Order } from '@shop/core/schemas/order';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderableVariant, placedOrder, type TestApp } from '../../test/app.ts';
import { eraseExpiredCustomers, RETENTION_JOB_ACTOR } from './retention-job.ts';

/** Issue 27 §4: `privacy.retentionYears` erases customers with no order for that many years; off by default. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

let n = 0;
async function place(customer: string, phone: string, yearsAgo: number): Promise<Order> {
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.42.0.${++n}`,
    payload: {
      customer,
      phone,
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: `${n} Phố Cũ` },
      items: [{ ...(await orderableVariant(t)), quantity: 1 }],
      acceptTerms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = await placedOrder(t, res);
  await t.database.db.execute(
    sql`update orders set created_at = now() - make_interval(years => ${yearsAgo}) where id = ${order.id}`,
  );
  return order;
}
const setYears = async (years: string) => {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/settings',
    payload: { key: 'privacy.retentionYears', value: years },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const customerNames = async () =>
  (await t.database.db.execute<{ name: string; phone: string }>(sql`select name, phone from customers order by phone`))
    .rows;

describe('the retention job', () => {
  let old: Order;
  let oldTwice: Order;
  beforeAll(async () => {
    old = await place('Ông Cũ Lắm', '0911000001', 7);
    // A customer whose latest order is recent is kept, however old their first one.
    oldTwice = await place('Bà Vẫn Mua', '0911000002', 8);
    await place('Bà Vẫn Mua', '0911000002', 1);
  });

  it('does nothing while the setting is 0 (the default)', async () => {
    expect(await eraseExpiredCustomers(t.app)).toBe(0);
    expect((await customerNames()).map((c) => c.name)).toContain('Ông Cũ Lắm');
  });

  it('erases the customers whose latest order is older than the setting, as an erasure does, with an audit entry', async () => {
    await setYears('5');
    expect(await eraseExpiredCustomers(t.app)).toBe(1);
    const names = (await customerNames()).map((c) => c.name);
    expect(names).not.toContain('Ông Cũ Lắm');
    expect(names).toContain('Bà Vẫn Mua');
    const erased = (await t.as('admin', { method: 'GET', url: `/api/orders/${old.id}` })).json<Order>();
    expect(erased).toMatchObject({ customer: 'Đã xóa', email: null, shippingAddress: null, amount: old.amount });
    expect(erased.phone).toMatch(/^xoa-\d+$/);
    const kept = (await t.as('admin', { method: 'GET', url: `/api/orders/${oldTwice.id}` })).json<Order>();
    expect(kept.customer).toBe('Bà Vẫn Mua');
    const audit = await t.database.db.execute<{ username: string; action: string }>(
      sql`select username, action from audit_log where resource = 'privacy'`,
    );
    expect(audit.rows).toEqual([{ username: RETENTION_JOB_ACTOR, action: 'erase' }]);
    const anywhere = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where phone = '0911000001' or search_text like '%ong cu lam%'`,
    );
    expect(anywhere.rows[0]!.n).toBe(0);
    // Erased customers are not taken again.
    expect(await eraseExpiredCustomers(t.app)).toBe(0);
  });
});

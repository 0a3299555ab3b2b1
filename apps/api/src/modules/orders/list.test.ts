import type { CustomerList } from '@shop/core/schemas/customer';
import { COUNT_CAP, ORDER_MESSAGES, type OrderList } from '@shop/core/schemas/order';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();

/**
 * `n` orders written straight into the table (as years of trading would leave them): order i (1…n)
 * placed `i` hours after `start`, its search text holding `word`, every other one completed.
 */
async function insertOrders(
  word: string,
  n: number,
  start: string,
  phone: (i: string) => string = () => `'0911000000'`,
) {
  await t.database.db.execute(
    sql.raw(`insert into orders (code, customer, phone, subtotal, amount, status, search_text, created_at)
      select 'DH${word.toUpperCase()}' || lpad(i::text, 6, '0'), 'Khách ' || i, ${phone('i')}, 1000, 1000,
             (case when i % 2 = 0 then 'completed' else 'pending' end)::order_status,
             '${word} khach ' || i || ' ' || ${phone('i')}, timestamptz '${start}' + make_interval(hours => i)
      from generate_series(1, ${n}) i`),
  );
}

const list = async (query: string) => {
  const res = await t.as('viewer', { method: 'GET', url: `/api/orders?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderList & { totalExact: boolean; more: boolean }>();
};
const codes = (l: OrderList) => l.orders.map((o) => Number(o.code.slice(-6)));
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => from - k);

beforeAll(async () => {
  // 25 orders on 1 March 2026 from 01:00 Vietnam time, an hour apart: the 24th at 2 March 00:00.
  await insertOrders('pagetest', 25, '2026-03-01T00:00:00+07:00');
});

describe('GET /api/orders pages', () => {
  it('pages by keyset from either end meet the same pages as offsets, newest first', async () => {
    const first = await list('search=pagetest&limit=10');
    expect(codes(first)).toEqual(range(25, 16));
    expect(first).toMatchObject({ total: 25, totalExact: true, more: true });
    const second = await list(`search=pagetest&limit=10&after=${first.orders.at(-1)!.id}`);
    expect(codes(second)).toEqual(range(15, 6));
    expect(codes(await list('search=pagetest&limit=10&skip=10'))).toEqual(range(15, 6));
    const third = await list(`search=pagetest&limit=10&after=${second.orders.at(-1)!.id}`);
    expect(codes(third)).toEqual(range(5, 1));
    expect(third.more).toBe(false);

    // From the other end: the last page holds what whole pages from the first leave (25 = 10 + 10 + 5).
    const last = await list('search=pagetest&limit=10&last=true');
    expect(codes(last)).toEqual(range(5, 1));
    expect(last).toMatchObject({ total: 25, totalExact: true, more: true });
    const back = await list(`search=pagetest&limit=10&before=${last.orders[0]!.id}`);
    expect(codes(back)).toEqual(range(15, 6));
    expect(back.more).toBe(true);
    const front = await list(`search=pagetest&limit=10&before=${back.orders[0]!.id}`);
    expect(codes(front)).toEqual(range(25, 16));
    expect(front.more).toBe(false);
  });

  it('filters by status, payment and shop days (Vietnam time), keyset pages included', async () => {
    const completed = await list('search=pagetest&status=completed&limit=5');
    expect(codes(completed)).toEqual([24, 22, 20, 18, 16]);
    expect(completed.total).toBe(12);
    const next = await list(`search=pagetest&status=completed&limit=5&after=${completed.orders.at(-1)!.id}`);
    expect(codes(next)).toEqual([14, 12, 10, 8, 6]);
    expect(codes(await list('search=pagetest&status=completed&limit=5&last=true'))).toEqual([4, 2]);
    expect((await list('search=pagetest&paymentStatus=paid')).total).toBe(0);
    expect((await list('search=pagetest&paymentStatus=unpaid')).total).toBe(25);
    // Order 24 was placed at 00:00 on 2 March in Vietnam (17:00 UTC on 1 March).
    expect(codes(await list('search=pagetest&from=2026-03-02&to=2026-03-02'))).toEqual([25, 24]);
    expect((await list('search=pagetest&from=2026-03-01&to=2026-03-01')).total).toBe(23);
    expect((await list('search=pagetest&to=2026-02-28')).total).toBe(0);
  });

  it('refuses a day that does not exist, a range backwards and two ways of paging at once', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', ORDER_MESSAGES.badDay],
      ['to=1-2-2026', ORDER_MESSAGES.badDay],
      ['from=2026-03-02&to=2026-03-01', ORDER_MESSAGES.badDayRange],
      ['after=3&last=true', ORDER_MESSAGES.onePageWay],
      ['before=3&skip=10', ORDER_MESSAGES.onePageWay],
      ['after=abc', undefined],
    ] as const) {
      const res = await t.as('viewer', { method: 'GET', url: `/api/orders?${query}` });
      expect(res.statusCode, query).toBe(400);
      if (message) expect(JSON.stringify(res.json<ErrorResponse>()), query).toContain(message);
    }
  });

  it(`counts a search up to ${COUNT_CAP}: beyond it the total is "more than" (orders and customers)`, async () => {
    // Each of these orders has a phone of its own: as many customers as orders.
    await insertOrders(
      'bulktest',
      COUNT_CAP + 5,
      '2025-01-01T00:00:00+07:00',
      (i) => `'08' || lpad(${i}::text, 8, '0')`,
    );
    const many = await list('search=bulktest&limit=5');
    expect(many).toMatchObject({ total: COUNT_CAP, totalExact: false, more: true });
    expect(codes(many)).toEqual(range(COUNT_CAP + 5, COUNT_CAP + 1));
    // Beyond the cap the pages are read along the dates, each order kept if it matches: the same
    // pages by keyset and by offset, and none of the newer orders that do not match (pagetest).
    const second = await list(`search=bulktest&limit=5&after=${many.orders.at(-1)!.id}`);
    expect(second).toMatchObject({ total: COUNT_CAP, totalExact: false, more: true });
    expect(codes(second)).toEqual(range(COUNT_CAP, COUNT_CAP - 4));
    expect(codes(await list('search=bulktest&limit=5&skip=5'))).toEqual(range(COUNT_CAP, COUNT_CAP - 4));
    expect(codes(await list('search=BULK KHACH&limit=5&skip=5'))).toEqual(range(COUNT_CAP, COUNT_CAP - 4));
    const back = await list(`search=bulktest&limit=5&before=${second.orders[0]!.id}`);
    expect(codes(back)).toEqual(range(COUNT_CAP + 5, COUNT_CAP + 1));
    expect(back.more).toBe(false);
    // Without an exact total the last page is a whole page of the oldest.
    const last = await list('search=bulktest&limit=5&last=true');
    expect(codes(last)).toEqual(range(5, 1));
    expect(codes(await list(`search=bulktest&limit=5&before=${last.orders[0]!.id}`))).toEqual(range(10, 6));
    // Within the cap (a part of them) the page is picked among the counted matches, likewise.
    const completed = await list('search=bulktest&status=completed&limit=5&last=true');
    expect(completed).toMatchObject({ total: (COUNT_CAP + 4) / 2, totalExact: true, more: true });
    expect(codes(completed)).toEqual([4, 2]);
    const fewer = await list('search=bulktest&status=completed&limit=5&from=2025-01-01&to=2025-01-02');
    expect(fewer).toMatchObject({ total: 23, totalExact: true });

    const customers = await t.as('viewer', { method: 'GET', url: '/api/customers?search=bulktest&limit=3' });
    expect(customers.json<CustomerList & { totalExact: boolean }>()).toMatchObject({
      total: COUNT_CAP,
      totalExact: false,
      customers: [{ phone: '0800010005' }, { phone: '0800010004' }, { phone: '0800010003' }],
    });
    // Within the cap their page is picked among the customers of the counted orders, latest first.
    const some = await t.as('viewer', { method: 'GET', url: '/api/customers?search=0800001&limit=3&skip=2' });
    expect(some.json<CustomerList & { totalExact: boolean }>()).toMatchObject({
      total: 1000,
      totalExact: true,
      customers: [{ phone: '0800001997' }, { phone: '0800001996' }, { phone: '0800001995' }],
    });
    const one = await t.as('viewer', { method: 'GET', url: '/api/customers?search=0800010004' });
    expect(one.json<CustomerList & { totalExact: boolean }>()).toMatchObject({ total: 1, totalExact: true });
  });
});

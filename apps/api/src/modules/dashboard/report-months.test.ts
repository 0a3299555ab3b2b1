/**
 * The reports over long ranges read the top products' whole months from running totals per product
 * (order_product_months, migration 0043) and the rest from the day rows. Compared here, range by
 * range, with a reference computed straight from the orders, their lines and the returns (days,
 * statuses) and with the sum of every day row of the range (the top products as the reports gave
 * them before the months existed), over varied orders: ties of revenue broken by the line's name,
 * products renamed on their lines, lines of products already gone, orders completed, cancelled, moved
 * to another day or losing a line, refunds, a product deleted, orders placed through the API; before
 * the summary job folds the rows, after it, and with rows written after a fold.
 */
import type { Reports } from '@shop/core/schemas/dashboard';
import { TOP_PRODUCTS, addDays, shopToday } from '@shop/core/schemas/dashboard';
import { ORDER_STATUSES } from '@shop/core/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, returns } from '../../db/schema/index.ts';
import { placeAsShopper, placedOrder, useTestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';
import { insertOrder, type TestLine } from '../../test/orders.ts';
import { reportsOf } from './repository.ts';
import { foldOrderSummaries } from './summary-job.ts';

const t = useTestApp();
const db = () => t.database.db;

type Status = (typeof ORDER_STATUSES)[number];
type Line = TestLine;

/** A small deterministic generator, so that a failure can be replayed. */
let seed = 20261130;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

let code = 0;
const order = (at: Date, status: Status, lines: Line[]) =>
  insertOrder(
    db(),
    {
      code: `DH000000MON${String(++code).padStart(4, '0')}`,
      customer: 'Khách báo cáo tháng',
      phone: `09000${String(code % 50).padStart(5, '0')}`,
      at,
      status,
    },
    lines,
  );

/** An instant of the shop day `day` (Vietnam time) at a random hour. */
const instantOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`) + Math.floor(random() * 86_400) * 1000);

/** The reports as the reference computes them: straight from the orders, lines and returns. */
async function reference(from: string, to: string): Promise<Reports> {
  const shopDay = sql`(o.created_at at time zone 'Asia/Ho_Chi_Minh')::date`;
  const days = await db().execute<{ date: string; orders: string; revenue: string; refunds: string }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.orders, 0) as orders,
      coalesce(c.revenue, 0) as revenue, coalesce(r.refunds, 0) as refunds
    from generate_series(${from}::date, ${to}::date, interval '1 day') d(day)
    left join (
      select ${shopDay} as day, count(*) as orders, sum(o.amount + o.trade_in_credit) as revenue
      from ${orders} o where o.status = 'completed' group by 1
    ) c on c.day = d.day::date
    left join (
      select r.refunded_on as day, sum(r.refund_amount) as refunds
      from ${returns} r where r.status = 'refunded' group by 1
    ) r on r.day = d.day::date
    order by d.day`);
  const statuses = await db().execute<{ status: Status; orders: string }>(sql`
    select o.status, count(*) as orders from ${orders} o where ${shopDay} between ${from}::date and ${to}::date group by 1`);
  // Top products: the sum of every row of the range, as the reports read them before migration 0043.
  const top = await db().execute<{ product_id: number | null; name: string; quantity: string; revenue: string }>(sql`
    with per as (
      select t.product_id, case when t.product_id = 0 then t.product_name end as gone,
             max(t.product_name) as line_name, sum(t.quantity) as quantity, sum(t.revenue) as revenue
      from order_day_products t where t.day >= ${from}::date and t.day <= ${to}::date
      group by 1, 2 having sum(t.quantity) <> 0
      order by revenue desc, line_name asc limit ${TOP_PRODUCTS}
    )
    select p.id as product_id, coalesce(p.name, per.line_name) as name, per.quantity, per.revenue
    from per left join ${products} p on p.id = per.product_id order by per.revenue desc, name asc`);
  return reportsOf({ from, to }, days.rows, statuses.rows, top.rows);
}

/** The top products straight from the completed orders' lines (while no product has been deleted). */
async function topFromLines(from: string, to: string) {
  const res = await db().execute<{ product_id: number | null; name: string; quantity: string; revenue: string }>(sql`
    with per as (
      select coalesce(l.product_id, 0) as product_id, case when l.product_id is null then l.product_name end as gone,
             max(l.product_name) as line_name, sum(l.quantity) as quantity, sum(l.price * l.quantity) as revenue
      from ${orderLines} l join ${orders} o on o.id = l.order_id
      where o.status = 'completed'
        and (o.created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${from}::date and ${to}::date
      group by 1, 2 order by revenue desc, line_name asc limit ${TOP_PRODUCTS}
    )
    select p.id as product_id, coalesce(p.name, per.line_name) as name, per.quantity, per.revenue
    from per left join ${products} p on p.id = per.product_id order by per.revenue desc, name asc`);
  return res.rows.map((r) => ({
    productId: r.product_id === null ? null : Number(r.product_id),
    name: r.name,
    quantity: Number(r.quantity),
    revenue: Number(r.revenue),
  }));
}

const today = shopToday();
/** Ranges starting and ending mid-month and on a month's edges, across a year's end, single days. */
const RANGES: [string, string][] = [
  ['2025-10-25', '2026-10-24'],
  ['2025-11-01', '2026-10-31'],
  ['2025-11-15', '2026-02-10'],
  ['2025-12-31', '2026-01-01'],
  ['2025-12-01', '2026-01-31'],
  ['2026-01-01', '2026-01-31'],
  ['2026-01-10', '2026-01-20'],
  ['2026-02-01', '2026-02-01'],
  ['2026-02-28', '2026-02-28'],
  ['2026-02-28', '2026-04-01'],
  ['2026-03-15', '2027-01-05'],
  ['2026-06-01', '2027-05-31'],
  ['2024-01-01', '2024-12-31'],
  [addDays(today, -365), today],
  [addDays(today, -40), addDays(today, 3)],
  [today, today],
];

let ties = 0;
async function compareAll(step: string, alsoFromLines = false) {
  for (const [from, to] of RANGES) {
    const res = await t.as('admin', { method: 'GET', url: `/api/dashboard/reports?from=${from}&to=${to}` });
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<Reports>();
    expect(got, `${step}: ${from} → ${to}`).toEqual(await reference(from, to));
    if (alsoFromLines) expect(got.topProducts, `${step}, lines: ${from} → ${to}`).toEqual(await topFromLines(from, to));
    const revenues = got.topProducts.map((p) => p.revenue);
    if (revenues.some((r, i) => i > 0 && r === revenues[i - 1])) ties++;
  }
}

describe('reports over months: the same answer as the sum of the days', () => {
  const made: { productId: number; name: string }[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 14; i++) made.push(await makeProduct(t, [[1_000_000, 0, null]]));
  });

  // Three prices and small quantities: many products tie on revenue and are ordered by name. The
  // first product also sells under an older name; two kinds of line have no product any more.
  const line = (): Line => {
    const r = random();
    const quantity = 1 + Math.floor(random() * 2);
    const price = pick([1_000_000, 2_000_000, 3_000_000]);
    if (r < 0.08) return { productId: null, name: pick(['Đồng hồ cũ A', 'Đồng hồ cũ B']), price, quantity };
    const p = pick(made);
    const name = p === made[0] && random() < 0.5 ? 'Zeta tên cũ' : p.name;
    return { productId: p.productId, name, price, quantity };
  };
  const lines = () => Array.from({ length: 1 + Math.floor(random() * 3) }, line);
  const status = (): Status => (random() < 0.65 ? 'completed' : pick(ORDER_STATUSES));
  const dayIn = (from: string, days: number) => addDays(from, Math.floor(random() * days));
  const some = (n: number) => Array.from({ length: n }, () => pick(ids));

  it('answers the same before the summary job folds the rows and after', { timeout: 300_000 }, async () => {
    for (let i = 0; i < 120; i++) ids.push(await order(instantOf(dayIn('2025-10-20', 480)), status(), lines()));
    for (let i = 0; i < 12; i++) ids.push(await order(instantOf(dayIn(addDays(today, -45), 46)), status(), lines()));

    // Nothing folded yet: every row is new.
    await compareAll('not folded', true);
    expect(await foldOrderSummaries(db())).toBeGreaterThan(0);
    await compareAll('folded', true);
  });

  it('answers the same with rows written after a fold, and refunds', { timeout: 300_000 }, async () => {
    // Written after the fold, into months already folded: orders completed, cancelled, moved to
    // another day (another month, another year), a line taken off a completed order, new orders.
    for (const id of some(8)) await db().update(orders).set({ status: 'completed' }).where(eq(orders.id, id));
    for (const id of some(8)) await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    for (const id of some(6))
      await db()
        .update(orders)
        .set({ createdAt: instantOf(dayIn('2025-10-20', 480)) })
        .where(eq(orders.id, id));
    const [oneLine] = await db()
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.status, 'completed'))
      .limit(1);
    await db().delete(orderLines).where(eq(orderLines.id, oneLine!.id));
    for (let i = 0; i < 20; i++) ids.push(await order(instantOf(dayIn('2025-10-20', 480)), status(), lines()));
    // Refunds, counted on the day the money went back.
    for (const [i, day] of ['2025-12-31', '2026-01-01', '2026-02-15', today].entries())
      await db()
        .insert(returns)
        .values({
          orderId: ids[i]!,
          status: 'refunded',
          reason: 'Khách trả hàng',
          openedBy: 'staff',
          refundAmount: 250_000 * (i + 1),
          refundMethod: 'cash',
          refundedOn: day,
        });
    await compareAll('changed after a fold', true);
    await foldOrderSummaries(db());
    await compareAll('folded again', true);
  });

  it('answers the same once a product is deleted', { timeout: 300_000 }, async () => {
    // A product deleted: its lines keep their name, the day rows their product.
    const [gone] = made.splice(3, 1);
    await db().delete(products).where(eq(products.id, gone!.productId));
    await compareAll('a product deleted');
    for (let i = 0; i < 10; i++) ids.push(await order(instantOf(dayIn('2025-10-20', 480)), 'completed', lines()));
    await compareAll('a product deleted, new rows');
    await foldOrderSummaries(db());
    await compareAll('a product deleted, folded');
  });

  it('answers the same for orders placed through the API, and after a rebuild', { timeout: 300_000 }, async () => {
    // Orders placed and completed through the API today, before and after a fold.
    const p = made[5]!;
    const [variant] = await db()
      .execute<{ id: number }>(sql`select id from product_variants where product_id = ${p.productId} limit 1`)
      .then((r) => r.rows);
    for (let i = 0; i < 3; i++) {
      const placed = await placedOrder(
        t,
        await placeAsShopper(t, {
          customer: 'Lê Văn Tháng',
          phone: `09773100${String(i).padStart(2, '0')}`,
          items: [{ productId: p.productId, variantId: Number(variant!.id), quantity: 1 + i }],
        }),
      );
      for (const s of i === 2 ? ['cancelled'] : ['processing', 'shipped', 'completed']) {
        const res = await t.as('moderator', {
          method: 'PATCH',
          url: `/api/orders/${placed.id}/status`,
          payload: s === 'cancelled' ? { status: s, reason: 'Khách đổi ý' } : { status: s },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    await compareAll('placed through the API');
    await foldOrderSummaries(db());
    await compareAll('placed through the API, folded');

    // Made again from the orders: the same answers.
    await db().execute(sql`select rebuild_order_summaries()`);
    await compareAll('rebuilt');
    expect(ties).toBeGreaterThan(0);
  });

  it(
    'keeps months that sum to the folded day rows, with their names; deleted orders leave them',
    { timeout: 300_000 },
    async () => {
      await foldOrderSummaries(db());
      const { rows } = await db().execute<{ n: number }>(sql`
      with days as (
        select product_id, case when product_id = 0 then product_name else '' end as line_key,
               sum(quantity) as quantity, sum(revenue) as revenue
        from order_day_products where folded group by 1, 2
      )
      select count(*) as n from days d full join order_product_months m using (product_id, line_key)
      where coalesce(d.quantity, 0) <> coalesce(m.quantity[cardinality(m.quantity)], 0)
         or coalesce(d.revenue, 0) <> coalesce(m.revenue[cardinality(m.revenue)], 0)`);
      expect(Number(rows[0]!.n)).toBe(0);
      const names = await db().execute<{ n: number }>(sql`
      with days as (
        select product_id, case when product_id = 0 then product_name else '' end as line_key,
               extract(year from day)::int * 12 + extract(month from day)::int - 1 as month, max(product_name) as name
        from order_day_products where folded group by 1, 2, 3
      )
      select count(*) as n from days d full join order_product_names m using (product_id, line_key, month)
      where d.name is distinct from m.name`);
      expect(Number(names.rows[0]!.n)).toBe(0);
      const unfolded = await db().execute<{ n: number }>(
        sql`select count(*) as n from order_day_products where not folded`,
      );
      expect(Number(unfolded.rows[0]!.n)).toBe(0);
      expect(ids.length).toBeGreaterThan(0);
      await db()
        .delete(orders)
        .where(inArray(orders.id, ids.slice(-5)));
      await compareAll('orders deleted');
    },
  );
});

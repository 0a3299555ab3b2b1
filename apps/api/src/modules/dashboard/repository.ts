import { ORDER_STATUSES, type OrderStatus } from '@shop/core/constants';
import {
  TOP_PRODUCTS,
  addDays,
  type LowStockItem,
  type ReportRange,
  type Reports,
  type SetupChecklist,
} from '@shop/core/schemas/dashboard';
import { readSetting } from '@shop/core/schemas/setting';
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  brands,
  images,
  orderDayProducts,
  orderDayTotals,
  orderProductMonths,
  orderProductNames,
  orders,
  productVariants,
  products,
  returns,
  settings,
} from '../../db/schema/index.ts';
import { SHOP_UTC_OFFSET_MS } from '../../lib/shop-time.ts';

/** The shop details the getting-started checklist asks for (Cửa Hàng). */
const SHOP_DETAIL_KEYS = ['store.name', 'store.phone', 'store.address'] as const;

/** The first instant of a calendar month in Vietnam time, `delta` months from the one `now` is in. */
export function vnMonthStart(now: Date, delta = 0): Date {
  const vn = new Date(now.getTime() + SHOP_UTC_OFFSET_MS);
  return new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth() + delta, 1) - SHOP_UTC_OFFSET_MS);
}

/** A calendar month as order_product_months numbers it: year × 12 + month − 1. */
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
/** The first day of month number `m`. */
const monthFirstDay = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;

/**
 * The whole calendar months of a range of days, as month numbers `[start, end)` and their first days
 * (`end`'s first day is the day after the last whole month); no whole month: both the day after `to`.
 */
function wholeMonths(from: string, to: string) {
  const after = addDays(to, 1);
  const start = monthNumber(from) + (from.endsWith('-01') ? 0 : 1);
  const end = monthNumber(after.endsWith('-01') ? after : to);
  if (start >= end) return { start: 0, end: 0, startDay: after, endDay: after };
  return { start, end, startDay: monthFirstDay(start), endDay: monthFirstDay(end) };
}

/** A key's sum over whole months `[start, end)` from its running totals (order_product_months). */
const runningTotal = (column: 'quantity' | 'revenue', months: { start: number; end: number }) => {
  const at = (m: number) =>
    sql`(case when ${m} <= s.first_month then 0 else s.${sql.raw(column)}[least(${m} - s.first_month + 1, cardinality(s.${sql.raw(column)}))] end)`;
  return sql`(${at(months.end)} - ${at(months.start)})`;
};

export function dashboardRepository(db: Db) {
  return {
    /**
     * Order figures in one query, from the totals per day the database keeps (migration 0020): all
     * orders, pending, completed revenue (net of refunds), orders placed this and last month (Vietnam's calendar).
     */
    async orderFigures(
      now = new Date(),
    ): Promise<{ orders: number; pending: number; revenue: number; thisMonth: number; lastMonth: number }> {
      const day = (d: Date) => new Date(d.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
      const thisStart = day(vnMonthStart(now, 0));
      const nextStart = day(vnMonthStart(now, 1));
      const lastStart = day(vnMonthStart(now, -1));
      const t = orderDayTotals;
      const [r] = await db
        .select({
          orders: sql<string | number>`coalesce(sum(${t.orders}), 0)`,
          pending: sql<string | number>`coalesce(sum(${t.orders}) filter (where ${eq(t.status, 'pending')}), 0)`,
          revenue: sql<string | number>`coalesce(sum(${t.amount}) filter (where ${eq(t.status, 'completed')}), 0)`,
          thisMonth: sql<
            string | number
          >`coalesce(sum(${t.orders}) filter (where ${t.day} >= ${thisStart}::date and ${t.day} < ${nextStart}::date), 0)`,
          lastMonth: sql<
            string | number
          >`coalesce(sum(${t.orders}) filter (where ${t.day} >= ${lastStart}::date and ${t.day} < ${thisStart}::date), 0)`,
        })
        .from(t);
      // Revenue net of every refund paid back (returns, issue 27 §3).
      const [refunds] = await db
        .select({ n: sql<string | number>`coalesce(sum(${returns.refundAmount}), 0)` })
        .from(returns)
        .where(eq(returns.status, 'refunded'));
      return {
        orders: Number(r?.orders ?? 0),
        pending: Number(r?.pending ?? 0),
        revenue: Number(r?.revenue ?? 0) - Number(refunds?.n ?? 0),
        thisMonth: Number(r?.thisMonth ?? 0),
        lastMonth: Number(r?.lastMonth ?? 0),
      };
    },

    /**
     * Tracked variants at or below the `inventory.lowStockThreshold` setting, fewest first (at most
     * `limit`): two queries, the setting then the variants.
     */
    async lowStock(limit = 50): Promise<LowStockItem[]> {
      const [setting] = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'inventory.lowStockThreshold'));
      const threshold = readSetting(setting ? { [setting.key]: setting.value } : {}, 'inventory.lowStockThreshold');
      const rows = await db
        .select({
          productId: products.id,
          productName: products.name,
          variantId: productVariants.id,
          variantName: productVariants.name,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(isNotNull(productVariants.stock), lte(productVariants.stock, threshold)))
        .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, stock: r.stock ?? 0 }));
    },

    /** Products and those shown in stock (checkbox on, not sold out), in one query. */
    async productFigures(): Promise<{ products: number; inStock: number }> {
      const [r] = await db
        .select({
          products: count(),
          inStock: sql<number>`count(*) filter (where ${products.inStock} and not ${products.soldOut})`,
        })
        .from(products);
      return { products: Number(r?.products ?? 0), inStock: Number(r?.inStock ?? 0) };
    },

    /**
     * The getting-started checklist, from the data: the shop's name, phone and address filled in and
     * saved by staff at least once (the first start's example values do not count: the audit log has
     * no entry for them); at least one brand, product, image and order.
     */
    async setup(): Promise<SetupChecklist> {
      const [[r], details] = await Promise.all([
        db
          .execute<{ brand: boolean; product: boolean; images: boolean; order: boolean; saved: boolean }>(
            sql`select
            exists (select 1 from ${brands}) as brand,
            exists (select 1 from ${products}) as product,
            exists (select 1 from ${images}) as images,
            exists (select 1 from ${orders}) as "order",
            exists (
              select 1 from ${auditLog}
              where ${auditLog.resource} = 'settings' and ${inArray(auditLog.resourceId, [...SHOP_DETAIL_KEYS])}
            ) as saved`,
          )
          .then((res) => res.rows),
        db
          .select({ key: settings.key, value: settings.value })
          .from(settings)
          .where(inArray(settings.key, [...SHOP_DETAIL_KEYS])),
      ]);
      const value = new Map(details.map((d) => [d.key, d.value.trim()]));
      const filled = SHOP_DETAIL_KEYS.every((k) => value.get(k));
      return {
        shopDetails: filled && Boolean(r?.saved),
        brand: Boolean(r?.brand),
        product: Boolean(r?.product),
        images: Boolean(r?.images),
        order: Boolean(r?.order),
      };
    },

    /**
     * The reports of a range of shop days, from the totals per day and per product the database keeps
     * (migration 0020; the summary job folds their rows): completed orders and revenue per day (every
     * day of the range, 0 when none), orders by status, top products by revenue. Days are calendar
     * days in Asia/Ho_Chi_Minh; an order counts on the day it was placed. Top products: the range's
     * whole months from the running totals per product (order_product_months, migration 0043), the
     * days before and after them and the rows not folded yet from order_day_products; the line name
     * (the greatest of the key's lines in the range, which breaks ties of revenue) is looked up for
     * the keys tied with or above the tenth revenue only (order_product_names for the whole months).
     */
    async reports({ from, to }: ReportRange): Promise<Reports> {
      const inRange = sql`t.day >= ${from}::date and t.day <= ${to}::date`;
      const months = wholeMonths(from, to);
      const [days, statuses, top] = await Promise.all([
        db.execute<ReportDayRow>(sql`
          select to_char(d.day, 'YYYY-MM-DD') as date,
                 coalesce(c.orders, 0) as orders,
                 coalesce(c.revenue, 0) as revenue,
                 coalesce(r.refunds, 0) as refunds
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
          left join (
            select t.day, sum(t.orders) as orders, sum(t.amount) as revenue
            from ${orderDayTotals} t
            where t.status = 'completed' and ${inRange}
            group by t.day
          ) c on c.day = d.day::date
          left join (
            select t.refunded_on as day, sum(t.refund_amount) as refunds
            from ${returns} t
            where t.status = 'refunded' and t.refunded_on >= ${from}::date and t.refunded_on <= ${to}::date
            group by t.refunded_on
          ) r on r.day = d.day::date
          order by d.day`),
        db.execute<{ status: OrderStatus; orders: string | number }>(sql`
          select t.status, sum(t.orders) as orders from ${orderDayTotals} t where ${inRange} group by t.status`),
        db.execute<ReportTopRow>(sql`
          with days as (
            select d.product_id, d.line_key, sum(d.quantity)::bigint as quantity, sum(d.revenue)::bigint as revenue,
                   max(d.product_name) as name
            from (
              select t.product_id, case when t.product_id = 0 then t.product_name else '' end as line_key,
                     t.quantity, t.revenue, t.product_name
              from ${orderDayProducts} t
              where t.folded and ((t.day >= ${from}::date and t.day < ${months.startDay}::date)
                                  or (t.day >= ${months.endDay}::date and t.day <= ${to}::date))
              union all
              select t.product_id, case when t.product_id = 0 then t.product_name else '' end,
                     t.quantity, t.revenue, t.product_name
              from ${orderDayProducts} t
              where not t.folded and t.day >= ${from}::date and t.day <= ${to}::date
            ) d
            group by 1, 2
          ), months as (
            select s.product_id, s.line_key, ${runningTotal('quantity', months)} as quantity,
                   ${runningTotal('revenue', months)} as revenue
            from ${orderProductMonths} s
            where s.first_month < ${months.end} and s.first_month + cardinality(s.revenue) - 2 >= ${months.start}
          ), per as (
            select coalesce(m.product_id, d.product_id) as product_id, coalesce(m.line_key, d.line_key) as line_key,
                   coalesce(m.quantity, 0) + coalesce(d.quantity, 0) as quantity,
                   coalesce(m.revenue, 0) + coalesce(d.revenue, 0) as revenue, d.name as day_name
            from months m full join days d on d.product_id = m.product_id and d.line_key = m.line_key
          ), top as (
            select * from per where quantity <> 0 order by revenue desc fetch first ${sql.raw(String(TOP_PRODUCTS))} rows with ties
          ), named as (
            select top.*, greatest(top.day_name, (
                     select max(n.name) from ${orderProductNames} n
                     where n.product_id = top.product_id and n.line_key = top.line_key
                       and n.month >= ${months.start} and n.month < ${months.end})) as line_name
            from top
            order by revenue desc, line_name asc
            limit ${TOP_PRODUCTS}
          )
          select p.id as product_id, coalesce(p.name, named.line_name) as name, named.quantity, named.revenue
          from named left join ${products} p on p.id = named.product_id
          order by named.revenue desc, name asc`),
      ]);
      return reportsOf({ from, to }, days.rows, statuses.rows, top.rows);
    },
  };
}

/** A day of the reports as read: completed orders, their revenue and the refunds paid that day. */
type ReportDayRow = {
  date: string;
  orders: string | number;
  revenue: string | number;
  refunds: string | number;
};

/** A top product as read (`product_id` null: a line whose product is gone). */
type ReportTopRow = {
  product_id: number | null;
  name: string;
  quantity: string | number;
  revenue: string | number;
};

/**
 * The reports' answer from its three reads: every day of the range with its revenue net of refunds
 * (a refund counts on the day the money was paid back), the totals, orders per status (0 for a status
 * without any), the top products.
 */
export function reportsOf(
  { from, to }: ReportRange,
  days: ReportDayRow[],
  statuses: { status: OrderStatus; orders: string | number }[],
  top: ReportTopRow[],
): Reports {
  const perDay = days.map((r) => ({
    date: r.date,
    orders: Number(r.orders),
    revenue: Number(r.revenue) - Number(r.refunds),
    refunds: Number(r.refunds),
  }));
  const byStatus = new Map(statuses.map((r) => [r.status, Number(r.orders)]));
  return {
    from,
    to,
    days: perDay,
    totals: {
      orders: perDay.reduce((a, d) => a + d.orders, 0),
      revenue: perDay.reduce((a, d) => a + d.revenue, 0),
      refunds: perDay.reduce((a, d) => a + d.refunds, 0),
    },
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
    topProducts: top.map((r) => ({
      productId: r.product_id === null ? null : Number(r.product_id),
      name: r.name,
      quantity: Number(r.quantity),
      revenue: Number(r.revenue),
    })),
  };
}

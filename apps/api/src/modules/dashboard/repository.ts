import { ORDER_STATUSES, type OrderStatus } from '@shop/core/constants';
import {
  SHOP_TIME_ZONE,
  TOP_PRODUCTS,
  addDays,
  shopDayStart,
  type ReportRange,
  type Reports,
  type SetupChecklist,
} from '@shop/core/schemas/dashboard';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, brands, images, orders, products, settings } from '../../db/schema/index.ts';

/** The shop details the getting-started checklist asks for (Cửa Hàng). */
const SHOP_DETAIL_KEYS = ['store.name', 'store.phone', 'store.address'] as const;

export function dashboardRepository(db: Db) {
  return {
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
     * The reports of a range of shop days, each figure grouped by the database: completed orders and
     * revenue per day (every day of the range, 0 when none), orders by status, top products by revenue.
     * Days are calendar days in Asia/Ho_Chi_Minh; an order counts on the day it was placed.
     */
    async reports({ from, to }: ReportRange): Promise<Reports> {
      const start = shopDayStart(from);
      const end = shopDayStart(addDays(to, 1));
      const inRange = sql`o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;
      const [days, statuses, top] = await Promise.all([
        db.execute<{ date: string; orders: string | number; revenue: string | number }>(sql`
          select to_char(d.day, 'YYYY-MM-DD') as date,
                 coalesce(c.orders, 0) as orders,
                 coalesce(c.revenue, 0) as revenue
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
          left join (
            select (o.created_at at time zone ${SHOP_TIME_ZONE})::date as day,
                   count(*) as orders,
                   sum(o.amount) as revenue
            from ${orders} o
            where o.status = 'completed' and ${inRange}
            group by 1
          ) c on c.day = d.day::date
          order by d.day`),
        db.execute<{ status: OrderStatus; orders: string | number }>(sql`
          select o.status, count(*) as orders from ${orders} o where ${inRange} group by o.status`),
        db.execute<{
          product_id: number | null;
          name: string;
          quantity: string | number;
          revenue: string | number;
        }>(sql`
          select l.product_id,
                 coalesce(max(p.name), max(l.product_name)) as name,
                 sum(l.quantity) as quantity,
                 sum(l.price * l.quantity) as revenue
          from order_lines l
          join ${orders} o on o.id = l.order_id
          left join ${products} p on p.id = l.product_id
          where o.status = 'completed' and ${inRange}
          group by l.product_id, case when l.product_id is null then l.product_name end
          order by revenue desc, name asc
          limit ${TOP_PRODUCTS}`),
      ]);
      const perDay = days.rows.map((r) => ({ date: r.date, orders: Number(r.orders), revenue: Number(r.revenue) }));
      const byStatus = new Map(statuses.rows.map((r) => [r.status, Number(r.orders)]));
      return {
        from,
        to,
        days: perDay,
        totals: {
          orders: perDay.reduce((a, d) => a + d.orders, 0),
          revenue: perDay.reduce((a, d) => a + d.revenue, 0),
        },
        byStatus: ORDER_STATUSES.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
        topProducts: top.rows.map((r) => ({
          productId: r.product_id === null ? null : Number(r.product_id),
          name: r.name,
          quantity: Number(r.quantity),
          revenue: Number(r.revenue),
        })),
      };
    },
  };
}

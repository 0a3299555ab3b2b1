import { COUNT_CAP, type Order, type PaymentStatus } from '@shop/core/schemas/order';
import type { OrderStatus } from '@shop/core/constants';
import { addDays, shopDayStart } from '@shop/core/schemas/dashboard';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { ordersWithLines, withLines } from './order-read.ts';
import { searchCondition } from './order-search.ts';

export interface OrderListOptions {
  search?: string;
  /** One customer's orders. */
  phone?: string;
  status?: OrderStatus | 'all';
  paymentStatus?: PaymentStatus;
  /** Shop days (Vietnam time), both included. */
  from?: string;
  to?: string;
  limit: number;
  /** An offset from the newest (short lists); `after`, `before` and `last` read by keyset at any depth. */
  skip?: number;
  /** The id of the last order shown: the older orders after it. */
  after?: number;
  /** The id of the first order shown: the newer orders before it. */
  before?: number;
  /** The oldest orders: the list read from its other end. */
  last?: boolean;
  /** Count the matches (default); false leaves `total` at the page's size (the dashboard's recent orders). */
  count?: boolean;
}

/** The order of every list, newest first: `(created_at, id)`. */
const ORDER_KEY = sql`(${orders.createdAt}, ${orders.id})`;

export interface OrderListPage {
  orders: Order[];
  total: number;
  totalExact: boolean;
  more: boolean;
}

/**
 * A page of orders, newest first (created_at, id). Pages at any depth are read by keyset from the
 * order they follow or precede (`after`, `before`) or from the other end (`last`), each an index
 * range scan of one page; `skip` stays for short lists. The total is counted up to COUNT_CAP + 1
 * matches: beyond COUNT_CAP it is answered as COUNT_CAP with `totalExact` false. A counted search
 * is read by `listSearch`: its count chooses how its page is read.
 */
export async function listOrders(db: Db, opts: OrderListOptions): Promise<OrderListPage> {
  const filters = and(
    opts.status && opts.status !== 'all' ? eq(orders.status, opts.status) : undefined,
    opts.paymentStatus ? eq(orders.paymentStatus, opts.paymentStatus) : undefined,
    opts.phone ? eq(orders.phone, opts.phone) : undefined,
    opts.from ? gte(orders.createdAt, shopDayStart(opts.from)) : undefined,
    opts.to ? lt(orders.createdAt, shopDayStart(addDays(opts.to, 1))) : undefined,
  );
  const search = searchCondition(opts.search);
  if (search && opts.count !== false) return listSearch(db, opts, filters, search);
  const where = and(filters, search);
  const counting: Promise<number | undefined> =
    opts.count === false
      ? Promise.resolve(undefined)
      : db
          .execute<{ n: string | number }>(
            sql`select count(*) as n from (select 1 from ${orders} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) m`,
          )
          .then((r) => Number(r.rows[0]?.n ?? 0));
  // The last page holds what is left after whole pages from the newest when the total is known, so
  // that paging back from it meets the same pages as paging forward from the first: it alone waits
  // for the count; every other page is read alongside it (on another connection).
  const way = pageWay(opts, opts.last ? lastPageSize(await counting, opts.limit) : opts.limit);
  const [counted, rows] = await Promise.all([
    counting,
    db
      .select()
      .from(orders)
      .where(and(where, way.condition(ORDER_KEY)))
      .orderBy(...way.order)
      .limit(way.size + 1)
      .offset(way.skip),
  ]);
  return pageOf(db, rows, way, counted);
}

/**
 * A counted search. Its count decides how the page is read, not PostgreSQL's guess of how common
 * the words are (a guess either way cost up to seconds on a million orders). One statement reads at
 * most COUNT_CAP + 1 matches through the trigram index, counts them and picks the page's ids among
 * them (`m`): with at most COUNT_CAP matches these are the page, whose orders and lines are then read
 * by id, at once. With more, the words are common and the page is read newest (or oldest) first
 * along the dates' index, each order kept if it matches (the words then tested without the trigram
 * index, which would read every match again).
 */
async function listSearch(
  db: Db,
  opts: OrderListOptions,
  filters: SQL | undefined,
  search: SQL,
): Promise<OrderListPage> {
  // `last` reads one page more than the last page can hold: its size waits for the count.
  const way = pageWay(opts, opts.limit);
  const direction = way.reversed ? sql`asc` : sql`desc`;
  const [counts] = (
    await db.execute<{ n: string | number; ids: (string | number)[] }>(
      sql`with m as materialized (
            select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders}
            where ${and(filters, search)} limit ${COUNT_CAP + 1})
          select (select count(*) from m) as n,
            array(select m.id from m where ${way.condition(sql`(m.created_at, m.id)`) ?? sql`true`}
                  order by m.created_at ${direction}, m.id ${direction}
                  limit ${way.size + 1} offset ${way.skip}) as ids`,
    )
  ).rows;
  const counted = Number(counts?.n ?? 0);
  const size = opts.last ? lastPageSize(counted, opts.limit) : opts.limit;
  if (counted > COUNT_CAP) {
    const rows = await db
      .select()
      .from(orders)
      .where(and(filters, searchCondition(opts.search, { byIndex: false }), way.condition(ORDER_KEY)))
      .orderBy(...way.order)
      .limit(way.size + 1)
      .offset(way.skip);
    return pageOf(db, rows, way, counted);
  }
  const ids = (counts?.ids ?? []).map(Number).slice(0, size + 1);
  const page = ids.slice(0, size);
  if (way.reversed) page.reverse();
  return {
    orders: await ordersWithLines(db, page),
    total: counted,
    totalExact: true,
    more: ids.length > size,
  };
}

interface PageWay {
  /** The keyset condition on `key` (`(created_at, id)` of the rows read): after or before the order named. */
  condition: (key: SQL) => SQL | undefined;
  order: SQL[];
  size: number;
  skip: number;
  /** Read oldest first (`before`, `last`): turned round before it is answered. */
  reversed: boolean;
}

/** How a page is read: its keyset condition, order, size and offset. */
function pageWay(opts: OrderListOptions, size: number): PageWay {
  const at = (id: number) => sql`(select o.created_at, o.id from ${orders} o where o.id = ${id})`;
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const oldestFirst = [asc(orders.createdAt), asc(orders.id)];
  const { after, before } = opts;
  if (after !== undefined)
    return { condition: (key) => sql`${key} < ${at(after)}`, order: newestFirst, size, skip: 0, reversed: false };
  if (before !== undefined)
    return { condition: (key) => sql`${key} > ${at(before)}`, order: oldestFirst, size, skip: 0, reversed: true };
  const none = () => undefined;
  if (opts.last) return { condition: none, order: oldestFirst, size, skip: 0, reversed: true };
  return { condition: none, order: newestFirst, size, skip: opts.skip ?? 0, reversed: false };
}

/** The answer: `rows` read one beyond the page's size (`more`), newest first, with their lines. */
async function pageOf(
  db: Db,
  rows: (typeof orders.$inferSelect)[],
  way: PageWay,
  counted: number | undefined,
): Promise<OrderListPage> {
  const page = rows.slice(0, way.size);
  if (way.reversed) page.reverse();
  return {
    orders: await withLines(db, page),
    total: counted === undefined ? page.length : Math.min(counted, COUNT_CAP),
    totalExact: counted === undefined || counted <= COUNT_CAP,
    more: rows.length > way.size,
  };
}

/** The size of the last page: what is left after whole pages, when the total is known exactly. */
function lastPageSize(counted: number | undefined, limit: number): number {
  return counted !== undefined && counted > 0 && counted <= COUNT_CAP ? counted % limit || limit : limit;
}

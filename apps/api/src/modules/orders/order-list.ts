import { COUNT_CAP, type Order, type PaymentStatus } from '@shop/core/schemas/order';
import type { OrderStatus } from '@shop/core/constants';
import { addDays, shopDayStart } from '@shop/core/schemas/dashboard';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { withLines } from './order-read.ts';
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
 * matches: beyond COUNT_CAP it is answered as COUNT_CAP with `totalExact` false.
 */
export async function listOrders(db: Db, opts: OrderListOptions): Promise<OrderListPage> {
  const where = and(
    opts.status && opts.status !== 'all' ? eq(orders.status, opts.status) : undefined,
    opts.paymentStatus ? eq(orders.paymentStatus, opts.paymentStatus) : undefined,
    opts.phone ? eq(orders.phone, opts.phone) : undefined,
    opts.from ? gte(orders.createdAt, shopDayStart(opts.from)) : undefined,
    opts.to ? lt(orders.createdAt, shopDayStart(addDays(opts.to, 1))) : undefined,
    searchCondition(opts.search),
  );
  const counting: Promise<number | undefined> =
    opts.count === false
      ? Promise.resolve(undefined)
      : db
          .execute<{ n: string | number }>(
            sql`select count(*) as n from (select 1 from ${orders} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) m`,
          )
          .then((r) => Number(r.rows[0]?.n ?? 0));
  const key = sql`(${orders.createdAt}, ${orders.id})`;
  const at = (id: number) => sql`(select o.created_at, o.id from ${orders} o where o.id = ${id})`;
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const oldestFirst = [asc(orders.createdAt), asc(orders.id)];
  // The last page holds what is left after whole pages from the newest when the total is known, so
  // that paging back from it meets the same pages as paging forward from the first: it alone waits
  // for the count; every other page is read alongside it (on another connection).
  const lastSize = opts.last ? lastPageSize(await counting, opts.limit) : opts.limit;
  const [condition, order, size, reversed] =
    opts.after !== undefined
      ? [sql`${key} < ${at(opts.after)}`, newestFirst, opts.limit, false]
      : opts.before !== undefined
        ? [sql`${key} > ${at(opts.before)}`, oldestFirst, opts.limit, true]
        : opts.last
          ? [undefined, oldestFirst, lastSize, true]
          : [undefined, newestFirst, opts.limit, false];
  const [counted, rows] = await Promise.all([
    counting,
    db
      .select()
      .from(orders)
      .where(and(where, condition))
      .orderBy(...order)
      .limit(size + 1)
      .offset(opts.after === undefined && opts.before === undefined && !opts.last ? (opts.skip ?? 0) : 0),
  ]);
  const totalExact = counted === undefined || counted <= COUNT_CAP;
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (reversed) page.reverse();
  return {
    orders: await withLines(db, page),
    total: counted === undefined ? page.length : Math.min(counted, COUNT_CAP),
    totalExact,
    more,
  };
}

/** The size of the last page: what is left after whole pages, when the total is known exactly. */
function lastPageSize(counted: number | undefined, limit: number): number {
  return counted !== undefined && counted > 0 && counted <= COUNT_CAP ? counted % limit || limit : limit;
}

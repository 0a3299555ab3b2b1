import { randomInt } from 'node:crypto';
import { ORDER_STATUSES, canMoveOrder, type OrderStatus } from '@shop/core/constants';
import { discountedPrice, hasPrice } from '@shop/core/pricing';
import { ORDER_MESSAGES, type LegacyOrder as Order } from '@shop/core/schemas/order';
import { foldText } from '@shop/core/text';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderHistory, orderLines, orders, productVariants, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, pgErrorCode } from '../../lib/errors.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type HistoryRow = typeof orderHistory.$inferSelect;

export interface PricedLine {
  productId: number;
  variantId: number;
  productName: string;
  variantName: string;
  /** The variant's discounted price at the time of ordering. */
  price: number;
  quantity: number;
}

export interface NewOrder {
  customer: string;
  phone: string;
  email: string | null;
  shippingAddress: string | null;
  note: string | null;
}

export interface OrderListOptions {
  search?: string;
  status?: OrderStatus | 'all';
  limit: number;
  skip: number;
}

const toLine = (l: LineRow) => ({
  productId: l.productId,
  variantId: l.variantId,
  productName: l.productName,
  variantName: l.variantName,
  price: Number(l.price),
  quantity: l.quantity,
});

export function toOrder(row: OrderRow, lines: LineRow[], history?: HistoryRow[]): Order {
  return {
    id: row.id,
    code: row.code,
    customer: row.customer,
    phone: row.phone,
    email: row.email,
    shippingAddress: row.shippingAddress,
    note: row.note,
    paymentMethod: row.paymentMethod,
    items: lines.map(toLine),
    amount: Number(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(history ? { history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), by: h.by })) } : {}),
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const VN_OFFSET_MS = 7 * 3_600_000;

/** `DH` + yyMMdd in Vietnam time (UTC+7, no daylight saving) + six random characters. */
export function newOrderCode(now = new Date()): string {
  const vn = new Date(now.getTime() + VN_OFFSET_MS);
  const date = [vn.getUTCFullYear() % 100, vn.getUTCMonth() + 1, vn.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  let rand = '';
  for (let i = 0; i < 6; i++) rand += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `DH${date}${rand}`;
}

/** The first instant of a calendar month in Vietnam time, `delta` months from the one `now` is in. */
export function vnMonthStart(now: Date, delta = 0): Date {
  const vn = new Date(now.getTime() + VN_OFFSET_MS);
  return new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth() + delta, 1) - VN_OFFSET_MS);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `0901.234.567`, `+84 901 234 567` → `0901234567`: phone-like input loses spaces, dots and the +84 prefix. */
function phoneLike(text: string): string | null {
  if (!/^[+\d\s.]+$/.test(text)) return null;
  const digits = text.replace(/[\s.]/g, '');
  return digits.replace(/^\+?84(?=\d{9}$)/, '0').replace(/^\+/, '') || null;
}

/**
 * Every word of the query must occur in the stored, folded search text (code, customer, phone, email,
 * product and variant names); a phone-like query is one word, written as stored.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const folded = foldText(search ?? '');
  const phone = phoneLike(folded);
  const words = phone ? [phone] : folded.split(' ').filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${orders.searchText} like ${`%${escapeLike(w)}%`}`));
}

export function ordersRepository(db: Db) {
  async function linesOf(q: Db | Tx, ids: number[]): Promise<Map<number, LineRow[]>> {
    const map = new Map<number, LineRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return map;
    const rows = await q.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
    for (const l of rows) map.get(l.orderId)?.push(l);
    return map;
  }

  async function full(q: Db | Tx, row: OrderRow): Promise<Order> {
    const [lines, history] = await Promise.all([
      linesOf(q, [row.id]),
      q
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, row.id))
        .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    ]);
    return toOrder(row, lines.get(row.id) ?? [], history);
  }

  /** Orders with their lines: two queries whatever the number of orders. */
  async function withLines(q: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
    const lines = await linesOf(
      q,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
  }

  return {
    /**
     * Prices the requested items from the database in one query: each variant must belong to its
     * product (400), the product must be in stock and the variant must have a price (409). Lines for
     * the same variant are merged.
     */
    async priceItems(items: { productId: number; variantId: number; quantity: number }[]): Promise<PricedLine[]> {
      const merged = new Map<string, { productId: number; variantId: number; quantity: number }>();
      for (const i of items) {
        const key = `${i.productId}:${i.variantId}`;
        const prev = merged.get(key);
        if (prev) prev.quantity += i.quantity;
        else merged.set(key, { ...i });
      }
      const wanted = [...merged.values()];
      if (wanted.some((i) => i.quantity > 99)) throw badRequest(ORDER_MESSAGES.badQuantity);
      const rows = await db
        .select({
          variantId: productVariants.id,
          productId: productVariants.productId,
          variantName: productVariants.name,
          price: productVariants.price,
          discount: productVariants.discount,
          productName: products.name,
          inStock: products.inStock,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, [...new Set(wanted.map((i) => i.variantId))]));
      const byId = new Map(rows.map((r) => [r.variantId, r]));
      return wanted.map((item) => {
        const v = byId.get(item.variantId);
        if (!v || v.productId !== item.productId) {
          throw badRequest(ORDER_MESSAGES.unavailable, { productId: item.productId, variantId: item.variantId });
        }
        if (!v.inStock)
          throw conflict(ORDER_MESSAGES.outOfStock(v.productName), { productId: v.productId, variantId: v.variantId });
        const price = v.price === null ? null : Number(v.price);
        if (!hasPrice(price))
          throw conflict(ORDER_MESSAGES.noPrice(v.productName), { productId: v.productId, variantId: v.variantId });
        return {
          productId: v.productId,
          variantId: v.variantId,
          productName: v.productName,
          variantName: v.variantName,
          price: discountedPrice(price, Number(v.discount)),
          quantity: item.quantity,
        };
      });
    },

    /** Stores a pending order with its lines and first history row; retries on the rare duplicate code. */
    async create(input: NewOrder, lines: PricedLine[], by: string | null): Promise<Order> {
      const amount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      for (let attempt = 0; ; attempt++) {
        const code = newOrderCode();
        const searchText = foldText(
          [code, input.customer, input.phone, input.email, ...lines.flatMap((l) => [l.productName, l.variantName])]
            .filter(Boolean)
            .join(' '),
        );
        try {
          return await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(orders)
              .values({ ...input, code, amount, status: 'pending', searchText })
              .returning();
            const lineRows = await tx
              .insert(orderLines)
              .values(lines.map((l) => ({ ...l, orderId: row!.id })))
              .returning();
            const history = await tx
              .insert(orderHistory)
              .values({ orderId: row!.id, status: 'pending', by })
              .returning();
            return toOrder(row!, lineRows, history);
          });
        } catch (err) {
          if (pgErrorCode(err) === '23505' && attempt < 4) continue;
          throw err;
        }
      }
    },

    async list(opts: OrderListOptions): Promise<{ orders: Order[]; total: number }> {
      const where = and(
        opts.status && opts.status !== 'all' ? eq(orders.status, opts.status) : undefined,
        searchCondition(opts.search),
      );
      const [[totalRow], rows] = await Promise.all([
        db.select({ n: count() }).from(orders).where(where),
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(opts.limit)
          .offset(opts.skip),
      ]);
      return { orders: await withLines(db, rows), total: Number(totalRow?.n ?? 0) };
    },

    async find(id: number): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row && full(db, row);
    },

    /** Moves an order along the flow (canMoveOrder) and records who did it; 404 / 409 otherwise. */
    async moveStatus(id: number, to: OrderStatus, by: string): Promise<Order> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row) throw notFound(ORDER_MESSAGES.notFound);
        if (!canMoveOrder(row.status, to)) throw conflict(ORDER_MESSAGES.badTransition, { from: row.status, to });
        const [updated] = await tx
          .update(orders)
          .set({ status: to, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        await tx.insert(orderHistory).values({ orderId: id, status: to, by });
        return full(tx, updated!);
      });
    },

    async stats(): Promise<Record<OrderStatus, number> & { total: number }> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
      const out = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const r of rows) out[r.status] = Number(r.n);
      return { total: Object.values(out).reduce((a, b) => a + b, 0), ...out };
    },

    /** Order figures of the dashboard in one query: all orders, completed revenue, this and last month. */
    async figures(
      now = new Date(),
    ): Promise<{ orders: number; revenue: number; thisMonth: number; lastMonth: number }> {
      const thisStart = vnMonthStart(now, 0);
      const nextStart = vnMonthStart(now, 1);
      const lastStart = vnMonthStart(now, -1);
      const [r] = await db
        .select({
          orders: count(),
          revenue: sql<
            string | number
          >`coalesce(sum(${orders.amount}) filter (where ${eq(orders.status, 'completed')}), 0)`,
          thisMonth: sql<number>`count(*) filter (where ${and(gte(orders.createdAt, thisStart), lt(orders.createdAt, nextStart))})`,
          lastMonth: sql<number>`count(*) filter (where ${and(gte(orders.createdAt, lastStart), lt(orders.createdAt, thisStart))})`,
        })
        .from(orders);
      return {
        orders: Number(r?.orders ?? 0),
        revenue: Number(r?.revenue ?? 0),
        thisMonth: Number(r?.thisMonth ?? 0),
        lastMonth: Number(r?.lastMonth ?? 0),
      };
    },

    async recent(limit: number): Promise<Order[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      return withLines(db, rows);
    },
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;

import { createHash, randomInt } from 'node:crypto';
import { CHECKOUT_SETTING_KEYS, orderAmounts, type ShippingSettings } from '@shop/core/checkout';
import { readSetting } from '@shop/core/schemas/setting';
import { ORDER_STATUSES, canMoveOrder, type OrderStatus } from '@shop/core/constants';
import {
  INVENTORY_SETTING_KEYS,
  ORDER_MESSAGES,
  PAYMENT_SETTING_KEYS,
  TIMELINE_STEP_OF_STATUS,
  type LowStockItem,
  type Order,
  type OrderLookup,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStatus,
  type PriceChangedDetails,
  type ShippingAddress,
} from '@shop/core/schemas/order';
import { foldText } from '@shop/core/text';
import { bankByBin, buildVietQr, BANK_ACCOUNT_PATTERN, BANK_BIN_PATTERN } from '@shop/core/vietqr';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  orderHistory,
  orderIdempotencyKeys,
  orderLines,
  orders,
  productVariants,
  products,
  settings,
} from '../../db/schema/index.ts';
import { HttpError, conflict, notFound, pgErrorCode, unprocessable } from '../../lib/errors.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import {
  mergeItems,
  moveStock,
  priceLines,
  quantities,
  variantFacts,
  type ItemRequest,
  type PricedLine,
} from './order-lines.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type HistoryRow = typeof orderHistory.$inferSelect;

export interface NewOrder {
  customer: string;
  phone: string;
  email: string | null;
  shippingAddress: ShippingAddress | null;
  note: string | null;
  paymentMethod: PaymentMethod;
}

export interface OrderListOptions {
  search?: string;
  status?: OrderStatus | 'all';
  paymentStatus?: PaymentStatus;
  limit: number;
  skip: number;
}

/** The shop's bank account for transfers; null until all three settings are filled in and valid. */
interface BankAccount {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

export interface CheckoutSettings {
  shipping: ShippingSettings;
  bank: BankAccount | null;
  lowStockThreshold: number;
}

/** How long an `Idempotency-Key` answers with its order. */
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

const toLine = (l: LineRow) => ({
  productId: l.productId,
  variantId: l.variantId,
  productName: l.productName,
  variantName: l.variantName,
  price: Number(l.price),
  quantity: l.quantity,
});

/** Bank transfer instructions while the order still waits for its money. */
function paymentOf(
  row: Pick<OrderRow, 'code' | 'amount' | 'paymentMethod' | 'paymentStatus' | 'status'>,
  bank: BankAccount | null,
): PaymentInstructions | undefined {
  if (row.paymentMethod !== 'bank_transfer' || row.paymentStatus !== 'unpaid' || row.status === 'cancelled' || !bank)
    return undefined;
  const amount = Number(row.amount);
  return {
    qr: buildVietQr({ bankBin: bank.bankBin, accountNumber: bank.accountNumber, amount, reference: row.code }),
    bankBin: bank.bankBin,
    bankName: bankByBin(bank.bankBin)?.shortName ?? null,
    accountNumber: bank.accountNumber,
    accountName: bank.accountName,
    amount,
    reference: row.code,
  };
}

const toEntry = (h: HistoryRow) => ({
  from: h.fromStatus,
  to: h.status,
  at: h.at.toISOString(),
  by: h.by,
  reason: h.reason,
});

function toOrder(
  row: OrderRow,
  lines: LineRow[],
  extra: { history?: HistoryRow[]; bank?: BankAccount | null } = {},
): Order {
  const payment = extra.bank === undefined ? undefined : paymentOf(row, extra.bank);
  return {
    id: row.id,
    code: row.code,
    customer: row.customer,
    phone: row.phone,
    email: row.email,
    shippingAddress: row.shippingAddress,
    note: row.note,
    items: lines.map(toLine),
    subtotal: Number(row.subtotal),
    shippingFee: Number(row.shippingFee),
    amount: Number(row.amount),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(payment ? { payment } : {}),
    ...(extra.history ? { history: extra.history.map(toEntry) } : {}),
  };
}

/**
 * An order's fields as its audit entries compare them: the status history (recorded on its own) and
 * the transfer instructions (derived from the amount and the bank settings) are left out.
 */
export function auditedOrder(order: Order): Omit<Order, 'history' | 'payment'> {
  const { history: _history, payment: _payment, ...fields } = order;
  return fields;
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
export function searchCondition(search: string | undefined): SQL | undefined {
  const folded = foldText(search ?? '');
  const phone = phoneLike(folded);
  const words = phone ? [phone] : folded.split(' ').filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${orders.searchText} like ${`%${escapeLike(w)}%`}`));
}

const searchTextOf = (code: string, input: Pick<NewOrder, 'customer' | 'phone' | 'email'>, lines: PricedLine[]) =>
  foldText(
    [code, input.customer, input.phone, input.email, ...lines.flatMap((l) => [l.productName, l.variantName])]
      .filter(Boolean)
      .join(' '),
  );

/** The body's fingerprint for an idempotency key: SHA-256 of the parsed body with sorted keys. */
export function bodyHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

export function ordersRepository(db: Db) {
  async function linesOf(q: Db | Tx, ids: number[]): Promise<Map<number, LineRow[]>> {
    const map = new Map<number, LineRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return map;
    const rows = await q.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
    for (const l of rows) map.get(l.orderId)?.push(l);
    return map;
  }

  async function historyOf(q: Db | Tx, id: number): Promise<HistoryRow[]> {
    return q
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id));
  }

  // Inside a transaction there is one connection: its queries are awaited one after the other (the
  // PostgreSQL driver refuses a second query before the first is answered from pg 9 on).
  async function full(q: Db | Tx, row: OrderRow): Promise<Order> {
    const lines = await linesOf(q, [row.id]);
    const history = await historyOf(q, row.id);
    const shop = await checkoutSettings(q);
    return toOrder(row, lines.get(row.id) ?? [], { history, bank: shop.bank });
  }

  /** Orders with their lines: two queries whatever the number of orders. */
  async function withLines(q: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
    const lines = await linesOf(
      q,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
  }

  /** Shipping, bank and stock settings in one query; missing or unreadable values take their defaults. */
  async function checkoutSettings(q: Db | Tx = db): Promise<CheckoutSettings> {
    const keys = [
      CHECKOUT_SETTING_KEYS.shippingFee,
      CHECKOUT_SETTING_KEYS.freeShippingOver,
      PAYMENT_SETTING_KEYS.bankBin,
      PAYMENT_SETTING_KEYS.accountNumber,
      PAYMENT_SETTING_KEYS.accountName,
      INVENTORY_SETTING_KEYS.lowStockThreshold,
    ];
    const rows = await q
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, keys));
    // Read through the settings registry: a missing or unreadable value gives its declared default.
    const map = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    const bankBin = readSetting(map, 'payment.bankBin').trim();
    const accountNumber = readSetting(map, 'payment.accountNumber').replace(/\s/g, '');
    const accountName = readSetting(map, 'payment.accountName').trim();
    return {
      shipping: {
        shippingFee: readSetting(map, 'checkout.shippingFee'),
        freeShippingOver: readSetting(map, 'checkout.freeShippingOver'),
      },
      bank:
        BANK_BIN_PATTERN.test(bankBin) && BANK_ACCOUNT_PATTERN.test(accountNumber) && accountName
          ? { bankBin, accountNumber, accountName }
          : null,
      lowStockThreshold: readSetting(map, 'inventory.lowStockThreshold'),
    };
  }

  async function lockOrder(tx: Db | Tx, id: number): Promise<OrderRow> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  return {
    checkoutSettings,

    /**
     * Prices the requested items from the database (no writes): used for the honeypot's look-alike
     * answer. The same rules as placing an order, without stock.
     */
    async priceItems(items: ItemRequest[]): Promise<PricedLine[]> {
      const wanted = mergeItems(items);
      return priceLines(
        wanted,
        await variantFacts(
          db,
          wanted.map((i) => i.variantId),
        ),
      );
    },

    /**
     * Places an order in one transaction: the idempotency key is claimed (an earlier order with the
     * same key and body is answered again; another body is 422), the lines are priced from the
     * database, the amounts computed by core's orderAmounts and compared with what the shopper was
     * shown (409 "Giá đã thay đổi" with the new amounts), the stock taken with a guard (409 "chỉ
     * còn n"), then the order, its lines and first history row are stored. Any refusal writes nothing.
     */
    async create(
      input: NewOrder,
      items: ItemRequest[],
      opts: { by: string | null; expectedAmount?: number; idempotency?: { key: string; hash: string } },
    ): Promise<{ order: Order; replayed: boolean }> {
      const wanted = mergeItems(items);
      for (let attempt = 0; ; attempt++) {
        const code = newOrderCode();
        try {
          return await db.transaction(async (tx) => {
            const key = opts.idempotency;
            if (key) {
              // A key older than 24 hours is forgotten and may be used again.
              await tx
                .delete(orderIdempotencyKeys)
                .where(lt(orderIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
              // Waits for a concurrent request holding the same key, then sees its row.
              const claimed = await tx
                .insert(orderIdempotencyKeys)
                .values({ key: key.key, bodyHash: key.hash })
                .onConflictDoNothing()
                .returning({ key: orderIdempotencyKeys.key });
              if (!claimed.length) {
                const [earlier] = await tx
                  .select()
                  .from(orderIdempotencyKeys)
                  .where(eq(orderIdempotencyKeys.key, key.key));
                if (!earlier || earlier.bodyHash !== key.hash || earlier.orderId === null)
                  throw unprocessable(ORDER_MESSAGES.idempotencyMismatch);
                const [row] = await tx.select().from(orders).where(eq(orders.id, earlier.orderId));
                if (!row) throw unprocessable(ORDER_MESSAGES.idempotencyMismatch);
                const lines = await linesOf(tx, [row.id]);
                const shop = await checkoutSettings(tx);
                return { order: toOrder(row, lines.get(row.id) ?? [], { bank: shop.bank }), replayed: true };
              }
            }
            const facts = await variantFacts(
              tx,
              wanted.map((i) => i.variantId),
            );
            const shop = await checkoutSettings(tx);
            const lines = priceLines(wanted, facts);
            const amounts = orderAmounts(lines, shop.shipping);
            if (opts.expectedAmount !== undefined && opts.expectedAmount !== amounts.amount) {
              const details: PriceChangedDetails = {
                ...amounts,
                expectedAmount: opts.expectedAmount,
                items: lines.map((l) => ({
                  productId: l.productId,
                  variantId: l.variantId,
                  price: l.price,
                  quantity: l.quantity,
                })),
              };
              throw new HttpError(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged, details);
            }
            if (input.paymentMethod === 'bank_transfer' && !shop.bank) throw conflict(ORDER_MESSAGES.bankTransferOff);
            const names = new Map(lines.map((l) => [l.variantId, l.productName]));
            const touched = await moveStock(tx, quantities(lines), names);
            await refreshSoldOut(tx, touched);
            const [row] = await tx
              .insert(orders)
              .values({ ...input, code, ...amounts, status: 'pending', searchText: searchTextOf(code, input, lines) })
              .returning();
            const lineRows = await tx
              .insert(orderLines)
              .values(lines.map((l) => ({ ...l, orderId: row!.id })))
              .returning();
            const history = await tx
              .insert(orderHistory)
              .values({ orderId: row!.id, fromStatus: null, status: 'pending', by: opts.by })
              .returning();
            if (key)
              await tx
                .update(orderIdempotencyKeys)
                .set({ orderId: row!.id })
                .where(eq(orderIdempotencyKeys.key, key.key));
            return { order: toOrder(row!, lineRows, { history, bank: shop.bank }), replayed: false };
          });
        } catch (err) {
          // The rare duplicate order code: draw another.
          if (pgErrorCode(err) === '23505' && attempt < 4) continue;
          throw err;
        }
      }
    },

    /**
     * The order an idempotency key already made with this same body (a retry), if any; answered
     * before the order limits, so a retried submit is never refused for the order it made.
     */
    async replay(key: string, hash: string): Promise<Order | undefined> {
      const [earlier] = await db
        .select()
        .from(orderIdempotencyKeys)
        .where(
          and(
            eq(orderIdempotencyKeys.key, key),
            gte(orderIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)),
          ),
        );
      if (!earlier || earlier.bodyHash !== hash || earlier.orderId === null) return undefined;
      const [row] = await db.select().from(orders).where(eq(orders.id, earlier.orderId));
      if (!row) return undefined;
      const [lines, shop] = await Promise.all([linesOf(db, [row.id]), checkoutSettings()]);
      return toOrder(row, lines.get(row.id) ?? [], { bank: shop.bank });
    },

    /** Stored orders of a phone number since `since` (the per-phone limit counts only these). */
    async countByPhoneSince(phone: string, since: Date): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.phone, phone), gte(orders.createdAt, since)));
      return Number(r?.n ?? 0);
    },

    async list(opts: OrderListOptions): Promise<{ orders: Order[]; total: number }> {
      const where = and(
        opts.status && opts.status !== 'all' ? eq(orders.status, opts.status) : undefined,
        opts.paymentStatus ? eq(orders.paymentStatus, opts.paymentStatus) : undefined,
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

    /**
     * The order as it is before a change, its row locked until the caller's transaction ends (404 when
     * there is none): run on a transaction, so that no other change slips in between this read and the
     * change, and the audit entry's "before" is the state the change started from.
     */
    async findForChange(id: number): Promise<Order> {
      return full(db, await lockOrder(db, id));
    },

    /**
     * The shopper's view of an order, found only by its code and the phone it was placed with;
     * undefined for any other combination.
     */
    async lookup(code: string, phone: string): Promise<OrderLookup | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.code, code), eq(orders.phone, phone)));
      if (!row) return undefined;
      const [lines, history, shop] = await Promise.all([
        linesOf(db, [row.id]),
        historyOf(db, row.id),
        checkoutSettings(),
      ]);
      const { id: _id, history: _history, ...order } = toOrder(row, lines.get(row.id) ?? [], { bank: shop.bank });
      return {
        ...order,
        timeline: history.map((h) => ({
          step: TIMELINE_STEP_OF_STATUS[h.status],
          at: h.at.toISOString(),
          reason: h.reason,
        })),
      };
    },

    /**
     * Moves an order along the flow (canMoveOrder) and records who, when, from, to and why; 404 /
     * 409 otherwise. Cancelling puts the order's pieces back in stock in the same transaction.
     */
    async moveStatus(id: number, to: OrderStatus, by: string, reason: string | null): Promise<Order> {
      return db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!canMoveOrder(row.status, to)) throw conflict(ORDER_MESSAGES.badTransition, { from: row.status, to });
        if (to === 'cancelled') {
          const lines = (await linesOf(tx, [id])).get(id) ?? [];
          await refreshSoldOut(tx, await moveStock(tx, quantities(lines, -1), new Map()));
        }
        const [updated] = await tx
          .update(orders)
          .set({ status: to, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        await tx.insert(orderHistory).values({ orderId: id, fromStatus: row.status, status: to, by, reason });
        return full(tx, updated!);
      });
    },

    /** Staff record the payment: unpaid, paid ("Đã nhận tiền") or refunded. */
    async setPayment(id: number, paymentStatus: PaymentStatus): Promise<Order> {
      return db.transaction(async (tx) => {
        await lockOrder(tx, id);
        const [updated] = await tx
          .update(orders)
          .set({ paymentStatus, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        return full(tx, updated!);
      });
    },

    /**
     * Replaces a pending order's customer, address, note and lines (409 for any other status). Lines
     * already in the order keep the unit price they were ordered at; new ones are priced from the
     * database. The stock moves by the difference of quantities (guarded like placing an order), and
     * the amounts are computed again — the shipping fee from the settings unless staff set one.
     */
    async edit(
      id: number,
      input: Omit<NewOrder, 'paymentMethod'>,
      items: ItemRequest[],
      shippingFee: number | null,
    ): Promise<Order> {
      const wanted = mergeItems(items);
      return db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (row.status !== 'pending') throw conflict(ORDER_MESSAGES.notEditable, { status: row.status });
        const before = (await linesOf(tx, [id])).get(id) ?? [];
        const keep = new Map<number, PricedLine>();
        for (const l of before)
          if (l.variantId !== null && l.productId !== null)
            keep.set(l.variantId, { ...toLine(l), productId: l.productId, variantId: l.variantId });
        const facts = await variantFacts(
          tx,
          wanted.filter((i) => !keep.has(i.variantId)).map((i) => i.variantId),
        );
        const shop = await checkoutSettings(tx);
        const lines = priceLines(wanted, facts, keep);
        const deltas = quantities(lines);
        for (const [variantId, q] of quantities(before, -1)) deltas.set(variantId, (deltas.get(variantId) ?? 0) + q);
        const names = new Map(lines.map((l) => [l.variantId, l.productName]));
        await refreshSoldOut(tx, await moveStock(tx, deltas, names));
        const computed = orderAmounts(lines, shop.shipping);
        const fee = shippingFee ?? computed.shippingFee;
        await tx.delete(orderLines).where(eq(orderLines.orderId, id));
        await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: id })));
        const [updated] = await tx
          .update(orders)
          .set({
            ...input,
            subtotal: computed.subtotal,
            shippingFee: fee,
            amount: computed.subtotal + fee,
            searchText: searchTextOf(row.code, input, lines),
            updatedAt: new Date(),
          })
          .where(eq(orders.id, id))
          .returning();
        return full(tx, updated!);
      });
    },

    async stats(): Promise<Record<OrderStatus, number> & { total: number }> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
      const out = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const r of rows) out[r.status] = Number(r.n);
      return { total: Object.values(out).reduce((a, b) => a + b, 0), ...out };
    },

    /** Order figures of the dashboard in one query: all orders, pending, completed revenue, this and last month. */
    async figures(
      now = new Date(),
    ): Promise<{ orders: number; pending: number; revenue: number; thisMonth: number; lastMonth: number }> {
      const thisStart = vnMonthStart(now, 0);
      const nextStart = vnMonthStart(now, 1);
      const lastStart = vnMonthStart(now, -1);
      const [r] = await db
        .select({
          orders: count(),
          pending: sql<number>`count(*) filter (where ${eq(orders.status, 'pending')})`,
          revenue: sql<
            string | number
          >`coalesce(sum(${orders.amount}) filter (where ${eq(orders.status, 'completed')}), 0)`,
          thisMonth: sql<number>`count(*) filter (where ${and(gte(orders.createdAt, thisStart), lt(orders.createdAt, nextStart))})`,
          lastMonth: sql<number>`count(*) filter (where ${and(gte(orders.createdAt, lastStart), lt(orders.createdAt, thisStart))})`,
        })
        .from(orders);
      return {
        orders: Number(r?.orders ?? 0),
        pending: Number(r?.pending ?? 0),
        revenue: Number(r?.revenue ?? 0),
        thisMonth: Number(r?.thisMonth ?? 0),
        lastMonth: Number(r?.lastMonth ?? 0),
      };
    },

    async recent(limit: number): Promise<Order[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      return withLines(db, rows);
    },

    /** Tracked variants at or below the threshold, fewest first (at most `limit`). */
    async lowStock(threshold: number, limit = 50): Promise<LowStockItem[]> {
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

    /** Orders of one phone number, newest first. */
    async ofPhone(phone: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.phone, phone))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withLines(db, rows);
    },
  };
}

import { createHash, randomInt } from 'node:crypto';
import { CHECKOUT_SETTING_KEYS, orderAmounts, type ShippingSettings, type ShopperLimits } from '@shop/core/checkout';
import { readSetting } from '@shop/core/schemas/setting';
import { ORDER_STATUSES, canMoveOrder, type OrderStatus } from '@shop/core/constants';
import { TRADE_IN_MESSAGES, type TradeInLine } from '@shop/core/schemas/trade-in';
import {
  ORDER_MESSAGES,
  PAYMENT_SETTING_KEYS,
  type AgreedPolicy,
  TIMELINE_STEP_OF_STATUS,
  COUNT_CAP,
  type Order,
  type OrderLookup,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingAddress,
} from '@shop/core/schemas/order';
import { addDays, shopDayStart } from '@shop/core/schemas/dashboard';
import { INVOICE_FILE_KINDS, type InvoiceRequest, type IssuedInvoice } from '@shop/core/schemas/invoice';
import { foldText } from '@shop/core/text';
import { bankByBin, buildVietQr, BANK_ACCOUNT_PATTERN, BANK_BIN_PATTERN } from '@shop/core/vietqr';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  orderDayTotals,
  orderHistory,
  orderIdempotencyKeys,
  orderLines,
  orders,
  settings,
  type StoredInvoice,
} from '../../db/schema/index.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import {
  keepOrderPieces,
  orderPieceFacts,
  returnOrderPieces,
  sellOrderPieces,
  type OrderPieceFacts,
} from '../pieces/order-pieces.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import { releaseTradeIns, tradeInsOf } from '../buybacks/trade-ins.ts';
import { orderOfLookup } from './order-of-lookup.ts';
import { warrantOrderPieces } from '../warranty/repository.ts';
import {
  mergeItems,
  moveStock,
  priceLines,
  takenBack,
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
  /** "Xuất hóa đơn VAT": who the invoice is made out to (null: a consumer's invoice). */
  invoiceRequest: InvoiceRequest | null;
}

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

/** The shop's bank account for transfers; null until all three settings are filled in and valid. */
interface BankAccount {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

export interface CheckoutSettings {
  shipping: ShippingSettings;
  bank: BankAccount | null;
  limits: ShopperLimits;
}

/** How long an `Idempotency-Key` answers with its order. */
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** A stored line as the order's answers show it (returns add what is left to return). */
export const toLine = (l: LineRow) => ({
  lineId: l.id,
  productId: l.productId,
  variantId: l.variantId,
  productName: l.productName,
  variantName: l.variantName,
  price: Number(l.price),
  quantity: l.quantity,
});

/** The columns of a bank-transfer order that keep the shop's account as it was when it was placed. */
const bankColumns = (bank: BankAccount | null) => ({
  bankBin: bank?.bankBin ?? null,
  bankAccountNumber: bank?.accountNumber ?? null,
  bankAccountName: bank?.accountName ?? null,
});

/**
 * Bank transfer instructions while the order still waits for its money, to the account the order was
 * placed with (its own columns: a later change of the settings never moves an order's money).
 */
export function paymentOf(
  row: Pick<
    OrderRow,
    | 'paymentMethod'
    | 'paymentStatus'
    | 'status'
    | 'bankBin'
    | 'bankAccountNumber'
    | 'bankAccountName'
    | 'amount'
    | 'code'
    | 'payBy'
  >,
): PaymentInstructions | undefined {
  const { bankBin, bankAccountNumber: accountNumber, bankAccountName: accountName } = row;
  if (row.paymentMethod !== 'bank_transfer' || row.paymentStatus !== 'unpaid' || row.status === 'cancelled')
    return undefined;
  const amount = Number(row.amount);
  // Nothing to transfer when a trade-in credit covers the whole order.
  if (!bankBin || !accountNumber || !accountName || amount <= 0) return undefined;
  return {
    qr: buildVietQr({ bankBin, accountNumber, amount, reference: row.code }),
    bankBin,
    bankName: bankByBin(bankBin)?.shortName ?? null,
    accountNumber,
    accountName,
    amount,
    reference: row.code,
    ...(row.payBy ? { payBy: row.payBy.toISOString() } : {}),
  };
}

const toEntry = (h: HistoryRow) => ({
  from: h.fromStatus,
  to: h.status,
  at: h.at.toISOString(),
  by: h.by,
  reason: h.reason,
});

/** An issued invoice as answers show it: the files by kind, not by where they are stored. */
function issuedInvoice({ files, recordedBy: _by, recordedAt: _at, ...fields }: StoredInvoice): IssuedInvoice {
  return { ...fields, files: INVOICE_FILE_KINDS.filter((kind) => files[kind]) };
}

function toOrder(
  row: OrderRow,
  lines: LineRow[],
  extra: { history?: HistoryRow[]; payment?: boolean; pieces?: OrderPieceFacts; tradeIns?: TradeInLine[] } = {},
): Order {
  const payment = extra.payment ? paymentOf(row) : undefined;
  const chosen = extra.pieces?.pieces.get(row.id) ?? [];
  // A line of a variant sold piece by piece carries the pieces chosen for its units (docs/pieces.md).
  const withPieces = (l: LineRow) =>
    extra.pieces && l.variantId !== null && extra.pieces.tracked.has(l.variantId)
      ? {
          tracksPieces: true,
          pieces: chosen.filter((p) => p.variantId === l.variantId).map(({ id, serial }) => ({ id, serial })),
        }
      : {};
  return {
    id: row.id,
    code: row.code,
    customer: row.customer,
    phone: row.phone,
    email: row.email,
    shippingAddress: row.shippingAddress,
    note: row.note,
    items: lines.map((l) => ({ ...toLine(l), ...withPieces(l) })),
    subtotal: Number(row.subtotal),
    shippingFee: Number(row.shippingFee),
    amount: Number(row.amount),
    ...(Number(row.tradeInCredit) > 0 ? { tradeInCredit: Number(row.tradeInCredit) } : {}),
    ...(extra.tradeIns?.length ? { tradeIns: extra.tradeIns } : {}),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    // Set once the order is shipped.
    ...(row.carrier ? { carrier: row.carrier } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
    ...(payment ? { payment } : {}),
    ...(row.agreedPolicies ? { agreedPolicies: row.agreedPolicies } : {}),
    ...(row.invoiceRequest ? { invoiceRequest: row.invoiceRequest } : {}),
    ...(row.invoice ? { invoice: issuedInvoice(row.invoice) } : {}),
    ...(extra.history ? { history: extra.history.map(toEntry) } : {}),
  };
}

/**
 * An order's fields as its audit entries compare them: the status history (recorded on its own) and
 * the transfer instructions (derived from the amount and the account the order keeps) are left out.
 */
export function auditedOrder(order: Order): Omit<Order, 'history' | 'payment'> {
  const { history: _history, payment: _payment, ...fields } = order;
  return fields;
}

/**
 * The shopper's view of an order (the lookup's shape, and the answer to placing one): no id, no staff
 * names; the history becomes the timeline of steps. The one mapper of that view.
 */
export function shopperView(order: Order): OrderLookup {
  const { id: _id, history = [], tradeIns, ...fields } = order;
  return {
    ...fields,
    ...(tradeIns ? { tradeIns: tradeIns.map(({ buybackId: _b, ...line }) => line) } : {}),
    timeline: history.map((h) => ({ step: TIMELINE_STEP_OF_STATUS[h.to], at: h.at, reason: h.reason })),
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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `0901.234.567`, `+84 901 234 567` → `0901234567`: phone-like input loses spaces, dots and the +84 prefix. */
function phoneLike(text: string): string | null {
  if (!/^[+\d\s.]+$/.test(text)) return null;
  const digits = text.replace(/[\s.]/g, '');
  return digits.replace(/^\+?84(?=\d{9}$)/, '0').replace(/^\+/, '') || null;
}

/**
 * Every word of the query must occur in the stored, folded search text (code, customer, phone, email,
 * product and variant names); a phone-like query is one word, written as stored. With `wholeWords`
 * (the customers' search) each word must be a whole word of it ("an" does not find "Anh"); a
 * phone-like query still matches a part of a number.
 */
export function searchCondition(search: string | undefined, { wholeWords = false } = {}): SQL | undefined {
  const folded = foldText(search ?? '');
  const phone = phoneLike(folded);
  // A whole phone number or order code is looked up by its own index: the trigram index would read
  // the long lists of trigrams every phone number shares ("090", "009"…).
  if (phone && /^0\d{9}$/.test(phone)) return eq(orders.phone, phone);
  if (/^dh\d{6}[a-z0-9]{6}$/.test(folded)) return eq(orders.code, folded.toUpperCase());
  const words = phone ? [phone] : folded.split(' ').filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      // The plain test is the one the trigram index answers; the whole-word test re-checks its rows.
      const inside = sql`${orders.searchText} like ${`%${escapeLike(w)}%`}`;
      if (!wholeWords || phone) return inside;
      return sql`(${inside} and (' ' || ${orders.searchText} || ' ') like ${`% ${escapeLike(w)} %`})`;
    }),
  );
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
    const pieces = await orderPieceFacts(q, [row.id]);
    const tradeIns = Number(row.tradeInCredit) > 0 ? await tradeInsOf(q, row.id) : [];
    return toOrder(row, lines.get(row.id) ?? [], { history, payment: true, pieces, tradeIns });
  }

  /** Orders with their lines: two queries whatever the number of orders. */
  async function withLines(q: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
    const lines = await linesOf(
      q,
      rows.map((r) => r.id),
    );
    const pieces = await orderPieceFacts(
      q,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? [], { pieces }));
  }

  /** Shipping and bank settings in one query; missing or unreadable values take their defaults. */
  async function checkoutSettings(q: Db | Tx = db): Promise<CheckoutSettings> {
    const keys = [
      CHECKOUT_SETTING_KEYS.shippingFee,
      CHECKOUT_SETTING_KEYS.freeShippingOver,
      CHECKOUT_SETTING_KEYS.maxQuantityPerLine,
      CHECKOUT_SETTING_KEYS.maxPendingPiecesPerAddress,
      CHECKOUT_SETTING_KEYS.holdHours,
      PAYMENT_SETTING_KEYS.bankBin,
      PAYMENT_SETTING_KEYS.accountNumber,
      PAYMENT_SETTING_KEYS.accountName,
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
      limits: {
        maxQuantityPerLine: readSetting(map, 'checkout.maxQuantityPerLine'),
        maxPendingPiecesPerAddress: readSetting(map, 'checkout.maxPendingPiecesPerAddress'),
        holdHours: readSetting(map, 'checkout.holdHours'),
      },
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
     * Claims an `Idempotency-Key` for this attempt, first thing in the placing transaction: answers
     * null when the key is new (claimed: it is bound to the order by `bindIdempotencyKey` in the same
     * transaction), or the order an earlier request with the same key and body made (a retry). The
     * same key with another body is 422. A concurrent request holding the key is waited for.
     */
    async claimIdempotencyKey(key: string, hash: string): Promise<Order | null> {
      // A key older than 24 hours is forgotten and may be used again.
      await db
        .delete(orderIdempotencyKeys)
        .where(lt(orderIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
      const claimed = await db
        .insert(orderIdempotencyKeys)
        .values({ key, bodyHash: hash })
        .onConflictDoNothing()
        .returning({ key: orderIdempotencyKeys.key });
      if (claimed.length) return null;
      const [earlier] = await db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.key, key));
      if (!earlier || earlier.bodyHash !== hash || earlier.orderId === null)
        throw unprocessable(ORDER_MESSAGES.idempotencyMismatch);
      const [row] = await db.select().from(orders).where(eq(orders.id, earlier.orderId));
      if (!row) throw unprocessable(ORDER_MESSAGES.idempotencyMismatch);
      return full(db, row);
    },

    /** The order a key made with this same body, read without claiming the key (null: none). */
    async idempotentOrder(key: string, hash: string): Promise<Order | null> {
      const [earlier] = await db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.key, key));
      if (!earlier || earlier.bodyHash !== hash || earlier.orderId === null) return null;
      if (earlier.createdAt < new Date(Date.now() - IDEMPOTENCY_TTL_MS)) return null;
      const [row] = await db.select().from(orders).where(eq(orders.id, earlier.orderId));
      return row ? full(db, row) : null;
    },

    /** Binds a claimed key to the order it made (same transaction as the claim and the order). */
    async bindIdempotencyKey(key: string, orderId: number): Promise<void> {
      await db.update(orderIdempotencyKeys).set({ orderId }).where(eq(orderIdempotencyKeys.key, key));
    },

    /**
     * Stores a priced order, its lines and its first history row (pending, by whom: null for the
     * shopper), under a new code (a rare duplicate code draws another). Runs on the caller's
     * transaction; the stock is the caller's to take.
     */
    async insertPlaced(
      input: NewOrder,
      lines: PricedLine[],
      amounts: { subtotal: number; shippingFee: number; amount: number },
      extra: {
        bank: BankAccount | null;
        by: string | null;
        agreedPolicies: AgreedPolicy[] | null;
        /** The shopper's client address (null: a staff order). */
        clientAddress: string | null;
        /** Hours a bank-transfer order holds its stock: its payment deadline is that long after it is placed. */
        holdHours: number | null;
      },
    ): Promise<Order> {
      let row: OrderRow | undefined;
      const createdAt = new Date();
      const payBy = extra.holdHours === null ? null : new Date(createdAt.getTime() + extra.holdHours * 3_600_000);
      for (let attempt = 0; !row; attempt++) {
        if (attempt > 4) throw new Error('no free order code after 5 draws');
        const code = newOrderCode();
        [row] = await db
          .insert(orders)
          .values({
            ...input,
            code,
            ...amounts,
            status: 'pending',
            searchText: searchTextOf(code, input, lines),
            agreedPolicies: extra.agreedPolicies,
            clientAddress: extra.clientAddress,
            payBy,
            createdAt,
            updatedAt: createdAt,
            ...bankColumns(input.paymentMethod === 'bank_transfer' ? extra.bank : null),
          })
          .onConflictDoNothing({ target: orders.code })
          .returning();
      }
      const lineRows = await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: row.id })))
        .returning();
      const history = await db
        .insert(orderHistory)
        .values({ orderId: row.id, fromStatus: null, status: 'pending', by: extra.by, at: createdAt })
        .returning();
      return toOrder(row, lineRows, { history, payment: true });
    },

    /**
     * The pieces the pending orders of a client address hold, read after taking that address's lock
     * (a transaction-scoped advisory lock, held until the caller's transaction ends): two orders from
     * one address count one after the other, each seeing the other's pieces once it committed.
     */
    async lockPendingPieces(address: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-address:${address}`}))`);
      const [r] = await db
        .select({ n: sql<string | number | null>`coalesce(sum(${orderLines.quantity}), 0)` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.clientAddress, address), eq(orders.status, 'pending')));
      return Number(r?.n ?? 0);
    },

    /**
     * A page of orders, newest first (created_at, id). Pages at any depth are read by keyset from the
     * order they follow or precede (`after`, `before`) or from the other end (`last`), each an index
     * range scan of one page; `skip` stays for short lists. The total is counted up to COUNT_CAP + 1
     * matches: beyond COUNT_CAP it is answered as COUNT_CAP with `totalExact` false.
     */
    async list(opts: OrderListOptions): Promise<OrderListPage> {
      const where = and(
        opts.status && opts.status !== 'all' ? eq(orders.status, opts.status) : undefined,
        opts.paymentStatus ? eq(orders.paymentStatus, opts.paymentStatus) : undefined,
        opts.phone ? eq(orders.phone, opts.phone) : undefined,
        opts.from ? gte(orders.createdAt, shopDayStart(opts.from)) : undefined,
        opts.to ? lt(orders.createdAt, shopDayStart(addDays(opts.to, 1))) : undefined,
        searchCondition(opts.search),
      );
      const counted =
        opts.count === false
          ? undefined
          : await db
              .execute<{ n: string | number }>(
                sql`select count(*) as n from (select 1 from ${orders} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) m`,
              )
              .then((r) => Number(r.rows[0]?.n ?? 0));
      const totalExact = counted === undefined || counted <= COUNT_CAP;
      const key = sql`(${orders.createdAt}, ${orders.id})`;
      const at = (id: number) => sql`(select o.created_at, o.id from ${orders} o where o.id = ${id})`;
      const newestFirst = [desc(orders.createdAt), desc(orders.id)];
      const oldestFirst = [asc(orders.createdAt), asc(orders.id)];
      // The last page holds what is left after whole pages from the newest when the total is known, so
      // that paging back from it meets the same pages as paging forward from the first.
      const lastSize =
        counted !== undefined && totalExact && counted > 0 ? counted % opts.limit || opts.limit : opts.limit;
      const [condition, order, size, reversed] =
        opts.after !== undefined
          ? [sql`${key} < ${at(opts.after)}`, newestFirst, opts.limit, false]
          : opts.before !== undefined
            ? [sql`${key} > ${at(opts.before)}`, oldestFirst, opts.limit, true]
            : opts.last
              ? [undefined, oldestFirst, lastSize, true]
              : [undefined, newestFirst, opts.limit, false];
      const rows = await db
        .select()
        .from(orders)
        .where(and(where, condition))
        .orderBy(...order)
        .limit(size + 1)
        .offset(opts.after === undefined && opts.before === undefined && !opts.last ? (opts.skip ?? 0) : 0);
      const more = rows.length > size;
      const page = rows.slice(0, size);
      if (reversed) page.reverse();
      return {
        orders: await withLines(db, page),
        total: counted === undefined ? page.length : Math.min(counted, COUNT_CAP),
        totalExact,
        more,
      };
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
      const row = await orderOfLookup(db, code, phone);
      return row && shopperView(await full(db, row));
    },

    /**
     * Moves an order along the flow (canMoveOrder) and records who, when, from, to and why; 404 /
     * 409 otherwise. Cancelling puts the order's pieces back in stock in the same transaction;
     * completing an unpaid cash-on-delivery order marks it paid (the courier collected the money).
     */
    async moveStatus(
      id: number,
      to: OrderStatus,
      by: string,
      reason: string | null,
      shipping: { carrier: string | null; trackingNumber: string | null } = { carrier: null, trackingNumber: null },
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!canMoveOrder(row.status, to)) throw conflict(ORDER_MESSAGES.badTransition, { from: row.status, to });
        // Pieces: shipping sells those chosen (refused while a tracked unit has none), cancelling gives them back.
        if (to === 'shipped') await sellOrderPieces(tx, row, by);
        // Completing (delivered) starts the warranty of each piece sold, from today in Vietnam.
        if (to === 'completed') await warrantOrderPieces(tx, row);
        if (to === 'cancelled') {
          await returnOrderPieces(tx, row, by);
          // Its buy-backs are free to be set against another order (docs/pieces.md#trade-in-credit).
          await releaseTradeIns(tx, id);
          // Exactly what the lines took from tracked stock goes back (an untracked variant took nothing).
          const lines = (await linesOf(tx, [id])).get(id) ?? [];
          await refreshSoldOut(tx, (await moveStock(tx, takenBack(lines), new Map())).products);
        }
        const [updated] = await tx
          .update(orders)
          .set({
            status: to,
            updatedAt: new Date(),
            ...(to === 'shipped' ? shipping : {}),
            // Cash on delivery: the courier collected the money when the order was delivered.
            ...(to === 'completed' && row.paymentMethod === 'cod' && row.paymentStatus === 'unpaid'
              ? { paymentStatus: 'paid' as const }
              : {}),
          })
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
      input: Omit<NewOrder, 'paymentMethod' | 'invoiceRequest'>,
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
        // A line that grows takes the extra pieces from tracked stock; one that shrinks or goes gives
        // back what it took beyond its new quantity — never more than it took.
        const old = new Map(before.filter((l) => l.variantId !== null).map((l) => [l.variantId!, l]));
        const deltas = new Map<number, number>();
        for (const l of lines) {
          const was = old.get(l.variantId);
          const grow = l.quantity - (was?.quantity ?? 0);
          deltas.set(
            l.variantId,
            grow > 0 ? grow : -((was?.stockTaken ?? 0) - Math.min(was?.stockTaken ?? 0, l.quantity)),
          );
        }
        for (const [variantId, l] of old) if (!deltas.has(variantId)) deltas.set(variantId, -l.stockTaken);
        const names = new Map(lines.map((l) => [l.variantId, l.productName]));
        const moved = await moveStock(tx, deltas, names);
        await refreshSoldOut(tx, moved.products);
        const taken = lines.map((l) => {
          const was = old.get(l.variantId);
          const grow = l.quantity - (was?.quantity ?? 0);
          const kept = Math.min(was?.stockTaken ?? 0, l.quantity);
          return { ...l, stockTaken: grow > 0 ? (was?.stockTaken ?? 0) + (moved.taken.get(l.variantId) ?? 0) : kept };
        });
        const computed = orderAmounts(lines, shop.shipping, {
          shippingFee,
          tradeInCredit: Number(row.tradeInCredit),
        });
        if (computed.amount < 0)
          throw conflict(TRADE_IN_MESSAGES.editBelowCredit, { tradeInCredit: computed.tradeInCredit });
        await tx.delete(orderLines).where(eq(orderLines.orderId, id));
        await tx.insert(orderLines).values(taken.map((l) => ({ ...l, orderId: id })));
        await keepOrderPieces(tx, row, lines, null);
        const [updated] = await tx
          .update(orders)
          .set({
            ...input,
            subtotal: computed.subtotal,
            shippingFee: computed.shippingFee,
            amount: computed.amount,
            searchText: searchTextOf(row.code, input, lines),
            updatedAt: new Date(),
          })
          .where(eq(orders.id, id))
          .returning();
        return full(tx, updated!);
      });
    },

    async stats(): Promise<Record<OrderStatus, number> & { total: number }> {
      // From the totals per day the database keeps (migration 0020), not by counting the orders.
      const rows = await db
        .select({ status: orderDayTotals.status, n: sql<string | number>`sum(${orderDayTotals.orders})` })
        .from(orderDayTotals)
        .groupBy(orderDayTotals.status);
      const out = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const r of rows) out[r.status] = Number(r.n);
      return { total: Object.values(out).reduce((a, b) => a + b, 0), ...out };
    },
  };
}

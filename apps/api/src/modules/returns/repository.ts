import { readSetting } from '@shop/core/schemas/setting';
import {
  RETURN_MESSAGES,
  canMoveReturn,
  type OrderReturns,
  type Return,
  type ReturnMove,
  type ReturnStatus,
} from '@shop/core/schemas/return';
import type { PaymentStatus } from '@shop/core/schemas/order';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderHistory,
  orderLines,
  orders,
  productVariants,
  returnLines,
  returns,
  settings,
  type ReturnStep,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { orderOfLookup } from '../orders/order-of-lookup.ts';
import { toLine } from '../orders/order-view.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';

type ReturnRow = typeof returns.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** Payment statuses in which the order's money was received (and may be paid back). */
const PAID: readonly PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

export interface ReturnRequest {
  lines: { lineId: number; quantity: number }[];
  reason: string;
}

/** A return's lines with the order line each one is (name, price at which it was bought). */
interface LineJoin {
  returnId: number;
  orderLineId: number;
  quantity: number;
  restocked: number;
  line: OrderLineRow;
}

function toReturn(row: ReturnRow, order: Pick<OrderRow, 'code' | 'customer' | 'phone'>, lines: LineJoin[]): Return {
  const items = lines.map((l) => ({
    lineId: l.orderLineId,
    productId: l.line.productId,
    variantId: l.line.variantId,
    productName: l.line.productName,
    variantName: l.line.variantName,
    price: Number(l.line.price),
    quantity: l.quantity,
  }));
  return {
    id: row.id,
    orderId: row.orderId,
    orderCode: order.code,
    customer: order.customer,
    phone: order.phone,
    status: row.status,
    lines: items,
    value: items.reduce((sum, l) => sum + l.price * l.quantity, 0),
    reason: row.reason,
    photos: row.photos,
    openedBy: row.openedBy,
    note: row.note,
    rejectReason: row.rejectReason,
    condition: row.condition,
    refund:
      row.status === 'refunded' && row.refundAmount !== null && row.refundMethod && row.refundedOn
        ? {
            amount: Number(row.refundAmount),
            method: row.refundMethod,
            reference: row.refundReference,
            date: row.refundedOn,
          }
        : null,
    steps: row.steps,
    createdAt: row.createdAt.toISOString(),
  };
}

const DAY_MS = 86_400_000;

export function returnsRepository(db: Db) {
  async function linesOf(returnIds: number[]): Promise<Map<number, LineJoin[]>> {
    const map = new Map<number, LineJoin[]>(returnIds.map((id) => [id, []]));
    if (!returnIds.length) return map;
    const rows = await db
      .select({
        returnId: returnLines.returnId,
        orderLineId: returnLines.orderLineId,
        quantity: returnLines.quantity,
        restocked: returnLines.restocked,
        line: orderLines,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, returnIds))
      .orderBy(asc(returnLines.id));
    for (const r of rows) map.get(r.returnId)?.push(r);
    return map;
  }

  /** Returns with their lines and their order's code and customer: three queries whatever their number. */
  async function withLines(rows: ReturnRow[]): Promise<Return[]> {
    if (!rows.length) return [];
    const lines = await linesOf(rows.map((r) => r.id));
    const orderRows = await db
      .select({ id: orders.id, code: orders.code, customer: orders.customer, phone: orders.phone })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.orderId),
        ),
      );
    const byId = new Map(orderRows.map((o) => [o.id, o]));
    return rows.map((r) => toReturn(r, byId.get(r.orderId)!, lines.get(r.id) ?? []));
  }

  async function windowDays(): Promise<number> {
    const [row] = await db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'returns.windowDays'));
    return readSetting(row ? { [row.key]: row.value } : {}, 'returns.windowDays');
  }

  /** When the order was delivered (its last move to completed); null while it is not completed. */
  async function deliveredAt(order: OrderRow): Promise<Date | null> {
    if (order.status !== 'completed') return null;
    const [h] = await db
      .select({ at: orderHistory.at })
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.status, 'completed')))
      .orderBy(desc(orderHistory.at))
      .limit(1);
    return h?.at ?? order.updatedAt;
  }

  /** Pieces of each order line already asked back by returns that were not rejected. */
  async function askedBack(orderId: number, except?: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ lineId: returnLines.orderLineId, n: sql<string | number>`sum(${returnLines.quantity})` })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(
        and(
          eq(returns.orderId, orderId),
          ne(returns.status, 'rejected'),
          except === undefined ? undefined : ne(returns.id, except),
        ),
      )
      .groupBy(returnLines.orderLineId);
    return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
  }

  /** Refunded so far on the order. */
  async function refunded(orderId: number): Promise<number> {
    const [r] = await db
      .select({ n: sql<string | number>`coalesce(sum(${returns.refundAmount}), 0)` })
      .from(returns)
      .where(and(eq(returns.orderId, orderId), eq(returns.status, 'refunded')));
    return Number(r?.n ?? 0);
  }

  const paidOf = (order: OrderRow) => (PAID.includes(order.paymentStatus) ? Number(order.amount) : 0);

  async function lockOrder(id: number): Promise<OrderRow> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(RETURN_MESSAGES.orderNotFound);
    return row;
  }

  async function ofOrder(order: OrderRow, now = new Date()): Promise<OrderReturns> {
    const days = await windowDays();
    const delivered = await deliveredAt(order);
    const deadline = delivered ? new Date(delivered.getTime() + days * DAY_MS) : null;
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    const asked = await askedBack(order.id);
    const returnable = lines.map((l) => ({
      ...toLine(l),
      returnable: Math.max(0, l.quantity - (asked.get(l.id) ?? 0)),
    }));
    const rows = await db.select().from(returns).where(eq(returns.orderId, order.id)).orderBy(asc(returns.id));
    return {
      windowDays: days,
      deadline: deadline?.toISOString() ?? null,
      canRequest: deadline !== null && now.getTime() <= deadline.getTime() && returnable.some((l) => l.returnable > 0),
      lines: returnable,
      refundable: Math.max(0, paidOf(order) - (await refunded(order.id))),
      returns: await withLines(rows),
    };
  }

  return {
    /** What can be returned of an order, and its returns (404 without the order). */
    async ofOrder(orderId: number): Promise<OrderReturns> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(RETURN_MESSAGES.orderNotFound);
      return ofOrder(order);
    },

    /** The same for the order of this code and phone; undefined for any other combination. */
    async ofLookup(code: string, phone: string): Promise<OrderReturns | undefined> {
      const order = await orderOfLookup(db, code, phone);
      return order && ofOrder(order);
    },

    async orderIdOf(code: string, phone: string): Promise<number | undefined> {
      return (await orderOfLookup(db, code, phone))?.id;
    },

    /**
     * Opens a return of a delivered order (run in a transaction: the order row is locked, so two
     * requests never ask back the same pieces). A shopper must ask within the window; staff may open
     * one at any time after delivery. Each line must be the order's, and no more than is left.
     */
    async open(
      orderId: number,
      input: ReturnRequest,
      opts: { openedBy: 'shopper' | 'staff'; by: string | null; photos: string[]; now?: Date },
    ): Promise<Return> {
      const now = opts.now ?? new Date();
      const order = await lockOrder(orderId);
      if (order.status !== 'completed') throw conflict(RETURN_MESSAGES.notDelivered);
      if (opts.openedBy === 'shopper') {
        const days = await windowDays();
        const delivered = await deliveredAt(order);
        if (!delivered || now.getTime() > delivered.getTime() + days * DAY_MS)
          throw conflict(RETURN_MESSAGES.windowClosed(days));
      }
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      const byId = new Map(lines.map((l) => [l.id, l]));
      const asked = await askedBack(orderId);
      for (const want of input.lines) {
        const line = byId.get(want.lineId);
        if (!line) throw badRequest(RETURN_MESSAGES.badLine, { field: 'lines', lineId: want.lineId });
        const left = line.quantity - (asked.get(line.id) ?? 0);
        if (want.quantity > left)
          throw conflict(RETURN_MESSAGES.tooMany(line.productName, Math.max(0, left)), {
            lineId: line.id,
            returnable: Math.max(0, left),
          });
      }
      const step: ReturnStep = { status: 'requested', at: now.toISOString(), by: opts.by };
      const [row] = await db
        .insert(returns)
        .values({
          orderId,
          reason: input.reason,
          photos: opts.photos,
          openedBy: opts.openedBy,
          steps: [step],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await db
        .insert(returnLines)
        .values(input.lines.map((l) => ({ returnId: row!.id, orderLineId: l.lineId, quantity: l.quantity })));
      const [made] = await withLines([row!]);
      return made!;
    },

    async list(q: { status: ReturnStatus | 'all'; limit: number; skip: number }): Promise<{
      returns: Return[];
      total: number;
    }> {
      const where = q.status === 'all' ? undefined : eq(returns.status, q.status);
      const [rows, [total]] = await Promise.all([
        db.select().from(returns).where(where).orderBy(desc(returns.id)).limit(q.limit).offset(q.skip),
        db.select({ n: count() }).from(returns).where(where),
      ]);
      return { returns: await withLines(rows), total: Number(total?.n ?? 0) };
    },

    async stats(): Promise<{ requested: number; received: number }> {
      const rows = await db
        .select({ status: returns.status, n: count() })
        .from(returns)
        .where(inArray(returns.status, ['requested', 'received']))
        .groupBy(returns.status);
      const of = (s: ReturnStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { requested: of('requested'), received: of('received') };
    },

    async find(id: number): Promise<Return | undefined> {
      const [row] = await db.select().from(returns).where(eq(returns.id, id));
      return row && (await withLines([row]))[0];
    },

    /**
     * The next step of a return (run in a transaction; the order, then the return, are locked):
     * received puts the pieces back into tracked stock, at most what each line took from it;
     * refunded pays back no more than the order paid less earlier refunds, and moves the order's
     * payment status to partially_refunded or refunded. Any other move is 409.
     */
    async move(
      id: number,
      body: ReturnMove,
      by: string,
      now = new Date(),
    ): Promise<{ before: Return; after: Return; paymentStatus?: [PaymentStatus, PaymentStatus] }> {
      const [peek] = await db.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, id));
      if (!peek) throw notFound(RETURN_MESSAGES.notFound);
      const order = await lockOrder(peek.orderId);
      const [row] = await db.select().from(returns).where(eq(returns.id, id)).for('update');
      if (!row) throw notFound(RETURN_MESSAGES.notFound);
      const [before] = await withLines([row]);
      if (!canMoveReturn(row.status, body.status))
        throw conflict(RETURN_MESSAGES.badTransition, { from: row.status, to: body.status });
      const set: Partial<typeof returns.$inferInsert> = {};
      let paymentStatus: [PaymentStatus, PaymentStatus] | undefined;
      if ('note' in body) set.note = body.note ?? null;
      if ('reason' in body) set.rejectReason = body.reason;
      if ('condition' in body) {
        set.condition = body.condition;
        await restock(id);
      }
      if ('amount' in body) {
        const left = paidOf(order) - (await refunded(order.id));
        if (left <= 0) throw conflict(RETURN_MESSAGES.nothingPaid);
        if (body.amount > left) throw conflict(RETURN_MESSAGES.overPaid(left), { refundable: left });
        set.refundAmount = body.amount;
        set.refundMethod = body.method;
        set.refundReference = body.reference ?? null;
        set.refundedOn = body.date;
        const next: PaymentStatus = body.amount === left ? 'refunded' : 'partially_refunded';
        paymentStatus = [order.paymentStatus, next];
        await db.update(orders).set({ paymentStatus: next, updatedAt: now }).where(eq(orders.id, order.id));
      }
      const step: ReturnStep = { status: body.status, at: now.toISOString(), by };
      const [updated] = await db
        .update(returns)
        .set({ ...set, status: body.status, steps: [...row.steps, step], updatedAt: now })
        .where(eq(returns.id, id))
        .returning();
      const [after] = await withLines([updated!]);
      return { before: before!, after: after!, ...(paymentStatus ? { paymentStatus } : {}) };
    },
  };

  /**
   * Puts a received return's pieces back into stock: per line, no more than the order line took
   * from tracked stock less what earlier returns of that line put back (a variant that was not
   * tracked, or is gone, takes nothing back). Records what went back on each return line.
   */
  async function restock(returnId: number): Promise<void> {
    const mine = await db
      .select({ id: returnLines.id, orderLineId: returnLines.orderLineId, quantity: returnLines.quantity })
      .from(returnLines)
      .where(eq(returnLines.returnId, returnId))
      .orderBy(asc(returnLines.orderLineId));
    const touched: number[] = [];
    for (const rl of mine) {
      const [line] = await db.select().from(orderLines).where(eq(orderLines.id, rl.orderLineId));
      if (!line || line.variantId === null) continue;
      const [back] = await db
        .select({ n: sql<string | number>`coalesce(sum(${returnLines.restocked}), 0)` })
        .from(returnLines)
        .where(eq(returnLines.orderLineId, rl.orderLineId));
      const put = Math.min(rl.quantity, takenFromStock(line) - Number(back?.n ?? 0));
      if (put <= 0) continue;
      const [moved] = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${put}` })
        // A variant tracked by piece counts its stock from its pieces (Kho Đồng Hồ): the returned
        // watch goes back there, by its serial, not by a count.
        .where(
          and(
            eq(productVariants.id, line.variantId),
            isNotNull(productVariants.stock),
            eq(productVariants.tracksPieces, false),
          ),
        )
        .returning({ productId: productVariants.productId });
      if (!moved) continue;
      touched.push(moved.productId);
      await db.update(returnLines).set({ restocked: put }).where(eq(returnLines.id, rl.id));
    }
    await refreshSoldOut(db, touched);
  }
}

/** The pieces an order line took from tracked stock (recorded on the line when it was placed or edited). */
function takenFromStock(line: OrderLineRow): number {
  return line.stockTaken;
}

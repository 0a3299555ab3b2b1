import { ORDER_STATUSES, canMoveOrder, type OrderStatus } from '@shop/core/constants';
import { ORDER_MESSAGES, type Order, type OrderLookup, type PaymentStatus } from '@shop/core/schemas/order';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderDayTotals, orderHistory, orders } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { releaseTradeIns } from '../buybacks/trade-ins.ts';
import { returnOrderPieces, sellOrderPieces } from '../pieces/order-pieces.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import { warrantOrderPieces } from '../warranty/repository.ts';
import { readCheckoutSettings } from './checkout-settings.ts';
import { idempotencyKeys } from './idempotency.ts';
import { orderPlacing } from './order-insert.ts';
import { moveStock, takenBack } from './order-lines.ts';
import { listOrders } from './order-list.ts';
import { editOrder } from './order-edit.ts';
import { orderOfLookup } from './order-of-lookup.ts';
import { fullOrder, linesOf, lockOrder } from './order-read.ts';
import { shopperView } from './order-view.ts';

// The routes' name for the audit view of an order (its home is order-view.ts).
export { auditedOrder } from './order-view.ts';

/**
 * The orders' data: reading, placing, listing, moving along the flow, paying, editing. Each piece has its
 * own file (order-read, order-insert, idempotency, order-list, order-edit, order-view); this assembles
 * them for the routes.
 */
export function ordersRepository(db: Db) {
  return {
    /** Shipping and bank settings in one query; missing or unreadable values take their defaults. */
    checkoutSettings: (q: Db | Tx = db) => readCheckoutSettings(q),
    ...idempotencyKeys(db),
    ...orderPlacing(db),
    list: listOrders.bind(null, db),
    edit: editOrder.bind(null, db),

    async find(id: number): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row && fullOrder(db, row);
    },

    /**
     * The order as it is before a change, its row locked until the caller's transaction ends (404 when
     * there is none): run on a transaction, so that no other change slips in between this read and the
     * change, and the audit entry's "before" is the state the change started from.
     */
    async findForChange(id: number): Promise<Order> {
      return fullOrder(db, await lockOrder(db, id));
    },

    /**
     * The shopper's view of an order, found only by its code and the phone it was placed with;
     * undefined for any other combination.
     */
    async lookup(code: string, phone: string): Promise<OrderLookup | undefined> {
      const row = await orderOfLookup(db, code, phone);
      return row && shopperView(await fullOrder(db, row));
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
        return fullOrder(tx, updated!);
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
        return fullOrder(tx, updated!);
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

import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderHistory, orderLines, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { tradeInsOf } from '../buybacks/trade-ins.ts';
import { orderPieceFacts } from '../pieces/order-pieces.ts';
import { toOrder, type HistoryRow, type LineRow, type OrderRow } from './order-view.ts';

/** Reading orders with their lines, history, pieces and trade-ins, on the database or a transaction. */

export async function linesOf(q: Db | Tx, ids: number[]): Promise<Map<number, LineRow[]>> {
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

/**
 * An order with everything its answers show. Inside a transaction there is one connection: its queries
 * are awaited one after the other (the PostgreSQL driver refuses a second query before the first is
 * answered from pg 9 on).
 */
export async function fullOrder(q: Db | Tx, row: OrderRow): Promise<Order> {
  const lines = await linesOf(q, [row.id]);
  const history = await historyOf(q, row.id);
  const pieces = await orderPieceFacts(q, [row.id]);
  const tradeIns = Number(row.tradeInCredit) > 0 ? await tradeInsOf(q, row.id) : [];
  return toOrder(row, lines.get(row.id) ?? [], { history, payment: true, pieces, tradeIns });
}

/** Orders with their lines: two queries whatever the number of orders. */
export async function withLines(q: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
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

/**
 * The orders of these ids, in this order, with their lines: the rows, lines and pieces read at once
 * (a pool's connections; the ids are known before the rows).
 */
export async function ordersWithLines(db: Db, ids: number[]): Promise<Order[]> {
  if (!ids.length) return [];
  const [rows, lines, pieces] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    linesOf(db, ids),
    orderPieceFacts(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toOrder(r, lines.get(id) ?? [], { pieces })] : [];
  });
}

/** The order's row, locked until the caller's transaction ends (404 when there is none). */
export async function lockOrder(tx: Db | Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

import {
  ORDER_PIECE_MESSAGES,
  PIECE_MESSAGES,
  PIECE_STATUS_LABELS,
  type PieceEvent,
  type PieceStatus,
} from '@shop/core/schemas/piece';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders, pieces, productVariants } from '../../db/schema/index.ts';
import { HttpError, conflict, notFound } from '../../lib/errors.ts';
import { recordMove } from './repository.ts';

// What orders do to pieces (docs/pieces.md): the order code calls these named functions in its own
// transactions. An order holds a count of a tracked variant; staff choose the piece of each unit
// before it ships (reserved), shipping sells them, cancelling gives them back. None of these moves
// changes the variant's stock: a piece chosen for a unit was already counted out by the order.

interface OrderRef {
  id: number;
  code: string;
}

/**
 * A piece the order held (`piece.status`: reserved or sold) goes back to stock, free of the order, and
 * its history records the move as `event` with `note`.
 */
async function backToStock(
  tx: Db | Tx,
  order: OrderRef,
  piece: { id: number; status: PieceStatus },
  move: { event: PieceEvent; note?: string; by: string | null },
): Promise<void> {
  await tx
    .update(pieces)
    .set({ status: 'in_stock', orderId: null, updatedAt: new Date() })
    .where(eq(pieces.id, piece.id));
  await recordMove(tx, {
    pieceId: piece.id,
    event: move.event,
    from: piece.status,
    to: 'in_stock',
    orderId: order.id,
    orderCode: order.code,
    note: move.note,
    by: move.by,
  });
}

/** The statuses in which staff choose or drop the pieces of an order. */
const OPEN = ['pending', 'processing'] as const;

export interface OrderPieceFacts {
  /** The pieces of each order (reserved or sold), by order id. */
  pieces: Map<number, { id: number; serial: string; variantId: number }[]>;
  /** Which of the orders' variants are sold piece by piece. */
  tracked: Set<number>;
}

/**
 * The pieces of these orders and which of their variants are tracked, in one query: the orders'
 * lines of tracked variants, each with the pieces of its order and variant (reserved or sold).
 */
export async function orderPieceFacts(q: Db | Tx, orderIds: number[]): Promise<OrderPieceFacts> {
  const facts: OrderPieceFacts = { pieces: new Map(), tracked: new Set() };
  if (!orderIds.length) return facts;
  const rows = await q
    .selectDistinct({
      orderId: orderLines.orderId,
      variantId: productVariants.id,
      id: pieces.id,
      serial: pieces.serial,
    })
    .from(orderLines)
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .leftJoin(
      pieces,
      and(
        eq(pieces.orderId, orderLines.orderId),
        eq(pieces.variantId, orderLines.variantId),
        inArray(pieces.status, ['reserved', 'sold']),
      ),
    )
    .where(and(inArray(orderLines.orderId, orderIds), eq(productVariants.tracksPieces, true)))
    .orderBy(asc(orderLines.orderId), asc(productVariants.id), asc(pieces.id));
  for (const r of rows) {
    facts.tracked.add(r.variantId);
    if (r.id === null || r.serial === null) continue;
    const list = facts.pieces.get(r.orderId) ?? [];
    list.push({ id: r.id, serial: r.serial, variantId: r.variantId });
    facts.pieces.set(r.orderId, list);
  }
  return facts;
}

async function lockOpenOrder(tx: Db | Tx, orderId: number) {
  const [order] = await tx
    .select({ id: orders.id, code: orders.code, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound('Không tìm thấy đơn hàng');
  if (!(OPEN as readonly string[]).includes(order.status))
    throw conflict(ORDER_PIECE_MESSAGES.orderClosed, { status: order.status });
  return order;
}

/**
 * Chooses `pieceId` for one unit of the order's line `lineId`: the piece must be of the line's
 * variant and in stock, and the line must have a unit without a piece. The piece row is locked:
 * two orders choosing one piece at once queue on it, and the second finds it reserved (409).
 */
export async function assignPiece(
  tx: Db | Tx,
  orderId: number,
  lineId: number,
  pieceId: number,
  by: string,
): Promise<{ serial: string }> {
  const order = await lockOpenOrder(tx, orderId);
  const [line] = await tx
    .select({
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      tracksPieces: productVariants.tracksPieces,
    })
    .from(orderLines)
    .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  if (!line) throw new HttpError(404, 'NOT_FOUND', ORDER_PIECE_MESSAGES.lineNotFound);
  if (!line.tracksPieces || line.variantId === null) throw conflict(ORDER_PIECE_MESSAGES.notTracked);
  const [piece] = await tx.select().from(pieces).where(eq(pieces.id, pieceId)).for('update');
  if (!piece) throw notFound(PIECE_MESSAGES.notFound);
  if (piece.variantId !== line.variantId) throw conflict(ORDER_PIECE_MESSAGES.wrongVariant(piece.serial));
  if (piece.status !== 'in_stock') {
    if (piece.orderId !== null) {
      const [holder] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, piece.orderId));
      throw conflict(ORDER_PIECE_MESSAGES.heldBy(piece.serial, holder?.code ?? ''), {
        pieceId,
        orderId: piece.orderId,
      });
    }
    throw conflict(ORDER_PIECE_MESSAGES.notInStock(piece.serial, PIECE_STATUS_LABELS[piece.status]), { pieceId });
  }
  const [chosen] = await tx
    .select({ n: count() })
    .from(pieces)
    .where(and(eq(pieces.orderId, orderId), eq(pieces.variantId, line.variantId), eq(pieces.status, 'reserved')));
  if (Number(chosen?.n ?? 0) >= line.quantity)
    throw conflict(ORDER_PIECE_MESSAGES.lineFull(line.quantity, `${line.productName} — ${line.variantName}`));
  await tx.update(pieces).set({ status: 'reserved', orderId, updatedAt: new Date() }).where(eq(pieces.id, pieceId));
  await recordMove(tx, {
    pieceId,
    event: 'reserved',
    from: 'in_stock',
    to: 'reserved',
    orderId,
    orderCode: order.code,
    by,
  });
  return { serial: piece.serial };
}

/** Drops a piece chosen for the order: it goes back to stock, and its unit waits for another. */
export async function releasePiece(
  tx: Db | Tx,
  orderId: number,
  pieceId: number,
  by: string,
): Promise<{ serial: string }> {
  const order = await lockOpenOrder(tx, orderId);
  const [piece] = await tx.select().from(pieces).where(eq(pieces.id, pieceId)).for('update');
  if (!piece || piece.orderId !== orderId || piece.status !== 'reserved')
    throw new HttpError(404, 'NOT_FOUND', ORDER_PIECE_MESSAGES.notOnOrder);
  await backToStock(tx, order, { id: pieceId, status: 'reserved' }, { event: 'released', by });
  return { serial: piece.serial };
}

/**
 * The order ships: every unit of a tracked variant must have its piece (409 "Chưa chọn đồng hồ (số
 * serial) cho …" naming the lines), then its pieces are sold.
 */
export async function sellOrderPieces(tx: Db | Tx, order: OrderRef, by: string): Promise<void> {
  const lines = await tx
    .select({
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
    })
    .from(orderLines)
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(and(eq(orderLines.orderId, order.id), eq(productVariants.tracksPieces, true)));
  if (!lines.length) return;
  const held = await tx
    .select({ id: pieces.id, variantId: pieces.variantId })
    .from(pieces)
    .where(and(eq(pieces.orderId, order.id), eq(pieces.status, 'reserved')))
    .for('update');
  const missing = lines.filter((l) => held.filter((p) => p.variantId === l.variantId).length < l.quantity);
  if (missing.length)
    throw conflict(
      ORDER_PIECE_MESSAGES.missingPieces(missing.map((l) => `${l.productName} — ${l.variantName}`).join(', ')),
      { variantIds: missing.map((l) => l.variantId) },
    );
  for (const p of held) {
    await tx.update(pieces).set({ status: 'sold', updatedAt: new Date() }).where(eq(pieces.id, p.id));
    await recordMove(tx, {
      pieceId: p.id,
      event: 'sold',
      from: 'reserved',
      to: 'sold',
      orderId: order.id,
      orderCode: order.code,
      by,
    });
  }
}

/** The order is cancelled: its pieces, chosen or already sold, go back to stock. */
export async function returnOrderPieces(tx: Db | Tx, order: OrderRef, by: string): Promise<void> {
  const held = await tx
    .select({ id: pieces.id, status: pieces.status })
    .from(pieces)
    .where(and(eq(pieces.orderId, order.id), inArray(pieces.status, ['reserved', 'sold'])))
    .for('update');
  for (const p of held) {
    await backToStock(tx, order, p, { event: p.status === 'sold' ? 'returned' : 'released', note: 'Hủy đơn', by });
  }
}

/**
 * A pending order was edited: its chosen pieces stay with it, except those beyond the new quantity
 * of their variant (or of a variant no longer ordered), which go back to stock, latest chosen first.
 */
export async function keepOrderPieces(
  tx: Db | Tx,
  order: OrderRef,
  lines: { variantId: number | null; quantity: number }[],
  by: string | null,
): Promise<void> {
  const held = await tx
    .select({ id: pieces.id, variantId: pieces.variantId })
    .from(pieces)
    .where(and(eq(pieces.orderId, order.id), eq(pieces.status, 'reserved')))
    .orderBy(asc(pieces.id))
    .for('update');
  const room = new Map<number, number>();
  for (const l of lines) if (l.variantId !== null) room.set(l.variantId, (room.get(l.variantId) ?? 0) + l.quantity);
  for (const p of held) {
    const left = room.get(p.variantId) ?? 0;
    if (left > 0) {
      room.set(p.variantId, left - 1);
      continue;
    }
    await backToStock(
      tx,
      order,
      { id: p.id, status: 'reserved' },
      { event: 'released', note: 'Sửa đơn: bớt số lượng', by },
    );
  }
}

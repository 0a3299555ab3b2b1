import { orderAmounts } from '@shop/core/checkout';
import { ORDER_MESSAGES, normalizeVietnamesePhone } from '@shop/core/schemas/order';
import { TRADE_IN_MESSAGES, type TradeInCandidates, type TradeInLine } from '@shop/core/schemas/trade-in';
import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { buybacks, orderLines, orders, pieces, tradeInCredits } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { selectBuybacks } from './repository.ts';

// Trade-in credit (docs/pieces.md#trade-in-credit): a buy-back set against an order of the same
// customer. The order's amount to pay is computed again by core's orderAmounts in the same transaction.

type OrderRow = typeof orders.$inferSelect;

/** The lines of an order's trade-in credit, oldest first (the cancelled order's released lines too). */
export async function tradeInsOf(q: Db | Tx, orderId: number): Promise<TradeInLine[]> {
  const rows = await q
    .select({
      buybackId: tradeInCredits.buybackId,
      code: buybacks.code,
      amount: tradeInCredits.amount,
      releasedAt: tradeInCredits.releasedAt,
    })
    .from(tradeInCredits)
    .innerJoin(buybacks, eq(buybacks.id, tradeInCredits.buybackId))
    .where(eq(tradeInCredits.orderId, orderId))
    .orderBy(asc(tradeInCredits.id));
  return rows.map((r) => ({
    buybackId: r.buybackId,
    code: r.code,
    amount: Number(r.amount),
    released: r.releasedAt !== null,
  }));
}

/** Cancelling an order frees its buy-backs for another order; the cancelled order keeps its lines and amounts. */
export async function releaseTradeIns(tx: Db | Tx, orderId: number): Promise<void> {
  await tx
    .update(tradeInCredits)
    .set({ releasedAt: new Date() })
    .where(and(eq(tradeInCredits.orderId, orderId), isNull(tradeInCredits.releasedAt)));
}

/** The order locked for the change; 409 unless it is still open (pending or processing, unpaid). */
async function lockOpenOrder(tx: Db | Tx, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  if (!['pending', 'processing'].includes(row.status) || row.paymentStatus !== 'unpaid')
    throw conflict(TRADE_IN_MESSAGES.notOpen, { status: row.status, paymentStatus: row.paymentStatus });
  return row;
}

/** Stores the order's new credit and the amount to pay that goes with it (409 when it passes subtotal + shipping). */
async function setCredit(tx: Db | Tx, row: OrderRow, tradeInCredit: number): Promise<void> {
  const lines = await tx
    .select({ price: orderLines.price, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id));
  const amounts = orderAmounts(
    lines.map((l) => ({ price: Number(l.price), quantity: l.quantity })),
    { shippingFee: 0, freeShippingOver: 0 },
    { shippingFee: Number(row.shippingFee), tradeInCredit },
  );
  if (amounts.amount < 0)
    throw conflict(TRADE_IN_MESSAGES.tooMuch, {
      subtotal: amounts.subtotal,
      shippingFee: amounts.shippingFee,
      tradeInCredit,
    });
  await tx
    .update(orders)
    .set({ tradeInCredit, amount: amounts.amount, updatedAt: new Date() })
    .where(eq(orders.id, row.id));
}

/**
 * Sets buy-back `buybackId` against order `orderId`, in the caller's transaction. The order is locked
 * first, then the buy-back: two applications of one buy-back queue on its row, and the second finds
 * the first's credit (409). The seller's phone must be the order's (both folded to `0` + 9 digits).
 */
export async function applyTradeIn(
  tx: Db | Tx,
  orderId: number,
  buybackId: number,
  by: string,
): Promise<{ code: string; amount: number }> {
  const row = await lockOpenOrder(tx, orderId);
  const [bought] = await tx
    .select({ code: buybacks.code, price: buybacks.price, phone: pieces.sourcePhone })
    .from(buybacks)
    .innerJoin(pieces, eq(pieces.id, buybacks.pieceId))
    .where(eq(buybacks.id, buybackId))
    .for('update', { of: buybacks });
  if (!bought) throw notFound(TRADE_IN_MESSAGES.badBuyback);
  const seller = bought.phone === null ? null : normalizeVietnamesePhone(bought.phone);
  if (seller === null || seller !== normalizeVietnamesePhone(row.phone))
    throw conflict(TRADE_IN_MESSAGES.otherCustomer);
  const [used] = await tx
    .select({ code: orders.code })
    .from(tradeInCredits)
    .innerJoin(orders, eq(orders.id, tradeInCredits.orderId))
    .where(and(eq(tradeInCredits.buybackId, buybackId), isNull(tradeInCredits.releasedAt)));
  if (used) throw conflict(TRADE_IN_MESSAGES.alreadyUsed(used.code), { order: used.code });
  const amount = Number(bought.price);
  await setCredit(tx, row, Number(row.tradeInCredit) + amount);
  await tx.insert(tradeInCredits).values({ buybackId, orderId, amount, createdBy: by });
  return { code: bought.code, amount };
}

/** Takes buy-back `buybackId` off open order `orderId` (404 when it is not set against it). */
export async function removeTradeIn(
  tx: Db | Tx,
  orderId: number,
  buybackId: number,
): Promise<{ code: string; amount: number }> {
  const row = await lockOpenOrder(tx, orderId);
  const [gone] = await tx
    .delete(tradeInCredits)
    .where(
      and(
        eq(tradeInCredits.orderId, orderId),
        eq(tradeInCredits.buybackId, buybackId),
        isNull(tradeInCredits.releasedAt),
      ),
    )
    .returning({ amount: tradeInCredits.amount });
  if (!gone) throw notFound(TRADE_IN_MESSAGES.notOnOrder);
  await setCredit(tx, row, Number(row.tradeInCredit) - Number(gone.amount));
  const [bought] = await tx.select({ code: buybacks.code }).from(buybacks).where(eq(buybacks.id, buybackId));
  return { code: bought!.code, amount: Number(gone.amount) };
}

/** The buy-backs of the order's customer (the seller's phone is the order's) not set against any order now. */
export async function tradeInCandidates(q: Db | Tx, orderId: number): Promise<TradeInCandidates> {
  const [row] = await q.select({ phone: orders.phone }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const phone = normalizeVietnamesePhone(row.phone);
  if (phone === null) return { candidates: [] };
  const taken = q
    .select({ id: tradeInCredits.buybackId })
    .from(tradeInCredits)
    .where(isNull(tradeInCredits.releasedAt));
  const rows = await selectBuybacks(q)
    .where(and(eq(pieces.sourcePhone, phone), notInArray(buybacks.id, taken)))
    .orderBy(desc(buybacks.boughtAt), desc(buybacks.id))
    .limit(50);
  return {
    candidates: rows.map((r) => ({
      buybackId: r.id,
      code: r.code,
      amount: Number(r.price),
      boughtAt: r.boughtAt,
      watch: `${r.brandName} ${r.productName} ${r.variantName}`.trim(),
      serial: r.serial,
    })),
  };
}

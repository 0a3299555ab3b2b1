import { orderAmounts } from '@shop/core/checkout';
import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { TRADE_IN_MESSAGES } from '@shop/core/schemas/trade-in';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { keepOrderPieces } from '../pieces/order-pieces.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import { readCheckoutSettings } from './checkout-settings.ts';
import type { NewOrder } from './order-insert.ts';
import { mergeItems, moveStock, priceLines, variantFacts, type ItemRequest, type PricedLine } from './order-lines.ts';
import { fullOrder, linesOf, lockOrder } from './order-read.ts';
import { searchTextOf } from './order-search.ts';
import { toLine } from './order-view.ts';

/**
 * Replaces a pending order's customer, address, note and lines (409 for any other status). Lines
 * already in the order keep the unit price they were ordered at; new ones are priced from the
 * database. The stock moves by the difference of quantities (guarded like placing an order), and
 * the amounts are computed again — the shipping fee from the settings unless staff set one.
 */
export async function editOrder(
  db: Db,
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
    const shop = await readCheckoutSettings(tx);
    const lines = priceLines(wanted, facts, keep);
    // A line that grows takes the extra pieces from tracked stock; one that shrinks or goes gives
    // back what it took beyond its new quantity — never more than it took.
    const old = new Map(before.filter((l) => l.variantId !== null).map((l) => [l.variantId!, l]));
    const deltas = new Map<number, number>();
    for (const l of lines) {
      const was = old.get(l.variantId);
      const grow = l.quantity - (was?.quantity ?? 0);
      deltas.set(l.variantId, grow > 0 ? grow : -((was?.stockTaken ?? 0) - Math.min(was?.stockTaken ?? 0, l.quantity)));
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
    return fullOrder(tx, updated!);
  });
}

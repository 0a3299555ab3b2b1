import type { OrderPieceFacts } from '../pieces/order-pieces.ts';
import type { TradeInLine } from '@shop/core/schemas/trade-in';
import {
  TIMELINE_STEP_OF_STATUS,
  type Order,
  type OrderLookup,
  type PaymentInstructions,
} from '@shop/core/schemas/order';
import { INVOICE_FILE_KINDS, type IssuedInvoice } from '@shop/core/schemas/invoice';
import { bankByBin, buildVietQr } from '@shop/core/vietqr';
import type { orderHistory, orderLines, orders, StoredInvoice } from '../../db/schema/index.ts';

/** An order's stored rows and how its answers show them (staff's view, the shopper's, the audit's). */

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type HistoryRow = typeof orderHistory.$inferSelect;

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

export function toOrder(
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

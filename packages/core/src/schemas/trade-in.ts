import { z } from 'zod';
import { id, jsonInt } from './common.ts';

// Trade-in credit (issue 26 §5; docs/pieces.md#trade-in-credit): a watch the shop bought back from a
// customer (a buy-back, TM…) set against an order of the same customer. The order's amount to pay is
// subtotal + shipping − credit (core's orderAmounts); the goods' value is unchanged.

export const TRADE_IN_MESSAGES = {
  badBuyback: 'Phiếu thu mua không hợp lệ',
  costsForbidden: 'Trừ tiền thu mua lại vào đơn hàng cần quyền thay đổi giá vốn (giá thu mua là giá vốn của đồng hồ)',
  notOpen: 'Chỉ trừ hoặc bỏ tiền thu mua lại khi đơn hàng chưa thanh toán và đang chờ xác nhận hoặc đang xử lý',
  otherCustomer: 'Phiếu thu mua này là của khách khác: chỉ trừ vào đơn hàng có cùng số điện thoại với người bán',
  alreadyUsed: (order: string) => `Phiếu thu mua này đã được trừ vào đơn hàng ${order}`,
  tooMuch: 'Tiền thu mua lại không được vượt quá tiền hàng cộng phí giao hàng của đơn',
  notOnOrder: 'Phiếu thu mua này không được trừ vào đơn hàng này',
  /** Editing a pending order with a credit: the new lines must still cover it. */
  editBelowCredit: 'Tiền hàng cộng phí giao hàng mới nhỏ hơn tiền thu mua lại đã trừ: hãy bỏ bớt phiếu thu mua trước',
} as const;

/** `POST /api/orders/:id/trade-ins`: the buy-back to set against the order. */
export const tradeInBody = z.object({ buybackId: jsonInt(TRADE_IN_MESSAGES.badBuyback, { min: 1 }) });

/** `DELETE /api/orders/:id/trade-ins/:buybackId`. */
export const tradeInParams = z.object({ id, buybackId: id });

/**
 * One buy-back set against an order: its code and the amount (its price). `released`: the order was
 * cancelled and the buy-back freed for another order (the cancelled order keeps the line as it was).
 */
export const tradeInLineSchema = z.object({
  buybackId: z.number().int(),
  code: z.string(),
  amount: z.number(),
  released: z.boolean(),
});
export type TradeInLine = z.infer<typeof tradeInLineSchema>;

/** The shopper's view of a line: no id. */
export const shopperTradeInLineSchema = tradeInLineSchema.omit({ buybackId: true });

/** `GET /api/orders/:id/trade-ins`: the buy-backs of the order's customer (same phone) still free to set against it. */
export const tradeInCandidatesResponse = z.object({
  candidates: z.array(
    z.object({
      buybackId: z.number().int(),
      code: z.string(),
      amount: z.number(),
      boughtAt: z.string(),
      watch: z.string(),
      serial: z.string(),
    }),
  ),
});
export type TradeInCandidates = z.infer<typeof tradeInCandidatesResponse>;

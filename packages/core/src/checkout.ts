/**
 * The one computation of an order's amounts, used by the cart, the checkout page, the server (from
 * database prices, stored on the order) and the invoice, so the amount a shopper sees is the amount
 * of the order. Amounts are whole đồng. Retail prices in Vietnam include VAT: there is no tax line.
 */

/** Setting keys (declared with their schemas and defaults in the settings registry). */
export const CHECKOUT_SETTING_KEYS = {
  shippingFee: 'checkout.shippingFee',
  freeShippingOver: 'checkout.freeShippingOver',
  maxQuantityPerLine: 'checkout.maxQuantityPerLine',
  maxPendingPiecesPerAddress: 'checkout.maxPendingPiecesPerAddress',
  holdHours: 'checkout.holdHours',
} as const;

/** The most lines a shopper's order may have, counted after merging equal lines (staff orders: 50). */
export const MAX_LINES_PER_SHOPPER_ORDER = 10;

/** What limits a shopper's order (docs/checkout.md#limits), from the settings. */
export interface ShopperLimits {
  /** Pieces of one variant in one order. */
  maxQuantityPerLine: number;
  /** Pieces that the pending orders of one client address hold together. */
  maxPendingPiecesPerAddress: number;
  /** Hours a bank-transfer order waits for its money before it is cancelled. */
  holdHours: number;
}

export interface ShippingSettings {
  /** The delivery fee of an order that does not ship free, in đồng. */
  shippingFee: number;
  /** Delivery is free when the subtotal is strictly above this; 0 means delivery is always free. */
  freeShippingOver: number;
}

/** The defaults of the settings above, used when the shop has not set them. */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = { shippingFee: 30_000, freeShippingOver: 1_000_000 };

/** A line of a cart or an order: its unit price after discount and its quantity. */
export interface AmountLine {
  price: number;
  quantity: number;
}

export interface OrderAmounts {
  subtotal: number;
  shippingFee: number;
  /** What buy-backs set against the order (trade-in credit, docs/pieces.md#trade-in-credit); 0 without. */
  tradeInCredit: number;
  /** The amount to pay: subtotal + shipping fee − trade-in credit. */
  amount: number;
}

/** An order's amounts as a page shows them: with a line per buy-back set against it, if any. */
export type ShownAmounts = Pick<OrderAmounts, 'subtotal' | 'shippingFee' | 'amount'> & {
  tradeIns?: readonly { code: string; amount: number }[];
};

/** The line of a buy-back set against an order (the order's pages, the invoice): "Trừ tiền thu mua lại TM000042". */
export const tradeInLabel = (code: string) => `Trừ tiền thu mua lại ${code}`;

/** What staff fixed on an order beyond its lines: a shipping fee of their own, the trade-in credit. */
export interface AmountAdjustments {
  /** A fee staff set (null or absent: from the settings). */
  shippingFee?: number | null;
  tradeInCredit?: number;
}

/** Whether delivery is free for this subtotal: always when the threshold is 0, else strictly above it. */
function shipsFree(subtotal: number, settings: ShippingSettings): boolean {
  return settings.freeShippingOver <= 0 || subtotal > settings.freeShippingOver;
}

/**
 * `{ subtotal, shippingFee, tradeInCredit, amount }` of some lines: subtotal = Σ unit price ×
 * quantity; the shipping fee is the one staff set, else the setting's unless delivery is free (or
 * there is nothing to deliver); amount (to pay) = subtotal + shipping fee − trade-in credit. A credit
 * above subtotal + shipping gives a negative amount, which the server refuses (TRADE_IN_MESSAGES).
 */
export function orderAmounts(
  lines: readonly AmountLine[],
  settings: ShippingSettings,
  adjust: AmountAdjustments = {},
): OrderAmounts {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const shippingFee =
    adjust.shippingFee ?? (lines.length === 0 || shipsFree(subtotal, settings) ? 0 : Math.max(0, settings.shippingFee));
  const tradeInCredit = adjust.tradeInCredit ?? 0;
  return { subtotal, shippingFee, tradeInCredit, amount: subtotal + shippingFee - tradeInCredit };
}

/**
 * How many more đồng the subtotal needs for free delivery (the subtotal must end strictly above the
 * threshold, so one đồng more than the difference); 0 when delivery is already free.
 */
export function neededForFreeShipping(subtotal: number, settings: ShippingSettings): number {
  return shipsFree(subtotal, settings) ? 0 : settings.freeShippingOver - subtotal + 1;
}

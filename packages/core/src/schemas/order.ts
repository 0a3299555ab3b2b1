import { z } from 'zod';
import { CONSENT_PURPOSES } from '../consents.ts';
import { ORDER_STATUSES } from '../constants.ts';
import { POLICY_SLUGS } from '../policies.ts';
import { id, jsonInt, limitQuery, noNulText, queryBool, skipQuery, timestamp } from './common.ts';
import { invoiceRequestInput, issuedInvoiceSchema } from './invoice.ts';
import { emailInput, itemsInput, optionalText, ORDER_MESSAGES, phoneInput, requiredText } from './order-input.ts';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentInstructionsSchema,
  shippingAddressInput,
  shippingAddressSchema,
} from './order-payment.ts';
import { shopperTradeInLineSchema, tradeInLineSchema } from './trade-in.ts';

export { emailInput, normalizeVietnamesePhone, ORDER_MESSAGES, phoneInput } from './order-input.ts';
export {
  formatAddress,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_SETTING_KEYS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingAddress,
  shippingAddressInput,
} from './order-payment.ts';

// ---------------------------------------------------------------------------------------------
// Placing an order

/** The `Idempotency-Key` header of `POST /orders`: one per attempt of the checkout page, 8–100 safe characters. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

const amountInput = jsonInt(ORDER_MESSAGES.badAmount, { min: 0, max: Number.MAX_SAFE_INTEGER });

const orderFields = {
  customer: requiredText(200),
  phone: phoneInput,
  email: emailInput,
  note: optionalText(2000),
  items: itemsInput,
};

/**
 * `POST /orders`, the one contract of placing an order, for every caller: the checkout page, the
 * product page's quick order (name and phone, the staff call back) and the staff's phone orders
 * (status pending; the history records who entered them). The browser's forms pick their fields from
 * it (the checkout requires the address with `shippingAddressInput`). Prices always come from the
 * database; `expectedAmount` is the amount the page showed: when today's prices give another amount
 * the answer is 409 with the new breakdown (`priceChangedDetails`) and nothing is written.
 */
export const placeOrderBody = z.object({
  ...orderFields,
  /** Required by the checkout page, left out by the quick order. */
  shippingAddress: shippingAddressInput.nullish().transform((v) => v ?? null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.badPaymentMethod }).default('cod'),
  expectedAmount: amountInput.optional(),
  /**
   * The shopper ticked "Tôi đã đọc và đồng ý với Điều khoản và Chính sách đổi trả" (issue 27 §2):
   * required from shoppers (400 on this field without it), not from staff entering a phone order. The
   * order keeps the policy versions in force (`agreedPolicies`).
   */
  acceptTerms: z.literal(true, { error: ORDER_MESSAGES.acceptTerms }).optional(),
  /** "Xuất hóa đơn VAT": who the VAT invoice is made out to (docs/selling-lawfully.md#5-vat-invoices); absent: a consumer's invoice. */
  invoice: invoiceRequestInput.nullish().transform((v) => v ?? null),
  /**
   * The optional purposes the shopper ticked (issue 27 §4, e.g. `marketing`: "Nhận tin tức và ưu
   * đãi"); each is stored as a consent with its text version, time and client address, in the order's
   * transaction. Absent or empty: none given. Staff's phone orders record none.
   */
  consents: z
    .array(z.enum(CONSENT_PURPOSES, { error: ORDER_MESSAGES.badConsent }), { error: ORDER_MESSAGES.badConsent })
    .max(CONSENT_PURPOSES.length, ORDER_MESSAGES.badConsent)
    .optional(),
  /**
   * Honeypot: a field the form hides from people. When it is filled the server answers 201 with an
   * order that looks accepted but stores nothing and counts against no limit.
   */
  website: z.string().max(500).nullish(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlacedOrderRequest = z.output<typeof placeOrderBody>;

/** Order codes: `DH` + the date (yyMMdd, Vietnam time) + six random letters/digits, e.g. `DH250131K7Q2XM`. */
export const ORDER_CODE_PATTERN = /^DH\d{6}[A-Z0-9]{6}$/;

/** `details` of the 409 "Giá đã thay đổi": today's lines and amounts, for the shopper to confirm. */
export const priceChangedDetails = z.object({
  subtotal: z.number(),
  shippingFee: z.number(),
  amount: z.number(),
  expectedAmount: z.number(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int(),
      price: z.number(),
      quantity: z.number().int(),
    }),
  ),
});
export type PriceChangedDetails = z.infer<typeof priceChangedDetails>;

// ---------------------------------------------------------------------------------------------
// The order answer

/** What a line of an order and a line of its return both say: the product as ordered, unit price and quantity. */
export const orderedLineFields = {
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  productName: z.string(),
  variantName: z.string(),
  /** Unit price after discount at the time of ordering, in đồng. */
  price: z.number(),
  quantity: z.number().int(),
};

const orderLineSchema = z.object({
  /** The line's id: staff choose a piece for one of its units with it (`POST /orders/:id/pieces`). */
  lineId: z.number().int().optional(),
  ...orderedLineFields,
  /** The variant is sold piece by piece (docs/pieces.md): each unit needs a piece before shipping. */
  tracksPieces: z.boolean().optional(),
  /** The pieces chosen for its units (reserved, then sold), with their serials. */
  pieces: z.array(z.object({ id: z.number().int(), serial: z.string() })).optional(),
});

/** A policy version the shopper agreed to when placing the order (read at `/chinh-sach/<slug>?v=<version>`). */
const agreedPolicySchema = z.object({ slug: z.enum(POLICY_SLUGS), title: z.string(), version: z.number().int() });
export type AgreedPolicy = z.infer<typeof agreedPolicySchema>;

/** One status change: who (null: the shopper), when, from (null for placing the order), to, why. */
const orderStatusEntrySchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  at: timestamp,
  by: z.string().nullable(),
  reason: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  shippingAddress: shippingAddressSchema.nullable(),
  note: z.string().nullable(),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  shippingFee: z.number(),
  /** The amount to pay: subtotal + shipping fee − trade-in credit (core's orderAmounts). */
  amount: z.number(),
  /** Buy-backs set against the order (docs/pieces.md#trade-in-credit): their sum, and one line each; absent without. */
  tradeInCredit: z.number().optional(),
  tradeIns: z.array(tradeInLineSchema).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  /** Who carries a shipped order and its tracking number, entered by staff when shipping (absent before). */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  createdAt: timestamp,
  /** Bank transfer: how to pay (while the order is unpaid and not cancelled). */
  payment: paymentInstructionsSchema.optional(),
  /**
   * The policy versions in force when the shopper placed the order and ticked the agreement box;
   * absent for orders staff entered and orders from before the agreement (issue 27 §2).
   */
  agreedPolicies: z.array(agreedPolicySchema).optional(),
  /** The buyer asked for a VAT invoice made out to these details (absent: a consumer's invoice). */
  invoiceRequest: invoiceRequestInput.optional(),
  /** The VAT e-invoice staff recorded as issued (absent until then). */
  invoice: issuedInvoiceSchema.optional(),
  /** Staff answers (`GET /orders/:id`): every status change, oldest first. */
  history: z.array(orderStatusEntrySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: list, status, payment, edit

/** `GET /orders`: search on code, customer, phone and product (case and diacritics ignored); `status=all` = no filter. */
/** A shop day `YYYY-MM-DD` (Vietnam time) that exists in the calendar. */
const shopDayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_MESSAGES.badDay)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, ORDER_MESSAGES.badDay);

/** Beyond this many matches a back-office list counts no further: its total reads "hơn 10.000". */
export const COUNT_CAP = 10_000;

/**
 * `GET /orders`: newest first, filtered by search, status, payment status and the days placed
 * (`from`, `to`: shop days, both included). A page is found by `skip` (an offset, for short lists) or,
 * at any depth, by keyset: `after` (the id of the last order shown: the older ones next), `before`
 * (the id of the first order shown: the newer ones before it) or `last` (the oldest orders: the list
 * read from its other end). The answer is always newest first.
 */
export const orderListQuery = z
  .object({
    search: z.string().max(200).check(noNulText).optional(),
    status: z.enum([...ORDER_STATUSES, 'all'], { error: 'Trạng thái không hợp lệ' }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: ORDER_MESSAGES.badPaymentStatus }).optional(),
    from: shopDayQuery.optional(),
    to: shopDayQuery.optional(),
    limit: limitQuery(20),
    skip: skipQuery,
    after: id.optional(),
    before: id.optional(),
    last: queryBool.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ORDER_MESSAGES.badDayRange, path: ['to'] })
  .refine(
    (q) => [q.after, q.before, q.last || undefined, q.skip || undefined].filter((v) => v !== undefined).length <= 1,
    {
      message: ORDER_MESSAGES.onePageWay,
      path: ['after'],
    },
  );

export const orderListResponse = z.object({
  orders: z.array(orderSchema),
  /** The number of matching orders; with `totalExact` false, at least this many (the back office shows "hơn 10.000"). */
  total: z.number().int(),
  totalExact: z.boolean(),
  /** Whether more orders follow in the direction read: older ones (first page, `skip`, `after`), newer ones (`before`, `last`). */
  more: z.boolean(),
});
export type OrderList = z.infer<typeof orderListResponse>;

/**
 * `PATCH /orders/:id/status`: pending → processing → shipped → completed; any of the first three →
 * cancelled, with a reason (cancelling puts the stock back). Other moves are 409.
 */
export const orderStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Trạng thái không hợp lệ' }),
    reason: optionalText(500),
    /** Moving to shipped: the carrier and its tracking number (the back office asks for both). */
    carrier: optionalText(100),
    trackingNumber: optionalText(100),
  })
  .refine((b) => b.status !== 'cancelled' || b.reason !== null, {
    message: ORDER_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type OrderStatusBody = z.input<typeof orderStatusBody>;

/** `PATCH /orders/:id/payment`: staff record the money received ("Đã nhận tiền") or refunded. */
export const orderPaymentBody = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: ORDER_MESSAGES.badPaymentStatus }),
});
export type OrderPaymentBody = z.input<typeof orderPaymentBody>;

/**
 * `PUT /orders/:id`: a pending order edited as a whole (409 for any other status). Lines are priced
 * again from the database and the stock adjusted by the difference. `shippingFee` set by staff
 * replaces the computed one; absent or null, it is computed from the settings.
 */
export const orderEditBody = z.object({
  ...orderFields,
  shippingAddress: shippingAddressInput.nullish().transform((v) => v ?? null),
  shippingFee: jsonInt(ORDER_MESSAGES.badAmount, { min: 0, max: 1_000_000_000 })
    .nullish()
    .transform((v) => v ?? null),
});
export type OrderEditBody = z.input<typeof orderEditBody>;

export const orderStatsResponse = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsResponse>;

// ---------------------------------------------------------------------------------------------
// Shopper: order lookup (`/track-order`, `/order/:code`)

/** `GET /orders/lookup?code&phone` (public, throttled). */
export const orderLookupQuery = z.object({
  code: z
    .string({ error: ORDER_MESSAGES.missing })
    .trim()
    .min(1, ORDER_MESSAGES.missing)
    .max(40)
    .transform((v) => v.toUpperCase()),
  phone: phoneInput,
});

const TIMELINE_STEPS = ['placed', 'confirmed', 'shipping', 'delivered', 'cancelled'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export const TIMELINE_STEP_LABELS: Record<TimelineStep, string> = {
  placed: 'Đã đặt hàng',
  confirmed: 'Đã xác nhận',
  shipping: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  cancelled: 'Đã hủy',
};
/** The timeline step an order status is reached by. */
export const TIMELINE_STEP_OF_STATUS = {
  pending: 'placed',
  processing: 'confirmed',
  shipped: 'shipping',
  completed: 'delivered',
  cancelled: 'cancelled',
} as const satisfies Record<(typeof ORDER_STATUSES)[number], TimelineStep>;

/** A step reached, when, and for a cancellation its reason. */
const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  at: timestamp,
  reason: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** What the shopper sees of their order: no id, no staff names. */
export const orderLookupResponse = orderSchema
  .omit({ id: true, history: true })
  .extend({ timeline: z.array(timelineEntrySchema), tradeIns: z.array(shopperTradeInLineSchema).optional() });
export type OrderLookup = z.infer<typeof orderLookupResponse>;

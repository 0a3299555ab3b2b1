import { z } from 'zod';
import { jsonInt, limitQuery, noNulText, queryInt, skipQuery, statusFlow, timestamp } from './common.ts';
import { orderedLineFields, orderLookupQuery } from './order.ts';
import { optionalText } from './order-input.ts';

/**
 * Returns and refunds (issue 27 §3, docs/selling-lawfully.md): within `returns.windowDays` after an
 * order is delivered the shopper asks for a return from the tracking page (code + phone); staff also
 * open one from the order. A return moves requested → approved (or rejected, with a reason) →
 * received (the condition noted; the pieces go back to stock) → refunded (amount, method, reference,
 * date). A refund never exceeds what the order paid, less what was refunded before.
 */

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Từ chối',
  received: 'Đã nhận hàng trả',
  refunded: 'Đã hoàn tiền',
};

/** The moves of the flow; anything else is 409. */
export const { canMove: canMoveReturn } = statusFlow<ReturnStatus>({
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: [],
  received: ['refunded'],
  refunded: [],
});

export const REFUND_METHODS = ['bank_transfer', 'cash', 'other'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: 'Chuyển khoản',
  cash: 'Tiền mặt',
  other: 'Khác',
};

/** Photos a shopper may attach to a request, and the size of each (bytes, before base64). */
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;

export const RETURN_MESSAGES = {
  notFound: 'Không tìm thấy yêu cầu đổi trả',
  orderNotFound: 'Không tìm thấy đơn hàng',
  notDelivered: 'Chỉ đổi trả được đơn hàng đã giao',
  windowClosed: (days: number) => `Đã quá thời hạn đổi trả (${days} ngày sau khi nhận hàng)`,
  noLines: 'Chọn ít nhất một sản phẩm cần trả',
  badLine: 'Sản phẩm không thuộc đơn hàng này',
  lineTwice: 'Mỗi sản phẩm chỉ chọn một lần',
  badQuantity: 'Số lượng trả không hợp lệ',
  tooMany: (name: string, left: number) => `Sản phẩm ${name} chỉ còn ${left} có thể trả`,
  reasonRequired: 'Vui lòng nhập lý do đổi trả',
  reasonLong: 'Lý do tối đa 1000 ký tự',
  rejectReasonRequired: 'Vui lòng nhập lý do từ chối',
  conditionRequired: 'Vui lòng ghi tình trạng hàng nhận lại',
  badTransition: 'Không thể chuyển yêu cầu đổi trả như vậy',
  badStatus: 'Trạng thái đổi trả không hợp lệ',
  badAmount: 'Số tiền hoàn không hợp lệ',
  amountRequired: 'Vui lòng nhập số tiền hoàn',
  overPaid: (max: number) => `Số tiền hoàn vượt quá số tiền khách đã trả còn lại (tối đa ${max} đ)`,
  nothingPaid: 'Đơn hàng chưa được thanh toán: không có tiền để hoàn',
  badMethod: 'Chọn cách hoàn tiền',
  badDate: 'Ngày hoàn tiền không hợp lệ (YYYY-MM-DD, không sau hôm nay)',
  tooManyPhotos: `Tối đa ${MAX_RETURN_PHOTOS} ảnh`,
  badPhoto: 'Ảnh không hợp lệ (JPEG, PNG, WebP, tối đa 5 MB)',
  badOrderId: 'Id đơn hàng không hợp lệ',
} as const;

const text = (max: number, required: string, long = required) =>
  z.string({ error: required }).trim().min(1, required).max(max, long).check(noNulText);

const returnLineInput = z.object({
  lineId: jsonInt(RETURN_MESSAGES.badLine, { min: 1 }),
  quantity: jsonInt(RETURN_MESSAGES.badQuantity, { min: 1, max: 99 }),
});

const linesInput = z
  .array(returnLineInput, { error: RETURN_MESSAGES.noLines })
  .min(1, RETURN_MESSAGES.noLines)
  .max(50)
  .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, RETURN_MESSAGES.lineTwice);

/** A photo as the browser reads it: a `data:image/…;base64,` URL (checked by content on the server). */
const photoInput = z
  .string({ error: RETURN_MESSAGES.badPhoto })
  .max(Math.ceil((MAX_RETURN_PHOTO_BYTES * 4) / 3) + 100, RETURN_MESSAGES.badPhoto)
  .regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/]+={0,2}$/, RETURN_MESSAGES.badPhoto);

/** What a return asks for: which lines of the order and how many, and why. */
const requestFields = {
  lines: linesInput,
  reason: text(1000, RETURN_MESSAGES.reasonRequired, RETURN_MESSAGES.reasonLong),
};

/** `POST /api/orders/lookup/returns` (public, throttled like the lookup): the shopper proves the order with its code and phone. */
export const shopperReturnBody = orderLookupQuery.extend({
  ...requestFields,
  photos: z
    .array(photoInput, { error: RETURN_MESSAGES.badPhoto })
    .max(MAX_RETURN_PHOTOS, RETURN_MESSAGES.tooManyPhotos)
    .default([]),
});
export type ShopperReturnBody = z.input<typeof shopperReturnBody>;

/** `POST /api/returns` (staff, returns change): a return opened from the order, whenever it was delivered. */
export const staffReturnBody = z.object({
  orderId: jsonInt(RETURN_MESSAGES.badOrderId, { min: 1 }),
  ...requestFields,
});
export type StaffReturnBody = z.input<typeof staffReturnBody>;

/** A day `YYYY-MM-DD` that exists in the calendar. */
const dayInput = z
  .string({ error: RETURN_MESSAGES.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, RETURN_MESSAGES.badDate)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, RETURN_MESSAGES.badDate);

/**
 * `PATCH /api/returns/:id`: the next step of the flow with what it records: a reason for a
 * rejection, the goods' condition when received, the refund's amount, method, reference and date.
 */
export const returnMoveBody = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('approved'), note: optionalText(1000) }),
    z.object({ status: z.literal('rejected'), reason: text(1000, RETURN_MESSAGES.rejectReasonRequired) }),
    z.object({ status: z.literal('received'), condition: text(1000, RETURN_MESSAGES.conditionRequired) }),
    z.object({
      status: z.literal('refunded'),
      amount: jsonInt(
        RETURN_MESSAGES.badAmount,
        { min: 1, max: Number.MAX_SAFE_INTEGER },
        RETURN_MESSAGES.amountRequired,
      ),
      method: z.enum(REFUND_METHODS, { error: RETURN_MESSAGES.badMethod }),
      reference: optionalText(200),
      date: dayInput,
    }),
  ],
  { error: RETURN_MESSAGES.badStatus },
);
export type ReturnMoveBody = z.input<typeof returnMoveBody>;
export type ReturnMove = z.output<typeof returnMoveBody>;

const returnLineSchema = z.object({ lineId: z.number().int(), ...orderedLineFields });

const refundSchema = z.object({
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  reference: z.string().nullable(),
  date: z.string(),
});

/** A step the return went through: when, and who (a username, or null for the shopper). */
const returnStepSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  at: timestamp,
  by: z.string().nullable(),
});

export const returnSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  customer: z.string(),
  phone: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(returnLineSchema),
  /** The value of the returned lines at the prices paid (a guide for the refund). */
  value: z.number(),
  reason: z.string(),
  photos: z.array(z.string()),
  /** Who opened it: `shopper`, or `staff` from the order. */
  openedBy: z.enum(['shopper', 'staff']),
  note: z.string().nullable(),
  rejectReason: z.string().nullable(),
  condition: z.string().nullable(),
  refund: refundSchema.nullable(),
  steps: z.array(returnStepSchema),
  createdAt: timestamp,
});
export type Return = z.infer<typeof returnSchema>;

/** What the shopper sees of their returns: no staff names, no order id. */
export const shopperReturnSchema = returnSchema
  .omit({ orderId: true, customer: true, phone: true, steps: true, note: true })
  .extend({ steps: z.array(returnStepSchema.omit({ by: true })) });
export type ShopperReturn = z.infer<typeof shopperReturnSchema>;

/** A line of the order and how many of it may still be asked back (not in another return, unless rejected). */
const returnableLineSchema = returnLineSchema.extend({ returnable: z.number().int() });

/** What can be returned of an order: its lines, the window, the money that can still be refunded. */
const returnsOfOrderFields = {
  windowDays: z.number().int(),
  /** The last instant a shopper may ask (delivery + windowDays); null before delivery. */
  deadline: timestamp.nullable(),
  /** A shopper may ask now: delivered, within the window, and something left to return. */
  canRequest: z.boolean(),
  lines: z.array(returnableLineSchema),
  /** Paid on the order, less what was refunded: the most a refund may be. */
  refundable: z.number(),
};

/** `GET /api/orders/lookup/returns?code&phone` (public, throttled). */
export const shopperReturnsResponse = z.object({
  ...returnsOfOrderFields,
  returns: z.array(shopperReturnSchema),
});
export type ShopperReturns = z.infer<typeof shopperReturnsResponse>;

/** `GET /api/returns/order/:id` (returns read). */
export const orderReturnsResponse = z.object({
  ...returnsOfOrderFields,
  returns: z.array(returnSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsResponse>;

export const returnListQuery = z.object({
  status: z.enum([...RETURN_STATUSES, 'all'], { error: RETURN_MESSAGES.badStatus }).default('all'),
  limit: limitQuery(20),
  skip: skipQuery,
});

export const returnListResponse = z.object({
  returns: z.array(returnSchema),
  total: z.number().int(),
});
export type ReturnList = z.infer<typeof returnListResponse>;

export const orderIdParams = z.object({ orderId: queryInt(RETURN_MESSAGES.badOrderId, { min: 1 }) });

/** `GET /api/returns/stats`: returns waiting for staff (the menu badge of Đổi Trả). */
export const returnStatsResponse = z.object({ requested: z.number().int(), received: z.number().int() });

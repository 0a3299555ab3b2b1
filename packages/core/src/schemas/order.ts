import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { jsonInt, limitQuery, skipQuery, timestamp } from './common.ts';

/** PostgreSQL text cannot hold NUL characters: refused as input instead of failing in the database. */
const noNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';

export const ORDER_MESSAGES = {
  missing: 'Vui lòng điền đầy đủ thông tin!',
  badPhone: 'Số điện thoại không hợp lệ',
  noItems: 'Đơn hàng phải có ít nhất một sản phẩm',
  unavailable: 'Sản phẩm hoặc phiên bản không còn tồn tại',
  outOfStock: (name: string) => `Sản phẩm "${name}" đã hết hàng`,
  noPrice: (name: string) => `Sản phẩm "${name}" chưa có giá (Liên Hệ). Vui lòng liên hệ cửa hàng để đặt hàng.`,
  badQuantity: 'Số lượng phải từ 1 đến 99',
  badTransition: 'Không thể chuyển trạng thái đơn hàng như vậy',
  tooMany: 'Bạn đã đặt quá nhiều đơn hàng trong thời gian ngắn. Vui lòng thử lại sau hoặc gọi hotline để được hỗ trợ.',
  notFound: 'Không tìm thấy đơn hàng',
} as const;

/** Vietnamese numbers: 10 digits starting with 0, or +84 / 84 then 9 digits; spaces and dots ignored. */
export function normalizeVietnamesePhone(raw: string): string | null {
  const s = raw.replace(/[\s.]/g, '');
  if (/^0\d{9}$/.test(s)) return s;
  const m = /^\+?84(\d{9})$/.exec(s);
  return m ? `0${m[1]}` : null;
}

const requiredText = (max: number) =>
  z.string({ error: ORDER_MESSAGES.missing }).trim().min(1, ORDER_MESSAGES.missing).max(max).refine(noNul, NUL_MESSAGE);

const refId = jsonInt(ORDER_MESSAGES.unavailable, { min: 1 });

export const orderItemInput = z.object({
  productId: refId,
  variantId: refId,
  quantity: jsonInt(ORDER_MESSAGES.badQuantity, { min: 1, max: 99 }).default(1),
});

export const createOrderBody = z.object({
  customer: requiredText(200),
  phone: requiredText(30).transform((v, ctx) => {
    const p = normalizeVietnamesePhone(v);
    if (!p) {
      ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.badPhone });
      return z.NEVER;
    }
    return p;
  }),
  email: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'Email không hợp lệ'),
  shippingAddress: z
    .string()
    .trim()
    .max(500)
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
  note: z
    .string()
    .trim()
    .max(2000)
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
  items: z.array(orderItemInput, { error: ORDER_MESSAGES.noItems }).min(1, ORDER_MESSAGES.noItems).max(50),
  /**
   * Honeypot: a field the form hides from people. When it is filled the server answers 201 with an
   * order that looks accepted (id 0) but stores nothing, so a bot learns nothing.
   */
  website: z.string().max(500).nullish(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** Staff phone orders use the same body (status pending); the history records who entered them. */
export const adminCreateOrderBody = createOrderBody;

/** Order codes: `DH` + the date (yyMMdd, Vietnam time) + six random letters/digits, e.g. `DH250131K7Q2XM`. */
export const ORDER_CODE_PATTERN = /^DH\d{6}[A-Z0-9]{6}$/;

export const orderLineSchema = z.object({
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  productName: z.string(),
  variantName: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});

export const orderHistorySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: timestamp,
  by: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  note: z.string().nullable(),
  paymentMethod: z.string(),
  items: z.array(orderLineSchema),
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: timestamp,
  history: z.array(orderHistorySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /orders`: search on code, customer, phone and product (case and diacritics ignored); `status=all` = no filter. */
export const orderListQuery = z.object({
  search: z.string().max(200).refine(noNul, NUL_MESSAGE).optional(),
  status: z.enum([...ORDER_STATUSES, 'all'], { error: 'Trạng thái không hợp lệ' }).optional(),
  limit: limitQuery(20),
  skip: skipQuery,
});
export const orderListResponse = z.object({ orders: z.array(orderSchema), total: z.number().int() });
export type OrderList = z.infer<typeof orderListResponse>;
export const orderStatusBody = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Trạng thái không hợp lệ' }) });
export const orderStatsResponse = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsResponse>;

export const dashboardResponse = z.object({
  products: z.number().int(),
  inStock: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
  ordersThisMonth: z.number().int(),
  ordersLastMonth: z.number().int(),
  /** Percent change of this month's orders over last month's; null when last month had none. */
  trend: z.number().nullable(),
  recentOrders: z.array(orderSchema),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

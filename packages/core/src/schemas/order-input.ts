import { z } from 'zod';
import { jsonInt, noNulText } from './common.ts';

/**
 * What a caller types into an order: the messages of its checks, the phone, email and text fields,
 * and the lines (product, variant, quantity). Read with the order contracts of order.ts.
 */

export const ORDER_MESSAGES = {
  missing: 'Vui lòng điền đầy đủ thông tin!',
  badDay: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
  badDayRange: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  onePageWay: 'Chỉ dùng một trong skip, after, before hoặc last',
  badPhone: 'Số điện thoại không hợp lệ',
  badConsent: 'Mục đích đồng ý không hợp lệ',
  badEmail: 'Email không hợp lệ',
  noItems: 'Đơn hàng phải có ít nhất một sản phẩm',
  unavailable: 'Sản phẩm hoặc phiên bản không còn tồn tại',
  outOfStock: (name: string) => `Sản phẩm "${name}" đã hết hàng`,
  /** A tracked variant has fewer pieces left than the order asks for (409, nothing written). */
  notEnoughStock: (name: string, left: number) => `Sản phẩm ${name} chỉ còn ${left}`,
  noPrice: (name: string) => `Sản phẩm "${name}" chưa có giá (Liên Hệ). Vui lòng liên hệ cửa hàng để đặt hàng.`,
  /** The amount the shopper was shown differs from today's prices (409 with the new amounts, nothing written). */
  priceChanged: 'Giá đã thay đổi. Vui lòng kiểm tra lại số tiền trước khi đặt hàng.',
  badQuantity: 'Số lượng phải từ 1 đến 99',
  badAmount: 'Số tiền không hợp lệ',
  badTransition: 'Không thể chuyển trạng thái đơn hàng như vậy',
  reasonRequired: 'Vui lòng nhập lý do hủy đơn',
  carrierRequired: 'Vui lòng nhập đơn vị vận chuyển',
  trackingNumberRequired: 'Vui lòng nhập mã vận đơn',
  notEditable: 'Chỉ sửa được đơn hàng đang chờ xử lý',
  badPaymentMethod: 'Phương thức thanh toán không hợp lệ',
  badPaymentStatus: 'Trạng thái thanh toán không hợp lệ',
  bankTransferOff: 'Cửa hàng chưa nhận chuyển khoản. Vui lòng chọn thanh toán khi nhận hàng.',
  province: 'Vui lòng chọn tỉnh / thành phố',
  ward: 'Vui lòng nhập phường / xã',
  street: 'Vui lòng nhập số nhà, tên đường',
  idempotencyMismatch: 'Khóa gửi đơn đã được dùng cho một đơn hàng khác',
  badIdempotencyKey: 'Khóa gửi đơn không hợp lệ',
  /** A shopper's line over `checkout.maxQuantityPerLine` pieces (422 QUANTITY_PER_LINE_LIMIT). */
  quantityPerLine: (limit: number) =>
    `Mỗi sản phẩm chỉ đặt được tối đa ${limit} chiếc trong một đơn. Vui lòng liên hệ cửa hàng để đặt số lượng lớn hơn.`,
  /** A shopper's order of more than 10 lines (422 LINES_PER_ORDER_LIMIT). */
  linesPerOrder: (limit: number) => `Một đơn hàng có tối đa ${limit} sản phẩm khác nhau`,
  /** The pending orders of one client address would hold too many pieces (422 PENDING_PIECES_LIMIT). */
  pendingPieces: (limit: number) =>
    `Các đơn đang chờ xử lý từ cùng một nơi đặt chỉ giữ được tối đa ${limit} chiếc. Vui lòng chờ cửa hàng xử lý đơn trước hoặc gọi hotline để được hỗ trợ.`,
  /** The reason of an unpaid bank-transfer order cancelled when its hold ends. */
  overdue: 'Quá hạn thanh toán',
  tooMany: 'Bạn đã đặt quá nhiều đơn hàng trong thời gian ngắn. Vui lòng thử lại sau hoặc gọi hotline để được hỗ trợ.',
  notFound: 'Không tìm thấy đơn hàng',
  /** The one answer of the order lookup to any wrong code / phone combination. */
  lookupNotFound: 'Không tìm thấy đơn hàng với mã và số điện thoại này',
  lookupTooMany: (seconds: number) => `Bạn đã tra cứu quá nhiều lần. Thử lại sau ${seconds} giây.`,
  /** A shopper's order without `acceptTerms: true` (400 on that field; staff orders do not need it). */
  acceptTerms: 'Vui lòng đọc và đồng ý với Điều khoản và Chính sách đổi trả trước khi đặt hàng',
} as const;

/** Vietnamese numbers: 10 digits starting with 0, or +84 / 84 then 9 digits; spaces and dots ignored. */
export function normalizeVietnamesePhone(raw: string): string | null {
  const s = raw.replace(/[\s.]/g, '');
  if (/^0\d{9}$/.test(s)) return s;
  const m = /^\+?84(\d{9})$/.exec(s);
  return m ? `0${m[1]}` : null;
}

export const requiredText = (max: number, message: string = ORDER_MESSAGES.missing) =>
  z.string({ error: message }).trim().min(1, message).max(max).check(noNulText);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .check(noNulText)
    .nullish()
    .transform((v) => (v ? v : null));

/** A Vietnamese phone number, stored as `0` + 9 digits. */
export const phoneInput = requiredText(30).transform((v, ctx) => {
  const p = normalizeVietnamesePhone(v);
  if (!p) {
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.badPhone });
    return z.NEVER;
  }
  return p;
});

export const emailInput = z
  .string({ error: ORDER_MESSAGES.badEmail })
  .trim()
  .max(200, ORDER_MESSAGES.badEmail)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, ORDER_MESSAGES.badEmail);

const refId = jsonInt(ORDER_MESSAGES.unavailable, { min: 1 });

const orderItemInput = z.object({
  productId: refId,
  variantId: refId,
  quantity: jsonInt(ORDER_MESSAGES.badQuantity, { min: 1, max: 99 }).default(1),
});

export const itemsInput = z
  .array(orderItemInput, { error: ORDER_MESSAGES.noItems })
  .min(1, ORDER_MESSAGES.noItems)
  .max(50);

import { placeOrderBody, ORDER_MESSAGES } from '@shop/core/schemas/order';
import { z } from 'zod';

/**
 * The quick-order form: name and phone, both required after trimming, else
 * "Vui lòng điền đầy đủ thông tin!". The phone's format is checked by the server,
 * whose message the form then shows. `website` is the honeypot: people never see it. The agreement
 * box must be ticked ("Tôi đã đọc và đồng ý với Điều khoản và Chính sách đổi trả").
 */
export const quickOrderForm = placeOrderBody.pick({ customer: true, website: true }).extend({
  phone: z.string().trim().min(1, ORDER_MESSAGES.missing).max(30, ORDER_MESSAGES.badPhone),
  /** The agreement box (issue 27 §2), as the checkout asks it: a shopper's order needs it. */
  acceptTerms: z.literal(true, { error: ORDER_MESSAGES.acceptTerms }),
});
/** What the inputs hold: the agreement box starts unticked. */
export type QuickOrderFormInput = Omit<z.input<typeof quickOrderForm>, 'acceptTerms'> & { acceptTerms: boolean };
export type QuickOrderFormValues = z.output<typeof quickOrderForm>;

/** One line of the order summary, already formatted by the caller (product page or cart). */
export interface OrderSummaryLine {
  key: string;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  /** Unit price as shown on the calling page (shop currency on the product page, dollars in the cart). */
  price: string;
}

export interface QuickOrderRequest {
  lines: OrderSummaryLine[];
  items: { productId: number; variantId: number; quantity: number }[];
  /** Shown under the lines when given (the cart's total). */
  total?: string;
}

export const MISSING_INFO_TITLE = 'Thông báo';
export const ORDER_SUCCESS_TITLE = 'Đặt hàng thành công!';
export const ORDER_SUCCESS_NOTE = 'Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!';
export const ORDER_FAILED_MESSAGE = 'Không thể đặt hàng lúc này. Vui lòng thử lại hoặc gọi hotline.';

import { placeOrderBody, ORDER_MESSAGES } from '@shop/core/schemas/order';
import { z } from 'zod';

/**
 * The quick-order form: name and phone, both required after trimming, else
 * "Vui lòng điền đầy đủ thông tin!". The phone's format is checked by the server,
 * whose message the form then shows. `website` is the honeypot: people never see it.
 */
export const quickOrderForm = placeOrderBody.pick({ customer: true, website: true }).extend({
  phone: z.string().trim().min(1, ORDER_MESSAGES.missing).max(30, ORDER_MESSAGES.badPhone),
});
export type QuickOrderFormInput = z.input<typeof quickOrderForm>;
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

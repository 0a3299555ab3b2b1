import { z } from 'zod';
import { PROVINCE_NAMES } from '../provinces.ts';
import { ORDER_MESSAGES, requiredText } from './order-input.ts';

/**
 * An order's delivery address and payment: methods, statuses, the bank-transfer settings and the
 * instructions a shopper paying by transfer sees.
 */

/**
 * A delivery address since the 1 July 2025 reform: one of the 34 provinces / centrally run cities by
 * its official name, the ward or commune, and the street address (house number, street).
 */
export const shippingAddressInput = z.object({
  province: z.enum(PROVINCE_NAMES, { error: ORDER_MESSAGES.province }),
  ward: requiredText(200, ORDER_MESSAGES.ward),
  street: requiredText(500, ORDER_MESSAGES.street),
});

/** A stored address. Orders placed before addresses were structured keep their text in `street`. */
export const shippingAddressSchema = z.object({
  province: z.string().nullable(),
  ward: z.string().nullable(),
  street: z.string().nullable(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** "12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh": the parts present, smallest first. */
export function formatAddress(address: ShippingAddress | null | undefined): string {
  if (!address) return '';
  return [address.street, address.ward, address.province].filter((p) => p && p.trim()).join(', ');
}

export const PAYMENT_METHODS = ['cod', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Thanh toán khi nhận hàng (COD)',
  bank_transfer: 'Chuyển khoản ngân hàng',
};

/** `partially_refunded` / `refunded`: set by the refunds of returns (issue 27 §3), or `refunded` by staff. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Chưa thanh toán',
  paid: 'Đã nhận tiền',
  partially_refunded: 'Đã hoàn một phần',
  refunded: 'Đã hoàn tiền',
};

/** Bank-transfer settings (public: the shopper sees them after ordering). Empty = bank transfer not offered. */
export const PAYMENT_SETTING_KEYS = {
  bankBin: 'payment.bankBin',
  accountNumber: 'payment.accountNumber',
  accountName: 'payment.accountName',
} as const;

/**
 * What a shopper paying by bank transfer needs: the VietQR payload (`qr`, to be drawn as a QR code),
 * and the same as text — bank, account, amount and the transfer note (`reference`, the order code).
 */
export const paymentInstructionsSchema = z.object({
  qr: z.string(),
  bankBin: z.string(),
  /** The bank's short name, e.g. "Vietcombank"; null for a BIN the list does not know. */
  bankName: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number(),
  reference: z.string(),
  /**
   * The payment deadline (ISO time): the order's stock is held until then (`checkout.holdHours` after
   * it was placed); an order still unpaid is then cancelled. Absent on orders from before deadlines.
   */
  payBy: z.string().optional(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/core/constants';
import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentStatus } from '@shop/core/schemas/order';

/** Order dates: the back office's one date formatter (dd/MM/yyyy, dd/MM/yyyy HH:mm, the shop's time). */
export { formatDate as formatOrderDate, formatDateTime as formatOrderDateTime } from '../../lib/format-date';

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

/** Badge colours per status (text and background keep a contrast above 4.5:1). */
export const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  processing: 'bg-blue-100 text-blue-800 ring-blue-200',
  shipped: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  completed: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-200 text-stone-700 ring-stone-300',
};

/** Payment badge colours (text and background keep a contrast above 4.5:1). */
export const PAYMENT_STATUS_STYLES: Record<PaymentStatus, string> = {
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partially_refunded: 'bg-sky-50 text-sky-900 ring-sky-200',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300',
};

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

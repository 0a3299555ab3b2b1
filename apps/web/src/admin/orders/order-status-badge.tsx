import type { OrderStatus } from '@shop/core/constants';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/core/schemas/order';
import { cn } from '../../lib/cn';
import { ORDER_STATUS_STYLES, orderStatusLabel, PAYMENT_STATUS_STYLES } from './order-format';

/** The status of an order with its label (Chờ Xử Lý, Đang Xử Lý, Đang Giao, Hoàn Thành, Đã Hủy). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        ORDER_STATUS_STYLES[status],
        className,
      )}
    >
      {orderStatusLabel(status)}
    </span>
  );
}

/** The payment status of an order (Chưa thanh toán, Đã nhận tiền, Đã hoàn tiền). */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        PAYMENT_STATUS_STYLES[status],
        className,
      )}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

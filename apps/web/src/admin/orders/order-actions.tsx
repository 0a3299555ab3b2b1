import { ORDER_STATUS_LABELS } from '@shop/core/constants';
import type { Order } from '@shop/core/schemas/order';
import { ArrowRight, Banknote, Eye, Undo2, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import {
  canCancel,
  nextPaymentOf,
  nextStatusOf,
  PAYMENT_ACTION_LABELS,
  type OrderStatusActions,
} from './use-order-status';

interface OrderActionsProps {
  order: Order;
  actions: OrderStatusActions;
  /** The role has the orders change right: next-status, cancel and payment buttons. */
  canChange: boolean;
  /** A link to the order's page; off on the page itself. */
  viewLink?: boolean;
  /** The payment button ("Đã nhận tiền", "Đã hoàn tiền"); on the order's page. */
  payment?: boolean;
  /** Icon-only view and cancel buttons (table rows); their names and tooltips still say what they do. */
  compact?: boolean;
  className?: string;
}

export const viewLinkClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-ink transition-colors hover:bg-stone-50';

/**
 * View, move to the next status (the label names it), cancel (not for completed or cancelled), and
 * on the order's page the payment move. Only the moves the order's status allows are offered.
 */
export function OrderActions({
  order,
  actions,
  canChange,
  viewLink = true,
  payment = false,
  compact = false,
  className,
}: OrderActionsProps) {
  const next = nextStatusOf(order.status);
  const nextPayment = payment ? nextPaymentOf(order) : undefined;
  const busy = actions.pendingId === order.id;
  return (
    <div className={cn('flex items-center gap-2', compact ? 'flex-nowrap' : 'flex-wrap', className)}>
      {viewLink && (
        <Link
          to={`/admin/orders/${order.id}`}
          className={viewLinkClass}
          aria-label={`Xem đơn hàng ${order.code}`}
          title="Xem chi tiết"
        >
          <Eye className="size-4" aria-hidden="true" />
          {!compact && 'Xem'}
        </Link>
      )}
      {canChange && next && (
        <Button
          variant="dark"
          size="sm"
          loading={busy}
          onClick={() => actions.advance(order)}
          aria-label={`Chuyển sang ${ORDER_STATUS_LABELS[next]}`}
        >
          {!busy && <ArrowRight className="size-4" aria-hidden="true" />}
          {ORDER_STATUS_LABELS[next]}
        </Button>
      )}
      {canChange && nextPayment && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => actions.askPayment(order)}>
          {nextPayment === 'paid' ? (
            <Banknote className="size-4" aria-hidden="true" />
          ) : (
            <Undo2 className="size-4" aria-hidden="true" />
          )}
          {PAYMENT_ACTION_LABELS[nextPayment]}
        </Button>
      )}
      {canChange && canCancel(order.status) && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => actions.askCancel(order)}
          aria-label={`Hủy đơn hàng ${order.code}`}
          title="Hủy đơn hàng"
          className="text-red-700 hover:bg-red-50"
        >
          <X className="size-4" aria-hidden="true" />
          {!compact && 'Hủy đơn'}
        </Button>
      )}
    </div>
  );
}

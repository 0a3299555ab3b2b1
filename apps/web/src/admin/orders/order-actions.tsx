import { ORDER_STATUS_LABELS } from '@shop/core/constants';
import type { LegacyOrder as Order } from '@shop/core/schemas/order';
import { ArrowRight, Eye, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { canCancel, nextStatusOf, type OrderStatusActions } from './use-order-status';

interface OrderActionsProps {
  order: Order;
  actions: OrderStatusActions;
  /** The role has the orders change right: next-status and cancel buttons. */
  canChange: boolean;
  /** Opens the order's details; omitted inside the details themselves. */
  onView?: (order: Order) => void;
  /** Icon-only view and cancel buttons (table rows); their names and tooltips still say what they do. */
  compact?: boolean;
  className?: string;
}

/** View, move to the next status (the label names it) and cancel (not for completed or cancelled). */
export function OrderActions({ order, actions, canChange, onView, compact = false, className }: OrderActionsProps) {
  const next = nextStatusOf(order.status);
  const busy = actions.pendingId === order.id;
  return (
    <div className={cn('flex items-center gap-2', compact ? 'flex-nowrap' : 'flex-wrap', className)}>
      {onView && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onView(order)}
          aria-label={`Xem đơn hàng ${order.code}`}
          title="Xem chi tiết"
        >
          <Eye className="size-4" aria-hidden="true" />
          {!compact && 'Xem'}
        </Button>
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

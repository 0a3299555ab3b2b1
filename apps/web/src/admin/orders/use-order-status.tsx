import { NEXT_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/core/constants';
import type { LegacyOrder as Order } from '@shop/core/schemas/order';
import { useState } from 'react';
import { toast } from 'sonner';
import { useOrderMutations } from '../../api/orders';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';

/** The status an order can move to with the "next" button; none for shipped→… after completed or cancelled. */
export function nextStatusOf(status: OrderStatus): OrderStatus | undefined {
  return NEXT_ORDER_STATUS[status];
}

export function canCancel(status: OrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/**
 * Status changes of orders: move to the next status, cancel after a warning. A refusal (e.g. the
 * server's 409 when the order changed meanwhile) is shown in the Lỗi dialog; a 403 in Không có quyền.
 * Render `dialogs` once.
 */
export function useOrderStatus() {
  const { setStatus } = useOrderMutations();
  const { showFailure, alertDialog } = useAlert();
  const [cancelling, setCancelling] = useState<Order | null>(null);

  async function move(order: Order, status: OrderStatus) {
    try {
      await setStatus.mutateAsync({ id: order.id, status });
      toast.success(
        status === 'cancelled'
          ? `Đã hủy đơn hàng ${order.code}`
          : `Đơn hàng ${order.code} đã chuyển sang ${ORDER_STATUS_LABELS[status]}`,
      );
      return true;
    } catch (error) {
      showFailure(error, {
        fallback: 'Không thể cập nhật trạng thái đơn hàng',
        forbidden: noPermissionMessage('cập nhật', 'đơn hàng'),
      });
      return false;
    }
  }

  const advance = (order: Order) => {
    const next = nextStatusOf(order.status);
    if (next) void move(order, next);
  };

  /** The order whose buttons wait for the server. */
  const pendingId = setStatus.isPending ? setStatus.variables?.id : undefined;

  const dialogs = (
    <>
      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await move(cancelling, 'cancelled');
          setCancelling(null);
        }}
        type="warning"
        title="Hủy đơn hàng"
        message={
          <>
            Bạn có chắc chắn muốn hủy đơn hàng <strong className="tracking-wide">{cancelling?.code}</strong> của{' '}
            {cancelling?.customer}? Đơn hàng đã hủy không thể khôi phục.
          </>
        }
        confirmText="Hủy đơn hàng"
        cancelText="Quay lại"
      />
      {alertDialog}
    </>
  );

  return { advance, askCancel: setCancelling, pendingId, dialogs };
}

export type OrderStatusActions = ReturnType<typeof useOrderStatus>;

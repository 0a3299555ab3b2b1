import { NEXT_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/core/constants';
import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { useState } from 'react';
import { toast } from 'sonner';
import { useOrderMutations } from '../../api/orders';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
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
  const [cancelling, setCancellingOrder] = useState<Order | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const setCancelling = (order: Order | null) => {
    setCancellingOrder(order);
    setReason('');
    setReasonError(undefined);
  };

  async function move(order: Order, status: OrderStatus, why?: string) {
    try {
      await setStatus.mutateAsync({ id: order.id, status, reason: why });
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
          // Cancelling needs a reason (the shopper sees it when tracking the order).
          if (!reason.trim()) {
            setReasonError(ORDER_MESSAGES.reasonRequired);
            return;
          }
          await move(cancelling, 'cancelled', reason.trim());
          setCancelling(null);
        }}
        type="warning"
        title="Hủy đơn hàng"
        message={
          <>
            Bạn có chắc chắn muốn hủy đơn hàng <strong className="tracking-wide">{cancelling?.code}</strong> của{' '}
            {cancelling?.customer}? Đơn hàng đã hủy không thể khôi phục; hàng được trả lại kho.
            <TextareaField
              label="Lý do hủy *"
              rows={2}
              className="mt-3"
              value={reason}
              maxLength={500}
              error={reasonError}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(undefined);
              }}
            />
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

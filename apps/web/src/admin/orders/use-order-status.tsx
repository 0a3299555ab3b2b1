import { NEXT_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/core/constants';
import { PAYMENT_STATUS_LABELS, type Order, type PaymentStatus } from '@shop/core/schemas/order';
import { useState } from 'react';
import { toast } from 'sonner';
import { useOrderMutations } from '../../api/orders';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

/** The status an order can move to with the "next" button; none after completed or cancelled. */
export function nextStatusOf(status: OrderStatus): OrderStatus | undefined {
  return NEXT_ORDER_STATUS[status];
}

/** Pending, processing and shipped orders can be cancelled; completed and cancelled ones cannot. */
export function canCancel(status: OrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/**
 * The payment move staff can record: an unpaid order that is not cancelled can be marked paid
 * ("Đã nhận tiền"); a paid one refunded (e.g. after a cancel).
 */
export function nextPaymentOf(order: Pick<Order, 'status' | 'paymentStatus'>): PaymentStatus | undefined {
  if (order.paymentStatus === 'unpaid' && order.status !== 'cancelled') return 'paid';
  if (order.paymentStatus === 'paid') return 'refunded';
  return undefined;
}

export const PAYMENT_ACTION_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Chưa thanh toán',
  paid: 'Đã nhận tiền',
  partially_refunded: 'Hoàn một phần',
  refunded: 'Hoàn tiền',
};

type Asked = { kind: 'status'; order: Order; to: OrderStatus } | { kind: 'payment'; order: Order; to: PaymentStatus };

/**
 * Status and payment changes of orders. Every move asks for confirmation first; a cancel asks for its
 * reason (required), shipping for the carrier and the tracking number (required). A refusal (e.g. the server's 409 when the order changed meanwhile) is shown in the
 * Lỗi dialog; a 403 in Không có quyền. Render `dialogs` once.
 */
export function useOrderStatus() {
  const { setStatus, setPayment } = useOrderMutations();
  const { showFailure, alertDialog } = useAlert();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<Order | null>(null);

  async function move(
    order: Order,
    status: OrderStatus,
    extra: { reason?: string; carrier?: string; trackingNumber?: string } = {},
  ) {
    try {
      await setStatus.mutateAsync({ id: order.id, body: { status, ...extra } });
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

  async function pay(order: Order, paymentStatus: PaymentStatus) {
    try {
      await setPayment.mutateAsync({ id: order.id, body: { paymentStatus } });
      toast.success(`Đơn hàng ${order.code}: ${PAYMENT_STATUS_LABELS[paymentStatus]}`);
    } catch (error) {
      showFailure(error, {
        fallback: 'Không thể cập nhật thanh toán',
        forbidden: noPermissionMessage('cập nhật', 'đơn hàng'),
      });
    }
  }

  const advance = (order: Order) => {
    const next = nextStatusOf(order.status);
    // Shipping asks for the carrier and the tracking number instead of a plain confirmation.
    if (next === 'shipped') setShipping(order);
    else if (next) setAsked({ kind: 'status', order, to: next });
  };
  const askPayment = (order: Order) => {
    const next = nextPaymentOf(order);
    if (next) setAsked({ kind: 'payment', order, to: next });
  };

  /** The order whose buttons wait for the server. */
  const pendingId = setStatus.isPending
    ? setStatus.variables?.id
    : setPayment.isPending
      ? setPayment.variables?.id
      : undefined;

  const dialogs = (
    <>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        onConfirm={async () => {
          if (!asked) return;
          if (asked.kind === 'status') await move(asked.order, asked.to);
          else await pay(asked.order, asked.to);
          setAsked(null);
        }}
        type="info"
        title={asked?.kind === 'payment' ? 'Cập nhật thanh toán' : 'Chuyển trạng thái'}
        message={
          asked?.kind === 'payment' ? (
            <>
              Đơn hàng <strong className="tracking-wide">{asked.order.code}</strong>:{' '}
              {asked.to === 'paid'
                ? `xác nhận đã nhận ${asked.order.paymentMethod === 'bank_transfer' ? 'chuyển khoản' : 'tiền'} của khách?`
                : 'xác nhận đã hoàn tiền cho khách?'}
            </>
          ) : asked ? (
            <>
              Chuyển đơn hàng <strong className="tracking-wide">{asked.order.code}</strong> từ{' '}
              <strong>{ORDER_STATUS_LABELS[asked.order.status]}</strong> sang{' '}
              <strong>{ORDER_STATUS_LABELS[asked.to]}</strong>?
            </>
          ) : (
            ''
          )
        }
        confirmText="Xác nhận"
        cancelText="Quay lại"
      />
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={async (reason) => {
          if (!cancelling) return;
          await move(cancelling, 'cancelled', { reason });
          setCancelling(null);
        }}
      />
      <ShipOrderDialog
        order={shipping}
        onClose={() => setShipping(null)}
        onConfirm={async (details) => {
          if (!shipping) return;
          await move(shipping, 'shipped', details);
          setShipping(null);
        }}
      />
      {alertDialog}
    </>
  );

  return { advance, askCancel: setCancelling, askPayment, pendingId, dialogs };
}

export type OrderStatusActions = ReturnType<typeof useOrderStatus>;

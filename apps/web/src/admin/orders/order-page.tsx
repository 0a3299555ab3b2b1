import type { Order } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { orderQueryOptions } from '../../api/orders';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { Card } from '../components/card';
import { LoadError } from '../components/load-error';
import { BackLink } from '../components/text-link';
import { errorStatus } from '../components/no-permission';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { EditOrderModal } from './edit-order-modal';
import { OrderActions, viewLinkClass } from './order-actions';
import { OrderAmounts } from './order-amounts';
import { formatOrderDateTime, paymentMethodLabel } from './order-format';
import { AuditHistoryLink } from '../audit/audit-history-link';
import { OrderTradeIns } from '../buybacks/order-trade-ins';
import { OrderInvoiceCard } from '../invoices/order-invoice-card';
import { OrderMessages } from '../messages/order-messages';
import { OrderReturnsCard } from '../returns/order-returns';
import { WarrantyList } from '../warranty/warranty-list';
import { OrderHistory } from './order-history';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';
import { useOrderStatus } from './use-order-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">
        {children || <span className="text-stone-500">Không có</span>}
      </dd>
    </div>
  );
}

function OrderDetails({ order, canChange }: { order: Order; canChange: boolean }) {
  const { can } = usePermissions();
  const money = useMoney();
  const actions = useOrderStatus();
  const [editing, setEditing] = useState(false);
  const address = order.shippingAddress;

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <BackLink to="/admin/orders">Danh sách đơn hàng</BackLink>

      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold tracking-wide text-ink">Đơn hàng {order.code}</h2>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
        <p className="text-sm text-stone-600">Đặt lúc {formatOrderDateTime(order.createdAt)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <OrderActions order={order} actions={actions} canChange={canChange} viewLink={false} payment />
          {canChange && order.status === 'pending' && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              Sửa đơn hàng
            </Button>
          )}
          <Link to={`/admin/orders/${order.id}/print`} target="_blank" rel="noopener" className={viewLinkClass}>
            <Printer className="size-4" aria-hidden="true" />
            In hóa đơn
          </Link>
          <AuditHistoryLink resource="orders" id={order.id} of={`đơn hàng ${order.code}`} look="text" />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card title="Khách hàng">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label="Họ tên">
              <Link
                to={`/admin/customers/${encodeURIComponent(order.phone)}`}
                className="text-primary-ink hover:underline"
              >
                {order.customer}
              </Link>
            </Field>
            <Field label="Số điện thoại">
              <a href={`tel:${order.phone}`} className="text-primary-ink hover:underline">
                {order.phone}
              </a>
            </Field>
            <Field label="Email">{order.email}</Field>
          </dl>
        </Card>
        <Card title="Thanh toán">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label="Phương thức">{paymentMethodLabel(order.paymentMethod)}</Field>
            <Field label="Trạng thái thanh toán">
              <PaymentStatusBadge status={order.paymentStatus} />
            </Field>
          </dl>
        </Card>
        <Card title="Giao hàng">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label="Tỉnh / Thành phố">{address?.province}</Field>
            <Field label="Phường / Xã">{address?.ward}</Field>
            <Field label="Địa chỉ">{address?.street}</Field>
            <Field label="Ghi chú">{order.note}</Field>
            {(order.carrier || order.trackingNumber) && (
              <>
                <Field label="Đơn vị vận chuyển">{order.carrier}</Field>
                <Field label="Mã vận đơn">{order.trackingNumber}</Field>
              </>
            )}
          </dl>
        </Card>
      </div>

      <Card title="Sản phẩm">
        <OrderLinesTable items={order.items} money={money} order={order} canChange={canChange} />
        <OrderAmounts amounts={order} money={money} className="mt-4" />
      </Card>

      <OrderTradeIns order={order} />

      {can('pieces', 'read') && order.items.some((i) => i.tracksPieces) && (
        <Card title="Bảo hành">
          <WarrantyList orderId={order.id} />
        </Card>
      )}

      <Card title="Lịch sử trạng thái">
        <OrderHistory history={order.history ?? []} />
      </Card>

      <Card title="Hóa đơn VAT">
        <OrderInvoiceCard order={order} canChange={canChange} />
      </Card>

      {can('returns', 'read') && (
        <Card title="Đổi trả">
          <OrderReturnsCard orderId={order.id} delivered={order.status === 'completed'} />
        </Card>
      )}

      {can('messages', 'read') && (
        <Card title="Tin nhắn">
          <OrderMessages orderId={order.id} />
        </Card>
      )}

      {editing && <EditOrderModal order={order} onClose={() => setEditing(false)} />}
      {actions.dialogs}
    </div>
  );
}

function OrderScreen() {
  const { can } = usePermissions();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...orderQueryOptions(valid ? id : 0), enabled: valid });

  if (!valid || errorStatus(query.error) === 404) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">Không tìm thấy đơn hàng</EmptyState>
        <Link to="/admin/orders" className="text-sm font-semibold text-primary-ink hover:underline">
          Quay lại danh sách đơn hàng
        </Link>
      </div>
    );
  }
  if (query.isPending) return <LoadingState label="Đang tải đơn hàng..." />;
  if (query.isError) {
    return <LoadError message="Không thể tải đơn hàng" query={query} />;
  }
  return <OrderDetails order={query.data} canChange={can('orders', 'change')} />;
}

/** One order (/admin/orders/:id): customer, delivery, payment, lines, amounts, history and the staff's actions. */
export function OrderPage() {
  return (
    <RequireRight resource="orders" what="đơn hàng">
      <OrderScreen />
    </RequireRight>
  );
}

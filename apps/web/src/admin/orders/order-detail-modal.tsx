import type { LegacyOrder as Order } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { orderQueryOptions } from '../../api/orders';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../layout/screen-state';
import { OrderActions } from './order-actions';
import { formatOrderDateTime } from './order-format';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusBadge } from './order-status-badge';
import type { OrderStatusActions } from './use-order-status';
import { useMoney } from './use-money';

const PAYMENT_LABELS: Record<string, string> = { COD: 'Thanh toán khi nhận hàng (COD)' };

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

interface OrderDetailModalProps {
  /** The row that was opened (shown at once); its details (history) are loaded. */
  order: Order | null;
  onClose: () => void;
  actions: OrderStatusActions;
  canChange: boolean;
}

/** An order's details: lines, customer, phone, email, address, note, payment, amount, status history. */
export function OrderDetailModal({ order, onClose, actions, canChange }: OrderDetailModalProps) {
  const money = useMoney();
  const query = useQuery({ ...orderQueryOptions(order?.id ?? 0), enabled: order !== null });
  const shown = query.data ?? order;

  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      size="lg"
      title={shown ? `Đơn hàng ${shown.code}` : 'Đơn hàng'}
      footer={
        <>
          {shown && <OrderActions order={shown} actions={actions} canChange={canChange} className="sm:mr-auto" />}
          <Button variant="secondary" onClick={onClose}>
            Đóng
          </Button>
        </>
      }
    >
      {shown && (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
            <OrderStatusBadge status={shown.status} />
            <span>Đặt lúc {formatOrderDateTime(shown.createdAt)}</span>
          </div>

          <section aria-labelledby="order-customer">
            <h3 id="order-customer" className="text-sm font-semibold text-ink">
              Khách hàng
            </h3>
            <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field label="Họ tên">{shown.customer}</Field>
              <Field label="Số điện thoại">
                <a href={`tel:${shown.phone}`} className="text-primary-ink hover:underline">
                  {shown.phone}
                </a>
              </Field>
              <Field label="Email">{shown.email}</Field>
              <Field label="Địa chỉ giao hàng">{shown.shippingAddress}</Field>
              <Field label="Ghi chú">{shown.note}</Field>
              <Field label="Thanh toán">{PAYMENT_LABELS[shown.paymentMethod] ?? shown.paymentMethod}</Field>
            </dl>
          </section>

          <section aria-labelledby="order-lines">
            <h3 id="order-lines" className="text-sm font-semibold text-ink">
              Sản phẩm
            </h3>
            <OrderLinesTable items={shown.items} money={money} />
            <p className="mt-3 flex justify-end gap-3 text-base">
              <span className="text-stone-600">Tổng tiền:</span>
              <strong className="text-ink">{money(shown.amount)}</strong>
            </p>
          </section>

          <section aria-labelledby="order-history">
            <h3 id="order-history" className="text-sm font-semibold text-ink">
              Lịch sử trạng thái
            </h3>
            {query.isPending ? (
              <LoadingState className="py-6" />
            ) : query.isError ? (
              <LoadError
                message="Không thể tải lịch sử đơn hàng"
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            ) : (
              <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4">
                {(shown.history ?? []).map((entry, index) => (
                  <li key={`${entry.status}-${entry.at}-${index}`} className="text-sm">
                    <OrderStatusBadge status={entry.status} />
                    <span className="ml-2 text-stone-600">
                      {formatOrderDateTime(entry.at)} · {entry.by ?? 'Khách hàng'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

import type { OrderReturns } from '@shop/core/schemas/return';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { orderReturnsQueryOptions, useOpenReturn } from '../../api/returns';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { useReturnForm } from '../../api/return-form';
import { ReturnLinesField } from '../../components/return-lines-field';
import { FormModal } from '../components/form-modal';
import { LoadError } from '../components/load-error';
import { TextareaField } from '../components/textarea-field';
import { useMoney } from '../components/use-money';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { formatOrderDateTime } from '../orders/order-format';
import { ReturnActions } from './return-actions';
import { ReturnStatusBadge } from './return-parts';

/**
 * The order screen's Đổi trả card: the order's returns with their next steps, the shopper's deadline,
 * what may still be refunded, and "Tạo yêu cầu đổi trả" for a delivered order (returns change).
 */
export function OrderReturnsCard({ orderId, delivered }: { orderId: number; delivered: boolean }) {
  const money = useMoney();
  const { can } = usePermissions();
  const query = useQuery(orderReturnsQueryOptions(orderId));
  const [opening, setOpening] = useState(false);
  if (query.isPending) return <LoadingState label="Đang tải đổi trả..." />;
  if (query.isError) return <LoadError message="Không thể tải đổi trả của đơn hàng" query={query} />;
  const data = query.data;
  const canChange = can('returns', 'change');
  const left = data.lines.some((l) => l.returnable > 0);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        {data.deadline
          ? `Khách được yêu cầu đổi trả đến ${formatOrderDateTime(data.deadline)} (${data.windowDays} ngày sau khi giao).`
          : 'Đơn hàng chưa giao: chưa thể đổi trả.'}{' '}
        Còn có thể hoàn: {money(data.refundable)}.
      </p>
      {data.returns.length === 0 ? (
        <EmptyState>Chưa có yêu cầu đổi trả nào</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
          {data.returns.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <Link to={`/admin/returns/${r.id}`} className="font-medium text-primary-ink hover:underline">
                #{r.id}
              </Link>
              <ReturnStatusBadge status={r.status} />
              <span className="text-stone-700">
                {r.lines.map((l) => `${l.productName} × ${l.quantity}`).join(', ')}
              </span>
              <span className="text-stone-500">{formatOrderDateTime(r.createdAt)}</span>
              {canChange && (
                <span className="ml-auto">
                  <ReturnActions r={r} refundable={data.refundable} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && delivered && left && (
        <Button size="sm" variant="secondary" onClick={() => setOpening(true)}>
          Tạo yêu cầu đổi trả
        </Button>
      )}
      {opening && <OpenReturnDialog orderId={orderId} data={data} onClose={() => setOpening(false)} />}
    </div>
  );
}

/** Staff open a return from the order: how many of each line, and why. */
function OpenReturnDialog({ orderId, data, onClose }: { orderId: number; data: OrderReturns; onClose: () => void }) {
  const open = useOpenReturn();
  const form = useReturnForm(async (lines, reason) => {
    await open.mutateAsync({ orderId, lines, reason });
    onClose();
  });

  return (
    <FormModal
      onClose={onClose}
      title="Tạo yêu cầu đổi trả"
      size="lg"
      submitLabel="Tạo yêu cầu"
      busy={open.isPending}
      onSubmit={form.onSubmit}
    >
      <ReturnLinesField legend="Số lượng trả của từng sản phẩm" lines={data.lines} form={form} showReturnable />
      <TextareaField
        label="Lý do đổi trả *"
        rows={3}
        maxLength={1000}
        value={form.reason}
        onChange={(e) => form.setReason(e.target.value)}
      />
      {form.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {form.error}
        </p>
      )}
    </FormModal>
  );
}

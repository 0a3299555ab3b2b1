import type { Order } from '@shop/core/schemas/order';
import { EmptyState } from '../layout/screen-state';
import { formatOrderDateTime } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { TableHead } from '../components/table-head';

/** Each status change of the order: when, who (the customer when no staff), from, to, and the reason. */
export function OrderHistory({ history }: { history: NonNullable<Order['history']> }) {
  if (history.length === 0) return <EmptyState>Chưa có thay đổi trạng thái nào</EmptyState>;
  return (
    <div className="mt-2 overflow-x-auto rounded-xl ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Lịch sử trạng thái</caption>
        <TableHead
          className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600"
          cellClassName="px-3 py-2 font-semibold"
          columns={['Thời gian', 'Người thực hiện', 'Từ', 'Sang', 'Lý do']}
        />
        <tbody className="divide-y divide-stone-100">
          {history.map((entry, index) => (
            <tr key={`${entry.to}-${entry.at}-${index}`} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap text-stone-700">{formatOrderDateTime(entry.at)}</td>
              <td className="px-3 py-2 text-ink">{entry.by ?? 'Khách hàng'}</td>
              <td className="px-3 py-2">{entry.from ? <OrderStatusBadge status={entry.from} /> : '—'}</td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={entry.to} />
              </td>
              <td className="px-3 py-2 break-words text-stone-700">{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

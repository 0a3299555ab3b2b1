import type { Order } from '@shop/core/schemas/order';
import { EmptyState } from '../layout/screen-state';
import { formatOrderDateTime } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { DataTable } from '../components/data-table';

/** Each status change of the order: when, who (the customer when no staff), from, to, and the reason. */
export function OrderHistory({ history }: { history: NonNullable<Order['history']> }) {
  if (history.length === 0) return <EmptyState>Chưa có thay đổi trạng thái nào</EmptyState>;
  return (
    <DataTable
      className="mt-2 overflow-x-auto rounded-xl ring-1 ring-stone-200"
      caption="Lịch sử trạng thái"
      columns={['Thời gian', 'Người thực hiện', 'Từ', 'Sang', 'Lý do']}
    >
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
    </DataTable>
  );
}

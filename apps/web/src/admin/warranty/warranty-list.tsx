import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { warrantiesQueryOptions } from '../../api/warranty';
import { formatDate } from '../../lib/format-date';
import { viewLinkClass } from '../orders/order-actions';

/**
 * The warranties of an order or of a piece (docs/pieces.md#warranty), each with its number, serial,
 * months, last day and a link that opens its card to print. Says when there is none yet (written when
 * the order is completed).
 */
export function WarrantyList({ orderId, pieceId }: { orderId?: number; pieceId?: number }) {
  const query = useQuery(warrantiesQueryOptions({ orderId, pieceId }));
  if (query.isPending) return <p className="text-sm text-stone-500">Đang tải phiếu bảo hành...</p>;
  if (query.isError) return <p className="text-sm text-red-700">Không thể tải phiếu bảo hành</p>;
  if (query.data.length === 0)
    return (
      <p className="text-sm text-stone-600">
        Chưa có phiếu bảo hành: mỗi đồng hồ theo số serial nhận phiếu khi đơn hàng hoàn thành.
      </p>
    );
  return (
    <ul aria-label="Phiếu bảo hành" className="divide-y divide-stone-100">
      {query.data.map((w) => (
        <li key={w.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
          <div>
            <p className="font-medium text-ink">
              {w.code} · Serial <span className="font-mono">{w.serial}</span>
              {w.voidedAt && <span className="ml-2 font-semibold text-red-700">Đã hủy</span>}
            </p>
            <p className="text-stone-600">
              {WARRANTY_KIND_LABELS[w.kind]} {w.months} tháng · {formatDate(w.startDate)} – {formatDate(w.endDate)}
            </p>
          </div>
          <Link to={`/admin/warranties/${w.id}/print`} target="_blank" rel="noopener" className={viewLinkClass}>
            <Printer className="size-4" aria-hidden="true" />
            In thẻ bảo hành {w.code}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { formatMoney } from '@shop/core/pricing';
import { SERVICE_STATUS_LABELS, type ServiceLookup } from '@shop/core/schemas/service';
import { Wrench } from 'lucide-react';
import { formatDate, formatTimeDate } from '../../lib/format-date';
import { LookupResult } from './lookup-result';

/** The customer's view of their service ticket on /bao-hanh: where the watch is, and each step so far. */
export function FoundService({ service: s }: { service: ServiceLookup }) {
  const done = s.status === 'returned' || s.status === 'cancelled';
  return (
    <LookupResult
      title={`Phiếu tiếp nhận ${s.code}`}
      icon={Wrench}
      tone={s.status === 'ready' ? 'good' : done ? 'closed' : 'active'}
      status={
        <>
          {SERVICE_STATUS_LABELS[s.status]}
          {s.status === 'ready' && ': mời quý khách đến cửa hàng nhận đồng hồ'}
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-500">Đồng hồ</dt>
        <dd className="text-ink">
          {s.brandName} · {s.model}
        </dd>
        {s.serial && (
          <>
            <dt className="text-stone-500">Số serial</dt>
            <dd className="font-mono text-ink">{s.serial}</dd>
          </>
        )}
        <dt className="text-stone-500">Yêu cầu</dt>
        <dd className="text-ink">{s.problem}</dd>
        <dt className="text-stone-500">Ngày nhận</dt>
        <dd className="text-ink">{formatDate(s.receivedAt)}</dd>
        {s.promisedDate && !done && (
          <>
            <dt className="text-stone-500">Hẹn trả</dt>
            <dd className="text-ink">{formatDate(s.promisedDate)}</dd>
          </>
        )}
        <dt className="text-stone-500">Bảo hành</dt>
        <dd className="text-ink">{s.underWarranty ? 'Trong thời hạn bảo hành của cửa hàng' : 'Sửa chữa tính phí'}</dd>
        {s.estimate !== null && (
          <>
            <dt className="text-stone-500">Chi phí dự kiến</dt>
            <dd className="text-ink">{formatMoney(s.estimate)}</dd>
          </>
        )}
        {s.fee !== null && (
          <>
            <dt className="text-stone-500">Phí sửa chữa</dt>
            <dd className="font-semibold text-ink">{formatMoney(s.fee)}</dd>
          </>
        )}
      </dl>
      <div>
        <h3 className="font-semibold text-ink">Các bước</h3>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {s.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              {formatTimeDate(h.at)} · {SERVICE_STATUS_LABELS[h.status]}
            </li>
          ))}
        </ol>
      </div>
    </LookupResult>
  );
}

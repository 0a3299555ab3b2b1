import { REFUND_METHOD_LABELS, RETURN_STATUS_LABELS, type Return, type ReturnStatus } from '@shop/core/schemas/return';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DataTable } from '../components/data-table';
import { formatOrderDate, formatOrderDateTime } from '../orders/order-format';

const RETURN_STATUS_STYLES: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-200',
  approved: 'bg-sky-100 text-sky-900 ring-sky-200',
  rejected: 'bg-stone-200 text-stone-700 ring-stone-300',
  received: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  refunded: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
};

/** A return's status with its label (Chờ duyệt, Đã duyệt, Từ chối, Đã nhận hàng trả, Đã hoàn tiền). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        RETURN_STATUS_STYLES[status],
      )}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}

/** The lines a return asks back, at the prices they were bought at. */
export function ReturnLines({ lines, money }: { lines: Return['lines']; money: (n: number) => string }) {
  return (
    <DataTable
      className="overflow-x-auto rounded-xl ring-1 ring-stone-200"
      caption="Sản phẩm trả"
      columns={['Sản phẩm', 'Phiên bản', 'Số lượng', 'Đơn giá']}
    >
      {lines.map((l) => (
        <tr key={l.lineId}>
          <td className="px-3 py-2 text-ink">{l.productName}</td>
          <td className="px-3 py-2 text-stone-700">{l.variantName}</td>
          <td className="px-3 py-2">{l.quantity}</td>
          <td className="px-3 py-2 whitespace-nowrap">{money(l.price)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** What was recorded along the way: reason, photos, note, rejection, condition, refund, and each step. */
export function ReturnFacts({ r, money }: { r: Return; money: (n: number) => string }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <Fact label="Lý do của khách">{r.reason}</Fact>
      <Fact label="Người tạo">{r.openedBy === 'shopper' ? 'Khách hàng (trang tra cứu đơn)' : 'Nhân viên'}</Fact>
      {r.note && <Fact label="Ghi chú khi duyệt">{r.note}</Fact>}
      {r.rejectReason && <Fact label="Lý do từ chối">{r.rejectReason}</Fact>}
      {r.condition && <Fact label="Tình trạng hàng nhận lại">{r.condition}</Fact>}
      {r.refund && (
        <Fact label="Hoàn tiền">
          {money(r.refund.amount)} · {REFUND_METHOD_LABELS[r.refund.method]}
          {r.refund.reference ? ` · ${r.refund.reference}` : ''} · ngày{' '}
          {formatOrderDate(`${r.refund.date}T00:00:00+07:00`)}
        </Fact>
      )}
      {r.photos.length > 0 && (
        <div className="sm:col-span-2">
          <dt className="text-stone-500">Ảnh khách gửi</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {r.photos.map((src, i) => (
              <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                <img
                  src={src}
                  alt={`Ảnh ${i + 1} của yêu cầu đổi trả`}
                  className="size-24 rounded-lg object-cover ring-1 ring-stone-200"
                />
              </a>
            ))}
          </dd>
        </div>
      )}
      <div className="sm:col-span-2">
        <dt className="text-stone-500">Các bước</dt>
        <dd>
          <ol className="mt-1 space-y-1">
            {r.steps.map((s, i) => (
              <li key={`${s.status}-${i}`} className="flex flex-wrap items-center gap-2">
                <ReturnStatusBadge status={s.status} />
                <span className="text-stone-700">{formatOrderDateTime(s.at)}</span>
                <span className="text-stone-500">{s.by ?? 'Khách hàng'}</span>
              </li>
            ))}
          </ol>
        </dd>
      </div>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

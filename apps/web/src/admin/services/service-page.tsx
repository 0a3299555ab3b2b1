import { SERVICE_STATUS_LABELS, nextServiceStatuses, type Service } from '@shop/core/schemas/service';
import { WARRANTY_KIND_LABELS } from '@shop/core/schemas/warranty';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { serviceQueryOptions, useServiceMutations } from '../../api/services';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { CardSection } from '../components/card';
import { formatDate } from '../../lib/format-date';
import { ServiceMessages } from '../messages/order-messages';
import { PrivatePhotos } from '../components/private-photos';
import { Fact, RecordStates } from '../components/record-page';
import { BackLink } from '../components/text-link';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';
import { ServiceFormModal } from './service-form-modal';
import { ServiceStatusBadge, handedOverText, moveLabel } from './service-labels';

/** The buttons of the moves the ticket may take next (only those), with a note kept in its history. */
function StatusMoves({ s }: { s: Service }) {
  const { move } = useServiceMutations();
  const [note, setNote] = useState('');
  const next = nextServiceStatuses(s.status);
  if (next.length === 0) return null;
  const go = (status: (typeof next)[number]) =>
    move.mutate({ id: s.id, body: { status, note: note || null } }, { onSuccess: () => setNote('') });
  return (
    <div className="space-y-3">
      <TextField
        label="Ghi chú khi chuyển (khách không thấy)"
        placeholder="VD: Báo giá thay gioăng 1.200.000 đ"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {next.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'cancelled' ? 'warning' : 'primary'}
            loading={move.isPending && move.variables.body.status === to}
            disabled={move.isPending}
            onClick={() => go(to)}
          >
            {moveLabel(s.status, to)}
          </Button>
        ))}
      </div>
      {move.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {errorMessage(move.error, 'Không thể chuyển trạng thái phiếu')}
        </p>
      )}
    </div>
  );
}

function ServiceScreen() {
  const money = useMoney();
  const { can } = usePermissions();
  const id = Number(useParams().id);
  const query = useQuery(serviceQueryOptions(id));
  const [editing, setEditing] = useState(false);
  const back = <BackLink to="/admin/services">Sửa chữa &amp; bảo hành</BackLink>;

  if (!query.isSuccess) return <RecordStates query={query} what="phiếu tiếp nhận" back={back} />;
  const s = query.data;
  const change = can('services', 'change');
  const closed = s.status === 'returned' || s.status === 'cancelled';

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {back}
      <CardSection title={`Phiếu ${s.code}`} lead>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600">
            {s.brandName} · {s.model}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <ServiceStatusBadge status={s.status} />
            <Link
              to={`/admin/services/${s.id}/print`}
              className="inline-flex min-h-9 items-center gap-1 text-sm text-primary-ink hover:underline"
            >
              <Printer className="size-4" aria-hidden /> In phiếu tiếp nhận
            </Link>
            {change && !closed && (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden /> Sửa phiếu
              </Button>
            )}
          </div>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Số serial">
            {s.pieceId ? (
              <Link to={`/admin/pieces/${s.pieceId}`} className="font-mono text-primary-ink hover:underline">
                {s.serial}
              </Link>
            ) : (
              <span className="font-mono">{s.serial ?? '—'}</span>
            )}
          </Fact>
          <Fact label="Bảo hành">
            {s.underWarranty ? 'Còn bảo hành của cửa hàng' : s.pieceId ? 'Hết hoặc không có bảo hành' : 'Mua nơi khác'}
            {s.warrantyCode && (
              <span className="block text-stone-600">
                {s.warrantyCode}
                {s.warrantyKind && <> · {WARRANTY_KIND_LABELS[s.warrantyKind]}</>}
                {s.warrantyEndDate && <> · đến {formatDate(s.warrantyEndDate)}</>}
              </span>
            )}
          </Fact>
          <Fact label="Khách hàng">
            {s.customerName}
            <span className="block text-stone-600">
              {s.phone}
              {s.email && <> · {s.email}</>}
            </span>
          </Fact>
          <Fact label="Tình trạng, yêu cầu">{s.problem}</Fact>
          <Fact label="Tình trạng khi nhận">{s.conditionNote ?? '—'}</Fact>
          <Fact label="Đồ gửi kèm">{handedOverText(s)}</Fact>
          <Fact label="Chi phí dự kiến">{s.estimate === null ? '—' : money(s.estimate)}</Fact>
          <Fact label="Phí sửa chữa">{s.fee === null ? '—' : money(s.fee)}</Fact>
          <Fact label="Ngày hẹn trả">{s.promisedDate ? formatDate(s.promisedDate) : '—'}</Fact>
          <Fact label="Người nhận">
            {s.receivedBy ?? '—'} · {formatOrderDateTime(s.createdAt)}
          </Fact>
          {s.note && <Fact label="Ghi chú nội bộ">{s.note}</Fact>}
        </dl>
      </CardSection>
      {change && !closed && (
        <CardSection title="Chuyển trạng thái">
          <p className="mb-3 text-sm text-stone-600">Mỗi lần chuyển, khách nhận được tin nhắn báo trạng thái mới.</p>
          <StatusMoves s={s} />
        </CardSection>
      )}
      <CardSection title="Ảnh">
        <PrivatePhotos owner="services" id={s.id} readOnly={closed} />
      </CardSection>
      <CardSection title="Lịch sử">
        <ol className="mt-3 space-y-3">
          {(s.history ?? []).map((h) => (
            <li key={h.id} className="border-l-2 border-stone-200 pl-3 text-sm">
              <p className="font-medium text-ink">{SERVICE_STATUS_LABELS[h.status]}</p>
              <p className="text-xs text-stone-500">
                {formatOrderDateTime(h.at)}
                {h.by && <> · {h.by}</>}
              </p>
              {h.note && <p className="text-stone-600">{h.note}</p>}
            </li>
          ))}
        </ol>
      </CardSection>
      {can('messages', 'read') && (
        <CardSection title="Tin nhắn">
          <ServiceMessages serviceId={s.id} />
        </CardSection>
      )}
      {editing && <ServiceFormModal service={s} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </div>
  );
}

/** A ticket's page (/admin/services/:id): its facts, the moves it may take, its history; needs services read. */
export function ServicePage() {
  return (
    <RequireRight resource="services" what="phiếu sửa chữa, bảo hành">
      <ServiceScreen />
    </RequireRight>
  );
}

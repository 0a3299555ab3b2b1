import {
  PIECE_ACCESSORY_LABELS,
  PIECE_EVENT_LABELS,
  PIECE_SOURCE_LABELS,
  PIECE_STATUS_LABELS,
  type Piece,
} from '@shop/core/schemas/piece';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { pieceQueryOptions } from '../../api/pieces';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { TitledSection } from '../../components/ui/titled-section';
import { WarrantyList } from '../warranty/warranty-list';
import { LoadError } from '../components/load-error';
import { PrivatePhotos } from '../components/private-photos';
import { errorStatus } from '../components/no-permission';
import { BackLink } from '../components/text-link';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { formatOrderDateTime } from '../orders/order-format';
import { PieceFormModal } from './piece-form-modal';
import { PieceStatusBadge, conditionText } from './piece-labels';
import { formatDay } from './pieces-page';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

function accessoriesText(p: Piece): string {
  const parts = [...p.accessories.map((a) => PIECE_ACCESSORY_LABELS[a]), p.accessoriesNote].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Không có';
}

function PieceScreen() {
  const money = useMoney();
  const { can } = usePermissions();
  const id = Number(useParams().id);
  const query = useQuery(pieceQueryOptions(id));
  const [editing, setEditing] = useState(false);
  const back = <BackLink to="/admin/pieces">Kho đồng hồ</BackLink>;

  if (errorStatus(query.error) === 404 || errorStatus(query.error) === 400) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">Không tìm thấy đồng hồ</EmptyState>
      </div>
    );
  }
  if (query.isPending) return <LoadingState label="Đang tải đồng hồ..." />;
  if (query.isError) return <LoadError message="Không thể tải đồng hồ" query={query} />;
  const p = query.data;

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {back}
      <TitledSection
        title={`Serial ${p.serial}`}
        titleClassName="text-xl font-semibold text-ink"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600">
            {p.brandName} · {p.productName} — {p.variantName}
          </p>
          <div className="flex items-center gap-3">
            <PieceStatusBadge status={p.status} />
            {can('pieces', 'change') && (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden /> Sửa / chuyển trạng thái
              </Button>
            )}
          </div>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Số reference / số vỏ">{p.reference ?? '—'}</Fact>
          <Fact label="Tình trạng">
            {conditionText(p)}
            {p.conditionNote && <span className="block text-stone-600">{p.conditionNote}</span>}
          </Fact>
          <Fact label="Đi kèm">{accessoriesText(p)}</Fact>
          <Fact label="Nguồn">
            {PIECE_SOURCE_LABELS[p.source]}
            {p.sourceName && (
              <span className="block text-stone-600">
                {p.sourceName}
                {p.sourcePhone && <> · {p.sourcePhone}</>}
              </span>
            )}
          </Fact>
          {p.source === 'consignment' && (
            <Fact label="Trả người ký gửi khi bán">{p.consignorPayout === null ? '—' : money(p.consignorPayout)}</Fact>
          )}
          {p.costPrice !== undefined && <Fact label="Giá vốn">{p.costPrice === null ? '—' : money(p.costPrice)}</Fact>}
          <Fact label="Ngày nhập">{formatDay(p.receivedAt)}</Fact>
          {p.orderId && p.orderCode && (
            <Fact label="Đơn hàng">
              <Link to={`/admin/orders/${p.orderId}`} className="text-primary-ink hover:underline">
                {p.orderCode}
              </Link>
            </Fact>
          )}
          {p.note && <Fact label="Ghi chú">{p.note}</Fact>}
        </dl>
      </TitledSection>
      <TitledSection
        title="Ảnh"
        titleClassName="text-base font-semibold text-ink"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <PrivatePhotos owner="pieces" id={p.id} />
      </TitledSection>
      <TitledSection
        title="Lịch sử"
        titleClassName="text-base font-semibold text-ink"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <ol className="mt-3 space-y-3">
          {(p.history ?? []).map((h) => (
            <li key={h.id} className="border-l-2 border-stone-200 pl-3 text-sm">
              <p className="font-medium text-ink">
                {PIECE_EVENT_LABELS[h.event]}
                {h.orderCode && (
                  <>
                    {' '}
                    {h.orderId ? (
                      <Link to={`/admin/orders/${h.orderId}`} className="text-primary-ink hover:underline">
                        {h.orderCode}
                      </Link>
                    ) : (
                      h.orderCode
                    )}
                  </>
                )}
              </p>
              <p className="text-xs text-stone-500">
                {formatOrderDateTime(h.at)}
                {h.by && <> · {h.by}</>}
                {h.fromStatus && h.fromStatus !== h.status && (
                  <>
                    {' '}
                    · {PIECE_STATUS_LABELS[h.fromStatus]} → {PIECE_STATUS_LABELS[h.status]}
                  </>
                )}
              </p>
              {h.note && <p className="text-stone-600">{h.note}</p>}
            </li>
          ))}
        </ol>
      </TitledSection>
      {p.status !== 'reserved' && (
        <TitledSection
          title="Bảo hành"
          titleClassName="text-base font-semibold text-ink"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
        >
          <WarrantyList pieceId={p.id} />
        </TitledSection>
      )}
      {editing && <PieceFormModal piece={p} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </div>
  );
}

/** A piece's page (/admin/pieces/:id): its facts and every move; needs pieces read. */
export function PiecePage() {
  return (
    <RequireRight resource="pieces" what="kho đồng hồ">
      <PieceScreen />
    </RequireRight>
  );
}

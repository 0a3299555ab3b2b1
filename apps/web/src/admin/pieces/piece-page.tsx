import {
  PIECE_ACCESSORY_LABELS,
  PIECE_EVENT_LABELS,
  PIECE_SOURCE_LABELS,
  PIECE_STATUS_LABELS,
  type Piece,
} from '@shop/core/schemas/piece';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pieceQueryOptions } from '../../api/pieces';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { CardSection } from '../components/card';
import { WarrantyList } from '../warranty/warranty-list';
import { PrivatePhotos } from '../components/private-photos';
import { Fact, RecordStates } from '../components/record-page';
import { BackLink } from '../components/text-link';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';
import { PieceFormModal } from './piece-form-modal';
import { PieceStatusBadge, conditionText } from './piece-labels';
import { formatDay } from './pieces-page';

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

  if (!query.isSuccess) return <RecordStates query={query} what="đồng hồ" back={back} />;
  const p = query.data;

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {back}
      <CardSection title={`Serial ${p.serial}`} lead>
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
      </CardSection>
      <CardSection title="Ảnh">
        <PrivatePhotos owner="pieces" id={p.id} />
      </CardSection>
      <CardSection title="Lịch sử">
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
      </CardSection>
      {p.status !== 'reserved' && (
        <CardSection title="Bảo hành">
          <WarrantyList pieceId={p.id} />
        </CardSection>
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

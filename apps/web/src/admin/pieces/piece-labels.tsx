import { PIECE_CONDITION_LABELS, PIECE_STATUS_LABELS, type Piece, type PieceStatus } from '@shop/core/schemas/piece';
import { Badge } from '../components/badge';

const STATUS_CLASS: Record<PieceStatus, string> = {
  in_stock: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  reserved: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  sold: 'bg-stone-100 text-stone-700 ring-1 ring-stone-200',
  in_service: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  consignor_returned: 'bg-violet-50 text-violet-800 ring-1 ring-violet-200',
  written_off: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

export function PieceStatusBadge({ status }: { status: PieceStatus }) {
  return <Badge className={STATUS_CLASS[status]}>{PIECE_STATUS_LABELS[status]}</Badge>;
}

/** "Mới" or "Đã qua sử dụng · loại B". */
export const conditionText = (p: Pick<Piece, 'condition' | 'grade'>) =>
  p.condition === 'used' && p.grade
    ? `${PIECE_CONDITION_LABELS.used} · loại ${p.grade}`
    : PIECE_CONDITION_LABELS[p.condition];

import type { Order } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { piecesQueryOptions, useOrderPieceMutations } from '../../api/pieces';
import { Button } from '../../components/ui/button';
import { conditionText } from './piece-labels';

type Line = Order['items'][number];

/**
 * The pieces (serials) chosen for a line of a tracked variant, and, while the order is open and the
 * user may change it, a choice among the variant's pieces in stock for each unit still without one.
 */
export function OrderLinePieces({ order, line, editable }: { order: Order; line: Line; editable: boolean }) {
  const chosen = line.pieces ?? [];
  const open = editable && (order.status === 'pending' || order.status === 'processing');
  const missing = line.quantity - chosen.length;
  const { choose, drop } = useOrderPieceMutations();
  const [pieceId, setPieceId] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const stock = useQuery({
    ...piecesQueryOptions({ variantId: String(line.variantId ?? 0), status: 'in_stock', limit: 100 }),
    enabled: open && missing > 0 && line.variantId !== null,
  });
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      setPieceId(0);
    } catch (e) {
      setError(errorMessage(e, 'Không thể chọn đồng hồ'));
    }
  };

  return (
    <div className="mt-1 space-y-1 text-xs">
      {chosen.map((p) => (
        <span key={p.id} className="mr-2 inline-flex items-center gap-1 rounded bg-stone-100 px-1.5 py-0.5">
          Serial{' '}
          <Link to={`/admin/pieces/${p.id}`} className="font-mono text-primary-ink hover:underline">
            {p.serial}
          </Link>
          {open && (
            <button
              type="button"
              className="text-stone-500 hover:text-red-700"
              aria-label={`Bỏ chọn đồng hồ ${p.serial}`}
              onClick={() => void act(() => drop.mutateAsync({ orderId: order.id, pieceId: p.id }))}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          )}
        </span>
      ))}
      {missing > 0 && order.status !== 'cancelled' && (
        <p className="font-medium text-amber-800">Chưa chọn đồng hồ (số serial) cho {missing} chiếc</p>
      )}
      {open && missing > 0 && line.lineId !== undefined && (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={`Chọn đồng hồ cho ${line.productName}`}
            className="min-h-9 rounded-md border border-stone-300 px-2"
            value={pieceId}
            onChange={(e) => setPieceId(Number(e.target.value))}
          >
            <option value={0}>
              {stock.isPending
                ? 'Đang tải...'
                : stock.data?.pieces.length
                  ? 'Chọn số serial'
                  : 'Không còn chiếc nào trong kho'}
            </option>
            {stock.data?.pieces.map((p) => (
              <option key={p.id} value={p.id}>
                {p.serial} · {conditionText(p)}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={!pieceId}
            loading={choose.isPending}
            onClick={() => void act(() => choose.mutateAsync({ orderId: order.id, lineId: line.lineId!, pieceId }))}
          >
            Chọn
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { tradeInLabel } from '@shop/core/checkout';
import type { Order } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/client';
import { tradeInCandidatesQueryOptions, useTradeInMutations } from '../../api/trade-ins';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { Card } from '../components/card';
import { FormModal } from '../components/form-modal';
import { QueryList } from '../components/query-list';
import { SelectField } from '../components/select-field';
import { useMoney } from '../components/use-money';

/** Staff may set or take off a credit while the order is open: pending or processing, unpaid. */
const isOpen = (order: Order) =>
  (order.status === 'pending' || order.status === 'processing') && order.paymentStatus === 'unpaid';

/**
 * The order's card **Thu mua lại** (docs/pieces.md#trade-in-credit): the buy-backs set against it,
 * each with Bỏ while the order is open, and Trừ tiền thu mua, which chooses among the customer's
 * buy-backs still free. Needs the orders change and costs change rights (the buy-back's price is a cost).
 */
export function OrderTradeIns({ order }: { order: Order }) {
  const money = useMoney();
  const { can } = usePermissions();
  const { remove } = useTradeInMutations();
  const [choosing, setChoosing] = useState(false);
  const editable = can('orders', 'change') && can('costs', 'change') && isOpen(order);
  const lines = order.tradeIns ?? [];

  const drop = async (buybackId: number, code: string) => {
    try {
      await remove.mutateAsync({ orderId: order.id, buybackId });
      toast.success(`Đã bỏ trừ phiếu thu mua ${code}`);
    } catch (e) {
      toast.error(errorMessage(e, 'Không thể bỏ trừ phiếu thu mua'));
    }
  };

  // Nothing to show to whom may not set a credit, on an order without one.
  if (!lines.length && !editable) return null;
  return (
    <Card title="Thu mua lại">
      <div className="space-y-3 text-sm">
        {lines.length === 0 ? (
          <p className="text-stone-600">Chưa trừ phiếu thu mua nào vào đơn này.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {lines.map((l) => (
              <li key={l.buybackId} className="flex items-center justify-between gap-3 py-2">
                <span className="text-ink">
                  {tradeInLabel(l.code)}
                  {l.released && <span className="text-stone-500"> (đã trả lại khi hủy đơn)</span>}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-medium tabular-nums">−{money(l.amount)}</span>
                  {editable && !l.released && (
                    <Button variant="secondary" size="sm" onClick={() => void drop(l.buybackId, l.code)}>
                      Bỏ
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {editable && (
          <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
            <ArrowLeftRight className="size-4" aria-hidden="true" />
            Trừ tiền thu mua
          </Button>
        )}
        {choosing && <ApplyTradeInDialog order={order} onClose={() => setChoosing(false)} />}
      </div>
    </Card>
  );
}

/** Choosing one of the customer's free buy-backs to set against the order. */
function ApplyTradeInDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const money = useMoney();
  const { apply } = useTradeInMutations();
  const candidates = useQuery(tradeInCandidatesQueryOptions(order.id));
  const [buybackId, setBuybackId] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const list = candidates.data?.candidates ?? [];
  const submit = async () => {
    const chosen = buybackId || list[0]?.buybackId;
    if (!chosen) return setError('Chọn một phiếu thu mua');
    try {
      const saved = await apply.mutateAsync({ orderId: order.id, buybackId: chosen });
      toast.success(`Đã trừ tiền thu mua lại vào đơn hàng ${saved.code}`);
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Không thể trừ tiền thu mua lại'));
    }
  };
  return (
    <FormModal
      title="Trừ Tiền Thu Mua Lại"
      size="md"
      submitLabel="Trừ vào đơn"
      busy={apply.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <QueryList
        query={candidates}
        rows={(d) => d.candidates}
        loadError="Không thể tải các phiếu thu mua"
        empty={`Khách ${order.customer} (${order.phone}) không có phiếu thu mua nào chưa trừ vào đơn hàng.`}
      >
        {(rows) => (
          <SelectField
            label="Phiếu thu mua của khách"
            value={buybackId || rows[0]!.buybackId}
            onChange={(e) => setBuybackId(Number(e.target.value))}
            options={rows.map((c) => ({
              value: c.buybackId,
              label: `${c.code} · ${c.watch} (${c.serial}) · ${money(c.amount)}`,
            }))}
          />
        )}
      </QueryList>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </FormModal>
  );
}

import { formatMoney } from '@shop/core/pricing';
import {
  CONSIGNMENT_STATE_LABELS,
  CONSIGNMENT_STATES,
  type Consignment,
  type ConsignmentList,
  type ConsignmentState,
} from '@shop/core/schemas/consignment';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { consignmentsQueryOptions, usePayConsignor } from '../../api/consignments';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { FormModal } from '../components/form-modal';
import { useDialogSubmit } from '../components/use-dialog-submit';
import type { ListTable } from '../components/paged-table';
import { QueryTable } from '../components/query-list';
import { optionsOf } from '../components/select-field';
import { StatusFilter } from '../components/status-filter';
import { useListParams } from '../components/use-list-params';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';
import { PiecesScreenHeading } from '../pieces/pieces-screen-heading';

const TABLE: ListTable<ConsignmentList, Consignment> = {
  rows: (d) => d.consignments,
  caption: 'Tiền trả người ký gửi',
  columns: ['Đồng hồ', 'Người ký gửi', 'Đơn hàng', 'Bán lúc', 'Phải trả', 'Đã trả', ''],
  empty: 'Chưa có khoản nào.',
  noMatch: 'Không còn khoản nào phải trả người ký gửi.',
};

/**
 * Tiền trả người ký gửi (/admin/pieces/consignments): the consigned watches sold, what the shop owes
 * each consignor, and recording a payment (the costs change right); for roles with pieces read.
 */
export function ConsignmentsPage() {
  return (
    <RequireRight resource="pieces" what="tiền trả người ký gửi">
      <Consignments />
    </RequireRight>
  );
}

function Consignments() {
  const { can } = usePermissions();
  const { value, set } = useListParams();
  const raw = value('state');
  const state = CONSIGNMENT_STATES.includes(raw as ConsignmentState) ? (raw as ConsignmentState) : 'owed';
  const list = useQuery(consignmentsQueryOptions(state));
  const [paying, setPaying] = useState<Consignment | null>(null);
  const canPay = can('costs', 'change');

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PiecesScreenHeading title="Tiền trả người ký gửi">
        Đồng hồ ký gửi đã bán và số tiền đã thỏa thuận trả người ký gửi khi nhận đồng hồ. Sau khi trả tiền, bấm Đã trả
        để ghi nhận (ai trả, lúc nào, ghi chú).
      </PiecesScreenHeading>
      <StatusFilter
        value={state}
        onChange={(state) => set({ state })}
        options={optionsOf(CONSIGNMENT_STATES, CONSIGNMENT_STATE_LABELS)}
        className="flex flex-wrap items-end justify-between gap-4"
      >
        {list.data && state !== 'paid' && (
          <p className="text-sm text-stone-700" aria-live="polite">
            Còn phải trả: <strong className="text-ink">{formatMoney(list.data.owedTotal)}</strong>
          </p>
        )}
      </StatusFilter>
      <QueryTable query={list} table={TABLE} filtered={state === 'owed'}>
        {(c) => (
          <tr key={c.pieceId}>
            <td className="px-3 py-2">
              <Link to={`/admin/pieces/${c.pieceId}`} className="text-primary-ink hover:underline">
                {c.brandName} {c.productName} — {c.serial}
              </Link>
            </td>
            <td className="px-3 py-2">
              {c.consignorName ?? '—'}
              {c.consignorPhone && <span className="block text-xs text-stone-500">{c.consignorPhone}</span>}
            </td>
            <td className="px-3 py-2">
              {c.orderId && c.orderCode ? (
                <Link to={`/admin/orders/${c.orderId}`} className="tracking-wide text-primary-ink hover:underline">
                  {c.orderCode}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{c.soldAt ? formatOrderDateTime(c.soldAt) : '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap">{c.payout === null ? '—' : formatMoney(c.payout)}</td>
            <td className="px-3 py-2">
              {c.paid ? (
                <>
                  {formatMoney(c.paid.amount)}
                  <span className="block text-xs text-stone-500">
                    {formatOrderDateTime(c.paid.paidAt)}
                    {c.paid.by && ` · ${c.paid.by}`}
                    {c.paid.note && ` · ${c.paid.note}`}
                  </span>
                </>
              ) : (
                'Chưa trả'
              )}
            </td>
            <td className="px-3 py-2 text-right">
              {!c.paid && canPay && (
                <Button size="sm" variant="secondary" onClick={() => setPaying(c)}>
                  Đã trả
                </Button>
              )}
            </td>
          </tr>
        )}
      </QueryTable>
      {paying && <PayDialog consignment={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}

/** Recording a payout: the agreed amount unless another was paid, and a note (how it was paid). */
function PayDialog({ consignment: c, onClose }: { consignment: Consignment; onClose: () => void }) {
  const pay = usePayConsignor();
  const [amount, setAmount] = useState(c.payout === null ? '' : String(c.payout));
  const [note, setNote] = useState('');
  const { onSubmit, alert } = useDialogSubmit(async () => {
    await pay.mutateAsync({
      pieceId: c.pieceId,
      body: { amount: amount.trim() === '' ? null : Number(amount), note: note.trim() || null },
    });
    toast.success('Đã ghi nhận trả tiền người ký gửi');
  }, onClose);
  return (
    <FormModal
      title="Ghi nhận đã trả người ký gửi"
      size="md"
      submitLabel="Ghi nhận"
      busy={pay.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-stone-700">
        {c.brandName} {c.productName} — {c.serial}, ký gửi bởi {c.consignorName ?? 'người ký gửi'}.
      </p>
      <TextField
        label="Số tiền đã trả (đ)"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
      />
      <TextField label="Ghi chú" maxLength={500} value={note} onValueChange={setNote} />
      {alert}
    </FormModal>
  );
}

import {
  REFUND_METHODS,
  REFUND_METHOD_LABELS,
  type RefundMethod,
  type Return,
  type ReturnMoveBody,
} from '@shop/core/schemas/return';
import { shopToday } from '@shop/core/schemas/dashboard';
import { useState } from 'react';
import { useMoveReturn } from '../../api/returns';
import { Button } from '../../components/ui/button';
import { FormModal } from '../components/form-modal';
import { useDialogSubmit } from '../components/use-dialog-submit';
import { TextField } from '../../components/ui/text-field';
import { optionsOf, SelectField } from '../components/select-field';
import { TextareaField } from '../components/textarea-field';

type Step = 'approved' | 'rejected' | 'received' | 'refunded';

const STEP_TITLES: Record<Step, string> = {
  approved: 'Duyệt yêu cầu đổi trả',
  rejected: 'Từ chối yêu cầu đổi trả',
  received: 'Xác nhận đã nhận hàng trả',
  refunded: 'Hoàn tiền',
};

/** The buttons of the steps a return may take next, for staff with the returns change right. */
export function ReturnActions({ r, refundable }: { r: Return; refundable: number | null }) {
  const [step, setStep] = useState<Step | null>(null);
  const next: Step[] =
    r.status === 'requested'
      ? ['approved', 'rejected']
      : r.status === 'approved'
        ? ['received']
        : r.status === 'received'
          ? ['refunded']
          : [];
  if (next.length === 0) return null;
  const label: Record<Step, string> = {
    approved: 'Duyệt',
    rejected: 'Từ chối',
    received: 'Đã nhận hàng trả',
    refunded: 'Hoàn tiền',
  };
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((s) => (
        <Button key={s} size="sm" variant={s === 'rejected' ? 'warning' : 'primary'} onClick={() => setStep(s)}>
          {label[s]}
        </Button>
      ))}
      {step && <StepDialog r={r} step={step} refundable={refundable} onClose={() => setStep(null)} />}
    </div>
  );
}

function StepDialog({
  r,
  step,
  refundable,
  onClose,
}: {
  r: Return;
  step: Step;
  refundable: number | null;
  onClose: () => void;
}) {
  const move = useMoveReturn();
  const [text, setText] = useState('');
  const suggested = refundable === null ? r.value : Math.min(r.value, refundable);
  const [amount, setAmount] = useState(String(suggested));
  const [method, setMethod] = useState<RefundMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(shopToday());

  const body = (): ReturnMoveBody | string => {
    switch (step) {
      case 'approved':
        return { status: 'approved', note: text.trim() || null };
      case 'rejected':
        return text.trim() ? { status: 'rejected', reason: text.trim() } : 'Vui lòng nhập lý do từ chối';
      case 'received':
        return text.trim() ? { status: 'received', condition: text.trim() } : 'Vui lòng ghi tình trạng hàng nhận lại';
      case 'refunded': {
        const n = Number(amount.replace(/[.\s]/g, ''));
        if (!Number.isSafeInteger(n) || n < 1) return 'Số tiền hoàn không hợp lệ';
        return { status: 'refunded', amount: n, method, reference: reference.trim() || null, date };
      }
    }
  };

  const { onSubmit, alert } = useDialogSubmit(() => {
    const b = body();
    return typeof b === 'string' ? b : move.mutateAsync({ id: r.id, body: b });
  }, onClose);

  return (
    <FormModal
      onClose={onClose}
      title={STEP_TITLES[step]}
      size="md"
      cancelLabel="Quay lại"
      submitLabel="Xác nhận"
      busy={move.isPending}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-stone-700">
        Yêu cầu #{r.id} của đơn <strong className="tracking-wide">{r.orderCode}</strong> ({r.customer}). Khách hàng sẽ
        được báo qua tin nhắn.
      </p>
      {step === 'refunded' ? (
        <>
          {refundable !== null && (
            <p className="text-sm text-stone-600">Số tiền còn có thể hoàn: {refundable.toLocaleString('vi-VN')} ₫</p>
          )}
          <TextField label="Số tiền hoàn (đồng) *" inputMode="numeric" value={amount} onValueChange={setAmount} />
          <SelectField
            label="Cách hoàn tiền *"
            value={method}
            onChange={(e) => setMethod(e.target.value as RefundMethod)}
            options={optionsOf(REFUND_METHODS, REFUND_METHOD_LABELS)}
          />
          <TextField label="Mã giao dịch / ghi chú" value={reference} maxLength={200} onValueChange={setReference} />
          <TextField label="Ngày hoàn tiền *" type="date" value={date} onValueChange={setDate} />
        </>
      ) : (
        <TextareaField
          label={
            step === 'approved'
              ? 'Ghi chú (không bắt buộc)'
              : step === 'rejected'
                ? 'Lý do từ chối *'
                : 'Tình trạng hàng nhận lại *'
          }
          hint={step === 'received' ? 'Sản phẩm được cộng lại vào tồn kho khi xác nhận.' : undefined}
          rows={3}
          maxLength={1000}
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      {alert}
    </FormModal>
  );
}

import type { Order } from '@shop/core/schemas/order';
import { useState } from 'react';
import { DialogIcon } from '../../components/ui/dialog-icon';
import { FormModal } from '../components/form-modal';
import { TextareaField } from '../components/textarea-field';

const CANCEL_REASON_REQUIRED = 'Vui lòng nhập lý do hủy đơn';

interface CancelOrderDialogProps {
  /** The order to cancel; null: closed. */
  order: Order | null;
  onClose: () => void;
  /** Called with the trimmed reason; the dialog waits for it. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Cancelling asks why (required, recorded in the order's history); the stock of its lines is given back. */
export function CancelOrderDialog({ order, onClose, onConfirm }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    const text = reason.trim();
    if (!text) {
      setError(CANCEL_REASON_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(text);
    } finally {
      setBusy(false);
      setReason('');
      setError(undefined);
    }
  };

  return (
    <FormModal
      open={order !== null}
      onClose={close}
      title="Hủy đơn hàng"
      icon={<DialogIcon tone="warning" />}
      size="md"
      hideCloseButton
      cancelLabel="Quay lại"
      submitLabel="Hủy đơn hàng"
      submitVariant="warning"
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm leading-relaxed text-stone-700">
        Hủy đơn hàng <strong className="tracking-wide">{order?.code}</strong> của {order?.customer}? Số lượng tồn kho
        của các sản phẩm trong đơn sẽ được hoàn lại. Đơn hàng đã hủy không thể khôi phục.
      </p>
      <TextareaField
        label="Lý do hủy *"
        rows={3}
        maxLength={500}
        autoFocus
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
      />
    </FormModal>
  );
}

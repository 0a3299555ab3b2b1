import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { useState } from 'react';
import { DialogIcon } from '../../components/ui/dialog-icon';
import { FormModal } from '../components/form-modal';
import { TextField } from '../../components/ui/text-field';

interface ShipOrderDialogProps {
  /** The order being shipped; null: closed. */
  order: Order | null;
  onClose: () => void;
  /** Called with the trimmed carrier and tracking number; the dialog waits for it. */
  onConfirm: (shipping: { carrier: string; trackingNumber: string }) => Promise<unknown>;
}

/** Moving an order to Đang Giao asks who carries it and its tracking number (both go to the shopper's message). */
export function ShipOrderDialog({ order, onClose, onConfirm }: ShipOrderDialogProps) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setCarrier('');
    setTrackingNumber('');
    setErrors({});
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const submit = async () => {
    const shipping = { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() };
    const missing = {
      ...(shipping.carrier ? {} : { carrier: ORDER_MESSAGES.carrierRequired }),
      ...(shipping.trackingNumber ? {} : { trackingNumber: ORDER_MESSAGES.trackingNumberRequired }),
    };
    setErrors(missing);
    if (missing.carrier || missing.trackingNumber) return;
    setBusy(true);
    try {
      await onConfirm(shipping);
    } finally {
      setBusy(false);
      reset();
    }
  };

  return (
    <FormModal
      open={order !== null}
      onClose={close}
      title="Giao hàng"
      icon={<DialogIcon tone="info" />}
      size="md"
      hideCloseButton
      cancelLabel="Quay lại"
      submitLabel="Chuyển sang Đang Giao"
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm leading-relaxed text-stone-700">
        Đơn hàng <strong className="tracking-wide">{order?.code}</strong> của {order?.customer}: nhập đơn vị vận chuyển
        và mã vận đơn, khách sẽ nhận được trong tin báo đang giao hàng.
      </p>
      <TextField
        label="Đơn vị vận chuyển *"
        maxLength={100}
        autoFocus
        value={carrier}
        error={errors.carrier}
        onValueChange={setCarrier}
      />
      <TextField
        label="Mã vận đơn *"
        maxLength={100}
        value={trackingNumber}
        error={errors.trackingNumber}
        onValueChange={setTrackingNumber}
      />
    </FormModal>
  );
}

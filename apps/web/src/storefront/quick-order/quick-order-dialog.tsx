// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { ORDER_MESSAGES, type OrderLookup } from '@shop/core/schemas/order';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { formResolver } from '../../lib/form-resolver';
import { usePlaceOrder } from '../../api/orders';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { OrderSuccessDialog } from './order-success-dialog';
import { OrderSummary } from './order-summary';
import { HoneypotField } from '../components/honeypot-field';
import { TermsAgreement } from '../components/terms-agreement';
import { PhoneField } from '../components/phone-field';
import {
  MISSING_INFO_TITLE,
  ORDER_FAILED_MESSAGE,
  quickOrderForm,
  type QuickOrderFormInput,
  type QuickOrderFormValues,
  type QuickOrderRequest,
} from './quick-order-form';

export interface QuickOrderDialogProps {
  open: boolean;
  onClose: () => void;
  request: QuickOrderRequest;
  /** After the server stored the order (e.g. the cart empties itself). */
  onPlaced?: (order: OrderLookup) => void;
  title?: string;
}

/**
 * The quick-order modal (docs/product/storefront.md#quick-order): name and phone, the
 * summary, Hủy and Xác nhận đặt hàng. It places a real order; on success the form resets and closes
 * and "Đặt hàng thành công!" shows the order code; on failure the form keeps its data and shows why.
 */
export function QuickOrderDialog({ open, onClose, request, onPlaced, title = 'Đặt Hàng Ngay' }: QuickOrderDialogProps) {
  const formId = useId();
  const [missingInfo, setMissingInfo] = useState(false);
  const [placed, setPlaced] = useState<OrderLookup | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<QuickOrderFormInput, unknown, QuickOrderFormValues>({
    resolver: formResolver<QuickOrderFormInput, QuickOrderFormValues>(quickOrderForm),
    defaultValues: { customer: '', phone: '', website: '', acceptTerms: false },
  });
  const place = usePlaceOrder();

  const submit = handleSubmit(
    (values) => {
      place.mutate(
        {
          body: {
            customer: values.customer,
            phone: values.phone,
            acceptTerms: values.acceptTerms,
            items: request.items,
            ...(values.website ? { website: values.website } : {}),
          },
        },
        {
          onSuccess: (order) => {
            reset();
            place.reset();
            onClose();
            setPlaced(order);
            onPlaced?.(order);
          },
        },
      );
    },
    // A missing name or phone is told in a dialog; an unticked agreement beside its box.
    (errors) => {
      if (errors.customer || errors.phone) setMissingInfo(true);
    },
  );

  const close = () => {
    if (place.isPending) return;
    place.reset();
    onClose();
  };

  return (
    <>
      <Modal
        open={open}
        onClose={close}
        title={title}
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={place.isPending}>
              Hủy
            </Button>
            <Button type="submit" form={formId} loading={place.isPending}>
              Xác nhận đặt hàng
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="relative flex flex-col gap-4">
          <OrderSummary lines={request.lines} total={request.total} />
          {place.isError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              {errorMessage(place.error, ORDER_FAILED_MESSAGE)}
            </p>
          )}
          <TextField label="Họ và tên" autoComplete="name" autoFocus maxLength={200} {...register('customer')} />
          <PhoneField hint="Ví dụ: 0901 234 567" {...register('phone')} />
          <HoneypotField {...register('website')} />
          <p className="text-xs text-stone-500">Thanh toán khi nhận hàng (COD). Cửa hàng sẽ gọi lại để xác nhận đơn.</p>
          <TermsAgreement error={formState.errors.acceptTerms?.message} {...register('acceptTerms')} />
        </form>
      </Modal>
      <AlertDialog
        open={missingInfo}
        onClose={() => setMissingInfo(false)}
        type="warning"
        title={MISSING_INFO_TITLE}
        message={ORDER_MESSAGES.missing}
      />
      <OrderSuccessDialog order={placed} onClose={() => setPlaced(null)} />
    </>
  );
}

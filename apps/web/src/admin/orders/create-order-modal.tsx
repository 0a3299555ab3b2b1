// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { placeOrderBody } from '@shop/core/schemas/order';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useOrderMutations } from '../../api/orders';
import { formResolver } from '../../lib/form-resolver';
import { fieldProps } from '../components/form-field';
import { FormModal } from '../components/form-modal';
import { failureAlert, noPermissionMessage } from '../components/no-permission';
import { DeliveryFields, addressOrNull } from './address-fields';
import { CustomerFields } from './customer-fields';
import { addDraftLine, draftItems, type DraftLine } from './draft-line';
import { OrderDraftLines } from './order-draft-lines';
import { OrderItemPicker } from './order-item-picker';
import { useMoney } from '../components/use-money';

interface FormInput {
  customer: string;
  phone: string;
  email: string;
  shippingAddress: { province: string; ward: string; street: string } | null;
  note: string;
  items: { productId: number; variantId: number; quantity: number }[];
}
type FormOutput = z.output<typeof placeOrderBody>;

const EMPTY: FormInput = {
  customer: '',
  phone: '',
  email: '',
  shippingAddress: { province: '', ward: '', street: '' },
  note: '',
  items: [],
};
const coreCheck = formResolver<FormInput, FormOutput>(placeOrderBody);
/** A phone order may leave the whole address empty (the customer collects it or it is taken later). */
const resolver: Resolver<FormInput, unknown, FormOutput> = (values, context, options) =>
  coreCheck(addressOrNull(values), context, options);
/**
 * Create Order: staff enter a phone order — customer, phone, address, note and
 * lines from the catalogue — validated with the order contract; the order starts as pending.
 */
function CreateOrderForm({ onClose }: { onClose: () => void }) {
  const money = useMoney();
  const { create } = useOrderMutations();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [failure, setFailure] = useState<ReactNode>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: EMPTY });
  const { handleSubmit, setValue } = form;
  const { errors, isSubmitted } = form.formState;
  const field = fieldProps(form);

  const updateLines = (next: DraftLine[]) => {
    setLines(next);
    setValue('items', draftItems(next), { shouldValidate: isSubmitted });
  };

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const order = await create.mutateAsync(body);
      toast.success(`Đã tạo đơn hàng ${order.code}`);
      onClose();
    } catch (error) {
      const alert = failureAlert(error, {
        fallback: 'Không thể tạo đơn hàng',
        forbidden: noPermissionMessage('tạo', 'đơn hàng'),
      });
      setFailure(alert.message);
    }
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <FormModal
      title="Tạo Đơn Hàng"
      size="lg"
      closeOnBackdrop={false}
      submitLabel="Tạo đơn hàng"
      busy={create.isPending}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      formClassName="space-y-5"
    >
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {failure}
        </p>
      )}
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-ink">Khách hàng</legend>
        <CustomerFields field={field} autoFocus />
        <DeliveryFields form={form} field={field} />
      </fieldset>

      <fieldset className="space-y-3" aria-describedby={itemsError ? 'create-order-items-error' : undefined}>
        <legend className="mb-3 text-sm font-semibold text-ink">Sản phẩm *</legend>
        <OrderItemPicker money={money} onAdd={(line) => updateLines(addDraftLine(lines, line))} />
        <OrderDraftLines
          lines={lines}
          money={money}
          onQuantity={(variantId, quantity) =>
            updateLines(lines.map((l) => (l.variantId === variantId ? { ...l, quantity } : l)))
          }
          onRemove={(variantId) => updateLines(lines.filter((l) => l.variantId !== variantId))}
        />
        {itemsError && (
          <p id="create-order-items-error" className="text-sm text-red-700">
            {itemsError}
          </p>
        )}
      </fieldset>
    </FormModal>
  );
}

/** The Create Order modal; the form starts empty each time it opens. */
export function CreateOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <CreateOrderForm onClose={onClose} /> : null;
}

// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROVINCE_NAMES } from '@shop/core/provinces';
import { createOrderBody, shippingAddressInput } from '@shop/core/schemas/order';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useOrderMutations } from '../../api/orders';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { failureAlert, noPermissionMessage } from '../components/no-permission';
import { SelectField } from '../components/select-field';
import { TextareaField } from '../components/textarea-field';
import { addDraftLine, draftItems, type DraftLine } from './draft-line';
import { OrderDraftLines } from './order-draft-lines';
import { OrderItemPicker } from './order-item-picker';
import { useMoney } from './use-money';

/** A phone order may leave the address out entirely; once any part is filled, all three are needed. */
const addressForm = z.object({ province: z.string(), ward: z.string(), street: z.string() }).transform((a, ctx) => {
  if (!a.province && !a.ward.trim() && !a.street.trim()) return null;
  const parsed = shippingAddressInput.safeParse(a);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
const formSchema = createOrderBody.extend({ shippingAddress: addressForm });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = {
  customer: '',
  phone: '',
  email: '',
  shippingAddress: { province: '', ward: '', street: '' },
  note: '',
  items: [],
};
const FORM_ID = 'create-order-form';

type CreateMutation = ReturnType<typeof useOrderMutations>['create'];

/**
 * Create Order: staff enter a phone order — customer, phone, address, note and
 * lines from the catalogue — validated with the order contract; the order starts as pending.
 */
function CreateOrderForm({ create, onDone }: { create: CreateMutation; onDone: () => void }) {
  const money = useMoney();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  const updateLines = (next: DraftLine[]) => {
    setLines(next);
    setValue('items', draftItems(next), { shouldValidate: isSubmitted });
  };

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const order = await create.mutateAsync(body);
      toast.success(`Đã tạo đơn hàng ${order.code}`);
      onDone();
    } catch (error) {
      const alert = failureAlert(error, {
        fallback: 'Không thể tạo đơn hàng',
        forbidden: noPermissionMessage('tạo', 'đơn hàng'),
      });
      setFailure(String(alert.message));
    }
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-5">
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {failure}
        </p>
      )}
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-ink">Khách hàng</legend>
        <TextField
          label="Tên khách hàng *"
          autoComplete="off"
          autoFocus
          error={errors.customer?.message}
          {...register('customer')}
        />
        <TextField
          label="Số điện thoại *"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <SelectField
          label="Tỉnh / thành phố"
          error={errors.shippingAddress?.province?.message}
          {...register('shippingAddress.province')}
        >
          <option value="">— Chọn tỉnh / thành phố —</option>
          {PROVINCE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Phường / xã"
          autoComplete="off"
          error={errors.shippingAddress?.ward?.message}
          {...register('shippingAddress.ward')}
        />
        <TextField
          label="Số nhà, tên đường"
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.shippingAddress?.street?.message}
          {...register('shippingAddress.street')}
        />
        <TextareaField
          label="Ghi chú"
          rows={2}
          className="sm:col-span-2"
          error={errors.note?.message}
          {...register('note')}
        />
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
    </form>
  );
}

/** The Create Order modal; the form starts empty each time it opens. */
export function CreateOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { create } = useOrderMutations();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Tạo Đơn Hàng"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Hủy
          </Button>
          <Button type="submit" form={FORM_ID} loading={create.isPending}>
            {create.isPending ? 'Đang xử lý...' : 'Tạo đơn hàng'}
          </Button>
        </>
      }
    >
      <CreateOrderForm create={create} onDone={onClose} />
    </Modal>
  );
}

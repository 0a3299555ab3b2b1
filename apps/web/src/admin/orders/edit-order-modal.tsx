// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import {
  CHECKOUT_SETTING_KEYS,
  DEFAULT_SHIPPING_SETTINGS,
  orderAmounts,
  type ShippingSettings,
} from '@shop/core/checkout';
import { orderEditBody, type Order, type OrderEditBody } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useOrderMutations } from '../../api/orders';
import { settingsQueryOptions } from '../../api/settings';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { FormModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { useMoney } from '../components/use-money';
import { DeliveryFields, addressOrNull } from './address-fields';
import { CustomerFields } from './customer-fields';
import { addDraftLine, draftItems, type DraftLine } from './draft-line';
import { OrderAmounts } from './order-amounts';
import { OrderDraftLines } from './order-draft-lines';
import { OrderItemPicker } from './order-item-picker';
import { WHOLE_NUMBER } from '../components/field-styles';

interface EditValues {
  customer: string;
  phone: string;
  email: string;
  note: string;
  shippingAddress: { province: string; ward: string; street: string } | null;
  /** Empty: the fee the shop's settings give for the new subtotal. */
  shippingFee: number | null | undefined;
  items: OrderEditBody['items'];
}
type EditOutput = z.output<typeof orderEditBody>;

const coreCheck = formResolver<EditValues, EditOutput>(orderEditBody);
const resolver: Resolver<EditValues, unknown, EditOutput> = (values, context, options) =>
  coreCheck(addressOrNull(values), context, options);

/** A number input: empty → null (computed fee); text it cannot read → NaN (refused by the contract). */
const asFee = (v: unknown) => (v === '' || v == null ? null : Number(v));

/** The shop's shipping settings (public settings; the defaults until set). */
function shippingSettingsOf(settings: Record<string, string> | undefined): ShippingSettings {
  const read = (key: string, fallback: number) => {
    const n = Number(settings?.[key]);
    return settings?.[key] !== undefined && settings[key] !== '' && Number.isFinite(n) ? n : fallback;
  };
  return {
    shippingFee: read(CHECKOUT_SETTING_KEYS.shippingFee, DEFAULT_SHIPPING_SETTINGS.shippingFee),
    freeShippingOver: read(CHECKOUT_SETTING_KEYS.freeShippingOver, DEFAULT_SHIPPING_SETTINGS.freeShippingOver),
  };
}

function linesOf(order: Order): DraftLine[] {
  return order.items.flatMap((l) =>
    l.productId !== null && l.variantId !== null
      ? [
          {
            productId: l.productId,
            variantId: l.variantId,
            productName: l.productName,
            variantName: l.variantName,
            unitPrice: l.price,
            quantity: l.quantity,
          },
        ]
      : [],
  );
}

/**
 * Edits a pending order: customer, lines and quantities, address, note and shipping fee. The amounts
 * shown are computed with the shop's one pricing function; the server prices the lines again from the
 * catalogue and moves the stock by the difference. Its refusals (409 not pending, not enough stock)
 * are shown in the Lỗi dialog.
 */
export function EditOrderModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const money = useMoney();
  const { update } = useOrderMutations();
  const settings = useQuery(settingsQueryOptions());
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(order));
  const dropped = order.items.length - lines.length;
  const { form, field, submit, alertDialog } = useModalForm<EditValues, EditOutput>({
    resolver,
    defaultValues: {
      customer: order.customer,
      phone: order.phone,
      email: order.email ?? '',
      note: order.note ?? '',
      shippingAddress: {
        province: order.shippingAddress?.province ?? '',
        ward: order.shippingAddress?.ward ?? '',
        street: order.shippingAddress?.street ?? '',
      },
      shippingFee: order.shippingFee,
      items: draftItems(linesOf(order)),
    },
    save: async (body) => {
      const saved = await update.mutateAsync({ id: order.id, body });
      toast.success(`Đã cập nhật đơn hàng ${saved.code}`);
      onClose();
    },
    failure: () => ({ fallback: 'Không thể cập nhật đơn hàng', forbidden: noPermissionMessage('sửa', 'đơn hàng') }),
  });
  const { setValue, control } = form;
  const { errors, isSubmitted } = form.formState;
  const fee = useWatch({ control, name: 'shippingFee' });
  const staffFee = typeof fee === 'number' && Number.isFinite(fee) && fee >= 0 ? fee : null;
  const amounts = {
    ...orderAmounts(
      lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })),
      shippingSettingsOf(settings.data),
      { shippingFee: staffFee, tradeInCredit: order.tradeInCredit ?? 0 },
    ),
    tradeIns: order.tradeIns?.filter((t) => !t.released),
  };

  const updateLines = (next: DraftLine[]) => {
    setLines(next);
    setValue('items', draftItems(next), { shouldValidate: isSubmitted });
  };

  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <FormModal
      title={`Sửa đơn hàng ${order.code}`}
      size="lg"
      closeOnBackdrop={false}
      submitLabel="Lưu thay đổi"
      busyLabel="Đang lưu..."
      busy={update.isPending}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      formClassName="space-y-5"
      after={alertDialog}
    >
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-ink">Khách hàng</legend>
        <CustomerFields field={field} />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-ink">Giao hàng</legend>
        <DeliveryFields form={form} field={field} />
      </fieldset>

      <fieldset className="space-y-3" aria-describedby={itemsError ? `edit-order-items-error` : undefined}>
        <legend className="mb-3 text-sm font-semibold text-ink">Sản phẩm *</legend>
        <OrderItemPicker money={money} onAdd={(line) => updateLines(addDraftLine(lines, line))} />
        <OrderDraftLines
          lines={lines}
          money={money}
          hideTotal
          onQuantity={(variantId, quantity) =>
            updateLines(lines.map((l) => (l.variantId === variantId ? { ...l, quantity } : l)))
          }
          onRemove={(variantId) => updateLines(lines.filter((l) => l.variantId !== variantId))}
        />
        {itemsError && (
          <p id={`edit-order-items-error`} className="text-sm text-red-700">
            {itemsError}
          </p>
        )}
        {dropped > 0 && (
          <p className="text-sm text-amber-800">
            {dropped} sản phẩm đã bị xóa khỏi danh mục và sẽ được bỏ khỏi đơn khi lưu.
          </p>
        )}
      </fieldset>

      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Phí vận chuyển (đ)"
          {...WHOLE_NUMBER}
          hint="Để trống: tính theo cài đặt của cửa hàng"
          {...field('shippingFee', { setValueAs: asFee })}
        />
        <OrderAmounts amounts={amounts} money={money} />
      </div>
      <p className="text-xs text-stone-500">Khi lưu, giá sản phẩm được tính lại theo giá hiện tại của cửa hàng.</p>
    </FormModal>
  );
}

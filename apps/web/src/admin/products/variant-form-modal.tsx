import { discountedPrice } from '@shop/core/pricing';
import type { Size } from '@shop/core/schemas/size';
import { variantBody, type Variant } from '@shop/core/schemas/variant';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useVariantMutations } from '../../api/product-variants';
import { sizesQueryOptions } from '../../api/sizes';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { coreResolver } from '../components/core-resolver';
import { noPermissionMessage } from '../components/no-permission';
import { SelectField } from '../components/select-field';
import { showFieldErrors } from '../components/field-errors';
import { useAlert } from '../components/use-alert';
import { useMoney } from '../components/use-money';

export const VARIANT_SAVE_FAILED = 'Không thể lưu phiên bản';

/**
 * The number inputs are held as numbers: the API takes JSON numbers only. An empty input is
 * `undefined` (price: required) or `null` (discount: none; stock: not tracked); text a number input cannot read is NaN
 * (refused with "… phải là một số").
 */
interface VariantFormValues {
  name: string;
  /** The variant's code; empty: none. */
  sku: string;
  sizeId: number;
  price: number | undefined;
  discount: number | null;
  color: string;
  /** Pieces in stock; null: not tracked (never sold out by the stock). */
  stock: number | null;
}

const asNumber = (v: unknown) => (v === '' || v == null ? undefined : Number(v));
type VariantOutput = z.output<typeof variantBody>;
const resolver = coreResolver<VariantFormValues, VariantOutput>(variantBody);

export interface VariantFormModalProps {
  productId: number;
  /** The variant to edit; absent: a new one. */
  variant?: Variant;
  onClose: () => void;
  /** After a successful save, with the server's variant. */
  onSaved: (variant: Variant, created: boolean) => void;
}

/** Variant form: name, size, price ≥ 0, discount 0–100, colour, stock (empty = not tracked, or a whole number ≥ 0). */
export function VariantFormModal(props: VariantFormModalProps) {
  const sizes = useQuery(sizesQueryOptions());
  if (sizes.isPending) {
    return (
      <Modal open onClose={props.onClose} title={props.variant ? 'Sửa Phiên Bản' : 'Thêm Phiên Bản'} size="md">
        <p role="status" className="py-8 text-center text-sm text-stone-600">
          Đang tải…
        </p>
      </Modal>
    );
  }
  return <VariantForm {...props} sizes={sizes.data ?? []} sizesFailed={sizes.isError} />;
}

function VariantForm({
  productId,
  variant,
  sizes,
  sizesFailed,
  onClose,
  onSaved,
}: VariantFormModalProps & { sizes: readonly Size[]; sizesFailed: boolean }) {
  const formId = useId();
  const money = useMoney();
  const { create, update } = useVariantMutations();
  const { showFailure, alertDialog } = useAlert();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<VariantFormValues, unknown, VariantOutput>({
    resolver,
    defaultValues: {
      name: variant?.name ?? '',
      sku: variant?.sku ?? '',
      sizeId: variant?.sizeId ?? 0,
      price: variant?.price ?? undefined,
      discount: variant?.discount ?? 0,
      color: variant?.color ?? '',
      stock: variant?.stock ?? null,
    },
  });
  const [price, discount] = useWatch({ control, name: ['price', 'discount'] });
  const priceNumber = price ?? Number.NaN;
  const discountNumber = discount ?? 0;
  const showFinal = priceNumber > 0 && discountNumber > 0 && discountNumber <= 100;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = variant
        ? await update.mutateAsync({ id: variant.id, body: values })
        : await create.mutateAsync({ ...values, productId });
      onSaved(saved, !variant);
    } catch (error) {
      // A code another product or variant has: said under the SKU field.
      if (showFieldErrors(error, setError, ['sku'])) return;
      showFailure(error, {
        fallback: VARIANT_SAVE_FAILED,
        forbidden: noPermissionMessage(variant ? 'sửa' : 'thêm', 'phiên bản'),
        serverText: 'append',
      });
    }
  });

  return (
    <Modal
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={variant ? 'Sửa Phiên Bản' : 'Thêm Phiên Bản'}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Hủy
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {isSubmitting ? 'Đang xử lý…' : variant ? 'Cập Nhật' : 'Thêm Phiên Bản'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Tên phiên bản *"
          placeholder="VD: 40mm Dây da đen"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Kích thước *"
          error={errors.sizeId?.message ?? (sizesFailed ? 'Không thể tải danh sách kích thước' : undefined)}
          {...register('sizeId', { setValueAs: (v) => Number(v) || 0 })}
        >
          <option value={0}>Chọn kích thước</option>
          {sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.diameter})
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Giá (đ) *"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.price?.message}
            {...register('price', { setValueAs: asNumber })}
          />
          <TextField
            label="Giảm giá (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            error={errors.discount?.message}
            {...register('discount', { setValueAs: (v: unknown) => asNumber(v) ?? null })}
          />
        </div>
        {showFinal && (
          <p className="text-sm text-stone-600">
            Giá sau giảm:{' '}
            <span className="font-semibold text-ink">{money(discountedPrice(priceNumber, discountNumber))}</span>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Màu sắc" placeholder="VD: Đen" error={errors.color?.message} {...register('color')} />
          <TextField
            label="Mã SKU"
            placeholder="VD: 126610LN-40-BLK"
            autoComplete="off"
            error={errors.sku?.message}
            {...register('sku')}
          />
        </div>
        <TextField
          label="Tồn kho"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="Không theo dõi"
          hint="Để trống nếu không theo dõi tồn kho; nhập số nguyên từ 0 để theo dõi (đơn hàng trừ dần, hủy đơn hoàn lại)"
          error={errors.stock?.message}
          {...register('stock', { setValueAs: (v: unknown) => asNumber(v) ?? null })}
        />
      </form>
      {alertDialog}
    </Modal>
  );
}

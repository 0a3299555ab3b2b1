import { discountedPrice } from '@shop/core/pricing';
import type { Size } from '@shop/core/schemas/size';
import { variantBody, type Variant } from '@shop/core/schemas/variant';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useVariantMutations } from '../../api/product-variants';
import { sizesQueryOptions } from '../../api/sizes';
import { TextField } from '../../components/ui/text-field';
import { formResolver } from '../../lib/form-resolver';
import { CheckboxField } from '../components/checkbox-field';
import { FormModal, LoadingModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { SelectField } from '../components/select-field';
import { useMoney } from '../components/use-money';
import { WHOLE_NUMBER } from '../components/field-styles';

const VARIANT_SAVE_FAILED = 'Không thể lưu phiên bản';

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
  /** Sold piece by piece (Kho Đồng Hồ): the stock is then counted from the pieces, not typed. */
  tracksPieces: boolean;
}

const asNumber = (v: unknown) => (v === '' || v == null ? undefined : Number(v));
type VariantOutput = z.output<typeof variantBody>;
const resolver = formResolver<VariantFormValues, VariantOutput>(variantBody);

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
  if (sizes.isPending) return <LoadingModal title={titleOf(props.variant)} size="md" onClose={props.onClose} />;
  return <VariantForm {...props} sizes={sizes.data ?? []} sizesFailed={sizes.isError} />;
}

const titleOf = (variant: Variant | undefined) => (variant ? 'Sửa Phiên Bản' : 'Thêm Phiên Bản');

function VariantForm({
  productId,
  variant,
  sizes,
  sizesFailed,
  onClose,
  onSaved,
}: VariantFormModalProps & { sizes: readonly Size[]; sizesFailed: boolean }) {
  const money = useMoney();
  const { create, update } = useVariantMutations();
  const { form, field, modal } = useModalForm<VariantFormValues, VariantOutput>({
    resolver,
    defaultValues: {
      name: variant?.name ?? '',
      sku: variant?.sku ?? '',
      sizeId: variant?.sizeId ?? 0,
      price: variant?.price ?? undefined,
      discount: variant?.discount ?? 0,
      color: variant?.color ?? '',
      stock: variant?.stock ?? null,
      tracksPieces: variant?.tracksPieces ?? false,
    },
    save: async (values) => {
      // A variant sold piece by piece has its stock counted by the server: it is never sent.
      const body = values.tracksPieces ? { ...values, stock: undefined } : values;
      const saved = variant
        ? await update.mutateAsync({ id: variant.id, body })
        : await create.mutateAsync({ ...body, productId });
      onSaved(saved, !variant);
    },
    // A code another product or variant has: said under the SKU field.
    serverFields: ['sku'],
    failure: () => ({
      fallback: VARIANT_SAVE_FAILED,
      forbidden: noPermissionMessage(variant ? 'sửa' : 'thêm', 'phiên bản'),
      serverText: 'append',
    }),
  });
  const [price, discount] = useWatch({ control: form.control, name: ['price', 'discount'] });
  const priceNumber = price ?? Number.NaN;
  const discountNumber = discount ?? 0;
  const showFinal = priceNumber > 0 && discountNumber > 0 && discountNumber <= 100;
  const sizeField = field('sizeId', { setValueAs: (v) => Number(v) || 0 });
  const tracksPieces = useWatch({ control: form.control, name: 'tracksPieces' });

  return (
    <FormModal
      title={titleOf(variant)}
      size="md"
      submitLabel={variant ? 'Cập Nhật' : 'Thêm Phiên Bản'}
      onClose={onClose}
      {...modal}
    >
      <TextField label="Tên phiên bản *" placeholder="VD: 40mm Dây da đen" {...field('name')} />
      <SelectField
        label="Kích thước *"
        {...sizeField}
        error={sizeField.error ?? (sizesFailed ? 'Không thể tải danh sách kích thước' : undefined)}
      >
        <option value={0}>Chọn kích thước</option>
        {sizes.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.diameter})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Giá (đ) *" {...WHOLE_NUMBER} {...field('price', { setValueAs: asNumber })} />
        <TextField
          label="Giảm giá (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          {...field('discount', { setValueAs: (v: unknown) => asNumber(v) ?? null })}
        />
      </div>
      {showFinal && (
        <p className="text-sm text-stone-600">
          Giá sau giảm:{' '}
          <span className="font-semibold text-ink">{money(discountedPrice(priceNumber, discountNumber))}</span>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Màu sắc" placeholder="VD: Đen" {...field('color')} />
        <TextField label="Mã SKU" placeholder="VD: 126610LN-40-BLK" autoComplete="off" {...field('sku')} />
      </div>
      <CheckboxField
        label="Theo dõi từng chiếc (số serial)"
        hint="Mỗi chiếc đồng hồ được nhập ở Kho Đồng Hồ với số serial; tồn kho là số chiếc còn trong kho mà chưa đơn nào giữ"
        {...form.register('tracksPieces')}
      />
      {tracksPieces ? (
        <p className="text-sm text-stone-600">
          Tồn kho: <span className="font-semibold text-ink">{variant?.stock ?? 0}</span> chiếc — tính từ Kho Đồng Hồ,
          không sửa tay.
        </p>
      ) : (
        <TextField
          label="Tồn kho"
          {...WHOLE_NUMBER}
          placeholder="Không theo dõi"
          hint="Để trống nếu không theo dõi tồn kho; nhập số nguyên từ 0 để theo dõi (đơn hàng trừ dần, hủy đơn hoàn lại)"
          {...field('stock', { setValueAs: (v: unknown) => asNumber(v) ?? null })}
        />
      )}
    </FormModal>
  );
}

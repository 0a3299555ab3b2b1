import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { brandsQueryOptions } from '../../api/brands';
import { categoriesQueryOptions } from '../../api/categories';
import { useSaveProduct } from './use-product-mutations';
import { subBrandsQueryOptions } from '../../api/sub-brands';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
import { showFieldErrors } from '../components/field-errors';
import { useAlert } from '../components/use-alert';
import { ImageSlots } from './image-slots';
import { ProductBasicFields } from './product-basic-fields';
import {
  productFormResolver,
  toFormValues,
  toProductBody,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-values';
import { ProductVariantsSection } from './product-variants-section';

export const PRODUCT_SAVE_FAILED = 'Lưu sản phẩm thất bại';

export interface ProductFormModalProps {
  /** The product to edit; absent: a new product. */
  product?: Product;
  onClose: () => void;
}

const titleOf = (product: Product | undefined) => (product ? 'Sửa Sản Phẩm' : 'Thêm Sản Phẩm Mới');

/**
 * Product form (docs/product/back-office.md#product-form): Basic Info, description, image slots, variants (once saved),
 * Hủy and Tạo/Cập Nhật. After a create or an update it closes; a new product's variants are added by
 * opening it again from the list.
 */
export function ProductFormModal(props: ProductFormModalProps) {
  const lookups = [
    useQuery(categoriesQueryOptions()),
    useQuery(brandsQueryOptions()),
    useQuery(subBrandsQueryOptions()),
  ];
  if (lookups.some((q) => q.isPending)) {
    return (
      <Modal open onClose={props.onClose} title={titleOf(props.product)} size="xl">
        <p role="status" className="py-12 text-center text-sm text-stone-600">
          Đang tải…
        </p>
      </Modal>
    );
  }
  return <ProductForm {...props} />;
}

function ProductForm({ product, onClose }: ProductFormModalProps) {
  const formId = useId();
  const current = product;
  const save = useSaveProduct();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: toFormValues(product),
  });
  const images = useWatch({ control, name: 'images' });

  const submit = handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ id: current?.id, body: toProductBody(values, current?.sizeId ?? null) });
        // The form closes; the list (refreshed by the save) shows the product, whose variants are
        // added by opening it again.
        toast.success(current ? 'Đã cập nhật sản phẩm' : `Đã tạo sản phẩm ${saved.name}. Mở lại để thêm phiên bản.`);
        onClose();
      } catch (error) {
        // A code another product or variant has: said under the SKU field.
        if (showFieldErrors(error, setError, ['sku'])) return;
        showFailure(error, {
          fallback: PRODUCT_SAVE_FAILED,
          forbidden: noPermissionMessage(current ? 'sửa' : 'thêm', 'sản phẩm'),
          serverText: 'append',
        });
      }
    },
    (invalid) => {
      // The image rules are reported in the Lỗi dialog.
      if (invalid.images?.message) showAlert({ type: 'error', message: invalid.images.message });
    },
  );

  return (
    <Modal
      open
      onClose={isSubmitting ? () => {} : onClose}
      title={titleOf(current)}
      size="xl"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Hủy
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {isSubmitting ? 'Đang xử lý…' : current ? 'Cập Nhật' : 'Tạo Sản Phẩm'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-6">
        <Section title="Thông tin cơ bản">
          <ProductBasicFields register={register} control={control} setValue={setValue} errors={errors} />
        </Section>
        <Section title="Mô tả">
          <TextareaField
            label="Mô tả sản phẩm *"
            rows={5}
            hint="Mô tả này sẽ hiển thị trên trang chi tiết sản phẩm."
            error={errors.description?.message}
            {...register('description')}
          />
        </Section>
        <Section title="Hình ảnh">
          <ImageSlots
            value={images}
            onChange={(next) => setValue('images', next, { shouldDirty: true, shouldValidate: isSubmitted })}
            error={errors.images?.message}
          />
        </Section>
      </form>
      <Section title="Phiên bản" className="mt-6">
        {current ? (
          <ProductVariantsSection key={current.id} productId={current.id} initial={current.variants ?? []} />
        ) : (
          <p className="rounded-lg bg-stone-50 px-3 py-4 text-sm text-stone-600">
            Vui lòng lưu sản phẩm trước, sau đó thêm các phiên bản (kích thước, giá, màu sắc).
          </p>
        )}
      </Section>
      {alertDialog}
    </Modal>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h3 className="mb-3 border-b border-stone-100 pb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
        {title}
      </h3>
      {children}
    </section>
  );
}

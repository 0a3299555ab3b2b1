import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { brandsQueryOptions } from '../../api/brands';
import { categoriesQueryOptions } from '../../api/categories';
import { useSaveProduct } from '../../api/products-writes';
import { subBrandsQueryOptions } from '../../api/sub-brands';
import { FormModal, LoadingModal, useModalForm } from '../components/form-modal';
import { noPermissionMessage } from '../components/no-permission';
import { TextareaField } from '../components/textarea-field';
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

const PRODUCT_SAVE_FAILED = 'Lưu sản phẩm thất bại';

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
    return <LoadingModal title={titleOf(props.product)} size="xl" onClose={props.onClose} />;
  }
  return <ProductForm {...props} />;
}

function ProductForm({ product, onClose }: ProductFormModalProps) {
  const save = useSaveProduct();
  const { form, field, submit, busy, showAlert, alertDialog } = useModalForm<ProductFormValues, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: toFormValues(product),
    save: async (values) => {
      const saved = await save.mutateAsync({ id: product?.id, body: toProductBody(values, product?.sizeId ?? null) });
      // The form closes; the list (refreshed by the save) shows the product, whose variants are
      // added by opening it again.
      toast.success(product ? 'Đã cập nhật sản phẩm' : `Đã tạo sản phẩm ${saved.name}. Mở lại để thêm phiên bản.`);
      onClose();
    },
    // A code another product or variant has: said under the SKU field.
    serverFields: ['sku'],
    failure: () => ({
      fallback: PRODUCT_SAVE_FAILED,
      forbidden: noPermissionMessage(product ? 'sửa' : 'thêm', 'sản phẩm'),
      serverText: 'append',
    }),
    // The image rules are reported in the Lỗi dialog.
    onInvalid: (invalid) => {
      if (invalid.images?.message) showAlert({ type: 'error', message: invalid.images.message });
    },
  });
  const { control, setValue, formState } = form;
  const images = useWatch({ control, name: 'images' });

  return (
    <FormModal
      title={titleOf(product)}
      size="xl"
      closeOnBackdrop={false}
      submitLabel={product ? 'Cập Nhật' : 'Tạo Sản Phẩm'}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      formClassName="space-y-6"
      after={
        <>
          <Section title="Phiên bản" className="mt-6">
            {product ? (
              <ProductVariantsSection key={product.id} productId={product.id} initial={product.variants ?? []} />
            ) : (
              <p className="rounded-lg bg-stone-50 px-3 py-4 text-sm text-stone-600">
                Vui lòng lưu sản phẩm trước, sau đó thêm các phiên bản (kích thước, giá, màu sắc).
              </p>
            )}
          </Section>
          {alertDialog}
        </>
      }
    >
      <Section title="Thông tin cơ bản">
        <ProductBasicFields form={form} field={field} />
      </Section>
      <Section title="Mô tả">
        <TextareaField
          label="Mô tả sản phẩm *"
          rows={5}
          hint="Mô tả này sẽ hiển thị trên trang chi tiết sản phẩm."
          {...field('description')}
        />
      </Section>
      <Section title="Hình ảnh">
        <ImageSlots
          value={images}
          onChange={(next) => setValue('images', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          error={formState.errors.images?.message}
        />
      </Section>
    </FormModal>
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

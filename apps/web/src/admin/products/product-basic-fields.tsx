import { GENDER_LABELS, GENDERS } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { brandsQueryOptions } from '../../api/brands';
import { categoriesQueryOptions } from '../../api/categories';
import { subBrandsQueryOptions } from '../../api/sub-brands';
import { TextField } from '../../components/ui/text-field';
import { CheckboxField } from '../components/checkbox-field';
import type { fieldProps } from '../components/form-field';
import { optionsOf, rowOptions, SelectField } from '../components/select-field';
import { asMonths, WarrantyMonthsField } from '../warranty/warranty-months-field';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';

export interface ProductBasicFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
  field: ReturnType<typeof fieldProps<ProductFormValues>>;
}

const asId = (v: unknown) => Number(v) || 0;

/**
 * Basic Info: name, category, brand, sub-brand (enabled once a brand is chosen, only that brand's
 * sub-brands, reset to none when the brand changes), gender, months of warranty, in stock, featured.
 */
export function ProductBasicFields({ form, field }: ProductBasicFieldsProps) {
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const categories = useQuery(categoriesQueryOptions());
  const brands = useQuery(brandsQueryOptions());
  const subBrands = useQuery(subBrandsQueryOptions());
  const brandId = useWatch({ control, name: 'brandId' });
  const ownSubBrands = (subBrands.data ?? []).filter((s) => s.brandId === brandId);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Tên sản phẩm *" className="sm:col-span-2" {...field('name')} />
      <TextField
        label="Mã SKU (mã mẫu)"
        placeholder="VD: 126610LN"
        hint="Không bắt buộc; không trùng với sản phẩm khác"
        autoComplete="off"
        {...field('sku')}
      />
      <SelectField
        label="Danh mục"
        error={errors.categoryId?.message ?? (categories.isError ? 'Không thể tải danh sách danh mục' : undefined)}
        options={rowOptions(categories.data)}
        {...register('categoryId', { setValueAs: asId })}
      >
        <option value={0}>Chọn danh mục</option>
      </SelectField>
      <SelectField label="Giới tính *" options={optionsOf(GENDERS, GENDER_LABELS)} {...field('gender')}>
        <option value="">Chọn giới tính</option>
      </SelectField>
      <SelectField
        label="Thương hiệu *"
        error={errors.brandId?.message ?? (brands.isError ? 'Không thể tải danh sách thương hiệu' : undefined)}
        {...register('brandId', {
          setValueAs: asId,
          onChange: () => setValue('subBrandId', 0),
        })}
        options={rowOptions(brands.data)}
      >
        <option value={0}>Chọn thương hiệu</option>
      </SelectField>
      <SelectField
        label="Dòng sản phẩm"
        disabled={!brandId}
        hint={
          !brandId
            ? 'Chọn thương hiệu trước'
            : ownSubBrands.length === 0
              ? 'Thương hiệu này chưa có dòng sản phẩm'
              : undefined
        }
        error={errors.subBrandId?.message ?? (subBrands.isError ? 'Không thể tải danh sách dòng sản phẩm' : undefined)}
        options={rowOptions(ownSubBrands)}
        {...register('subBrandId', { setValueAs: asId })}
      >
        <option value={0}>Không có</option>
      </SelectField>
      <WarrantyMonthsField
        fallback={brands.data?.find((b) => b.id === brandId)?.warrantyMonths}
        fallbackOf={brands.data?.find((b) => b.id === brandId)?.warrantyMonths ? 'theo thương hiệu' : 'mặc định'}
        {...field('warrantyMonths', { setValueAs: asMonths })}
      />
      <CheckboxField label="Còn hàng" hint="Khách có thể đặt mua sản phẩm" {...register('inStock')} />
      <CheckboxField label="Sản phẩm nổi bật" hint="Hiển thị ở mục nổi bật trên trang chủ" {...register('featured')} />
    </div>
  );
}

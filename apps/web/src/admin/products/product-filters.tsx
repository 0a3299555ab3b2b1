import { GENDER_LABELS, GENDERS, type Gender } from '@shop/core/constants';
import type { Brand } from '@shop/core/schemas/brand';
import type { Category } from '@shop/core/schemas/category';
import { X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SearchField } from '../components/search-field';
import { optionsOf, rowOptions, SelectField, type SelectOption } from '../components/select-field';

export type StockFilter = '' | 'in' | 'out';
export type FeaturedFilter = '' | 'yes' | 'no';

export interface ProductFilterState {
  search: string;
  /** 0: every category. */
  categoryId: number;
  /** 0: every brand. */
  brandId: number;
  gender: Gender | '';
  stock: StockFilter;
  featured: FeaturedFilter;
}

export const NO_FILTERS: ProductFilterState = {
  search: '',
  categoryId: 0,
  brandId: 0,
  gender: '',
  stock: '',
  featured: '',
};

const STOCK_OPTIONS: SelectOption[] = [
  { value: 'in', label: 'Còn hàng' },
  { value: 'out', label: 'Hết hàng' },
];
const FEATURED_OPTIONS: SelectOption[] = [
  { value: 'yes', label: 'Nổi bật' },
  { value: 'no', label: 'Không nổi bật' },
];

const hasFilters = (f: ProductFilterState) =>
  f.search.trim() !== '' || f.categoryId > 0 || f.brandId > 0 || f.gender !== '' || f.stock !== '' || f.featured !== '';

export interface ProductFiltersProps {
  value: ProductFilterState;
  onChange: (patch: Partial<ProductFilterState>) => void;
  categories: readonly Category[];
  brands: readonly Brand[];
  /** Number of products matching (shown once known). */
  total?: number;
}

/** Products tab filters: search, category, brand, gender, stock status, and the product count. */
export function ProductFilters({ value, onChange, categories, brands, total }: ProductFiltersProps) {
  // A select's value and change handler for one filter (a number for the ids, else the option's value).
  const bind = <K extends Exclude<keyof ProductFilterState, 'search'>>(
    key: K,
    parse: (raw: string) => ProductFilterState[K] = (raw) => raw as ProductFilterState[K],
  ) => ({
    value: value[key],
    onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: parse(e.target.value) }),
  });
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
        <SearchField
          label="Tìm sản phẩm"
          placeholder="Tìm theo tên, thương hiệu, danh mục, mã SKU…"
          value={value.search}
          onChange={(search) => onChange({ search })}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField label="Danh mục" {...bind('categoryId', Number)} options={rowOptions(categories)}>
          <option value={0}>Tất cả danh mục</option>
        </SelectField>
        <SelectField label="Thương hiệu" {...bind('brandId', Number)} options={rowOptions(brands)}>
          <option value={0}>Tất cả thương hiệu</option>
        </SelectField>
        <SelectField label="Giới tính" {...bind('gender')} options={optionsOf(GENDERS, GENDER_LABELS)}>
          <option value="">Tất cả</option>
        </SelectField>
        <SelectField label="Tình trạng kho" {...bind('stock')} options={STOCK_OPTIONS}>
          <option value="">Tất cả</option>
        </SelectField>
        <SelectField label="Nổi bật" {...bind('featured')} options={FEATURED_OPTIONS}>
          <option value="">Tất cả</option>
        </SelectField>
      </div>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600" aria-live="polite">
          {total === undefined ? (
            '\u00a0'
          ) : (
            <>
              <span className="font-semibold text-ink">{total}</span> sản phẩm
            </>
          )}
        </p>
        {hasFilters(value) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            <X className="size-4" aria-hidden="true" />
            Xóa bộ lọc
          </Button>
        )}
      </div>
    </div>
  );
}

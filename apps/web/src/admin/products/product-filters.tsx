import { GENDER_LABELS, GENDERS, type Gender } from '@shop/core/constants';
import type { Brand } from '@shop/core/schemas/brand';
import type { Category } from '@shop/core/schemas/category';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SearchField } from '../components/search-field';
import { SelectField } from '../components/select-field';

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
        <SelectField
          label="Danh mục"
          value={value.categoryId}
          onChange={(e) => onChange({ categoryId: Number(e.target.value) })}
        >
          <option value={0}>Tất cả danh mục</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Thương hiệu"
          value={value.brandId}
          onChange={(e) => onChange({ brandId: Number(e.target.value) })}
        >
          <option value={0}>Tất cả thương hiệu</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Giới tính"
          value={value.gender}
          onChange={(e) => onChange({ gender: e.target.value as Gender | '' })}
        >
          <option value="">Tất cả</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Tình trạng kho"
          value={value.stock}
          onChange={(e) => onChange({ stock: e.target.value as StockFilter })}
        >
          <option value="">Tất cả</option>
          <option value="in">Còn hàng</option>
          <option value="out">Hết hàng</option>
        </SelectField>
        <SelectField
          label="Nổi bật"
          value={value.featured}
          onChange={(e) => onChange({ featured: e.target.value as FeaturedFilter })}
        >
          <option value="">Tất cả</option>
          <option value="yes">Nổi bật</option>
          <option value="no">Không nổi bật</option>
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

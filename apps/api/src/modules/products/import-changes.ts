import { GENDER_LABELS, type Gender } from '@shop/core/constants';
import { formatMoney } from '@shop/core/pricing';
import { PRODUCT_COLUMN_LABELS, type ImportRow, type ProductColumn } from '@shop/core/schemas/product-tools';
import type { Catalogue, ProductFields, VariantFields } from './import-plan.ts';

/** The changes an import's preview shows for a row: each field before → after, under its column's header. */

type ImportChange = ImportRow['changes'][number];
type FieldValue = string | number | boolean | string[] | null;

/** A value of a product or variant field as the preview shows it. */
function fieldText(cat: Catalogue, field: string, value: FieldValue): string {
  if (value === null || value === '') return field === 'stock' ? 'Không theo dõi' : '(trống)';
  const named = (names: Map<number, string>) => names.get(value as number) ?? `#${value as number}`;
  switch (field) {
    case 'brandId':
      return named(cat.brandNames);
    case 'subBrandId':
      return named(cat.subBrandNames);
    case 'categoryId':
      return named(cat.categoryNames);
    case 'sizeId':
      return named(cat.sizeNames);
    case 'gender':
      return GENDER_LABELS[value as Gender];
    case 'price':
      return (value as number) === 0 ? 'Liên hệ' : formatMoney(value as number);
    case 'discount':
      return `${value as number}%`;
    case 'images':
      return (value as string[]).join(', ') || '(trống)';
  }
  if (typeof value === 'boolean') return value ? 'có' : 'không';
  return typeof value === 'object' ? value.join(', ') : String(value);
}

/** The column (its Vietnamese header) a field of a product or a variant is read from. */
export const PRODUCT_FIELD_COLUMNS: Record<keyof ProductFields, ProductColumn> = {
  name: 'name',
  sku: 'product_sku',
  brandId: 'brand',
  subBrandId: 'sub_brand',
  categoryId: 'category',
  gender: 'gender',
  description: 'description',
  images: 'images',
  inStock: 'in_stock',
  featured: 'featured',
};
export const VARIANT_FIELD_COLUMNS: Record<keyof VariantFields, ProductColumn> = {
  name: 'variant_name',
  sku: 'variant_sku',
  sizeId: 'size',
  price: 'price',
  discount: 'discount',
  color: 'color',
  stock: 'stock',
};

/** The fields of `after` that differ from `before`, old → new, under their columns' headers. */
export function changesOf<F extends object>(
  cat: Catalogue,
  columns: Record<keyof F, ProductColumn>,
  before: F,
  after: F,
): ImportChange[] {
  return (Object.keys(columns) as (keyof F & string)[])
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => ({
      field: PRODUCT_COLUMN_LABELS[columns[f]],
      before: fieldText(cat, f, before[f] as FieldValue),
      after: fieldText(cat, f, after[f] as FieldValue),
    }));
}

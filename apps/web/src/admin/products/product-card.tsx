import { GENDER_LABELS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { SlidersHorizontal, Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { AuditHistoryLink } from '../audit/audit-history-link';
import { AdminImage } from '../components/admin-image';
import { useMoney } from '../components/use-money';
import { VariantQuickEdit } from './variant-quick-edit';
import { EditDeleteButtons } from '../components/icon-button';

/** Size names of the product's variants, once each, in order of first appearance. */
function variantSizeNames(product: Product): string[] {
  const names = (product.variants ?? []).map((v) => v.size?.name).filter((n): n is string => Boolean(n));
  return [...new Set(names)];
}

/**
 * The stock of a product's variants: "Tồn kho: 7" (the sum of the tracked ones), with
 * "+ không theo dõi" when some are not tracked; "Tồn kho: không theo dõi" when none is; null without
 * variants or while their stock is unknown.
 */
function stockSummary(variants: readonly Pick<Variant, 'stock'>[]): string | null {
  if (variants.length === 0 || variants.some((v) => v.stock === undefined)) return null;
  const tracked = variants.filter((v) => v.stock !== null);
  if (tracked.length === 0) return 'Tồn kho: không theo dõi';
  const sum = tracked.reduce((n, v) => n + (v.stock ?? 0), 0);
  return `Tồn kho: ${sum}${tracked.length < variants.length ? ' + không theo dõi' : ''}`;
}

/** "1.000.000 ₫ – 2.000.000 ₫", one price when both ends are equal, "Liên hệ" without a price. */
export function priceRangeLabel(product: Pick<Product, 'lowestPrice' | 'highestPrice'>, money: (n: number) => string) {
  const { lowestPrice: low, highestPrice: high } = product;
  if (low === null) return 'Liên hệ';
  return high === null || high === low ? money(low) : `${money(low)} – ${money(high)}`;
}

export interface ProductCardProps {
  product: Product;
  /** The selection checkbox (bulk actions), when the role may change products. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** Price, discount and stock edited in the card (with the change right). */
  quickEdit?: boolean;
  /** Edit button (only with the products change right). */
  onEdit?: () => void;
  /** Delete button (only with the products delete right). */
  onDelete?: () => void;
}

/**
 * Card of the products grid: first image, featured and stock badges, brand · sub-brand, category,
 * gender, two-line description, the stock of its variants, variant sizes. Edit/delete show on hover, on keyboard focus, and
 * always on touch screens.
 */
export function ProductCard({ product, onEdit, onDelete, selected, onSelect, quickEdit }: ProductCardProps) {
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const sizes = variantSizeNames(product);
  const hasVariants = (product.variants?.length ?? 0) > 0;
  // The back office's list (GET /api/products/manage) answers the variants with their stock.
  const stock = stockSummary(product.variants ?? []);
  return (
    <li
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md',
        selected && 'ring-2 ring-primary',
      )}
    >
      <div className="relative">
        {onSelect && (
          <label className="absolute bottom-2 left-2 z-10 inline-flex size-9 items-center justify-center rounded-full bg-white shadow-md ring-1 ring-stone-200">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected ?? false}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={`Chọn ${product.name}`}
            />
          </label>
        )}
        <AdminImage src={product.images[0]} alt={product.name} className="aspect-square w-full" />
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-1">
          {product.featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-ink shadow-sm">
              <Star className="size-3 fill-current" aria-hidden="true" />
              Nổi bật
            </span>
          ) : (
            <span />
          )}
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm',
              product.inStock ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
            )}
          >
            {product.inStock ? 'Còn hàng' : 'Hết hàng'}
          </span>
        </div>
        <div
          className={cn(
            'absolute bottom-2 right-2 flex gap-1.5 transition-opacity',
            'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100',
          )}
        >
          <AuditHistoryLink
            resource="products"
            id={product.id}
            of={`sản phẩm ${product.name}`}
            className="rounded-full bg-white shadow-md ring-1 ring-stone-200 hover:bg-primary-soft"
          />
          <EditDeleteButtons
            of={`sản phẩm ${product.name}`}
            onEdit={onEdit}
            onDelete={onDelete}
            look="floating"
            tooltips="verb"
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="truncate text-xs font-semibold uppercase tracking-wide text-primary-ink">
          {product.brand?.name ?? 'Chưa có thương hiệu'}
          {product.subBrand && (
            <span className="font-medium normal-case text-stone-500"> · {product.subBrand.name}</span>
          )}
        </p>
        <h3 className="line-clamp-2 font-semibold leading-snug text-ink">{product.name}</h3>
        <p className="flex flex-wrap gap-x-2 text-xs text-stone-600">
          <span>
            {product.category
              ? `${product.category.icon ? `${product.category.icon} ` : ''}${product.category.name}`
              : 'Chưa phân loại'}
          </span>
          <span aria-hidden="true">•</span>
          <span>{GENDER_LABELS[product.gender]}</span>
        </p>
        <p className="line-clamp-2 text-sm text-stone-600">{product.description}</p>
        <p className="text-sm font-semibold text-ink">{priceRangeLabel(product, money)}</p>
        {stock && <p className="text-xs font-medium text-stone-700">{stock}</p>}
        <div className="mt-auto pt-2">
          {hasVariants ? (
            <ul className="flex flex-wrap gap-1" aria-label="Kích thước">
              {sizes.map((s) => (
                <li key={s} className="rounded-md bg-sand px-2 py-0.5 text-xs font-medium text-ink">
                  {s}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs italic text-stone-500">Chưa có phiên bản</p>
          )}
          {quickEdit && hasVariants && (
            <button
              type="button"
              onClick={() => setEditing((v) => !v)}
              aria-expanded={editing}
              className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-primary-ink hover:underline"
            >
              <SlidersHorizontal className="size-3.5" aria-hidden="true" />
              {editing ? 'Đóng sửa nhanh' : 'Sửa nhanh giá, kho'}
            </button>
          )}
          {editing && (
            <div className="mt-2">
              <VariantQuickEdit productName={product.name} variants={product.variants ?? []} />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

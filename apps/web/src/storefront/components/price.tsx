/**
 * Prices of the storefront (docs/product/storefront.md#prices).
 *
 *   <PriceTag variant={selectedVariant} />               a variant is selected
 *   <PriceTag variant={null} range={product} />          variants exist, none selected (hint state)
 *   <PriceTag variant={null} />                          no variant at all → Liên Hệ
 *
 * Selected variant: a price of zero or missing shows "Liên Hệ"; a discount > 0 shows the discounted
 * price (rounded to whole đồng) beside the struck-out original and, unless `showDiscount={false}`, a
 * "-N%" badge; otherwise the price. Hint state: "Chọn phiên bản để xem giá" over the range
 * "lowest – highest" of `range` (`lowestPrice`/`highestPrice` of the product; one amount when both
 * are equal; nothing when the product has no price). Amounts use the shop currency from the settings
 * (VND: `12.500.000 ₫`). `size` scales the text: 'sm' (cards, search), 'md', 'lg' (detail page).
 *
 * `variantPriceText(variant, formatPrice)` gives the same amount as plain text (e.g. a variant grid).
 */
import { discountedPrice, hasPrice } from '@shop/core/pricing';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../settings/use-shop-settings';

const CONTACT_PRICE_LABEL = 'Liên Hệ';
const CHOOSE_VARIANT_HINT = 'Chọn phiên bản để xem giá';

export interface VariantPrice {
  price: number | null | undefined;
  discount?: number | null;
}

interface PriceRangeValue {
  lowestPrice: number | null | undefined;
  highestPrice: number | null | undefined;
}

export interface PriceTagProps {
  /** The selected variant; null/undefined when none is selected or the product has none. */
  variant: VariantPrice | null | undefined;
  /** Shown (with the hint) when no variant is selected; leave out when the product has no variants. */
  range?: PriceRangeValue | null;
  size?: 'sm' | 'md' | 'lg';
  /** Show the "-N%" badge beside a discounted price (default true). */
  showDiscount?: boolean;
  className?: string;
}

const SIZES = {
  sm: { main: 'text-base', original: 'text-xs', badge: 'text-[11px] px-1.5', hint: 'text-xs' },
  md: { main: 'text-xl', original: 'text-sm', badge: 'text-xs px-2', hint: 'text-sm' },
  lg: { main: 'text-3xl', original: 'text-base', badge: 'text-sm px-2.5', hint: 'text-base' },
} as const;

/** The amount a variant sells for, as text ("Liên Hệ" when it has no price). */
export function variantPriceText(variant: VariantPrice, formatPrice: (n: number) => string): string {
  return hasPrice(variant.price) ? formatPrice(discountedPrice(variant.price, variant.discount)) : CONTACT_PRICE_LABEL;
}

/** "lowest – highest" (one amount when equal); null when the product has no price. */
function priceRangeText(range: PriceRangeValue, formatPrice: (n: number) => string): string | null {
  const { lowestPrice, highestPrice } = range;
  if (!hasPrice(lowestPrice)) return hasPrice(highestPrice) ? formatPrice(highestPrice) : null;
  if (!hasPrice(highestPrice) || highestPrice === lowestPrice) return formatPrice(lowestPrice);
  return `${formatPrice(lowestPrice)} – ${formatPrice(highestPrice)}`;
}

export function PriceTag({ variant, range, size = 'md', showDiscount = true, className }: PriceTagProps) {
  const formatPrice = useFormatPrice();
  const s = SIZES[size];

  if (!variant && range) {
    const rangeText = priceRangeText(range, formatPrice);
    return (
      <div className={cn('flex flex-col gap-0.5', className)} data-price-state="hint">
        <p className={cn('italic text-stone-500', s.hint)}>{CHOOSE_VARIANT_HINT}</p>
        {rangeText && <p className={cn('font-semibold text-ink', s.hint)}>{rangeText}</p>}
      </div>
    );
  }

  if (!variant || !hasPrice(variant.price)) {
    return (
      <p className={cn('font-semibold text-primary-ink', s.main, className)} data-price-state="contact">
        {CONTACT_PRICE_LABEL}
      </p>
    );
  }

  const discount = variant.discount ?? 0;
  if (discount <= 0) {
    return (
      <p className={cn('font-semibold text-ink', s.main, className)} data-price-state="price">
        {formatPrice(variant.price)}
      </p>
    );
  }

  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)} data-price-state="discounted">
      <p className={cn('font-semibold text-red-700', s.main)}>
        <span className="sr-only">Giá khuyến mãi: </span>
        <span>{formatPrice(discountedPrice(variant.price, discount))}</span>
      </p>
      <p className={cn('text-stone-600', s.original)}>
        <span className="sr-only">Giá gốc: </span>
        <s>{formatPrice(variant.price)}</s>
      </p>
      {showDiscount && (
        <span className={cn('self-center rounded-full bg-red-700 py-0.5 font-semibold text-white', s.badge)}>
          -{Math.round(discount)}%
        </span>
      )}
    </div>
  );
}

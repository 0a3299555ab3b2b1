import { CURRENCIES } from './constants.ts';

/** Discounted price = price × (1 − discount/100), rounded to whole units. */
export function discountedPrice(price: number, discount: number | null | undefined): number {
  if (!discount || discount <= 0) return price;
  return Math.round(price * (1 - Math.min(discount, 100) / 100));
}

/** A price of zero or missing is shown as Liên Hệ. */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > 0;
}

export interface CurrencySetting {
  code: string;
  symbol?: string;
}

/** Formats an amount in the shop currency: VND → `12.500.000 ₫`. Prices are never converted. */
export function formatMoney(amount: number, currency: CurrencySetting = { code: 'VND' }): string {
  const def = CURRENCIES.find((c) => c.code === currency.code) ?? CURRENCIES[0];
  const symbol = currency.symbol || def.symbol;
  const num = new Intl.NumberFormat(def.locale, {
    minimumFractionDigits: def.decimals,
    maximumFractionDigits: def.decimals,
  }).format(amount);
  return def.code === 'VND' ? `${num} ${symbol}` : `${symbol}${num}`;
}

/**
 * `lowestPrice` / `highestPrice` of a product: min and max of its variants' prices before discount.
 * A price of zero means "Liên Hệ" and counts as no price; null when no variant has one.
 */
export function priceRange(prices: (number | null | undefined)[]): {
  lowestPrice: number | null;
  highestPrice: number | null;
} {
  const real = prices.filter(hasPrice);
  if (!real.length) return { lowestPrice: null, highestPrice: null };
  return { lowestPrice: Math.min(...real), highestPrice: Math.max(...real) };
}

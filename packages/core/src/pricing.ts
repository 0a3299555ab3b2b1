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

/**
 * Formats an amount in the shop currency: VND → `12.500.000 ₫`. Prices are never converted.
 * Written out as `Intl.NumberFormat` in the currency's locale would (pricing.test.ts checks it
 * against Intl), not with it: the first Intl formatter a page makes loads the browser's locale data,
 * 0.2–0.6 s of main thread on a 4×-throttled phone, and every product page shows a price at once.
 */
export function formatMoney(amount: number, currency: CurrencySetting = { code: 'VND' }): string {
  const def = CURRENCIES.find((c) => c.code === currency.code) ?? CURRENCIES[0];
  const symbol = currency.symbol || def.symbol;
  const num = formatNumber(amount, def);
  return def.code === 'VND' ? `${num} ${symbol}` : `${symbol}${num}`;
}

/** A whole count as the shop writes it in Vietnamese: `12345` → `12.345` (as `Intl.NumberFormat('vi-VN')`, without one). */
export function formatCount(count: number): string {
  return formatNumber(count, CURRENCIES[0]);
}

/** `amount` with `decimals` decimals, rounded half away from zero as the number reads (1.005 → 1.01), grouped by three. */
function formatNumber(amount: number, { decimals, group, point }: (typeof CURRENCIES)[number]): string {
  const abs = Math.abs(amount);
  // Shifting the decimal text rounds what the number reads as, not its binary value (as Intl does);
  // a text with an exponent (below 1e-6) cannot be shifted so.
  const units = Math.round(Number(`${abs}e${decimals}`) || abs * 10 ** decimals);
  const digits = String(units).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, group);
  // Negative amounts and -0 are signed, as Intl signs them.
  return (1 / amount < 0 ? '-' : '') + whole + (decimals ? point + digits.slice(-decimals) : '');
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

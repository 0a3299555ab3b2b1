import { describe, expect, it } from 'vitest';
import { addLine, removeLine, setQuantity, type CartLine } from './cart.ts';
import { CURRENCIES, hexToRgb } from './constants.ts';
import { discountedPrice, formatCount, formatMoney, hasPrice, priceRange } from './pricing.ts';

describe('prices', () => {
  it('discounts and rounds to whole units', () => {
    expect(discountedPrice(142_000_000, 10)).toBe(127_800_000);
    expect(discountedPrice(3_190_000, 15)).toBe(2_711_500);
    expect(discountedPrice(999, 33)).toBe(669);
    expect(discountedPrice(1000, 0)).toBe(1000);
    expect(discountedPrice(1000, null)).toBe(1000);
    expect(discountedPrice(1000, 100)).toBe(0);
  });
  it('treats zero or missing prices as Liên Hệ', () => {
    expect(hasPrice(0)).toBe(false);
    expect(hasPrice(null)).toBe(false);
    expect(hasPrice(1)).toBe(true);
  });
  it('computes the range from real prices only', () => {
    expect(priceRange([300, 100, 200])).toEqual({ lowestPrice: 100, highestPrice: 300 });
    expect(priceRange([0, 500])).toEqual({ lowestPrice: 500, highestPrice: 500 });
    expect(priceRange([])).toEqual({ lowestPrice: null, highestPrice: null });
  });
  it('formats VND without decimals with the đồng sign', () => {
    expect(formatMoney(12_500_000).replace(/\s/g, ' ')).toBe('12.500.000 ₫');
    expect(formatMoney(1234.5, { code: 'USD' })).toBe('$1,234.50');
  });
  it('formats every currency as Intl.NumberFormat does in its locale (without making one in the browser)', () => {
    const amounts = [
      0, -0, 5, 999, 1000, 1234, 12_500_000, 142_000_000_000, -1_234_567.891, 1.005, 2.5, 0.125, 999_999.995, -0.4,
      0.000_001,
    ];
    for (const c of CURRENCIES) {
      const intl = new Intl.NumberFormat(c.locale, {
        minimumFractionDigits: c.decimals,
        maximumFractionDigits: c.decimals,
      });
      for (const amount of amounts) {
        const num = intl.format(amount);
        expect(formatMoney(amount, { code: c.code }), `${c.code} ${amount}`).toBe(
          c.code === 'VND' ? `${num} ${c.symbol}` : `${c.symbol}${num}`,
        );
      }
    }
  });
  it('writes counts as Intl.NumberFormat does in Vietnamese', () => {
    const vi = new Intl.NumberFormat('vi-VN');
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, 123_456_789]) expect(formatCount(n)).toBe(vi.format(n));
  });
  it('parses theme colours with the fallback 237,171,24', () => {
    expect(hexToRgb('#EDAB18')).toBe('237,171,24');
    expect(hexToRgb('#3B82F6')).toBe('59,130,246');
    expect(hexToRgb('nope')).toBe('237,171,24');
  });
});

const line = (over: Partial<CartLine>): CartLine => ({
  productId: 1,
  variantId: 1,
  sizeId: 1,
  name: 'A',
  description: '',
  category: null,
  sizeName: null,
  sizeDiameter: null,
  gender: 'male',
  image: null,
  price: 100,
  quantity: 1,
  ...over,
});

describe('cart', () => {
  it('raises the quantity of an existing product and size, else appends', () => {
    let lines = addLine([], line({}));
    lines = addLine(lines, line({ quantity: 2 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    lines = addLine(lines, line({ sizeId: 2, variantId: 2 }));
    expect(lines).toHaveLength(2);
  });
  it('removes a line when its quantity drops to 0 or less, or on delete', () => {
    const lines = [line({}), line({ productId: 2 })];
    expect(setQuantity(lines, { productId: 1, sizeId: 1 }, 0)).toHaveLength(1);
    expect(setQuantity(lines, { productId: 1, sizeId: 1 }, 5)[0]!.quantity).toBe(5);
    expect(removeLine(lines, { productId: 2, sizeId: 1 })).toHaveLength(1);
  });
});

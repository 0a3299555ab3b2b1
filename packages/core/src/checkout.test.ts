import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS, neededForFreeShipping, orderAmounts } from './checkout.ts';
import { discountedPrice } from './pricing.ts';

const settings = DEFAULT_SHIPPING_SETTINGS;

describe('orderAmounts', () => {
  it('adds unit price × quantity and the shipping fee up to the free threshold', () => {
    expect(orderAmounts([{ price: 450_000, quantity: 2 }], settings)).toEqual({
      subtotal: 900_000,
      shippingFee: 30_000,
      tradeInCredit: 0,
      amount: 930_000,
    });
  });
  it('ships free only strictly above the threshold', () => {
    expect(orderAmounts([{ price: 1_000_000, quantity: 1 }], settings).shippingFee).toBe(30_000);
    expect(orderAmounts([{ price: 1_000_001, quantity: 1 }], settings)).toEqual({
      subtotal: 1_000_001,
      shippingFee: 0,
      tradeInCredit: 0,
      amount: 1_000_001,
    });
  });
  it('a threshold of 0 means delivery is always free', () => {
    expect(orderAmounts([{ price: 10_000, quantity: 1 }], { shippingFee: 30_000, freeShippingOver: 0 })).toEqual({
      subtotal: 10_000,
      shippingFee: 0,
      tradeInCredit: 0,
      amount: 10_000,
    });
  });
  it('an empty cart costs nothing', () => {
    expect(orderAmounts([], settings)).toEqual({ subtotal: 0, shippingFee: 0, tradeInCredit: 0, amount: 0 });
  });
  it('takes discounted unit prices of mixed lines', () => {
    const lines = [
      { price: discountedPrice(12_500_000, 10), quantity: 1 },
      { price: discountedPrice(333_333, 15), quantity: 3 },
    ];
    expect(lines.map((l) => l.price)).toEqual([11_250_000, 283_333]);
    expect(orderAmounts(lines, settings).amount).toBe(12_099_999);
  });
  it('takes the trade-in credit off the amount to pay, and keeps a fee staff set', () => {
    expect(
      orderAmounts([{ price: 900_000, quantity: 1 }], settings, { shippingFee: 50_000, tradeInCredit: 600_000 }),
    ).toEqual({ subtotal: 900_000, shippingFee: 50_000, tradeInCredit: 600_000, amount: 350_000 });
    // A credit above subtotal + shipping leaves a negative amount: the server refuses it.
    expect(orderAmounts([{ price: 900_000, quantity: 1 }], settings, { tradeInCredit: 1_000_000 }).amount).toBe(
      -70_000,
    );
  });
});

describe('neededForFreeShipping', () => {
  it('says how many more đồng make the subtotal strictly above the threshold', () => {
    expect(neededForFreeShipping(900_000, settings)).toBe(100_001);
    expect(neededForFreeShipping(1_000_000, settings)).toBe(1);
    expect(neededForFreeShipping(1_000_001, settings)).toBe(0);
    expect(neededForFreeShipping(5, { shippingFee: 30_000, freeShippingOver: 0 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { canMoveOrder } from '../constants.ts';
import { ORDER_MESSAGES, createOrderBody, normalizeVietnamesePhone, orderListQuery } from './order.ts';

const item = { productId: 1, variantId: 2, quantity: 1 };
const message = (input: unknown) => {
  const r = createOrderBody.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('Vietnamese phone numbers', () => {
  it('accepts 10 digits starting with 0, or +84 / 84 and 9 digits, ignoring spaces and dots', () => {
    expect(normalizeVietnamesePhone('0901 234 567')).toBe('0901234567');
    expect(normalizeVietnamesePhone('0901.234.567')).toBe('0901234567');
    expect(normalizeVietnamesePhone('+84 901 234 567')).toBe('0901234567');
    expect(normalizeVietnamesePhone('84901234567')).toBe('0901234567');
  });
  it('refuses anything else', () => {
    for (const p of ['090123456', '09012345678', '1901234567', '+1 202 555 0100', '0901-234-567', ''])
      expect(normalizeVietnamesePhone(p), p).toBeNull();
  });
});

describe('createOrderBody', () => {
  it('trims and requires the name and phone with the missing-field message', () => {
    expect(message({ customer: '  ', phone: '0901234567', items: [item] })).toBe(ORDER_MESSAGES.missing);
    expect(message({ customer: 'An', items: [item] })).toBe(ORDER_MESSAGES.missing);
    expect(message({ customer: 'An', phone: '123', items: [item] })).toBe(ORDER_MESSAGES.badPhone);
    const ok = createOrderBody.parse({
      customer: ' An ',
      phone: ' +84 901 234 567 ',
      email: '',
      note: '  ',
      items: [{ productId: 1, variantId: 2 }],
    });
    expect(ok).toMatchObject({
      customer: 'An',
      phone: '0901234567',
      email: null,
      note: null,
      shippingAddress: null,
      items: [{ productId: 1, variantId: 2, quantity: 1 }],
    });
  });
  it('needs items with quantities from 1 to 99', () => {
    expect(message({ customer: 'An', phone: '0901234567', items: [] })).toBe(ORDER_MESSAGES.noItems);
    expect(message({ customer: 'An', phone: '0901234567', items: [{ ...item, quantity: 100 }] })).toBe(
      ORDER_MESSAGES.badQuantity,
    );
    expect(message({ customer: 'An', phone: '0901234567', items: [{ ...item, productId: 0 }] })).toBe(
      ORDER_MESSAGES.unavailable,
    );
  });
  it('ignores a client price', () => {
    const parsed = createOrderBody.parse({
      customer: 'An',
      phone: '0901234567',
      items: [{ ...item, price: 1 }],
      amount: 1,
    });
    expect(parsed.items[0]).toEqual(item);
    expect(parsed).not.toHaveProperty('amount');
  });
});

describe('order flow and list query', () => {
  it('moves forward one step at a time and cancels before completion', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(true);
    expect(canMoveOrder('completed', 'cancelled')).toBe(false);
    expect(canMoveOrder('cancelled', 'pending')).toBe(false);
  });
  it('accepts all as a status filter and defaults the page', () => {
    expect(orderListQuery.parse({ status: 'all' })).toEqual({ status: 'all', limit: 20, skip: 0 });
    expect(orderListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

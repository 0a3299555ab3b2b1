import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, canMoveOrder } from '../constants.ts';
import { PROVINCES, PROVINCE_NAMES } from '../provinces.ts';
import {
  ORDER_MESSAGES,
  placeOrderBody,
  formatAddress,
  normalizeVietnamesePhone,
  orderEditBody,
  TIMELINE_STEP_LABELS,
  TIMELINE_STEP_OF_STATUS,
  orderListQuery,
  orderLookupQuery,
  orderPaymentBody,
  orderStatusBody,
} from './order.ts';

const item = { productId: 1, variantId: 2, quantity: 1 };
const message = (input: unknown) => {
  const r = placeOrderBody.safeParse(input);
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

describe('placeOrderBody', () => {
  it('trims and requires the name and phone with the missing-field message', () => {
    expect(message({ customer: '  ', phone: '0901234567', items: [item] })).toBe(ORDER_MESSAGES.missing);
    expect(message({ customer: 'An', items: [item] })).toBe(ORDER_MESSAGES.missing);
    expect(message({ customer: 'An', phone: '123', items: [item] })).toBe(ORDER_MESSAGES.badPhone);
    const ok = placeOrderBody.parse({
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
    const parsed = placeOrderBody.parse({
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
  it('names shipped and completed so that neither reads as the other', () => {
    // staff: a shipped order is on its way, a completed one has arrived
    expect(ORDER_STATUS_LABELS.shipped).toBe('Đang Giao');
    expect(ORDER_STATUS_LABELS.completed).toBe('Hoàn Thành');
    // shoppers read the same two statuses in their own words
    expect(TIMELINE_STEP_LABELS[TIMELINE_STEP_OF_STATUS.shipped]).toBe('Đang giao hàng');
    expect(TIMELINE_STEP_LABELS[TIMELINE_STEP_OF_STATUS.completed]).toBe('Đã giao hàng');
  });
  it('accepts all as a status filter and defaults the page', () => {
    expect(orderListQuery.parse({ status: 'all' })).toEqual({ status: 'all', limit: 20, skip: 0 });
    expect(orderListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('provinces', () => {
  it('lists the 34 provincial units in force since 1 July 2025: 6 cities and 28 provinces', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCE_NAMES).size).toBe(34);
    expect(PROVINCES.filter((p) => p.kind === 'city').map((p) => p.name)).toEqual([
      'Thành phố Hà Nội',
      'Thành phố Huế',
      'Thành phố Hải Phòng',
      'Thành phố Đà Nẵng',
      'Thành phố Hồ Chí Minh',
      'Thành phố Cần Thơ',
    ]);
  });
});

const address = { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' };
const base = { customer: 'An', phone: '0901234567', items: [item] };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('checkout body', () => {
  it('takes a two-level address with an official province name, COD by default', () => {
    expect(placeOrderBody.parse({ ...base, shippingAddress: address, expectedAmount: 930_000 })).toMatchObject({
      shippingAddress: address,
      paymentMethod: 'cod',
      expectedAmount: 930_000,
    });
  });
  it('names each bad address field with its Vietnamese message', () => {
    const r = placeOrderBody.safeParse({
      ...base,
      expectedAmount: 1,
      shippingAddress: { province: 'Quận 1', ward: ' ', street: '' },
    });
    expect(issues(r)).toEqual([
      ['shippingAddress.province', ORDER_MESSAGES.province],
      ['shippingAddress.ward', ORDER_MESSAGES.ward],
      ['shippingAddress.street', ORDER_MESSAGES.street],
    ]);
  });
  it('the quick order needs neither the address nor the shown amount', () => {
    expect(placeOrderBody.parse(base)).toMatchObject({ shippingAddress: null, paymentMethod: 'cod' });
  });
  it('refuses an unknown payment method and a non-integer amount', () => {
    expect(issues(placeOrderBody.safeParse({ ...base, paymentMethod: 'COD' }))).toEqual([
      ['paymentMethod', ORDER_MESSAGES.badPaymentMethod],
    ]);
    expect(issues(placeOrderBody.safeParse({ ...base, expectedAmount: '930000' }))).toEqual([
      ['expectedAmount', ORDER_MESSAGES.badAmount],
    ]);
  });
  it('formats an address smallest part first, and a migrated text address as it was', () => {
    expect(formatAddress(address)).toBe('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    expect(formatAddress({ province: null, ward: null, street: '5 Hai Bà Trưng, Hà Nội' })).toBe(
      '5 Hai Bà Trưng, Hà Nội',
    );
    expect(formatAddress(null)).toBe('');
  });
});

describe('staff bodies', () => {
  it('cancelling needs a reason; other moves do not', () => {
    expect(issues(orderStatusBody.safeParse({ status: 'cancelled', reason: '  ' }))).toEqual([
      ['reason', ORDER_MESSAGES.reasonRequired],
    ]);
    expect(orderStatusBody.parse({ status: 'cancelled', reason: 'Khách đổi ý' })).toEqual({
      status: 'cancelled',
      reason: 'Khách đổi ý',
      carrier: null,
      trackingNumber: null,
    });
    expect(orderStatusBody.parse({ status: 'processing' })).toEqual({
      status: 'processing',
      reason: null,
      carrier: null,
      trackingNumber: null,
    });
    expect(orderStatusBody.parse({ status: 'shipped', carrier: ' GHN ', trackingNumber: 'GHN123' })).toMatchObject({
      carrier: 'GHN',
      trackingNumber: 'GHN123',
    });
  });
  it('payment status is unpaid, paid or refunded', () => {
    expect(orderPaymentBody.parse({ paymentStatus: 'paid' })).toEqual({ paymentStatus: 'paid' });
    expect(issues(orderPaymentBody.safeParse({ paymentStatus: 'PAID' }))).toEqual([
      ['paymentStatus', ORDER_MESSAGES.badPaymentStatus],
    ]);
  });
  it('an edit may set the shipping fee or leave it to the settings', () => {
    expect(orderEditBody.parse({ ...base, shippingFee: 0 })).toMatchObject({ shippingFee: 0, shippingAddress: null });
    expect(orderEditBody.parse(base)).toMatchObject({ shippingFee: null });
    expect(orderEditBody.safeParse({ ...base, shippingFee: -1 }).success).toBe(false);
  });
});

describe('lookup and customers', () => {
  it('normalises the code to capitals and the phone as stored', () => {
    expect(orderLookupQuery.parse({ code: ' dh251125k7q2xm ', phone: '+84 901 234 567' })).toEqual({
      code: 'DH251125K7Q2XM',
      phone: '0901234567',
    });
    expect(orderLookupQuery.safeParse({ code: 'DH251125K7Q2XM', phone: '12' }).success).toBe(false);
  });
});

import { PROVINCE_NAMES } from '@shop/core/provinces';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Order } from '@shop/core/schemas/order';
import { WARD_MESSAGES, type WardsResponse } from '@shop/core/schemas/ward';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { editOrder, orderableVariant, useTestApp, placedOrder } from '../../test/app.ts';
import { wardsFromPackage } from './from-package.ts';
import { wardsList } from './wards.ts';

const t = useTestApp({ ORDER_RATE_LIMIT: '1000' });

const wardsUrl = (province: string) => `/api/wards?province=${encodeURIComponent(province)}`;
const orderCount = async () =>
  Number((await t.database.db.execute(sql`select count(*)::int as n from orders`)).rows[0]!.n);

let phone = 100;
const place = async (shippingAddress: object) => {
  const item = await orderableVariant(t);
  return t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Lê Thị Mai',
      acceptTerms: true,
      phone: `0912${String(++phone).padStart(6, '0')}`,
      shippingAddress,
      items: [{ ...item, quantity: 1 }],
    },
  });
};

describe('the 2025 wards list', () => {
  it('is the named package’s list: 34 provinces, 3,321 wards and communes', () => {
    const stored = wardsList();
    expect(stored).toEqual(wardsFromPackage());
    expect(Object.keys(stored.provinces).sort()).toEqual([...PROVINCE_NAMES].sort());
    expect(Object.values(stored.provinces).flat()).toHaveLength(3321);
  });

  it('GET /api/wards answers one province’s wards, cached by browsers, and nothing of an unknown province', async () => {
    const res = await t.app.inject({ method: 'GET', url: wardsUrl('Thành phố Hồ Chí Minh') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json<WardsResponse>();
    expect(body.province).toBe('Thành phố Hồ Chí Minh');
    expect(body.wards).toContain('Phường Sài Gòn');
    expect(body.wards).toContain('Xã Cần Giờ');
    // Merged away on 1 July 2025, and a ward of another province.
    expect(body.wards).not.toContain('Phường Bến Nghé');
    expect(body.wards).not.toContain('Phường Hoàn Kiếm');

    for (const url of [wardsUrl('Tỉnh Hà Tây'), '/api/wards']) {
      const bad = await t.app.inject({ method: 'GET', url });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorResponse>().error.message).toBe(WARD_MESSAGES.province);
    }
  });
});

describe('placing an order checks the ward against the province', () => {
  it('refuses a ward of another province, or one merged away, at the ward field; writes nothing', async () => {
    const before = await orderCount();
    for (const ward of ['Phường Hoàn Kiếm', 'Phường Bến Nghé', 'Quận 1']) {
      const res = await place({ province: 'Thành phố Hồ Chí Minh', ward, street: '12 Lê Lợi' });
      expect(res.statusCode, ward).toBe(400);
      const { error } = res.json<ErrorResponse>();
      expect(error.message).toBe(WARD_MESSAGES.notInProvince('Thành phố Hồ Chí Minh'));
      expect(error.details).toEqual([
        { field: 'shippingAddress.ward', in: 'body', message: WARD_MESSAGES.notInProvince('Thành phố Hồ Chí Minh') },
      ]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('accepts a ward of the province, and keeps the quick order without an address', async () => {
    const ok = await place({ province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<Order>().shippingAddress).toEqual({
      province: 'Thành phố Hồ Chí Minh',
      ward: 'Phường Sài Gòn',
      street: '12 Lê Lợi',
    });
    const item = await orderableVariant(t);
    const quick = await t.as('anonymous', {
      method: 'POST',
      url: '/api/orders',
      payload: { acceptTerms: true, customer: 'Lê Văn Bình', phone: '0912999001', items: [{ ...item, quantity: 1 }] },
    });
    expect(quick.statusCode, quick.body).toBe(201);
  });

  it('an order placed before keeps its typed ward and staff can still edit it', async () => {
    const placed = await place({ province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '1 Đồng Khởi' });
    const order = await placedOrder(t, placed);
    const typed = { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Bến Nghé, Quận 1', street: '1 Đồng Khởi' };
    await t.database.db.update(orders).set({ shippingAddress: typed }).where(eq(orders.id, order.id));

    const item = await orderableVariant(t);
    const edit = await editOrder(t, order, {
      shippingAddress: typed,
      items: [{ ...item, quantity: 2 }],
      note: 'Gọi trước khi giao',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Order>().shippingAddress).toEqual(typed);
    expect(edit.json<Order>().note).toBe('Gọi trước khi giao');
  });
});

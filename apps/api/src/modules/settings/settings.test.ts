import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import {
  CONTACT_KEYS,
  SETTING_MESSAGES,
  STORE_KEYS,
  bannerAndSlogan,
  featuredImage,
  type Setting,
  type SettingsMap,
} from '@shop/core/schemas/setting';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rights } from '../../db/schema/index.ts';
import { type TestApp, useTestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const save = (role: Parameters<TestApp['as']>[0], payload: unknown) =>
  t.as(role, { method: 'POST', url: '/api/settings', payload: payload as object });
const all = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<Record<string, string>>();

describe('GET /api/settings', () => {
  it('is public and answers an object keyed by setting key, with the contact and store keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const map = res.json<SettingsMap>();
    expect(map['currency.code']).toBe('VND');
    for (const key of [...CONTACT_KEYS, ...STORE_KEYS]) expect(typeof map[key], key).toBe('string');
    expect(JSON.parse(map['homepage.bannerAndSlogan']!)).toMatchObject({
      sloganPath1: 'Vẻ Đẹp',
      sloganPath2: 'Vượt Thời Gian',
    });
  });

  it('reads one setting publicly, 404 for an unknown key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/currency.symbol' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'currency.symbol', value: '₫', description: 'Ký hiệu tiền tệ' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/settings/no.such.key' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(SETTING_MESSAGES.notFound);
    // Fastify's router refuses path parameters over 100 characters itself (414): a 4xx either way.
    const long = await t.app.inject({ method: 'GET', url: `/api/settings/${'k'.repeat(101)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/settings', () => {
  it('creates (201) and updates (200) a setting; an omitted description is kept', async () => {
    await t.as('admin', { method: 'DELETE', url: '/api/settings/store.established' });
    const created = await save('admin', { key: 'store.established', value: '2001', description: 'Năm' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ key: 'store.established', value: '2001', description: 'Năm' });
    const updated = await save('admin', { key: 'store.established', value: '2002' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ key: 'store.established', value: '2002', description: 'Năm' });
    expect((await all())['store.established']).toBe('2002');
  });

  it('saves the eight contact settings in parallel', async () => {
    const values: Record<string, string> = {
      'contact.address.address': '1 Lê Lợi, Quận 1',
      'contact.phone.number': '0987 654 321',
      'contact.phone.description': 'Hotline',
      'contact.messenger.link': 'https://m.me/shop',
      'contact.facebook.name': 'Shop',
      'contact.facebook.link': 'https://facebook.com/shop',
      'contact.zalo.name': 'Shop Zalo',
      'contact.zalo.link': 'https://zalo.me/0987654321',
    };
    const res = await Promise.all(Object.entries(values).map(([key, value]) => save('admin', { key, value })));
    expect(res.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const map = await all();
    for (const [k, v] of Object.entries(values)) expect(map[k]).toBe(v);
  });

  it('validates known keys: bad JSON or a bad URL is a 400 and nothing changes', async () => {
    const before = await all();
    const cases: [string, string, string][] = [
      ['homepage.bannerAndSlogan', '{not json', 'Cài đặt banner không hợp lệ'],
      [
        'homepage.bannerAndSlogan',
        JSON.stringify({ bannerImage: 'javascript:alert(1)', sloganPath1: 'a', sloganPath2: 'b' }),
        'Cài đặt banner không hợp lệ',
      ],
      ['homepane.featuredimages', '{"a":1}', 'Danh sách ảnh nổi bật không hợp lệ'],
      [
        'homepane.featuredimages',
        JSON.stringify([{ id: 1, path: 'https://evil.example/x.png', filename: 'x', order: 0 }]),
        'Danh sách ảnh nổi bật không hợp lệ',
      ],
      ['contact.facebook.link', 'facebook.com/shop', 'Liên kết phải là một URL hợp lệ'],
      ['contact.zalo.link', 'javascript:alert(1)', 'Liên kết phải là một URL hợp lệ'],
      ['store.website', 'not a url', 'Liên kết phải là một URL hợp lệ'],
      ['store.email', 'khong-phai-email', 'Email không hợp lệ'],
      ['store.openingHours', '{oops', 'Giờ mở cửa không hợp lệ'],
      ['store.services', '{"a":1}', 'Danh sách dịch vụ không hợp lệ'],
    ];
    for (const [key, value, message] of cases) {
      const res = await save('admin', { key, value });
      expect(res.statusCode, key).toBe(400);
      expect(res.json<ErrorResponse>().error.message, key).toBe(message);
    }
    for (const [key, value] of [
      ['currency.code', 'BTC'],
      ['themeColor.id', 'pink'],
      ['theme', 'neon'],
    ]) {
      expect((await save('admin', { key, value })).statusCode, key).toBe(400);
    }
    expect(await all()).toEqual(before);
  });

  it('accepts featured images only from the library, and stores the library ids', async () => {
    const map = await all();
    const current = JSON.parse(map['homepane.featuredimages']!) as {
      id: number;
      path: string;
      filename: string;
      order: number;
    }[];
    expect(current.length).toBeGreaterThan(1);
    const unknown = [...current, { id: 999, path: '/uploads/khong-co.webp', filename: 'x.png', order: current.length }];
    const refused = await save('admin', { key: 'homepane.featuredimages', value: JSON.stringify(unknown) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.message).toBe(SETTING_MESSAGES.featuredNotInLibrary);

    const reordered = [current[1]!, { ...current[0]!, id: 424242 }].map((f, order) => ({ ...f, order }));
    const ok = await save('admin', { key: 'homepane.featuredimages', value: JSON.stringify(reordered) });
    expect(ok.statusCode).toBe(200);
    const stored = z.array(featuredImage).parse(JSON.parse(ok.json<Setting>().value));
    expect(stored.map((f) => f.path)).toEqual([current[1]!.path, current[0]!.path]);
    expect(stored[1]!.id).toBe(current[0]!.id);
    expect((await save('admin', { key: 'homepane.featuredimages', value: '[]' })).statusCode).toBe(200);
  });

  it('accepts a banner from the library or a URL, not an unknown upload', async () => {
    const current = bannerAndSlogan.parse(JSON.parse((await all())['homepage.bannerAndSlogan']!));
    const unknown = await save('admin', {
      key: 'homepage.bannerAndSlogan',
      value: JSON.stringify({ ...current, bannerImage: '/uploads/khong-co.webp' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().error.message).toBe(SETTING_MESSAGES.bannerNotInLibrary);
    const url = await save('admin', {
      key: 'homepage.bannerAndSlogan',
      value: JSON.stringify({
        bannerImage: 'https://cdn.example.com/b.jpg',
        sloganPath1: 'Đẳng Cấp',
        sloganPath2: 'Thời Gian',
      }),
    });
    expect(url.statusCode).toBe(200);
    const back = await save('admin', { key: 'homepage.bannerAndSlogan', value: JSON.stringify(current) });
    expect(back.statusCode).toBe(200);
    expect(JSON.parse(back.json<Setting>().value)).toEqual(current);
  });

  it('refuses bad bodies with a 400 and the field messages', async () => {
    const noKey = await save('admin', { value: 'x' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<ErrorResponse>().error.message).toBe('Khóa cài đặt là bắt buộc');
    expect((await save('admin', { key: 'bad key!', value: 'x' })).json<ErrorResponse>().error.message).toBe(
      'Khóa cài đặt không hợp lệ',
    );
    expect((await save('admin', { key: 'store.name', value: 12 })).json<ErrorResponse>().error.message).toBe(
      'Giá trị phải là chuỗi',
    );
    expect((await save('admin', { key: 'store.name', value: 'x'.repeat(100_001) })).statusCode).toBe(400);
  });

  it('needs a token, the settings change right, and for store.* keys the shop change right', async () => {
    expect((await save('anonymous', { key: 'theme', value: 'dark' })).statusCode).toBe(401);
    // Viewer: read only everywhere.
    const viewer = await save('viewer', { key: 'theme', value: 'dark' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.forbidden);
    expect((await save('viewer', { key: 'store.name', value: 'X' })).statusCode).toBe(403);
    // Moderator: shop change but no settings change.
    expect((await save('moderator', { key: 'theme', value: 'dark' })).statusCode).toBe(403);
    const store = await save('moderator', { key: 'store.name', value: 'Đồng Hồ Mới' });
    expect(store.statusCode).toBe(200);
    expect((await all())['store.name']).toBe('Đồng Hồ Mới');
    // The right is checked before the value is validated.
    expect((await save('viewer', { key: 'store.website', value: 'not a url' })).statusCode).toBe(403);
    expect((await all()).theme).toBe('light');
  });
});

describe('DELETE /api/settings/:key', () => {
  it('puts the default back with the key’s change right; 401/403 otherwise', async () => {
    await save('admin', { key: 'contact.zalo.name', value: 'Tạm thời' });
    expect((await t.as('anonymous', { method: 'DELETE', url: '/api/settings/contact.zalo.name' })).statusCode).toBe(
      401,
    );
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/settings/contact.zalo.name' })).statusCode).toBe(
      403,
    );
    const res = await t.as('admin', { method: 'DELETE', url: '/api/settings/contact.zalo.name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const one = await t.app.inject({ method: 'GET', url: '/api/settings/contact.zalo.name' });
    expect(one.json()).toMatchObject({ key: 'contact.zalo.name', value: '' });
    expect((await t.as('admin', { method: 'DELETE', url: '/api/settings/contact.zalo.name' })).statusCode).toBe(200);
  });
});

describe('declared settings', () => {
  it('refuses an unknown key with a 400 in Vietnamese and stores nothing', async () => {
    const before = await all();
    for (const key of ['shop.motto', 'tam.thoi', 'constructor', '__proto__', 'hasOwnProperty', 'store.extra']) {
      const res = await save('admin', { key, value: 'x' });
      expect(res.statusCode, key).toBe(400);
      expect(res.json<ErrorResponse>().error.message, key).toBe(SETTING_MESSAGES.unknownKey);
    }
    expect(await all()).toEqual(before);
    const del = await t.as('admin', { method: 'DELETE', url: '/api/settings/shop.motto' });
    expect(del.statusCode).toBe(400);
    expect(del.json<ErrorResponse>().error.message).toBe(SETTING_MESSAGES.unknownKey);
  });

  it('refuses an oversized value (a 33 KB value would grow every server-rendered page)', async () => {
    const before = await all();
    for (const key of ['store.name', 'contact.phone.description', 'currency.symbol', 'store.address']) {
      const res = await save('admin', { key, value: 'x'.repeat(33_000) });
      expect(res.statusCode, key).toBe(400);
      expect(res.json<ErrorResponse>().error.message, key).toMatch(/^Tối đa \d+ ký tự$/);
    }
    expect((await save('admin', { key: 'homepane.featuredimages', value: `[${' '.repeat(70_000)}]` })).statusCode).toBe(
      400,
    );
    expect(await all()).toEqual(before);
  });

  it('answers the checkout and payment keys with their defaults, and validates the checkout ones', async () => {
    const map = await all();
    expect(map['checkout.shippingFee']).toBe('30000');
    expect(map['checkout.freeShippingOver']).toBe('1000000');
    expect(map['payment.bankBin']).toBe('');
    expect(map['payment.accountNumber']).toBe('');
    expect(map['payment.accountName']).toBe('');
    for (const [key, value] of [
      ['checkout.shippingFee', '-1'],
      ['checkout.shippingFee', '1e3'],
      ['checkout.shippingFee', '01'],
      ['checkout.shippingFee', ' 5'],
      ['checkout.freeShippingOver', '1.5'],
      ['inventory.lowStockThreshold', 'abc'],
    ]) {
      const res = await save('admin', { key: key!, value: value! });
      expect(res.statusCode, `${key}=${value}`).toBe(400);
    }
    expect((await save('moderator', { key: 'checkout.shippingFee', value: '25000' })).statusCode).toBe(200);
    expect((await save('moderator', { key: 'checkout.freeShippingOver', value: '0' })).statusCode).toBe(200);
    const after = await all();
    expect(after['checkout.shippingFee']).toBe('25000');
    expect(after['checkout.freeShippingOver']).toBe('0');
    // Deleting a declared key puts its default back.
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/settings/checkout.shippingFee' })).statusCode).toBe(
      200,
    );
    expect((await all())['checkout.shippingFee']).toBe('30000');
  });

  it('answers private keys only to staff with the settings read right', async () => {
    expect(await all()).not.toHaveProperty('inventory.lowStockThreshold');
    const one = await t.app.inject({ method: 'GET', url: '/api/settings/inventory.lowStockThreshold' });
    expect(one.statusCode).toBe(404);
    const guest = await t.as('guest', { method: 'GET', url: '/api/settings' });
    expect(guest.json()).not.toHaveProperty('inventory.lowStockThreshold');
    const viewer = await t.as('viewer', { method: 'GET', url: '/api/settings' });
    expect(viewer.json<SettingsMap>()['inventory.lowStockThreshold']).toBe('2');
    expect(viewer.json<SettingsMap>()['store.name']).toBeTypeOf('string');
    const viewerOne = await t.as('viewer', { method: 'GET', url: '/api/settings/inventory.lowStockThreshold' });
    expect(viewerOne.statusCode).toBe(200);
    expect(viewerOne.json<Setting>().value).toBe('2');
    // A bad token on the public read is simply a visitor.
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).not.toHaveProperty('inventory.lowStockThreshold');
  });

  it('saves and deletes with one rule: the key’s resource change right', async () => {
    // A role with settings delete but without shop change may not delete store information (it could
    // before, while saving it needed shop change).
    await t.database.db
      .update(rights)
      .set({ isDelete: true })
      .where(and(eq(rights.roleId, 3), eq(rights.name, 'settings')));
    const viewerDelete = await t.as('viewer', { method: 'DELETE', url: '/api/settings/store.name' });
    expect(viewerDelete.statusCode).toBe(403);
    expect(viewerDelete.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.forbidden);
    // The moderator (shop change, no settings delete) may reset store information…
    const before = (await all())['store.name'];
    expect((await save('moderator', { key: 'store.name', value: 'Tạm' })).statusCode).toBe(200);
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/settings/store.name' })).statusCode).toBe(200);
    expect((await all())['store.name']).toBe('');
    expect((await save('admin', { key: 'store.name', value: before })).statusCode).toBe(201);
    // …but not a settings-resource key.
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/settings/theme' })).statusCode).toBe(403);
    expect((await all()).theme).toBe('light');
  });
});

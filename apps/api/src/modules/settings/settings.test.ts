import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { CONTACT_KEYS, SETTING_MESSAGES, STORE_KEYS } from '@shop/core/schemas/setting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (role: Parameters<TestApp['as']>[0], payload: unknown) =>
  t.as(role, { method: 'POST', url: '/api/settings', payload: payload as object });
const all = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<Record<string, string>>();

describe('GET /api/settings', () => {
  it('is public and answers an object keyed by setting key, with the contact and store keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(map['currency.code']).toBe('VND');
    for (const key of [...CONTACT_KEYS, ...STORE_KEYS]) expect(typeof map[key], key).toBe('string');
    expect(JSON.parse(map['homepage.bannerAndSlogan'])).toMatchObject({
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
    expect(missing.json().error.message).toBe(SETTING_MESSAGES.notFound);
    // Fastify's router refuses path parameters over 100 characters itself (414): a 4xx either way.
    const long = await t.app.inject({ method: 'GET', url: `/api/settings/${'k'.repeat(101)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/settings', () => {
  it('creates (201) and updates (200) a setting; an omitted description is kept', async () => {
    const created = await save('admin', { key: 'shop.motto', value: 'Chính hãng', description: 'Khẩu hiệu' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ key: 'shop.motto', value: 'Chính hãng', description: 'Khẩu hiệu' });
    const updated = await save('admin', { key: 'shop.motto', value: 'Uy tín' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ key: 'shop.motto', value: 'Uy tín', description: 'Khẩu hiệu' });
    expect((await all())['shop.motto']).toBe('Uy tín');
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
      expect(res.json().error.message, key).toBe(message);
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
    expect(refused.json().error.message).toBe(SETTING_MESSAGES.featuredNotInLibrary);

    const reordered = [current[1]!, { ...current[0]!, id: 424242 }].map((f, order) => ({ ...f, order }));
    const ok = await save('admin', { key: 'homepane.featuredimages', value: JSON.stringify(reordered) });
    expect(ok.statusCode).toBe(200);
    const stored = JSON.parse(ok.json().value);
    expect(stored.map((f: { path: string }) => f.path)).toEqual([current[1]!.path, current[0]!.path]);
    expect(stored[1].id).toBe(current[0]!.id);
    expect((await save('admin', { key: 'homepane.featuredimages', value: '[]' })).statusCode).toBe(200);
  });

  it('accepts a banner from the library or a URL, not an unknown upload', async () => {
    const current = JSON.parse((await all())['homepage.bannerAndSlogan']!);
    const unknown = await save('admin', {
      key: 'homepage.bannerAndSlogan',
      value: JSON.stringify({ ...current, bannerImage: '/uploads/khong-co.webp' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(SETTING_MESSAGES.bannerNotInLibrary);
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
    expect(JSON.parse(back.json().value)).toEqual(current);
  });

  it('refuses bad bodies with a 400 and the field messages', async () => {
    const noKey = await save('admin', { value: 'x' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('Khóa cài đặt là bắt buộc');
    expect((await save('admin', { key: 'bad key!', value: 'x' })).json().error.message).toBe(
      'Khóa cài đặt không hợp lệ',
    );
    expect((await save('admin', { key: 'a.b', value: 12 })).json().error.message).toBe('Giá trị phải là chuỗi');
    expect((await save('admin', { key: 'a.b', value: 'x'.repeat(100_001) })).statusCode).toBe(400);
    expect((await save('admin', { key: 'constructor', value: 'x' })).statusCode).toBe(201);
    expect((await save('admin', { key: '__proto__', value: 'x' })).statusCode).toBeLessThan(500);
  });

  it('needs a token, the settings change right, and for store.* keys the shop change right', async () => {
    expect((await save('anonymous', { key: 'theme', value: 'dark' })).statusCode).toBe(401);
    // Viewer: read only everywhere.
    const viewer = await save('viewer', { key: 'theme', value: 'dark' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.message).toBe(AUTH_MESSAGES.forbidden);
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
  it('deletes with the settings delete right; 404 when missing; 401/403 otherwise', async () => {
    await save('admin', { key: 'tam.thoi', value: '1' });
    expect((await t.as('anonymous', { method: 'DELETE', url: '/api/settings/tam.thoi' })).statusCode).toBe(401);
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/settings/tam.thoi' })).statusCode).toBe(403);
    const res = await t.as('admin', { method: 'DELETE', url: '/api/settings/tam.thoi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/tam.thoi' })).statusCode).toBe(404);
    expect((await t.as('admin', { method: 'DELETE', url: '/api/settings/tam.thoi' })).statusCode).toBe(404);
  });
});

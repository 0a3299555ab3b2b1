import { compareNames } from '@shop/core/name-sort';
import { CATEGORY_MESSAGES, categoryInUseMessage, type Category } from '@shop/core/schemas/category';
import type { Product } from '@shop/core/schemas/product';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const categories = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(res.statusCode).toBe(200);
  return res.json<Category[]>();
};
const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?limit=100&search=${encodeURIComponent(q)}` });
  return res.json<{ products: Product[] }>().products;
};

describe('GET /api/categories', () => {
  it('is public, sorted by name, with productCount', async () => {
    const list = await categories();
    const names = list.map((c) => c.name);
    expect(names).toHaveLength(5);
    expect(names).toEqual([...names].sort(compareNames));
    expect(list.find((c) => c.name === 'Đồng hồ Nam')).toMatchObject({
      icon: '⌚',
      showOnHomepage: true,
      description: 'Đồng hồ nam lịch lãm, mạnh mẽ',
      image: expect.stringMatching(/^\/uploads\//),
      productCount: 9,
    });
    expect(list.find((c) => c.name === 'Đồng hồ Cặp Đôi')!.productCount).toBe(2);
    expect(list.reduce((n, c) => n + c.productCount!, 0)).toBe(36);
  });
});

describe('category writes (right on categories)', () => {
  const valid = {
    name: 'Đồng hồ Trẻ Em',
    description: 'Cho bé',
    icon: '🧒',
    image: 'https://example.com/kids.jpg',
    showOnHomepage: false,
  };

  it('401 anonymous (writes always need a token), 403 viewer, 403 moderator delete', async () => {
    expect((await t.as('anonymous', { method: 'POST', url: '/api/categories', payload: valid })).statusCode).toBe(401);
    expect((await t.as('anonymous', { method: 'DELETE', url: '/api/categories/5' })).statusCode).toBe(401);
    expect((await t.as('viewer', { method: 'PUT', url: '/api/categories/1', payload: valid })).statusCode).toBe(403);
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/categories/5' })).statusCode).toBe(403);
    expect(await categories()).toHaveLength(5);
  });

  it('creates (201); image may be a URL or an /uploads/ path', async () => {
    const res = await t.as('moderator', { method: 'POST', url: '/api/categories', payload: valid });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), ...valid });
    const upload = await t.as('admin', {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Đồng hồ Treo Tường', image: '/uploads/wall.webp' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({
      image: '/uploads/wall.webp',
      description: null,
      icon: null,
      showOnHomepage: false,
    });
    const list = await categories();
    expect(list.find((c) => c.name === 'Đồng hồ Trẻ Em')!.productCount).toBe(0);
  });

  it('refuses invalid categories with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Tên danh mục là bắt buộc'],
      [{ name: undefined }, 'Tên danh mục là bắt buộc'],
      [{ image: 'kids.jpg' }, 'Ảnh phải là một URL hợp lệ'],
      [{ image: 'data:image/png;base64,AAAA' }, 'Ảnh phải là một URL hợp lệ'],
    ];
    for (const [patch, message] of cases) {
      const res = await t.as('admin', {
        method: 'POST',
        url: '/api/categories',
        payload: { ...valid, name: 'Z', ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorResponse>().error.message, JSON.stringify(patch)).toBe(message);
    }
    expect(await categories()).toHaveLength(7);
  });

  it('renaming refreshes the search text of its products', async () => {
    const classic = (await categories()).find((c) => c.name === 'Đồng hồ Cổ Điển')!;
    expect(await search('hoai co')).toEqual([]);
    const before = await search('co dien');
    expect(before.length).toBeGreaterThanOrEqual(classic.productCount!);
    const res = await t.as('moderator', {
      method: 'PUT',
      url: `/api/categories/${classic.id}`,
      payload: { ...classic, name: 'Đồng hồ Hoài Cổ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: classic.id, name: 'Đồng hồ Hoài Cổ' });
    const found = await search('HOÀI CỔ');
    expect(found).toHaveLength(classic.productCount!);
    expect(found.every((p) => p.categoryId === classic.id)).toBe(true);
    // products that matched "co dien" only through the old category name no longer do
    const after = await search('co dien');
    expect(after.length).toBeLessThan(before.length);
    expect(after.map((p) => p.name)).toContain('Đồng hồ Tissot Le Locle Automatic Cổ Điển');
    expect(after.map((p) => p.name)).not.toContain('Đồng hồ Omega Seamaster Aqua Terra Unisex');
  });

  it('DELETE: 409 while in use, 200 when unused, 404 after', async () => {
    const men = (await categories()).find((c) => c.name === 'Đồng hồ Nam')!;
    const inUse = await t.as('admin', { method: 'DELETE', url: `/api/categories/${men.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<ErrorResponse>().error.message).toBe(categoryInUseMessage('Đồng hồ Nam', 9));
    const kids = (await categories()).find((c) => c.name === 'Đồng hồ Trẻ Em')!;
    const res = await t.as('admin', { method: 'DELETE', url: `/api/categories/${kids.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const again = await t.as('admin', { method: 'DELETE', url: `/api/categories/${kids.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.message).toBe(CATEGORY_MESSAGES.notFound);
    const put = await t.as('admin', { method: 'PUT', url: `/api/categories/${kids.id}`, payload: valid });
    expect(put.statusCode).toBe(404);
    expect((await t.as('admin', { method: 'PUT', url: '/api/categories/abc', payload: valid })).statusCode).toBe(400);
  });
});

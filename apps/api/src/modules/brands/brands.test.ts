import { BRAND_MESSAGES, brandInUseMessage, type Brand } from '@shop/core/schemas/brand';
import type { Product } from '@shop/core/schemas/product';
import { describe, expect, it } from 'vitest';
import { getJson, useTestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const get = <T>(url: string) => getJson<T>(t, url);
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const search = async (q: string) =>
  (await get<{ products: Product[]; total: number }>(`/api/products?limit=100&search=${encodeURIComponent(q)}`))
    .products;

describe('brand lists (public, sorted by name)', () => {
  it('GET /api/brands', async () => {
    const brands = await get<Brand[]>('/api/brands');
    expect(names(brands)).toEqual(['Casio', 'Citizen', 'Longines', 'Omega', 'Orient', 'Rolex', 'Seiko', 'Tissot']);
    expect(brands.find((b) => b.name === 'Rolex')).toMatchObject({
      country: 'Thụy Sĩ',
      website: 'https://www.rolex.com',
      logo: expect.stringMatching(/^\/uploads\//),
      showOnHomepage: true,
      description: expect.any(String),
    });
    expect(brands[0]).not.toHaveProperty('productCount');
  });

  it('GET /api/brands/with-product-count adds productCount and subBrandCount', async () => {
    const brands = await get<Brand[]>('/api/brands/with-product-count');
    expect(names(brands)).toEqual(names(await get<Brand[]>('/api/brands')));
    const by = Object.fromEntries(brands.map((b) => [b.name, [b.productCount, b.subBrandCount]]));
    expect(by).toMatchObject({ Rolex: [5, 3], Omega: [6, 3], Casio: [5, 2], Citizen: [4, 1], Orient: [0, 1] });
    expect(brands.reduce((n, b) => n + b.productCount!, 0)).toBe(36);
  });

  it('GET /api/brands/homepage lists showOnHomepage brands; /active those with products', async () => {
    expect(names(await get<Brand[]>('/api/brands/homepage'))).toEqual(['Longines', 'Omega', 'Rolex', 'Tissot']);
    const active = names(await get<Brand[]>('/api/brands/active'));
    expect(active).toHaveLength(7);
    expect(active).not.toContain('Orient');
  });
});

describe('brand writes', () => {
  const valid = {
    name: 'Hamilton',
    description: 'Đồng hồ Mỹ',
    logo: 'https://example.com/h.png',
    website: 'https://www.hamiltonwatch.com',
    country: 'Mỹ',
    showOnHomepage: true,
  };

  it('401 anonymous, 403 viewer; moderator may change but not delete', async () => {
    expect((await t.as('anonymous', { method: 'POST', url: '/api/brands', payload: valid })).statusCode).toBe(401);
    expect((await t.as('viewer', { method: 'POST', url: '/api/brands', payload: valid })).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'PUT', url: '/api/brands/1', payload: valid })).statusCode).toBe(403);
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/brands/8' })).statusCode).toBe(403);
    expect((await get<Brand[]>('/api/brands')).length).toBe(8);
  });

  it('creates a brand (201); logo may be an /uploads/ path; empty optional fields become null', async () => {
    const res = await t.as('moderator', { method: 'POST', url: '/api/brands', payload: valid });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, id: expect.any(Number) });
    const minimal = await t.as('admin', {
      method: 'POST',
      url: '/api/brands',
      payload: { name: '  Frederique Constant ', logo: '/uploads/logo.webp', website: '', description: '' },
    });
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json()).toMatchObject({
      name: 'Frederique Constant',
      logo: '/uploads/logo.webp',
      website: null,
      description: null,
      country: null,
      showOnHomepage: false,
    });
    expect(names(await get<Brand[]>('/api/brands/homepage'))).toContain('Hamilton');
  });

  it('refuses invalid brands with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Tên thương hiệu là bắt buộc'],
      [{ name: undefined }, 'Tên thương hiệu là bắt buộc'],
      [{ name: 42 }, 'Tên thương hiệu là bắt buộc'],
      [{ logo: 'not a url' }, 'Logo phải là một URL hợp lệ'],
      [{ logo: 'javascript:alert(1)' }, 'Logo phải là một URL hợp lệ'],
      [{ website: 'www.example' }, 'Website phải là một URL hợp lệ'],
      [{ website: '/uploads/site.png' }, 'Website phải là một URL hợp lệ'],
    ];
    for (const [patch, message] of cases) {
      const res = await t.as('admin', {
        method: 'POST',
        url: '/api/brands',
        payload: { ...valid, name: 'Khác', ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorResponse>().error.message, JSON.stringify(patch)).toBe(message);
    }
    expect(names(await get<Brand[]>('/api/brands'))).not.toContain('Khác');
  });

  it('renaming a brand updates its products search text in the same write', async () => {
    const casio = (await get<Brand[]>('/api/brands')).find((b) => b.name === 'Casio')!;
    expect(await search('kashio')).toEqual([]);
    const res = await t.as('moderator', {
      method: 'PUT',
      url: `/api/brands/${casio.id}`,
      payload: { ...casio, name: 'Kashiô Nhật Bản' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: casio.id, name: 'Kashiô Nhật Bản', website: casio.website });
    const found = await search('KASHIO nhat');
    expect(found).toHaveLength(5);
    expect(found.every((p) => p.brandId === casio.id)).toBe(true);
    // renaming again drops the old name from the search text
    await t.as('admin', { method: 'PUT', url: `/api/brands/${casio.id}`, payload: { ...casio, name: 'Casio' } });
    expect(await search('kashio')).toEqual([]);
  });

  it('PUT: 404 unknown, 400 bad id or body', async () => {
    const missing = await t.as('admin', { method: 'PUT', url: '/api/brands/999999', payload: valid });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(BRAND_MESSAGES.notFound);
    expect((await t.as('admin', { method: 'PUT', url: '/api/brands/-1', payload: valid })).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'PUT', url: '/api/brands/1', payload: { name: '' } })).statusCode).toBe(400);
  });

  it('DELETE: 409 naming the brand and its product count; a brand without products goes with its sub-brands', async () => {
    const rolex = (await get<Brand[]>('/api/brands')).find((b) => b.name === 'Rolex')!;
    const inUse = await t.as('admin', { method: 'DELETE', url: `/api/brands/${rolex.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<ErrorResponse>().error).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: brandInUseMessage('Rolex', 5),
    });
    expect(inUse.json<ErrorResponse>().error.message).toBe(
      'Không thể xóa thương hiệu "Rolex" vì đang có 5 sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.',
    );

    const orient = (await get<Brand[]>('/api/brands')).find((b) => b.name === 'Orient')!;
    const res = await t.as('admin', { method: 'DELETE', url: `/api/brands/${orient.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(names(await get<Brand[]>('/api/brands'))).not.toContain('Orient');
    expect(await get<unknown[]>(`/api/sub-brands?brandId=${orient.id}`)).toEqual([]);
    const again = await t.as('admin', { method: 'DELETE', url: `/api/brands/${orient.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.message).toBe(BRAND_MESSAGES.notFound);
    expect((await t.as('admin', { method: 'DELETE', url: '/api/brands/abc' })).statusCode).toBe(400);
  });
});

import { compareNames } from '@shop/core/name-sort';
import type { Product } from '@shop/core/schemas/product';
import { SUB_BRAND_MESSAGES, type SubBrand } from '@shop/core/schemas/sub-brand';
import { describe, expect, it } from 'vitest';
import { getJson, useTestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const get = <T>(url: string) => getJson<T>(t, url);
const search = async (q: string) =>
  (await get<{ products: Product[] }>(`/api/products?limit=100&search=${encodeURIComponent(q)}`)).products.map(
    (p) => p.id,
  );
const byName = (name: string) => get<SubBrand[]>('/api/sub-brands').then((all) => all.find((s) => s.name === name)!);

describe('sub-brand lists (public)', () => {
  it('GET /api/sub-brands sorted by name, optionally of one brand', async () => {
    const all = await get<SubBrand[]>('/api/sub-brands');
    expect(all).toHaveLength(17);
    const names = all.map((s) => s.name);
    // Vietnamese alphabetical order, without regard to case (PRX among the P's).
    expect(names).toEqual([...names].sort(compareNames));
    const rolex = await get<SubBrand[]>('/api/sub-brands?brandId=1');
    expect(rolex.map((s) => s.name)).toEqual(['Datejust', 'Daytona', 'Submariner']);
    expect(rolex[0]).toEqual({
      id: expect.any(Number),
      brandId: 1,
      name: 'Datejust',
      description: null,
      logo: null,
      isActive: true,
    });
    expect(await get<SubBrand[]>('/api/sub-brands?brandId=999')).toEqual([]);
    for (const bad of ['abc', '-1', '0', '2147483648']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/sub-brands?brandId=${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('GET /api/sub-brands/active lists only isActive ones', async () => {
    const bambino = await byName('Bambino');
    const res = await t.as('moderator', {
      method: 'PUT',
      url: `/api/sub-brands/${bambino.id}`,
      payload: { ...bambino, isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SubBrand>().isActive).toBe(false);
    const active = await get<SubBrand[]>('/api/sub-brands/active');
    expect(active).toHaveLength(16);
    expect(active.every((s) => s.isActive)).toBe(true);
    expect(active.map((s) => s.name)).not.toContain('Bambino');
  });
});

describe('sub-brand writes (right on brands)', () => {
  it('401 anonymous, 403 viewer, 403 moderator delete', async () => {
    const body = { name: 'Oyster', brandId: 1 };
    expect((await t.as('anonymous', { method: 'POST', url: '/api/sub-brands', payload: body })).statusCode).toBe(401);
    expect((await t.as('viewer', { method: 'POST', url: '/api/sub-brands', payload: body })).statusCode).toBe(403);
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/sub-brands/1' })).statusCode).toBe(403);
    expect(await get<SubBrand[]>('/api/sub-brands')).toHaveLength(17);
  });

  it('creates (201) with isActive true by default and keeps isActive false when sent', async () => {
    const res = await t.as('moderator', {
      method: 'POST',
      url: '/api/sub-brands',
      payload: { name: 'Sky-Dweller', brandId: 1, description: 'GMT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      brandId: 1,
      name: 'Sky-Dweller',
      description: 'GMT',
      logo: null,
      isActive: true,
    });
    const off = await t.as('admin', {
      method: 'POST',
      url: '/api/sub-brands',
      payload: { name: 'Yacht-Master', brandId: 1, isActive: false },
    });
    expect(off.json()).toMatchObject({ name: 'Yacht-Master', isActive: false });
  });

  it('refuses invalid sub-brands with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Tên dòng sản phẩm là bắt buộc'],
      [{ name: undefined }, 'Tên dòng sản phẩm là bắt buộc'],
      [{ brandId: undefined }, 'Thương hiệu là bắt buộc'],
      [{ brandId: 'abc' }, 'Thương hiệu là bắt buộc'],
      [{ brandId: 999 }, SUB_BRAND_MESSAGES.brandNotFound],
      [{ logo: 'ftp://x' }, 'Logo phải là một URL hợp lệ'],
      [{ isActive: 'yes' }, expect.any(String) as string],
    ];
    for (const [patch, message] of cases) {
      const res = await t.as('admin', {
        method: 'POST',
        url: '/api/sub-brands',
        payload: { name: 'X', brandId: 1, ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorResponse>().error.message, JSON.stringify(patch)).toEqual(message);
    }
  });

  it('renaming updates the search text of its products', async () => {
    const submariner = await byName('Submariner');
    expect(await search('tau ngam')).toEqual([]);
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/sub-brands/${submariner.id}`,
      payload: { ...submariner, name: 'Tàu Ngầm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search('TAU NGAM')).toEqual([1]);
  });

  it('moving a sub-brand with products to another brand → 409; without products it moves', async () => {
    const datejust = await byName('Datejust');
    const moved = await t.as('admin', {
      method: 'PUT',
      url: `/api/sub-brands/${datejust.id}`,
      payload: { ...datejust, brandId: 2 },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ErrorResponse>().error.message).toBe(SUB_BRAND_MESSAGES.moveInUse('Datejust', 2));
    const bad = await t.as('admin', {
      method: 'PUT',
      url: `/api/sub-brands/${datejust.id}`,
      payload: { ...datejust, brandId: 999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe(SUB_BRAND_MESSAGES.brandNotFound);
    const sky = await byName('Sky-Dweller');
    const ok = await t.as('admin', {
      method: 'PUT',
      url: `/api/sub-brands/${sky.id}`,
      payload: { ...sky, brandId: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<SubBrand>().brandId).toBe(2);
  });

  it('deleting a sub-brand leaves its products without one (and out of its search)', async () => {
    const tauNgam = await byName('Tàu Ngầm');
    const res = await t.as('admin', { method: 'DELETE', url: `/api/sub-brands/${tauNgam.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const product = await get<Product>('/api/products/1');
    expect(product).toMatchObject({ subBrandId: null, subBrand: null, brandId: 1 });
    expect(await search('tau ngam')).toEqual([]);
    expect(await search('submariner')).toEqual([1]);
  });

  it('404 for an unknown sub-brand, 400 for a bad id', async () => {
    const put = await t.as('admin', {
      method: 'PUT',
      url: '/api/sub-brands/999999',
      payload: { name: 'X', brandId: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json<ErrorResponse>().error.message).toBe(SUB_BRAND_MESSAGES.notFound);
    const del = await t.as('admin', { method: 'DELETE', url: '/api/sub-brands/999999' });
    expect(del.statusCode).toBe(404);
    expect((await t.as('admin', { method: 'DELETE', url: '/api/sub-brands/1.5' })).statusCode).toBe(400);
  });
});

import type { Product } from '@shop/core/schemas/product';
import { SIZE_MESSAGES, sizeInUseMessage, type Size } from '@shop/core/schemas/size';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Variant } from '@shop/core/schemas/variant';

const t = useTestApp();

const sizes = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/sizes' });
  expect(res.statusCode).toBe(200);
  return res.json<Size[]>();
};

describe('GET /api/sizes', () => {
  it('is public and counts the products using each size, directly or through a variant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=100&include=variants' });
    const products = res.json<{ products: Product[] }>().products;
    const list = await sizes();
    expect(list.map((s) => s.name)).toEqual(['28mm', '32mm', '36mm', '40mm', '42mm']);
    for (const s of list) {
      const expected = products.filter((p) => p.sizeId === s.id || p.variants!.some((v) => v.sizeId === s.id)).length;
      expect(s.productCount, s.name).toBe(expected);
      expect(s.productCount).toBeGreaterThan(0);
    }
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: '28mm',
      diameter: '28 mm',
      productCount: expect.any(Number),
    });
  });
});

describe('size writes (right on sizes)', () => {
  it('401 anonymous, 403 viewer, 403 moderator delete', async () => {
    expect(
      (await t.as('anonymous', { method: 'POST', url: '/api/sizes', payload: { name: '44mm', diameter: '44 mm' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.as('viewer', { method: 'POST', url: '/api/sizes', payload: { name: '44mm', diameter: '44 mm' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.as('moderator', { method: 'DELETE', url: '/api/sizes/1' })).statusCode).toBe(403);
    expect(await sizes()).toHaveLength(5);
  });

  it('creates and updates (the diameter is text; a JSON number is refused)', async () => {
    const numeric = await t.as('moderator', {
      method: 'POST',
      url: '/api/sizes',
      payload: { name: '44mm', diameter: 44 },
    });
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json<ErrorResponse>().error.details).toContainEqual({
      field: 'diameter',
      in: 'body',
      message: 'Đường kính là bắt buộc',
    });
    const res = await t.as('moderator', {
      method: 'POST',
      url: '/api/sizes',
      payload: { name: ' 44mm ', diameter: '44' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: '44mm', diameter: '44' });
    const put = await t.as('moderator', {
      method: 'PUT',
      url: `/api/sizes/${res.json<Size>().id}`,
      payload: { name: '44mm', diameter: '44 mm' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id: res.json<Size>().id, name: '44mm', diameter: '44 mm' });
  });

  it('refuses invalid sizes with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Tên kích thước là bắt buộc'],
      [{ name: undefined }, 'Tên kích thước là bắt buộc'],
      [{ diameter: undefined }, 'Đường kính là bắt buộc'],
      [{ diameter: '   ' }, 'Đường kính là bắt buộc'],
      [{ diameter: null }, 'Đường kính là bắt buộc'],
      [{ diameter: { mm: 40 } }, 'Đường kính là bắt buộc'],
    ];
    for (const [patch, message] of cases) {
      const res = await t.as('admin', {
        method: 'POST',
        url: '/api/sizes',
        payload: { name: '46mm', diameter: '46 mm', ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorResponse>().error.message, JSON.stringify(patch)).toBe(message);
    }
    expect(await sizes()).toHaveLength(6);
  });

  it('DELETE: 409 while a product or a variant uses it, 200 when unused, 404 after', async () => {
    const used = (await sizes()).find((s) => s.name === '40mm')!;
    const inUse = await t.as('admin', { method: 'DELETE', url: `/api/sizes/${used.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<ErrorResponse>().error.message).toBe(sizeInUseMessage('40mm', used.productCount!));

    // a size used by a variant only
    const size = (await sizes()).find((s) => s.name === '44mm')!;
    const variant = await t.as('admin', {
      method: 'POST',
      url: '/api/product-variants',
      payload: { productId: 1, name: '44mm', sizeId: size.id, price: 1 },
    });
    expect(variant.statusCode).toBe(201);
    const byVariant = await t.as('admin', { method: 'DELETE', url: `/api/sizes/${size.id}` });
    expect(byVariant.statusCode).toBe(409);
    expect(byVariant.json<ErrorResponse>().error.message).toBe(sizeInUseMessage('44mm', 1));
    await t.as('admin', { method: 'DELETE', url: `/api/product-variants/${variant.json<Variant>().id}` });

    const res = await t.as('admin', { method: 'DELETE', url: `/api/sizes/${size.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const again = await t.as('admin', { method: 'DELETE', url: `/api/sizes/${size.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.message).toBe(SIZE_MESSAGES.notFound);
    expect(
      (await t.as('admin', { method: 'PUT', url: `/api/sizes/${size.id}`, payload: { name: 'a', diameter: 'b' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as('admin', { method: 'PUT', url: '/api/sizes/0', payload: { name: 'a', diameter: 'b' } })).statusCode,
    ).toBe(400);
  });
});

import { SKU_MESSAGES, type ErrorResponse } from '@shop/core/schemas/common';
import { productBodyOf, type Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();

const get = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
/** The product as the form sends it back, with a code. */
async function bodyOf(id: number, sku: string | null | undefined) {
  return { ...productBodyOf(await get(id)), sku };
}
const putProduct = async (id: number, sku: string | null | undefined) =>
  t.as('admin', { method: 'PUT', url: `/api/products/${id}`, payload: await bodyOf(id, sku) });
const putVariant = (v: Variant, sku: string | null) =>
  t.as('admin', {
    method: 'PUT',
    url: `/api/product-variants/${v.id}`,
    payload: { name: v.name, sizeId: v.sizeId, price: v.price, discount: v.discount, color: v.color, sku },
  });
const search = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?limit=100&search=${encodeURIComponent(q)}` }))
    .json<{ products: Product[] }>()
    .products.map((p) => p.id);

describe('product and variant codes (SKU)', () => {
  it('a product keeps its code, trimmed; the list and the product answer it', async () => {
    const res = await putProduct(1, '  126610LN ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>().sku).toBe('126610LN');
    expect((await get(1)).sku).toBe('126610LN');
    // Left out, the stored code is kept; empty clears it.
    expect((await putProduct(1, undefined)).json<Product>().sku).toBe('126610LN');
    expect((await putProduct(3, '')).json<Product>().sku).toBeNull();
  });

  it('refuses a code another product has, compared without case, with 409 "Mã SKU đã tồn tại"', async () => {
    const res = await putProduct(2, '126610ln');
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error).toMatchObject({ message: SKU_MESSAGES.taken, details: [{ field: 'sku' }] });
    expect((await get(2)).sku ?? null).toBeNull();
    // The product itself may keep its own code.
    expect((await putProduct(1, '126610LN')).statusCode).toBe(200);
  });

  it('refuses a code with spaces or diacritics with 400 and a Vietnamese message', async () => {
    for (const bad of ['AB CD', 'Mã-1', 'x'.repeat(65)]) {
      const res = await putProduct(2, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(SKU_MESSAGES.invalid);
    }
  });

  it('variants have codes of their own, unique among variants', async () => {
    const [a, b] = (await get(1)).variants!;
    const first = await putVariant(a!, 'SUB-40-BLK');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Variant>().sku).toBe('SUB-40-BLK');
    const dup = await putVariant(b!, 'sub-40-blk');
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ErrorResponse>().error.message).toBe(SKU_MESSAGES.taken);
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/product-variants',
      payload: { productId: 2, name: 'x', sizeId: 3, price: 1000, sku: 'SUB-40-BLK' },
    });
    expect(created.statusCode).toBe(409);
    expect((await get(1)).variants!.map((v) => v.sku)).toEqual(['SUB-40-BLK', null]);
  });

  it('the catalogue search finds a product by its code or a variant code, case ignored', async () => {
    expect(await search('126610ln')).toEqual([1]);
    expect(await search('sub-40')).toEqual([1]);
    expect(await search('126610')).toEqual([1]);
    expect(await search('zz-none')).toEqual([]);
  });
});

import { PRODUCT_MESSAGES, type Product, type ProductList } from '@shop/core/schemas/product';
import { VARIANT_MESSAGES, type Variant } from '@shop/core/schemas/variant';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const product = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
const variantsOf = async (productId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product-variants/product/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json<Variant[]>();
};
const create = (payload: Record<string, unknown>, role: 'admin' | 'moderator' = 'admin') =>
  t.as(role, { method: 'POST', url: '/api/product-variants', payload });

describe('GET /api/product-variants/product/:productId', () => {
  it('lists the variants of a product with their size', async () => {
    const variants = await variantsOf(1);
    expect(variants).toHaveLength(2);
    expect(variants[0]).toMatchObject({
      productId: 1,
      name: '40mm Đen',
      price: 285_000_000,
      discount: 0,
      color: 'Đen',
      size: { id: 4, name: '40mm', diameter: '40 mm' },
    });
    expect(variants[1]).toMatchObject({ price: 310_000_000, discount: 5 });
  });

  it('answers [] for a product without variants, 404 for an unknown product, 400 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/product-variants/product/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(PRODUCT_MESSAGES.notFound);
    for (const bad of ['x', '-3', '0', '4294967296']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/product-variants/product/${bad}` })).statusCode, bad).toBe(
        400,
      );
    }
  });
});

describe('variant writes keep the product price range', () => {
  // Product 2 (Rolex Datejust 41) starts with one variant at 265,000,000.
  it('create: a cheaper and a dearer variant move lowest and highest (and updatedAt)', async () => {
    const before = await product(2);
    expect([before.lowestPrice, before.highestPrice]).toEqual([265_000_000, 265_000_000]);

    const cheap = await create(
      { productId: 2, name: '36mm Bạc', sizeId: 3, price: 240_000_000, discount: 10, color: 'Bạc' },
      'moderator',
    );
    expect(cheap.statusCode, cheap.body).toBe(201);
    expect(cheap.json()).toMatchObject({
      productId: 2,
      name: '36mm Bạc',
      sizeId: 3,
      price: 240_000_000,
      discount: 10,
      color: 'Bạc',
      size: { id: 3, name: '36mm' },
    });
    const dear = await create({ productId: 2, name: '42mm Vàng', sizeId: 5, price: 300_000_000, discount: 2.5 });
    expect(dear.statusCode, dear.body).toBe(201);
    expect(dear.json()).toMatchObject({ price: 300_000_000, discount: 2.5, color: null });

    const after = await product(2);
    expect([after.lowestPrice, after.highestPrice]).toEqual([240_000_000, 300_000_000]);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.variants!.map((v) => v.name)).toEqual(['42mm Xanh dương', '36mm Bạc', '42mm Vàng']);
    // the catalogue's price sort sees the new lowest price at once
    const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=100&order=price%20DESC&brandIds=1' });
    const order = list.json<ProductList>().products.map((p) => p.id);
    expect(order.indexOf(2)).toBeGreaterThan(order.indexOf(1));
  });

  it('update: changing a price recomputes the range; a price of 0 (Liên Hệ) does not count', async () => {
    const [first, cheap, dear] = await variantsOf(2);
    const res = await t.as('moderator', {
      method: 'PUT',
      url: `/api/product-variants/${dear!.id}`,
      payload: { name: '42mm Vàng Hồng', sizeId: 5, price: 500_000_000, discount: 0, color: 'Vàng hồng' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: dear!.id,
      productId: 2,
      name: '42mm Vàng Hồng',
      price: 500_000_000,
      color: 'Vàng hồng',
    });
    expect(await product(2)).toMatchObject({ lowestPrice: 240_000_000, highestPrice: 500_000_000 });

    await t.as('admin', {
      method: 'PUT',
      url: `/api/product-variants/${cheap!.id}`,
      payload: { name: cheap!.name, sizeId: 3, price: 0 },
    });
    expect(await product(2)).toMatchObject({ lowestPrice: 265_000_000, highestPrice: 500_000_000 });
    expect((await variantsOf(2)).find((v) => v.id === cheap!.id)).toMatchObject({ price: 0, discount: 0 });
    expect(first!.price).toBe(265_000_000);
  });

  it('delete: removing variants recomputes the range, null without any priced variant', async () => {
    const [first, cheap, dear] = await variantsOf(2);
    const moderator = await t.as('moderator', { method: 'DELETE', url: `/api/product-variants/${dear!.id}` });
    expect(moderator.statusCode).toBe(403);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/product-variants/${dear!.id}` })).json()).toEqual({
      success: true,
    });
    expect(await product(2)).toMatchObject({ lowestPrice: 265_000_000, highestPrice: 265_000_000 });
    await t.as('admin', { method: 'DELETE', url: `/api/product-variants/${first!.id}` });
    expect(await product(2)).toMatchObject({ lowestPrice: null, highestPrice: null });
    await t.as('admin', { method: 'DELETE', url: `/api/product-variants/${cheap!.id}` });
    expect(await variantsOf(2)).toEqual([]);
    expect(await product(2)).toMatchObject({ lowestPrice: null, highestPrice: null, variants: [] });
    const again = await t.as('admin', { method: 'DELETE', url: `/api/product-variants/${dear!.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.message).toBe(VARIANT_MESSAGES.notFound);
  });
});

describe('concurrent variant writes', () => {
  it('leave the price range equal to the min and max of every variant', async () => {
    const prices = [9_000_000, 7_500_000, 12_000_000, 8_200_000, 15_500_000, 6_100_000, 11_000_000, 13_300_000];
    const results = await Promise.all(
      prices.map((price, i) => create({ productId: 4, name: `Phiên bản ${i}`, sizeId: 1 + (i % 5), price })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(prices.map(() => 201));
    const variants = await variantsOf(4);
    const all = variants.map((v) => v.price!).filter((p) => p > 0);
    expect(await product(4)).toMatchObject({ lowestPrice: Math.min(...all), highestPrice: Math.max(...all) });
    await Promise.all(
      results
        .slice(0, 4)
        .map((r) => t.as('admin', { method: 'DELETE', url: `/api/product-variants/${r.json<Variant>().id}` })),
    );
    const left = (await variantsOf(4)).map((v) => v.price!).filter((p) => p > 0);
    expect(await product(4)).toMatchObject({ lowestPrice: Math.min(...left), highestPrice: Math.max(...left) });
  });
});

describe('variant validation and rights', () => {
  const valid = { productId: 3, name: '32mm Bạc', sizeId: 2, price: 455_000_000, discount: 0, color: 'Bạc' };

  it('refuses bad variants with their messages and changes nothing', async () => {
    const before = await product(3);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Tên phiên bản là bắt buộc'],
      [{ name: undefined }, 'Tên phiên bản là bắt buộc'],
      [{ sizeId: undefined }, 'Kích thước là bắt buộc'],
      [{ sizeId: 0 }, 'Kích thước là bắt buộc'],
      [{ price: undefined }, 'Giá là bắt buộc'],
      [{ price: -1 }, 'Giá không được âm'],
      [{ price: 'abc' }, 'Giá phải là một số'],
      [{ price: true }, 'Giá phải là một số'],
      [{ price: 12.5 }, 'Giá phải là số nguyên'],
      [{ discount: 101 }, 'Giảm giá từ 0 đến 100'],
      [{ discount: -5 }, 'Giảm giá từ 0 đến 100'],
      [{ discount: 'x' }, 'Giảm giá phải là một số'],
      [{ sizeId: 999 }, VARIANT_MESSAGES.sizeNotFound],
      [{ productId: 999999 }, VARIANT_MESSAGES.productNotFound],
    ];
    for (const [patch, message] of cases) {
      const res = await create({ ...valid, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorResponse>().error.message, JSON.stringify(patch)).toBe(message);
    }
    const put = await t.as('admin', {
      method: 'PUT',
      url: `/api/product-variants/${before.variants![0]!.id}`,
      payload: { ...valid, price: -2 },
    });
    expect(put.statusCode).toBe(400);
    expect(await product(3)).toEqual(before);
  });

  it('401 anonymous, 403 viewer, 404 unknown variant', async () => {
    expect((await t.as('anonymous', { method: 'POST', url: '/api/product-variants', payload: valid })).statusCode).toBe(
      401,
    );
    expect((await t.as('viewer', { method: 'POST', url: '/api/product-variants', payload: valid })).statusCode).toBe(
      403,
    );
    expect((await t.as('viewer', { method: 'PUT', url: '/api/product-variants/1', payload: valid })).statusCode).toBe(
      403,
    );
    expect((await t.as('anonymous', { method: 'DELETE', url: '/api/product-variants/1' })).statusCode).toBe(401);
    const missing = await t.as('admin', { method: 'PUT', url: '/api/product-variants/999999', payload: valid });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(VARIANT_MESSAGES.notFound);
    expect((await t.as('admin', { method: 'PUT', url: '/api/product-variants/abc', payload: valid })).statusCode).toBe(
      400,
    );
    expect((await variantsOf(3)).length).toBe(2);
  });
});

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { fingerprint } from '../test/fingerprint.ts';

/**
 * Strict input: a JSON body field takes only the JSON type its schema names (no `true`, `[1]` or
 * `"1"` where an integer belongs), and a query string or path integer only canonical decimal digits
 * (no `1e0`, `01`, `1.0` or ` 1`). Each refusal is a 400 naming the field and changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.token('admin');
});
afterAll(() => t.close());

interface Detail {
  field: string;
  in: string;
  message: string;
}

let address = 0;
/** Sends as admin; expects a 400 whose details name `field` and a database left as it was. */
async function refused(options: InjectOptions, field: string, where: 'body' | 'querystring' | 'params') {
  const before = await fingerprint(t.database);
  const res = await t.as('admin', { ...options, remoteAddress: `203.0.113.${++address % 250}` });
  const label = `${options.method} ${options.url} ${JSON.stringify(options.payload)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBe(400);
  const error = res.json<{ error: { code: string; message: string; details?: Detail[] } }>().error;
  expect(error.code, label).toBe('VALIDATION_ERROR');
  expect(error.details?.map((d) => [d.field, d.in]), label).toContainEqual([field, where]);
  // Messages are Vietnamese (never zod's English defaults): each carries a Vietnamese letter.
  for (const d of error.details ?? []) expect(d.message, label).toMatch(/[^\x00-\x7f]/);
  expect(await fingerprint(t.database), label).toBe(before);
}

const newUser = {
  username: 'strict.user',
  email: 'strict.user@example.com',
  firstName: 'An',
  lastName: 'Trần',
  password: 'mat-khau-manh-123',
};

describe('JSON bodies take only the JSON type the schema names', () => {
  it.each([[true], [[1]], ['1e0'], ['1'], [1.5]])('refuses roleId %j when registering a user', async (roleId) => {
    await refused({ method: 'POST', url: '/api/auth/register', payload: { ...newUser, roleId } }, 'roleId', 'body');
  });

  it.each([[true], [[2]], ['2'], ['2e0']])('refuses roleId %j when editing a user', async (roleId) => {
    const payload = { username: 'moderator1', email: 'moderator1@example.com', firstName: 'A', lastName: 'B', roleId };
    await refused({ method: 'PUT', url: '/api/users/2', payload }, 'roleId', 'body');
  });

  it.each([[true], ['2'], [[2]], [1.5]])('refuses an order line whose quantity is %j', async (quantity) => {
    const payload = { customer: 'Khách', phone: '0901234567', items: [{ productId: 1, variantId: 1, quantity }] };
    await refused({ method: 'POST', url: '/api/orders', payload }, 'items.0.quantity', 'body');
  });

  it.each([['1'], [true], [[1]]])('refuses an order line whose productId is %j', async (productId) => {
    const payload = { customer: 'Khách', phone: '0901234567', items: [{ productId, variantId: 1, quantity: 1 }] };
    await refused({ method: 'POST', url: '/api/orders', payload }, 'items.0.productId', 'body');
  });

  it.each([['1'], [true], ['1.0']])('refuses a product whose brandId is %j', async (brandId) => {
    const payload = { name: 'Thử', description: 'Mô tả', brandId, gender: 'male', images: ['/uploads/x.webp'] };
    await refused({ method: 'POST', url: '/api/products', payload }, 'brandId', 'body');
  });

  it.each([['1'], [true], ['']])('refuses a product whose categoryId is %j', async (categoryId) => {
    const payload = { name: 'Thử', description: 'Mô tả', brandId: 1, categoryId, gender: 'male', images: ['/uploads/x.webp'] };
    await refused({ method: 'POST', url: '/api/products', payload }, 'categoryId', 'body');
  });

  it.each([['1000000'], [true], [[1000]]])('refuses a variant whose price is %j', async (price) => {
    await refused({ method: 'PUT', url: '/api/product-variants/1', payload: { name: 'V', sizeId: 1, price, discount: 0 } }, 'price', 'body');
  });

  it.each([['5'], [false]])('refuses a variant whose discount is %j', async (discount) => {
    await refused({ method: 'PUT', url: '/api/product-variants/1', payload: { name: 'V', sizeId: 1, price: 1000, discount } }, 'discount', 'body');
  });

  it('refuses image ids given as strings in a bulk delete', async () => {
    await refused({ method: 'POST', url: '/api/images/bulk-delete', payload: { ids: ['1'] } }, 'ids.0', 'body');
  });

  it('refuses a sub-brand whose brandId is a string', async () => {
    await refused({ method: 'POST', url: '/api/sub-brands', payload: { name: 'Dòng', brandId: '1' } }, 'brandId', 'body');
  });
});

describe('query strings and paths take only canonical decimal integers', () => {
  it.each(['01', '1e0', '1.0', ' 1', '+1', '0x1'])('refuses the path id %j', async (id) => {
    await refused({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` }, 'id', 'params');
    await refused({ method: 'DELETE', url: `/api/brands/${encodeURIComponent(id)}` }, 'id', 'params');
    await refused({ method: 'GET', url: `/api/rights/role-permissions/${encodeURIComponent(id)}` }, 'roleId', 'params');
  });

  it.each(['1e0', '01', '1.0', ' 1', '5 ', '0x5', ''])('refuses the query integer %j', async (value) => {
    const v = encodeURIComponent(value);
    await refused({ method: 'GET', url: `/api/products?limit=${v}` }, 'limit', 'querystring');
    await refused({ method: 'GET', url: `/api/products?skip=${v}` }, 'skip', 'querystring');
    await refused({ method: 'GET', url: `/api/products?categoryId=${v}` }, 'categoryId', 'querystring');
    await refused({ method: 'GET', url: `/api/orders?limit=${v}` }, 'limit', 'querystring');
    await refused({ method: 'GET', url: `/api/images?filter[limit]=${v}` }, 'filter[limit]', 'querystring');
    await refused({ method: 'GET', url: `/api/sub-brands?brandId=${v}` }, 'brandId', 'querystring');
  });

  it('still takes canonical integers, and 0 where zero is allowed', async () => {
    const list = await t.as('admin', { method: 'GET', url: '/api/products?limit=2&skip=0&categoryId=1' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ products: unknown[] }>().products.length).toBeLessThanOrEqual(2);
    expect((await t.as('admin', { method: 'GET', url: '/api/products/1' })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: '/api/images?filter[limit]=12&filter[skip]=10' })).statusCode).toBe(200);
  });
});

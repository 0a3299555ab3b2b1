import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

/**
 * Generated bad input for every catalogue route: wrong types, missing fields, huge strings,
 * negative, fractional, non-numeric and out-of-range ids, unknown query values. No answer may be a
 * 5xx, and a refused request (4xx) must leave the database exactly as it was (every table's rows).
 */
let t: TestApp;
let image: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.database.db.execute(sql`select path from images order by id limit 1`);
  image = (res.rows[0] as { path: string }).path;
});
afterAll(() => t.close());

const HUGE = 'x'.repeat(100_000);
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'null',
  '%20',
  "1'--",
  'NaN',
  'Infinity',
  '1,2',
  '-0',
];
const BAD_VALUES: unknown[] = [
  null,
  123,
  -1,
  2 ** 31,
  true,
  {},
  [1, 2],
  '',
  HUGE,
  '-5',
  'a\u0000b',
  ['/uploads/a\u0000.png'],
];
/** PUT shares the body schema of POST: a shorter list there. */
const PUT_BAD_VALUES: unknown[] = [null, {}, HUGE, 'a\u0000b'];

const VALID_BODIES = () => ({
  '/api/products': {
    name: 'Thử',
    description: 'Mô tả',
    brandId: 1,
    subBrandId: 1,
    categoryId: 1,
    sizeId: 1,
    gender: 'male',
    images: [image],
    inStock: true,
    featured: false,
  },
  '/api/product-variants': { productId: 1, name: 'V', sizeId: 1, price: 1000, discount: 5, color: 'Đen' },
  '/api/brands': {
    name: 'B',
    description: 'd',
    logo: 'https://e.com/l.png',
    website: 'https://e.com',
    country: 'VN',
    showOnHomepage: false,
  },
  '/api/sub-brands': { name: 'S', brandId: 1, description: 'd', logo: null, isActive: true },
  '/api/categories': { name: 'C', description: 'd', icon: '⌚', image: 'https://e.com/c.png', showOnHomepage: false },
  '/api/sizes': { name: '50mm', diameter: '50 mm' },
});

const GET_LISTS = [
  '/api/products',
  '/api/products/featured',
  '/api/brands',
  '/api/brands/with-product-count',
  '/api/brands/homepage',
  '/api/brands/active',
  '/api/sub-brands',
  '/api/sub-brands/active',
  '/api/categories',
  '/api/sizes',
];

let current: string;
async function send(label: string, options: InjectOptions, role: 'admin' | 'anonymous' = 'admin') {
  const res = await t.as(role, options);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.json<ErrorResponse>().error?.statusCode ?? res.statusCode, label).toBe(res.statusCode);
  const after = await fingerprint(t.database);
  if (res.statusCode >= 400) expect(after, `${label} changed data with ${res.statusCode}`).toBe(current);
  current = after;
  return res;
}

describe('no catalogue route answers 5xx to bad input, and refused input changes nothing', () => {
  beforeAll(async () => {
    await t.token('admin'); // the sign-in is written to the audit log before the first digest
    current = await fingerprint(t.database);
  });

  it('bad and out-of-range ids in every path', { timeout: 60_000 }, async () => {
    const paths = [
      ['GET', '/api/products/:id'],
      ['PUT', '/api/products/:id'],
      ['DELETE', '/api/products/:id'],
      ['GET', '/api/product-variants/product/:id'],
      ['PUT', '/api/product-variants/:id'],
      ['DELETE', '/api/product-variants/:id'],
      ['PUT', '/api/brands/:id'],
      ['DELETE', '/api/brands/:id'],
      ['PUT', '/api/sub-brands/:id'],
      ['DELETE', '/api/sub-brands/:id'],
      ['PUT', '/api/categories/:id'],
      ['DELETE', '/api/categories/:id'],
      ['PUT', '/api/sizes/:id'],
      ['DELETE', '/api/sizes/:id'],
    ] as const;
    const bodies = VALID_BODIES();
    for (const [method, path] of paths) {
      const base = path.replace(/\/:id$/, '').replace('/product', '') as keyof typeof bodies;
      const payload = method === 'PUT' ? bodies[base] : undefined;
      for (const id of [...BAD_IDS, '999999']) {
        const res = await send(`${method} ${path} ${id}`, { method, url: path.replace(':id', id), payload });
        expect(res.statusCode, `${method} ${path} ${id}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('wrong types, missing fields and huge strings in every body', { timeout: 120_000 }, async () => {
    const bodies = VALID_BODIES();
    for (const [path, valid] of Object.entries(bodies)) {
      const targets = [
        { method: 'POST' as const, url: path, values: BAD_VALUES },
        { method: 'PUT' as const, url: `${path}/1`, values: PUT_BAD_VALUES },
      ];
      for (const { values, ...target } of targets) {
        const label = `${target.method} ${target.url}`;
        // whole bodies of the wrong kind
        for (const payload of [null, [], 'text', 42, true, { ...valid, extra: HUGE.slice(0, 10) }]) {
          await send(`${label} body=${JSON.stringify(payload).slice(0, 30)}`, {
            ...target,
            payload: payload as never,
            headers: { 'content-type': 'application/json' },
          });
        }
        await send(`${label} invalid json`, {
          ...target,
          payload: '{"name": ',
          headers: { 'content-type': 'application/json' },
        });
        await send(`${label} text/plain`, { ...target, payload: 'name=x', headers: { 'content-type': 'text/plain' } });
        await send(`${label} no body`, { ...target });
        // every field: missing, then each bad value
        for (const field of Object.keys(valid)) {
          const without = { ...valid } as Record<string, unknown>;
          delete without[field];
          await send(`${label} without ${field}`, { ...target, payload: without });
          for (const value of values) {
            await send(`${label} ${field}=${JSON.stringify(value)?.slice(0, 30)}`, {
              ...target,
              payload: { ...valid, [field]: value },
            });
          }
        }
      }
    }
  });

  it('unknown, repeated and huge query values on every list', { timeout: 60_000 }, async () => {
    const queries = [
      'limit=-1',
      'limit=1e9',
      'limit=1&limit=2',
      'skip=abc',
      'skip=99999999999',
      'include=everything',
      `include=${HUGE.slice(0, 5000)}`,
      `search=${HUGE.slice(0, 5000)}`,
      'search=a&search=b',
      'search=%00',
      'search=a%00b',
      'search=%C0%AF',
      'search=%F0%9F%98%80',
      'search=%',
      'categoryId=1.5',
      'categoryId=2147483648',
      'brandIds=-1',
      'brandIds=1,,2',
      `brandIds=${'1,'.repeat(2000)}`,
      'subBrandIds=x',
      'gender=MALE',
      'gender=',
      'inStock=2',
      'featured=',
      'order=random()',
      'order=price%20ASC%3B',
      'brandId=abc',
      'brandId=-2',
      'brandId=99999999999',
      'unknown=1',
      'limit[]=1',
    ];
    for (const url of GET_LISTS) {
      for (const q of queries)
        await send(`GET ${url}?${q.slice(0, 40)}`, { method: 'GET', url: `${url}?${q}` }, 'anonymous');
    }
  });

  it('anonymous writes get 401 before anything else', async () => {
    const bodies = VALID_BODIES();
    for (const [path, valid] of Object.entries(bodies)) {
      for (const payload of [valid, { junk: HUGE }, null]) {
        const res = await send(
          `anon POST ${path}`,
          { method: 'POST', url: path, payload: payload as never },
          'anonymous',
        );
        expect(res.statusCode).toBe(401);
      }
      const del = await send(`anon DELETE ${path}/abc`, { method: 'DELETE', url: `${path}/abc` }, 'anonymous');
      expect(del.statusCode).toBe(401);
    }
  });
});

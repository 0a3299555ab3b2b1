import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi.ts';
import { useTestApp } from './test/app.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}

const t = useTestApp();

describe('OpenAPI document', () => {
  it('names, sums up and tags every operation, on paths without a trailing slash, with a server', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      servers?: { url: string }[];
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.servers).toEqual([expect.objectContaining({ url: t.config.publicUrl })]);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, ...op })),
    );
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((op) => op.path.endsWith('/'))).toEqual([]);
    expect(operations.filter((op) => !op.operationId || !op.summary || !op.tags?.length)).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations).toContainEqual(
      expect.objectContaining({ path: '/api/brands/{id}', method: 'put', operationId: 'brands_update' }),
    );
  });

  it('serves a collection at the documented path, without the trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brands' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/brands', 'brands_list'],
    ['POST', '/api/brands', 'brands_create'],
    ['GET', '/api/brands/{id}', 'brands_get'],
    ['PUT', '/api/brands/{id}', 'brands_update'],
    ['DELETE', '/api/brands/{id}', 'brands_delete'],
    ['GET', '/api/brands/with-product-count', 'brands_getWithProductCount'],
    ['PATCH', '/api/orders/{id}/status', 'orders_updateStatus'],
    ['GET', '/api/rights/role-permissions/{roleId}', 'rights_getRolePermissionsByRoleId'],
    ['POST', '/api/auth/login', 'auth_login'],
    ['GET', '/api/sub-brands/active', 'subBrands_getActive'],
  ])('%s %s → %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});

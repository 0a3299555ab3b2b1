import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { OPERATION_EXAMPLES } from './openapi-examples.ts';
import { operationIdOf } from './openapi.ts';
import { useTestApp } from './test/app.ts';

interface Media {
  schema?: Record<string, unknown>;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, Media> };
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, Media> }>;
}

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const t = useTestApp();

async function operations() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  const list = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, ...op })),
  );
  return { doc, list };
}

/** Every media type of an operation (request body and each answer), named for a failure message. */
function mediaOf(op: Operation) {
  const out: { where: string; status?: string; media: Media }[] = [];
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
    out.push({ where: `request ${type}`, media });
  for (const [status, answer] of Object.entries(op.responses))
    for (const [type, media] of Object.entries(answer.content ?? {}))
      out.push({ where: `${status} ${type}`, status, media });
  return out;
}

/** A file (an image, a spreadsheet, an upload form) is described, never shown by an example. */
const isFile = (media: Media) => JSON.stringify(media.schema ?? {}).includes('"format":"binary"');

describe('OpenAPI document', () => {
  it('names, sums up and tags every operation, on paths without a trailing slash, with a server', async () => {
    const { doc, list } = await operations();
    expect(doc.servers).toEqual([expect.objectContaining({ url: t.config.publicUrl })]);
    expect(list.length).toBeGreaterThan(60);
    expect(list.filter((op) => op.path.endsWith('/'))).toEqual([]);
    expect(list.filter((op) => !op.operationId || !op.summary || !op.tags?.length)).toEqual([]);
    const ids = list.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(list).toContainEqual(
      expect.objectContaining({ path: '/api/brands/{id}', method: 'put', operationId: 'brands_update' }),
    );
  });

  it('shows an example of every request body and of every main answer, except files', async () => {
    const { list } = await operations();
    const missing = list.flatMap((op) => {
      const main = Object.keys(op.responses)
        .filter((status) => /^2\d\d$/.test(status))
        .sort()[0];
      return mediaOf(op)
        .filter(({ status, where }) => where.startsWith('request') || status === main)
        .filter(({ media }) => !isFile(media) && media.example === undefined)
        .map(({ where }) => `${op.operationId} ${where}`);
    });
    expect(missing).toEqual([]);
    expect(list.filter((op) => mediaOf(op).every(({ media }) => media.example === undefined))).toEqual([]);
  });

  it('gives examples that fit their own schemas', async () => {
    const { list } = await operations();
    // Ajv knows OpenAPI 3.0's `nullable`; the `example` keyword inside a schema is ignored (not strict).
    const ajv = new Ajv({ strict: false, allErrors: true });
    let checked = 0;
    const misfits = list.flatMap((op) =>
      mediaOf(op)
        .filter(({ media }) => media.example !== undefined)
        .flatMap(({ where, media }) => {
          checked++;
          const valid = ajv.validate(media.schema ?? {}, media.example);
          return valid ? [] : [`${op.operationId} ${where}: ${ajv.errorsText(ajv.errors)}`];
        }),
    );
    expect(misfits).toEqual([]);
    expect(checked).toBeGreaterThan(list.length * 2);
  });

  it('has no example for an operation it does not serve', async () => {
    const { list } = await operations();
    const ids = new Set(list.map((op) => op.operationId));
    expect(Object.keys(OPERATION_EXAMPLES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('declares a 404 only where something is named: a read of no path parameter and no required query has none', async () => {
    const { list } = await operations();
    const namesNothing = list.filter(
      (op) =>
        op.method === 'get' &&
        !op.path.includes('{') &&
        !(op.parameters ?? []).some((p) => p.in === 'query' && p.required),
    );
    expect(namesNothing.length).toBeGreaterThan(10);
    expect(namesNothing.filter((op) => '404' in op.responses).map((op) => op.path)).toEqual([]);
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

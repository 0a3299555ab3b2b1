import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { fingerprint } from '../test/fingerprint.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

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

/** Latin letters with diacritics (đ, ă, ơ, ư, ế…): zod's English defaults carry none. */
const VIETNAMESE_LETTER = /[\u00c0-\u1ef9]/;

let address = 0;
/** Sends as admin; expects a 400 whose details name `field` and a database left as it was. */
async function refused(
  options: InjectOptions & { url: string },
  field: string,
  where: 'body' | 'querystring' | 'params',
) {
  const before = await fingerprint(t.database);
  const res = await t.as('admin', { ...options, remoteAddress: `203.0.113.${++address % 250}` });
  const label = `${options.method} ${options.url} ${JSON.stringify(options.payload)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBe(400);
  const error = res.json<{ error: { code: string; message: string; details?: Detail[] } }>().error;
  expect(error.code, label).toBe('VALIDATION_ERROR');
  expect(
    error.details?.map((d) => [d.field, d.in]),
    label,
  ).toContainEqual([field, where]);
  // Messages are Vietnamese (never zod's English defaults): each carries a Vietnamese letter.
  for (const d of error.details ?? []) expect(d.message, label).toMatch(VIETNAMESE_LETTER);
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
    const payload = {
      acceptTerms: true,
      customer: 'Khách',
      phone: '0901234567',
      items: [{ productId: 1, variantId: 1, quantity }],
    };
    await refused({ method: 'POST', url: '/api/orders', payload }, 'items.0.quantity', 'body');
  });

  it.each([['1'], [true], [[1]]])('refuses an order line whose productId is %j', async (productId) => {
    const payload = {
      acceptTerms: true,
      customer: 'Khách',
      phone: '0901234567',
      items: [{ productId, variantId: 1, quantity: 1 }],
    };
    await refused({ method: 'POST', url: '/api/orders', payload }, 'items.0.productId', 'body');
  });

  it.each([['1'], [true], ['1.0']])('refuses a product whose brandId is %j', async (brandId) => {
    const payload = { name: 'Thử', description: 'Mô tả', brandId, gender: 'male', images: ['/uploads/x.webp'] };
    await refused({ method: 'POST', url: '/api/products', payload }, 'brandId', 'body');
  });

  it.each([['1'], [true], ['']])('refuses a product whose categoryId is %j', async (categoryId) => {
    const payload = {
      name: 'Thử',
      description: 'Mô tả',
      brandId: 1,
      categoryId,
      gender: 'male',
      images: ['/uploads/x.webp'],
    };
    await refused({ method: 'POST', url: '/api/products', payload }, 'categoryId', 'body');
  });

  it.each([['1000000'], [true], [[1000]]])('refuses a variant whose price is %j', async (price) => {
    await refused(
      { method: 'PUT', url: '/api/product-variants/1', payload: { name: 'V', sizeId: 1, price, discount: 0 } },
      'price',
      'body',
    );
  });

  it.each([['5'], [false]])('refuses a variant whose discount is %j', async (discount) => {
    await refused(
      { method: 'PUT', url: '/api/product-variants/1', payload: { name: 'V', sizeId: 1, price: 1000, discount } },
      'discount',
      'body',
    );
  });

  it('refuses image ids given as strings in a bulk delete', async () => {
    await refused({ method: 'POST', url: '/api/images/bulk-delete', payload: { ids: ['1'] } }, 'ids.0', 'body');
  });

  it('refuses a sub-brand whose brandId is a string', async () => {
    await refused(
      { method: 'POST', url: '/api/sub-brands', payload: { name: 'Dòng', brandId: '1' } },
      'brandId',
      'body',
    );
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
    expect(
      (await t.as('admin', { method: 'GET', url: '/api/images?filter[limit]=12&filter[skip]=10' })).statusCode,
    ).toBe(200);
  });
});

/* ---------------------------------------------------------------------------------------------
 * The generated walk: every operation of the API document, every integer, number, boolean and enum
 * field of its path, query string and JSON body, each sent with the wrong types. A route added later
 * is walked the same way, so one that coerces (or declares an id as plain text) fails here.
 * ------------------------------------------------------------------------------------------- */

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Kind = 'int' | 'number' | 'boolean' | 'enum';

/** The canonical integer of a query string or path, as the document writes it. */
const CANONICAL_PATTERN = '^(0|[1-9]\\d*)$';

function typesOf(s: Schema): string[] {
  return s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
}

/** What a field is, for the walk: a union that admits a number counts as a number field. */
function kindOf(s: Schema | undefined, location: 'path' | 'query' | 'body'): Kind | null {
  if (!s) return null;
  if (s.enum && s.enum.length > 0) return 'enum';
  const types = typesOf(s);
  if (types.includes('integer')) return 'int';
  if (types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (location !== 'body' && s.pattern === CANONICAL_PATTERN) return 'int';
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
    const k = kindOf(branch, location);
    if (k === 'int' || k === 'number') return k;
  }
  return null;
}

/** A value the schema accepts, as small as possible (only required properties of objects). */
function example(s: Schema | undefined): unknown {
  if (!s) return 'a';
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const branch = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (branch) return example(branch);
  const types = typesOf(s);
  if (types.includes('object') || s.properties) {
    const out: Record<string, unknown> = {};
    for (const name of s.required ?? []) out[name] = example(s.properties?.[name]);
    return out;
  }
  if (types.includes('array')) return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => example(s.items));
  if (types.includes('integer') || types.includes('number')) return Math.max(s.minimum ?? 1, 1);
  if (types.includes('boolean')) return true;
  if (s.pattern === CANONICAL_PATTERN) return '1';
  return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
}

/**
 * Bodies that pass the schema where the smallest example cannot (formats the document does not
 * spell out: emails, phone numbers, library paths, password length). Checked by the walk itself:
 * every refusal must name the changed field only.
 */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/auth/register': {
    username: 'walker',
    email: 'walker@example.com',
    firstName: 'A',
    lastName: 'B',
    roleId: 2,
    password: 'mat-khau-123',
  },
  'PUT /api/users/{id}': { username: 'walker', email: 'walker@example.com', firstName: 'A', lastName: 'B', roleId: 2 },
  'POST /api/orders': {
    customer: 'Khách',
    acceptTerms: true,
    phone: '0901234567',
    shippingAddress: { province: 'Thành phố Huế', ward: 'Phường Thuận Hóa', street: '1 Lê Lợi' },
    items: [{ productId: 1, variantId: 1, quantity: 1 }],
  },
  'POST /api/buybacks': {
    variantId: 1,
    serial: 'SN-1',
    condition: 'used',
    grade: 'A',
    price: 100_000_000,
    sellerName: 'Người bán',
    sellerPhone: '0901234567',
    sellerIdNumber: '001099001234',
    boughtAt: '2026-11-20',
  },
  'POST /api/orders/{id}/trade-ins': { buybackId: 1 },
  'POST /api/consignments/{id}/paid': { amount: 1_000_000, note: 'Chuyển khoản' },
  'PUT /api/orders/{id}': {
    customer: 'Khách',
    phone: '0901234567',
    shippingAddress: { province: 'Thành phố Huế', ward: 'Phường Thuận Hóa', street: '1 Lê Lợi' },
    items: [{ productId: 1, variantId: 1, quantity: 1 }],
  },
  'POST /api/products': { name: 'P', description: 'D', brandId: 1, gender: 'male', images: ['/uploads/a.webp'] },
  'PUT /api/products/{id}': { name: 'P', description: 'D', brandId: 1, gender: 'male', images: ['/uploads/a.webp'] },
  'PATCH /api/rights/{id}': { isRead: true },
  'POST /api/orders/lookup/returns': {
    code: 'DH261127S7E7EA',
    phone: '0901234567',
    lines: [{ lineId: 1, quantity: 1 }],
    reason: 'Mặt kính bị trầy',
  },
  'POST /api/privacy/code': { code: 'DH261127S7E7EA', phone: '0901234567' },
  'POST /api/privacy/subject': { code: 'DH261127S7E7EA', phone: '0901234567' },
  'POST /api/privacy/consents/withdraw': { code: 'DH261127S7E7EA', phone: '0901234567', purpose: 'marketing' },
  'POST /api/privacy/requests': { code: 'DH261127S7E7EA', phone: '0901234567', kind: 'access' },
  'POST /api/incidents': { title: 'Sự cố', foundAt: '2026-11-28T09:30:00+07:00', data: 'Họ tên' },
  'PUT /api/incidents/{id}': { title: 'Sự cố', foundAt: '2026-11-28T09:30:00+07:00', data: 'Họ tên' },
  'POST /api/services': {
    brandName: 'Seiko',
    model: 'SRPB41',
    customerName: 'A',
    phone: '0901234567',
    problem: 'Chậm',
  },
  'PUT /api/services/{id}': {
    brandName: 'Seiko',
    model: 'SRPB41',
    customerName: 'A',
    phone: '0901234567',
    problem: 'Chậm',
  },
  'PATCH /api/services/{id}/status': { status: 'checking' },
  // The refund: the step whose fields (amount, method) the walk changes.
  'PATCH /api/returns/{id}': {
    status: 'refunded',
    amount: 1_000_000,
    method: 'bank_transfer',
    date: '2026-11-29',
  },
};
/** Path parameters that are text: a value their schema accepts. */
const TEXT_PARAMS: Record<string, string> = { key: 'store.name', name: 'a.webp' };

/** A parameter or body field of this name holds a number (an id, a count, a position). */
const NUMERIC_NAME = /^(id|limit|skip|page|quantity|filter\[(limit|skip)\])$|Id$/;

function wrongValues(kind: Kind, location: 'path' | 'query' | 'body', s: Schema): unknown[] {
  if (location !== 'body') {
    // An empty path segment would route elsewhere (the list): only the query gets ''.
    if (kind === 'int' || kind === 'number')
      return ['1e0', '01', '1.0', ' 1', '1 ', '+1', '0x1', 'abc', ...(location === 'query' ? [''] : [])];
    if (kind === 'boolean') return ['maybe', '2', 'TRUE', 'yes'];
    const values = (s.enum ?? []).map(String);
    return ['not-in-the-list', ...values.map((v) => v.toUpperCase()).filter((v) => !values.includes(v))];
  }
  if (kind === 'int') return [true, '1', [1], 1.5, { value: 1 }];
  if (kind === 'number') return [true, '1', [1], { value: 1 }];
  if (kind === 'boolean') return ['maybe', 2, 'true', 1, [true]];
  const values = s.enum ?? [];
  return [
    'not-in-the-list',
    [values[0]],
    ...values
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.toUpperCase())
      .filter((v) => !values.includes(v)),
  ];
}

/** Every int / number / boolean / enum field of a JSON body schema, with its path. */
function bodyFields(
  s: Schema | undefined,
  path: (string | number)[] = [],
): { path: (string | number)[]; kind: Kind; schema: Schema }[] {
  if (!s) return [];
  const kind = path.length > 0 ? kindOf(s, 'body') : null;
  if (kind) return [{ path, kind, schema: s }];
  const out: { path: (string | number)[]; kind: Kind; schema: Schema }[] = [];
  for (const [name, child] of Object.entries(s.properties ?? {})) out.push(...bodyFields(child, [...path, name]));
  if (s.items) out.push(...bodyFields(s.items, [...path, 0]));
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) out.push(...bodyFields(branch, path));
  return out;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    if (node[key] === undefined || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

describe('the strict-type walk over the API document', () => {
  it('refuses wrong types in every integer, boolean and enum field of every route with 400, naming the field, changing nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(40);

    const problems: string[] = [];
    const walked = new Set<string>();
    let sent = 0;
    for (const { path, method, op } of operations) {
      const name = `${method} ${path}`;
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;

      // Every path parameter is declared, and one that names a number is typed as one.
      for (const [, p] of path.matchAll(/\{([^}]+)\}/g)) {
        const declared = params.find((x) => x.in === 'path' && x.name === p);
        if (!declared) problems.push(`${name}: path parameter ${p} has no schema`);
      }
      for (const p of params) {
        if ((p.in === 'path' || p.in === 'query') && NUMERIC_NAME.test(p.name) && kindOf(p.schema, p.in) !== 'int') {
          problems.push(
            `${name}: ${p.in} parameter ${p.name} is not a canonical integer (${JSON.stringify(p.schema)})`,
          );
        }
      }
      for (const f of bodyFields(bodySchema)) {
        const last = String(f.path[f.path.length - 1]);
        if (NUMERIC_NAME.test(last) && f.kind !== 'int')
          problems.push(`${name}: body field ${f.path.join('.')} is not an integer`);
      }

      const pathValue = (p: Parameter) =>
        kindOf(p.schema, 'path') ? String(example(p.schema)) : (TEXT_PARAMS[p.name] ?? String(example(p.schema)));
      const urlWith = (override?: { name: string; value: string }) =>
        path.replace(/\{([^}]+)\}/g, (_, p: string) => {
          const param = params.find((x) => x.in === 'path' && x.name === p);
          const value = override?.name === p ? override.value : param ? pathValue(param) : '1';
          return encodeURIComponent(value);
        });
      const requiredQuery = params.filter((p) => p.in === 'query' && p.required);
      const queryWith = (override?: { name: string; value: string }) => {
        const q = new URLSearchParams();
        for (const p of requiredQuery) if (p.name !== override?.name) q.set(p.name, String(example(p.schema)));
        if (override) q.set(override.name, override.value);
        const s = q.toString();
        return s ? `?${s}` : '';
      };
      const validBody = bodySchema ? (VALID_BODIES[name] ?? example(bodySchema)) : undefined;

      const cases: { field: string; where: string; url: string; payload?: unknown }[] = [];
      for (const p of params) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        const kind = kindOf(p.schema, p.in);
        if (!kind) continue;
        for (const bad of wrongValues(kind, p.in, p.schema!)) {
          const override = { name: p.name, value: String(bad) };
          cases.push({
            field: p.name,
            where: p.in === 'path' ? 'params' : 'querystring',
            url: p.in === 'path' ? urlWith(override) + queryWith() : urlWith() + queryWith(override),
            payload: validBody,
          });
        }
      }
      for (const f of bodyFields(bodySchema)) {
        for (const bad of wrongValues(f.kind, 'body', f.schema)) {
          cases.push({
            field: f.path.join('.'),
            where: 'body',
            url: urlWith() + queryWith(),
            payload: setAt(validBody, f.path, bad),
          });
        }
      }
      if (cases.length === 0) continue;
      walked.add(name);

      const before = await fingerprint(t.database);
      for (const c of cases) {
        const res = await t.as('admin', {
          method: method as 'GET',
          url: c.url,
          ...(c.payload === undefined ? {} : { payload: c.payload as object }),
          remoteAddress: `198.18.${Math.floor(++sent / 250) % 250}.${sent % 250}`,
        });
        const label = `${name} ${c.where} ${c.field}: ${c.url} ${JSON.stringify(c.payload)?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode !== 400) {
          problems.push(`not refused: ${label}`);
          continue;
        }
        const raw = res.json<{ error: { details?: unknown } }>().error.details;
        const details = Array.isArray(raw) ? (raw as Detail[]) : [];
        if (!details.some((d) => d.field === c.field && d.in === c.where))
          problems.push(`field not named in details: ${label}`);
        // The rest of the request was valid: only the changed field (or a part of it) is refused.
        const others = details.filter((d) => d.field !== c.field && !d.field.startsWith(`${c.field}.`));
        if (others.length > 0) problems.push(`other fields refused (fix the valid example of ${name}): ${label}`);
        if (details.some((d) => !VIETNAMESE_LETTER.test(d.message)))
          problems.push(`message not in Vietnamese: ${label}`);
      }
      if ((await fingerprint(t.database)) !== before) problems.push(`${name}: refused requests changed the database`);
    }

    expect(problems).toEqual([]);
    // The walk reaches the fields the issue names, and grows with the document.
    for (const name of [
      'POST /api/auth/register',
      'PUT /api/users/{id}',
      'POST /api/orders',
      'GET /api/products',
      'GET /api/products/{id}',
      'PATCH /api/orders/{id}/status',
      'PATCH /api/rights/{id}',
    ]) {
      expect(walked, name).toContain(name);
    }
    expect(sent).toBeGreaterThan(300);
  }, 120_000);

  it('the multipart upload refuses a text field in place of the file, and changes nothing', async () => {
    const before = await fingerprint(t.database);
    const boundary = 'strict-walk';
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/images/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"\r\n\r\n1\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe('Vui lòng chọn file ảnh');
    expect(await fingerprint(t.database)).toBe(before);
  });
});

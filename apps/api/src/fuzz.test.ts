import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.ts';
import { fingerprint } from './test/fingerprint.ts';
import { errorResponse } from '@shop/core/schemas/common';

/**
 * A generated bad-input test of every route: for each route and every field of its schema, wrong
 * types, boundary and huge values, missing fields and junk bodies. No answer may be a 5xx, and a
 * request the API refused must leave the database unchanged.
 */
const t = useTestApp();

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const BAD_SCALARS: unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(100_000),
  -1,
  0,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -(2 ** 53),
  1e308,
  true,
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\u0000',
  '😀'.repeat(1000),
  '../../etc/passwd',
];
const BAD_PARAMS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '%00',
  '..%2f..%2fetc',
  'x'.repeat(3000),
  '1e3',
  ' 1',
];
const BAD_QUERY = ['', '-1', 'abc', '1e309', 'x'.repeat(5000), '[]', 'null', '%', '1,2,abc', ',,,', 'true', '0'];
/**
 * A route that declares no query string never reads one (nothing validates or parses it): these show
 * that its unknown names are ignored or refused, whatever they hold (the twelve above go to the names
 * of routes that declare a query string).
 */
const BAD_UNREAD_QUERY = ['', 'x'.repeat(5000), '%', '[]'];
/**
 * A field declared as a string refuses every number in the same way (the schema checks the type
 * before anything else; none coerces a number to a string): of BAD_SCALARS' numbers it gets these two.
 */
const NUMBERS_FOR_A_STRING: unknown[] = [-1, 1e308];
const badValuesOf = (schema: JsonSchema) =>
  schema.type === 'string'
    ? BAD_SCALARS.filter((v) => typeof v !== 'number' || NUMBERS_FOR_A_STRING.includes(v))
    : BAD_SCALARS;

function operationOf(
  spec: { paths: Record<string, Record<string, Operation>> },
  method: string,
  url: string,
): Operation | undefined {
  const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
  return spec.paths[path]?.[method.toLowerCase()];
}

function bodies(schema: JsonSchema | undefined): unknown[] {
  const out: unknown[] = [
    undefined,
    null,
    {},
    [],
    'text',
    42,
    { __proto__: { admin: true } },
    { a: { b: { c: { d: { e: 'deep' } } } } },
  ];
  const props = schema?.properties ?? {};
  const valid: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(props))
    valid[k] =
      s.enum?.[0] ??
      (s.type === 'number' || s.type === 'integer' ? 1 : s.type === 'boolean' ? true : s.type === 'array' ? [] : 'a');
  for (const key of Object.keys(props)) {
    for (const bad of badValuesOf(props[key]!)) out.push({ ...valid, [key]: bad });
    const { [key]: _dropped, ...missing } = valid;
    out.push(missing);
  }
  out.push({ ...valid, unexpected: 'field', id: 1 });
  return out;
}

async function send(
  app: FastifyInstance,
  token: string | null,
  method: string,
  url: string,
  payload?: unknown,
  raw?: string,
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (raw !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: raw ?? (payload === undefined ? undefined : (payload as object)),
  });
}

describe('bad input to every route', () => {
  it('never answers 5xx and refused requests change nothing', async () => {
    const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const admin = await t.token('admin');
    let requests = 0;
    // The digest of every row (read again only when something was written: fingerprint.ts).
    let known = await fingerprint(t.database);
    for (const route of t.app.routeRules) {
      if (route.url === '/api/auth/logout') continue; // would end the admin session used here
      const op = operationOf(spec, route.method, route.url);
      const token = route.access === 'public' ? null : admin;
      const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const queryNames = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
      const cases: { url: string; payload?: unknown; raw?: string }[] = [];
      const baseUrl = route.url.replace(/:([A-Za-z]+)/g, '1');
      for (const p of params)
        for (const bad of BAD_PARAMS)
          cases.push({ url: route.url.replace(`:${p}`, encodeURIComponent(bad)).replace(/:([A-Za-z]+)/g, '1') });
      for (const q of [...queryNames, 'filter[limit]', 'unknown'])
        for (const bad of queryNames.length > 0 ? BAD_QUERY : BAD_UNREAD_QUERY)
          cases.push({ url: `${baseUrl}?${encodeURIComponent(q)}=${encodeURIComponent(bad)}` });
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const payload of bodies(bodySchema)) cases.push({ url: baseUrl, payload });
        cases.push({ url: baseUrl, raw: '{"broken": ' }, { url: baseUrl, raw: '[' + '['.repeat(5000) });
      }

      let allRefused = true;
      for (const c of cases) {
        const res = await send(t.app, token, route.method, c.url, c.payload, c.raw);
        requests++;
        const label = `${route.method} ${c.url.slice(0, 120)} ${JSON.stringify(c.payload)?.slice(0, 120) ?? c.raw?.slice(0, 20) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode < 400) allRefused = false;
        if (res.statusCode >= 400) expect(() => errorResponse.parse(JSON.parse(res.body)), label).not.toThrow();
      }
      const after = await fingerprint(t.database);
      if (allRefused) expect(after, `${route.method} ${route.url}: a refused request changed the database`).toBe(known);
      known = after;
    }
    expect(requests).toBeGreaterThan(1000);
  }, 600_000);
});

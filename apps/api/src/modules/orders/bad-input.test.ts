import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images, orderHistory, orderLines, orders, settings, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';

/**
 * Generated bad input for every route of the image library, settings, users, orders and dashboard:
 * wrong types, missing fields, huge strings, negative / non-numeric / too large ids and unknown query
 * values. None may answer 5xx, and nothing may change.
 */
const t = useTestApp();

const PREFIXES = ['/api/images', '/api/settings', '/api/users', '/api/orders', '/api/dashboard'];
const HUGE = 'Đ'.repeat(200_000);

const BAD_IDS = ['-1', '0', 'abc', '1.5', '1e3', '2147483648', '9'.repeat(30), '%00', '%2e%2e', 'null'];
const BAD_KEYS = ['k'.repeat(100), '%2e%2e%2fetc', 'a%20b', '%00', 'constructor', '__proto__'];
const BAD_QUERIES = [
  'limit=-1',
  'limit=abc',
  'limit=1e309',
  'skip=-5',
  'skip=99999999999999999999',
  `search=${'x'.repeat(1000)}`,
  'status=unknown',
  'status=pending&status=shipped',
  'filter[limit]=-5',
  'filter[skip]=NaN',
  'filter[limit]=1&filter[limit]=2',
  'filter=%7B%22limit%22%3A5%7D',
  'unknown=1',
  'search=%00',
  'search=a%00b',
];
const BAD_BODIES: unknown[] = [
  {},
  [],
  'chuỗi',
  42,
  null,
  true,
  { key: 1, value: {}, description: [] },
  { key: HUGE, value: HUGE },
  { key: 'homepage.bannerAndSlogan', value: '{"bannerImage": 5}' },
  { key: 'homepane.featuredimages', value: '[{"id":"x"}]' },
  { ids: 'all' },
  { ids: [null, -1, 'x'] },
  { ids: Array.from({ length: 1000 }, (_, i) => i + 1) },
  { status: 'lost' },
  { status: ['pending'] },
  { username: HUGE, email: 'x', firstName: 1, lastName: null, roleId: 'admin', isActive: 'yes', password: 5 },
  { username: 'hop.le', email: 'a@b.vn', firstName: 'A', lastName: 'B', roleId: 2_147_483_648, isActive: true },
  { username: 'hop.le', email: 'a@b.vn', firstName: 'A', lastName: 'B', roleId: -1, isActive: true },
  { customer: HUGE, phone: '0901234567', items: [{ productId: 1, variantId: 1 }] },
  { customer: 'A', phone: '0901234567', items: [{ productId: '1e400', variantId: 1 }] },
  { customer: 'A', phone: '0901234567', items: { productId: 1 } },
  { customer: ['A'], phone: { n: 1 }, items: [[]] },
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
  // PostgreSQL text cannot hold NUL: refused before the database.
  { key: 'a.b', value: 'x\u0000y' },
  { key: 'a.b', value: 'x', description: 'a\u0000' },
  { key: 'a\u0000b', value: 'x' },
  { customer: 'A\u0000', phone: '0901234567', items: [{ productId: 1, variantId: 1 }] },
  { customer: 'A', phone: '0901234567', note: '\u0000', items: [{ productId: 1, variantId: 1 }] },
  {
    customer: 'A',
    phone: '0901234567',
    shippingAddress: { province: 'Thành phố Huế', ward: 'x', street: 'x\u0000' },
    items: [{ productId: 1, variantId: 1 }],
  },
  { customer: 'A', phone: '0901234567', email: 'a\u0000@b.vn', items: [{ productId: 1, variantId: 1 }] },
  { username: 'hop.le', email: 'a@b.vn', firstName: 'A\u0000', lastName: 'B', roleId: 2, isActive: true },
  { username: 'hop.le', email: 'a@b.vn', firstName: 'A', lastName: '\u0000', roleId: 2, isActive: true },
  '{"key": "theme", "value": "dark"',
];

async function snapshot(): Promise<string> {
  const db = t.database.db;
  const [s, u, i, o, l, h] = await Promise.all([
    db.select().from(settings).orderBy(asc(settings.key)),
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        hash: users.passwordHash,
        roleId: users.roleId,
        isActive: users.isActive,
      })
      .from(users)
      .orderBy(asc(users.id)),
    db.select().from(images).orderBy(asc(images.id)),
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(orderLines).orderBy(asc(orderLines.id)),
    db.select().from(orderHistory).orderBy(asc(orderHistory.id)),
  ]);
  return JSON.stringify({ s, u, i, o, l, h });
}

describe('bad input to the library, settings, users, orders and dashboard routes', () => {
  it('never answers 5xx and changes nothing', async () => {
    await t.token('admin');
    const before = await snapshot();
    const routes = t.app.routeRules.filter((r) => PREFIXES.some((p) => r.url.startsWith(p)));
    expect(routes.length).toBeGreaterThanOrEqual(15);
    let sent = 0;
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      // [url, bodies]: bad path values with an empty body; every bad body on a real id or the plain path.
      const cases: [string, unknown[]][] = [];
      if (route.url.includes(':id')) {
        for (const id of BAD_IDS) cases.push([route.url.replace(':id', id), hasBody ? [{}] : [undefined]]);
        if (hasBody) cases.push([route.url.replace(':id', '1'), BAD_BODIES]);
      } else if (route.url.includes(':key')) {
        for (const key of BAD_KEYS)
          if (route.method !== 'DELETE' || key !== 'constructor')
            cases.push([route.url.replace(':key', key), [undefined]]);
      } else {
        cases.push([route.url, hasBody ? BAD_BODIES : [undefined]]);
        if (route.method === 'GET') for (const q of BAD_QUERIES) cases.push([`${route.url}?${q}`, [undefined]]);
      }

      for (const [url, bodies] of cases) {
        for (const body of bodies) {
          const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
          const res = await t.as('admin', {
            method: route.method as 'GET',
            url,
            payload,
            headers: payload === undefined ? {} : { 'content-type': 'application/json' },
            remoteAddress: `198.51.100.${sent % 250}`,
          });
          sent++;
          const label = `${route.method} ${url.slice(0, 80)} ${String(payload).slice(0, 60)} → ${res.statusCode}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (hasBody && res.statusCode < 400) throw new Error(`accepted: ${label}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(await snapshot()).toBe(before);
  }, 180_000);
});

import type { Brand } from '@shop/core/schemas/brand';
import type { Category } from '@shop/core/schemas/category';
import type { Size } from '@shop/core/schemas/size';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { foldText, NAME_TAKEN } from '@shop/core/text';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

// Brand, category, size and sub-brand (within its brand) names are unique compared folded: case,
// marks and spacing ignored. A duplicate is a 409 "Tên đã tồn tại" at the name field.

const t = useTestApp();

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as('admin', { method, url, payload });
async function list<T>(url: string): Promise<T[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T[]>();
}
function expectNameTaken(res: { statusCode: number; json: () => unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({
    error: {
      statusCode: 409,
      code: 'CONFLICT',
      message: NAME_TAKEN,
      details: [{ field: 'name', message: NAME_TAKEN }],
    },
  });
}

describe('unique names', () => {
  it('refuses a brand whose name differs from another only in case, marks or spacing', async () => {
    for (const name of [' rolex ', 'RÔLEX', 'Rolex', 'rolex']) {
      expectNameTaken(await send('POST', '/api/brands', { name }));
    }
    const before = await list<Brand>('/api/brands');
    expect(before.filter((b) => b.name.toLowerCase().includes('rolex')).map((b) => b.name)).toEqual(['Rolex']);

    // Words apart are another name.
    const tag = await send('POST', '/api/brands', { name: 'Tag Heuer' });
    expect(tag.statusCode, tag.body).toBe(201);
    const joined = await send('POST', '/api/brands', { name: 'TagHeuer' });
    expect(joined.statusCode, joined.body).toBe(201);
    expectNameTaken(await send('POST', '/api/brands', { name: '  TAG   heuer' }));

    // A rename onto another brand's name is refused and changes nothing; a brand keeps its own name
    // in another spelling.
    const omega = before.find((b) => b.name === 'Omega')!;
    expectNameTaken(await send('PUT', `/api/brands/${omega.id}`, { name: 'Rôlex' }));
    expect((await list<Brand>('/api/brands')).find((b) => b.id === omega.id)!.name).toBe('Omega');
    const respelt = await send('PUT', `/api/brands/${omega.id}`, { name: 'OMEGA' });
    expect(respelt.statusCode, respelt.body).toBe(200);
    expect(respelt.json<Brand>().name).toBe('OMEGA');
  });

  it('refuses duplicate category and size names', async () => {
    expectNameTaken(await send('POST', '/api/categories', { name: 'dong ho nam' }));
    expectNameTaken(await send('POST', '/api/categories', { name: 'ĐỒNG HỒ  NAM' }));
    const other = await send('POST', '/api/categories', { name: 'Đồng hồ Nam Nữ' });
    expect(other.statusCode, other.body).toBe(201);
    const cats = await list<Category>('/api/categories');
    expect(cats.filter((c) => c.name === 'Đồng hồ Nam')).toHaveLength(1);
    expectNameTaken(await send('PUT', `/api/categories/${other.json<Category>().id}`, { name: 'Đồng Hồ Nữ' }));

    expectNameTaken(await send('POST', '/api/sizes', { name: ' 40MM ', diameter: '40 mm' }));
    const size = await send('POST', '/api/sizes', { name: '40 mm', diameter: '40 mm' });
    expect(size.statusCode, size.body).toBe(201);
    expectNameTaken(await send('PUT', `/api/sizes/${size.json<Size>().id}`, { name: '42mm', diameter: '42 mm' }));
    expect((await list<Size>('/api/sizes')).map((s) => s.name)).toEqual([
      '28mm',
      '32mm',
      '36mm',
      '40mm',
      '42mm',
      '40 mm',
    ]);
  });

  it('refuses a duplicate sub-brand name within its brand, not in another brand', async () => {
    const brands = await list<Brand>('/api/brands');
    const rolex = brands.find((b) => b.name === 'Rolex')!;
    const seiko = brands.find((b) => b.name === 'Seiko')!;
    expectNameTaken(await send('POST', '/api/sub-brands', { name: 'DAYTONA', brandId: rolex.id }));
    const elsewhere = await send('POST', '/api/sub-brands', { name: 'Daytona', brandId: seiko.id });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const subs = await list<SubBrand>(`/api/sub-brands?brandId=${rolex.id}`);
    const datejust = subs.find((s) => s.name === 'Datejust')!;
    expectNameTaken(
      await send('PUT', `/api/sub-brands/${datejust.id}`, { name: 'submariner', brandId: rolex.id, isActive: true }),
    );
  });

  it('renames later duplicates written without the folded name on the next start, deleting nothing', async () => {
    // Rows as they were before the key existed (or written by hand in SQL).
    await t.database.db.execute(sql`insert into brands (name) values ('LONGINES'), ('Lóngines'), ('Zenith')`);
    await t.database.db.execute(sql`insert into sizes (name, diameter) values ('28MM', '28 mm')`);
    const { renamed } = await t.database.migrate();
    expect(renamed.map(({ table, from, to }) => ({ table, from, to }))).toEqual([
      { table: 'brands', from: 'LONGINES', to: 'LONGINES (2)' },
      { table: 'brands', from: 'Lóngines', to: 'Lóngines (3)' },
      { table: 'sizes', from: '28MM', to: '28MM (2)' },
    ]);
    const names = (await list<Brand>('/api/brands')).map((b) => b.name);
    expect(names.filter((n) => /longines|zenith/.test(foldText(n)))).toEqual([
      'Longines',
      'LONGINES (2)',
      'Lóngines (3)',
      'Zenith',
    ]);
    // The renamed rows are unique now too.
    expectNameTaken(await send('POST', '/api/brands', { name: 'longines (2)' }));
    // A start with nothing to fill renames nothing.
    expect((await t.database.migrate()).renamed).toEqual([]);
  });
});

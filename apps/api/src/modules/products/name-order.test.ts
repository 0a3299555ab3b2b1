import type { Brand } from '@shop/core/schemas/brand';
import type { Category } from '@shop/core/schemas/category';
import type { Product } from '@shop/core/schemas/product';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// Name sorts follow the Vietnamese alphabet, without regard to case, with tone marks as a second
// key: the API's lists come in that order on PGlite and PostgreSQL alike.
const NAMES = ['Bảo', 'ân', 'Anh', 'Ăn', 'Ánh', 'đức', 'Dũng', 'ê', 'Em'];
const ORDERED = ['Anh', 'Ánh', 'Ăn', 'ân', 'Bảo', 'Dũng', 'đức', 'Em', 'ê'];
// Brand, sub-brand and category names are unique compared without marks (docs/product/back-office.md),
// so theirs differ in more than the tone.
const UNIQUE_NAMES = ['Bảo', 'ân', 'Anh', 'Ăm', 'đức', 'Dũng', 'ê', 'Em'];
const UNIQUE_ORDERED = ['Anh', 'Ăm', 'ân', 'Bảo', 'Dũng', 'đức', 'Em', 'ê'];

const t = useTestApp();

async function post<T>(url: string, payload: object): Promise<T> {
  const res = await t.as('admin', { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}
async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const namesOf = (rows: { name: string }[], only: string[]) => rows.map((r) => r.name).filter((n) => only.includes(n));

describe('Vietnamese name order', () => {
  let brandId = 0;

  it('sorts brands, sub-brands and categories', async () => {
    for (const name of UNIQUE_NAMES) await post<Brand>('/api/brands', { name, showOnHomepage: true });
    expect(namesOf(await get<Brand[]>('/api/brands'), UNIQUE_NAMES)).toEqual(UNIQUE_ORDERED);
    expect(namesOf(await get<Brand[]>('/api/brands/homepage'), UNIQUE_NAMES)).toEqual(UNIQUE_ORDERED);
    expect(namesOf(await get<Brand[]>('/api/brands/with-product-count'), UNIQUE_NAMES)).toEqual(UNIQUE_ORDERED);

    brandId = (await get<Brand[]>('/api/brands')).find((b) => b.name === 'Anh')!.id;
    for (const name of UNIQUE_NAMES) await post<SubBrand>('/api/sub-brands', { name, brandId });
    expect(namesOf(await get<SubBrand[]>(`/api/sub-brands?brandId=${brandId}`), UNIQUE_NAMES)).toEqual(UNIQUE_ORDERED);

    for (const name of UNIQUE_NAMES) await post<Category>('/api/categories', { name });
    expect(namesOf(await get<Category[]>('/api/categories'), UNIQUE_NAMES)).toEqual(UNIQUE_ORDERED);
  });

  it('sorts products by name (order=name ASC), and a rename moves the product', async () => {
    const images = (await get<{ products: Product[] }>('/api/products?limit=1')).products[0]!.images.slice(0, 1);
    const ids: Record<string, number> = {};
    for (const name of NAMES) {
      const p = await post<Product>('/api/products', { name, description: 'Mô tả', brandId, gender: 'unisex', images });
      ids[name] = p.id;
    }
    const list = async () =>
      (await get<{ products: Product[] }>(`/api/products?brandIds=${brandId}&order=name%20ASC&limit=50`)).products;
    expect(namesOf(await list(), NAMES)).toEqual(ORDERED);

    // Renamed, it moves to its new place.
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/products/${ids['Bảo']}`,
      payload: { name: 'Ấn', description: 'Mô tả', brandId, gender: 'unisex', images },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).map((p) => p.name)).toEqual(['Anh', 'Ánh', 'Ăn', 'ân', 'Ấn', 'Dũng', 'đức', 'Em', 'ê']);
  });

  it('keeps the order after a brand is renamed', async () => {
    const brands = await get<Brand[]>('/api/brands');
    const em = brands.find((b) => b.name === 'Em')!;
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/brands/${em.id}`,
      payload: { name: 'Ă', showOnHomepage: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = namesOf(await get<Brand[]>('/api/brands'), [...UNIQUE_NAMES, 'Ă']);
    expect(names).toEqual(['Anh', 'Ă', 'Ăm', 'ân', 'Bảo', 'Dũng', 'đức', 'ê']);
  });

  it('gives rows written without a key (before the key existed, or by hand) theirs on the next start', async () => {
    await t.database.db.execute(sql`insert into brands (name) values ('Ấp'), ('ăng')`);
    await t.database.migrate();
    const names = namesOf(await get<Brand[]>('/api/brands'), [...UNIQUE_NAMES, 'Ă', 'Ấp', 'ăng']);
    expect(names).toEqual(['Anh', 'Ă', 'Ăm', 'ăng', 'ân', 'Ấp', 'Bảo', 'Dũng', 'đức', 'ê']);
  });
});

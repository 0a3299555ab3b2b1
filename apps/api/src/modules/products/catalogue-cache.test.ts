import { productBodyOf, type Product } from '@shop/core/schemas/product';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app.ts';

// The catalogue cache (lib/catalogue-cache.ts): repeated public reads cost one lookup of the
// versions on PostgreSQL and none on the embedded PGlite (the versions are kept in memory), every
// change, whoever makes it, is seen by the next request, and an edit of one product leaves every
// other product's answer cached.
const t = useTestApp();

async function get(url: string) {
  const before = t.database.queryCount();
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: res.body, statements: t.database.queryCount() - before };
}
const listUrl = '/api/products?include=variants,brand&brandIds=1&limit=5';
/** Statements a cached answer costs: the versions' lookup on PostgreSQL, nothing on PGlite. */
const versionReads = () => (t.database.kind === 'pglite' ? 0 : 1);

describe('catalogue cache', () => {
  it('answers a repeated question from memory: the same JSON, no catalogue query', async () => {
    for (const url of [listUrl, '/api/products?search=rolex', '/api/products/featured?limit=3', '/api/products/1']) {
      const first = await get(url);
      const again = await get(url);
      expect(again.body, url).toBe(first.body);
      expect(again.statements, url).toBe(versionReads());
    }
  });

  it('treats spellings of the same query as one question', async () => {
    const a = await get('/api/products?limit=12&skip=0');
    const b = await get('/api/products');
    expect(b.body).toBe(a.body);
    expect(b.statements).toBe(versionReads());
  });

  it('sees a change made outside this process (plain SQL, as another server would) on the next request', async () => {
    const before = JSON.parse((await get('/api/products/1')).body) as Product;
    await get(listUrl);
    await t.database.db.execute(sql`update products set name = 'Đồng hồ Đổi Tên' where id = 1`);
    const after = JSON.parse((await get('/api/products/1')).body) as Product;
    expect(after.name).toBe('Đồng hồ Đổi Tên');
    expect(after.slug).toBe('1-dong-ho-doi-ten');
    const list = JSON.parse((await get(listUrl)).body) as { products: Product[] };
    expect(list.products.map((p) => p.name)).toContain('Đồng hồ Đổi Tên');
    await t.database.db.execute(sql`update products set name = ${before.name} where id = 1`);
    expect((JSON.parse((await get('/api/products/1')).body) as Product).name).toBe(before.name);
  });

  it('sees API writes to related rows: a brand rename and a variant price', async () => {
    const brandOf = async () =>
      (JSON.parse((await get(listUrl)).body) as { products: Product[] }).products[0]!.brand!.name;
    expect(await brandOf()).toBe('Rolex');
    const brand = (await t.app.inject({ method: 'GET', url: '/api/brands' }))
      .json<{ id: number; name: string }[]>()
      .find((b) => b.id === 1)!;
    const renamed = await t.as('admin', {
      method: 'PUT',
      url: '/api/brands/1',
      payload: { ...brand, name: 'Rolex SA' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await brandOf()).toBe('Rolex SA');

    const product = JSON.parse((await get('/api/products/1')).body) as Product;
    const variant = product.variants![0]!;
    const cheaper = await t.as('admin', {
      method: 'PUT',
      url: `/api/product-variants/${variant.id}`,
      payload: { productId: 1, name: variant.name, sizeId: variant.sizeId, price: 1_000_000, discount: 0 },
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect((JSON.parse((await get('/api/products/1')).body) as Product).lowestPrice).toBe(1_000_000);
  });

  it('keeps every other product cached after an edit of one product; lists are asked again', async () => {
    const other = await get('/api/products/2');
    await get('/api/products/1');
    await get(listUrl);
    const product = JSON.parse((await get('/api/products/1')).body) as Product;
    const edited = await t.as('admin', {
      method: 'PUT',
      url: '/api/products/1',
      payload: { ...productBodyOf(product), description: 'Mô tả mới sau khi sửa' },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const again = await get('/api/products/2');
    expect(again.body).toBe(other.body);
    expect(again.statements).toBe(versionReads());
    const changed = await get('/api/products/1');
    expect((JSON.parse(changed.body) as Product).description).toBe('Mô tả mới sau khi sửa');
    expect(changed.statements).toBeGreaterThan(versionReads());
    expect((await get(listUrl)).statements).toBeGreaterThan(versionReads());
  });

  it('does not keep refusals: an unknown product is looked up again once it exists', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/424242' });
    expect(missing.statusCode).toBe(404);
    const [row] = (
      await t.database.db
        .execute(sql`insert into products (id, name, description, brand_id, gender, images, search_text)
        values (424242, 'Đồng hồ Mới', 'Mô tả', 1, 'male', '[]', 'dong ho moi') returning id`)
    ).rows as { id: number }[];
    expect(row!.id).toBe(424242);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/424242' })).json<Product>().name).toBe(
      'Đồng hồ Mới',
    );
  });

  it('can be turned off with CATALOGUE_CACHE_MB=0', async () => {
    const off = await createTestApp({ CATALOGUE_CACHE_MB: '0' });
    try {
      const count = async () => {
        const before = off.database.queryCount();
        expect((await off.app.inject({ method: 'GET', url: '/api/products?limit=3' })).statusCode).toBe(200);
        return off.database.queryCount() - before;
      };
      // The question's counts (kept per catalogue version, repository-list.ts), then the page.
      expect(await count()).toBe(2);
      expect(await count()).toBe(1);
      expect(await count()).toBe(1);
    } finally {
      await off.close();
    }
  });
});

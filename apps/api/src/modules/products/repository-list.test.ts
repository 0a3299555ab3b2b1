import { compareNames } from '@shop/core/name-sort';
import { PRODUCT_ORDERS, type ProductOrder } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import { foldText } from '@shop/core/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { productsRepository } from './repository.ts';

// Catalogue pages and totals (repository-list.ts): pages read tier by tier in the chosen order's
// index, totals counted once per question and catalogue version.
let t: TestApp;
/** Every demo product with its relations, as the API lists them. */
let all: Product[];

/** A sports watch whose name says it is a man's watch, outside the category Đồng hồ Nam. */
const NAMED_FOR_MEN = 'Seiko lặn biển: đồng hồ cho nam';

beforeAll(async () => {
  t = await createTestApp();
  const demo = (await list(t, 'limit=100&include=category')).products;
  const sport = demo.find((p) => p.category?.name === 'Đồng hồ Thể Thao')!;
  const created = await t.as('admin', {
    method: 'POST',
    url: '/api/products',
    payload: {
      name: NAMED_FOR_MEN,
      description: 'Đồng hồ lặn',
      brandId: sport.brandId,
      categoryId: sport.categoryId,
      gender: 'male',
      images: sport.images,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  all = (await list(t, 'limit=100&include=brand,category,subBrand')).products;
});
afterAll(() => t.close());

async function list(app: TestApp, query: string): Promise<{ products: Product[]; total: number }> {
  const res = await app.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (products: Product[]) => products.map((p) => p.id);
const textOf = (p: Product) =>
  foldText([p.name, p.brand?.name, p.subBrand?.name, p.category?.name].filter(Boolean).join(' '));

/**
 * The storefront's ranking, written out: the name starting with the words, holding them as whole
 * words, inside words, holding every word apart; then through the brand, sub-brand or category…
 */
function tierOf(p: Product, phrase: string): number {
  const name = foldText(p.name);
  const text = textOf(p);
  if (text.startsWith(phrase)) return 0;
  if (` ${name} `.includes(` ${phrase} `)) return 1;
  if (name.includes(phrase)) return 2;
  if (phrase.split(' ').every((w) => name.includes(w))) return 3;
  if (` ${text} `.includes(` ${phrase} `)) return 4;
  if (text.includes(phrase)) return 5;
  return 6;
}
const nullsLast = (a: Product, b: Product, dir: 1 | -1) => {
  if (a.lowestPrice === null || b.lowestPrice === null)
    return (a.lowestPrice === null ? 1 : 0) - (b.lowestPrice === null ? 1 : 0) || dir * (a.id - b.id);
  return dir * (a.lowestPrice - b.lowestPrice) || dir * (a.id - b.id);
};
const ORDERS: Record<ProductOrder, (a: Product, b: Product) => number> = {
  'featured DESC, createdAt DESC': (a, b) =>
    Number(b.featured) - Number(a.featured) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  'createdAt DESC': (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  'name ASC': (a, b) => compareNames(a.name, b.name) || a.id - b.id,
  'price ASC': (a, b) => nullsLast(a, b, 1),
  'price DESC': (a, b) => nullsLast(a, b, -1),
};

/** What a search must answer, computed here from the products: the matches, best tier first, then the order. */
function expected(search: string, order: ProductOrder): Product[] {
  const words = [...new Set(foldText(search).split(' ').filter(Boolean))];
  const phrase = words.join(' ');
  return all
    .filter((p) => words.every((w) => textOf(p).includes(w)))
    .sort((a, b) => (words.length ? tierOf(a, phrase) - tierOf(b, phrase) : 0) || ORDERS[order](a, b));
}

const QUESTIONS = ['', 'dong ho', 'nam', 'dong ho nam', 'rolex', 'mat', 'date', 'nu dong'];

describe('catalogue pages', () => {
  it.each(PRODUCT_ORDERS)(
    'ranks every search best tier first, then by %s, and pages through it with the same exact total on every page, the last one included',
    async (order) => {
      for (const q of QUESTIONS) {
        const want = ids(expected(q, order));
        expect(want.length, q).toBeGreaterThan(0);
        const base = `search=${encodeURIComponent(q)}&order=${encodeURIComponent(order)}`;
        for (const limit of [5, 12]) {
          const seen: number[] = [];
          for (let skip = 0; skip < want.length; skip += limit) {
            const page = await list(t, `${base}&limit=${limit}&skip=${skip}`);
            expect(page.total, `${q} ${skip}`).toBe(want.length);
            seen.push(...ids(page.products));
          }
          expect(seen, `${q} by ${limit}`).toEqual(want);
          const last = Math.floor((want.length - 1) / limit) * limit;
          expect(ids((await list(t, `${base}&limit=${limit}&skip=${last}`)).products)).toEqual(want.slice(last));
          expect(await list(t, `${base}&limit=${limit}&skip=${want.length}`)).toEqual({
            products: [],
            total: want.length,
          });
        }
      }
    },
  );

  it('gives the same pages whether a tier is read along the order’s index or gathered from the trigram index', async () => {
    const walk = productsRepository(t.database.db, { readStrategy: 'walk' });
    const gather = productsRepository(t.database.db, { readStrategy: 'gather' });
    for (const q of ['dong ho', 'nam', 'rolex sub', 'mat xanh']) {
      for (const order of PRODUCT_ORDERS) {
        const want = ids(expected(q, order));
        for (const [skip, limit] of [
          [0, 5],
          [5, 7],
          [Math.max(want.length - 3, 0), 5],
        ] as const) {
          const o = { search: q, order, skip, limit, include: undefined };
          const a = await walk.list(o);
          const b = await gather.list(o);
          expect(ids(a.products), `${q} ${order} ${skip}`).toEqual(want.slice(skip, skip + limit));
          expect(ids(b.products), `${q} ${order} ${skip}`).toEqual(want.slice(skip, skip + limit));
          expect([a.total, b.total]).toEqual([want.length, want.length]);
        }
      }
    }
  });

  it('shows a product whose name holds every typed word before those found through their category', async () => {
    // Many demo watches are in the category Đồng hồ Nam; this one only says so in its name.
    const five = await list(t, `search=${encodeURIComponent('dong ho nam')}&limit=5`);
    expect(five.products.map((p) => p.name)).toContain(NAMED_FOR_MEN);
    expect(five.total).toBeGreaterThan(5);
  });

  it('combines the search with filters in the total and the page', async () => {
    const { products, total } = await list(t, 'search=dong%20ho&gender=female&limit=3&skip=3');
    const want = expected('dong ho', 'featured DESC, createdAt DESC').filter((p) => p.gender === 'female');
    expect(total).toBe(want.length);
    expect(ids(products)).toEqual(ids(want.slice(3, 6)));
  });
});

describe('catalogue totals', () => {
  let off: TestApp;
  beforeAll(async () => {
    // The answer cache off: what is kept is only the question's count.
    off = await createTestApp({ CATALOGUE_CACHE_MB: '0' });
  });
  afterAll(() => off.close());

  const statements = async (query: string) => {
    const before = off.database.queryCount();
    const body = await list(off, query);
    return { body, statements: off.database.queryCount() - before };
  };

  it('counts a question once per catalogue version: any other page of it is one statement', async () => {
    const first = await statements('search=dong%20ho&limit=5');
    expect(first.statements).toBe(2); // the counts, then the page
    for (const skip of [5, 10, 30]) {
      const page = await statements(`search=dong%20ho&limit=5&skip=${skip}`);
      expect(page.statements).toBe(1);
      expect(page.body.total).toBe(first.body.total);
    }
    // Another order of the same question: the same counts.
    expect((await statements('search=dong%20ho&limit=5&order=price%20ASC')).statements).toBe(1);
  });

  it('is right after an edit: a new, renamed or deleted product changes the total on the next request', async () => {
    const search = 'search=doc%20ban%20uu%20viet';
    expect((await list(off, search)).total).toBe(0);
    const orient = (await list(off, 'brandIds=8&limit=1')).total;
    const images = (await off.database.db.execute(sql`select path from images order by id limit 1`)).rows as {
      path: string;
    }[];
    const created = await off.as('admin', {
      method: 'POST',
      url: '/api/products',
      payload: {
        name: 'Đồng hồ Độc Bản Ưu Việt',
        description: 'Mẫu thử.',
        brandId: 8,
        subBrandId: null,
        categoryId: 1,
        sizeId: null,
        gender: 'male',
        images: [images[0]!.path],
        inStock: true,
        featured: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Product>().id;
    // Found by its folded text, whatever the marks and case typed.
    for (const q of [search, 'search=%C4%90%E1%BB%99c%20B%E1%BA%A3n', 'search=DOC%20BAN%20UU']) {
      const found = await list(off, q);
      expect(found.total, q).toBe(1);
      expect(ids(found.products)).toEqual([id]);
    }
    expect((await list(off, 'brandIds=8&limit=1')).total).toBe(orient + 1);

    // Renamed by another server (plain SQL): the question no longer matches it.
    await off.database.db.execute(
      sql`update products set name = 'Đồng hồ Khác', search_text = 'dong ho khac orient dong ho nam' where id = ${id}`,
    );
    expect(await list(off, search)).toEqual({ products: [], total: 0 });

    const removed = await off.as('admin', { method: 'DELETE', url: `/api/products/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(off, 'brandIds=8&limit=1')).total).toBe(orient);
  });
});

import { compareNames } from '@shop/core/name-sort';
import { PRODUCT_ORDERS } from '@shop/core/constants';
import { PRODUCT_MESSAGES, type Product } from '@shop/core/schemas/product';
import { foldText } from '@shop/core/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Brand } from '@shop/core/schemas/brand';

let t: TestApp;
/** Every demo product with its relations, as the API lists them. */
let all: Product[];

beforeAll(async () => {
  t = await createTestApp();
  all = (await list('limit=100&include=variants,category,brand,subBrand')).products;
});
afterAll(() => t.close());

async function list(query: string): Promise<{ products: Product[]; total: number }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (products: Product[]) => products.map((p) => p.id);
const searchTextOf = (p: Product) =>
  foldText([p.name, p.brand?.name, p.subBrand?.name, p.category?.name].filter(Boolean).join(' '));
async function libraryImages(): Promise<string[]> {
  const res = await t.database.db.execute(sql`select path from images order by id`);
  return (res.rows as { path: string }[]).map((r) => r.path);
}

describe('GET /api/products', () => {
  it('answers {products, total} with 12 products by default, each with slug, images and price range', async () => {
    const body = await list('');
    expect(body.total).toBe(36);
    expect(body.products).toHaveLength(12);
    for (const p of body.products) {
      expect(p.slug).toMatch(new RegExp(`^${p.id}-[a-z0-9-]+$`));
      expect(Array.isArray(p.images)).toBe(true);
      expect(p.images.length).toBeGreaterThan(0);
      expect(p).not.toHaveProperty('variants');
      expect(p).not.toHaveProperty('brand');
    }
    const rolex = all.find((p) => p.name.startsWith('Đồng hồ Nam Rolex Submariner'))!;
    expect(rolex.slug).toBe(`${rolex.id}-dong-ho-nam-rolex-submariner-date-thep-oystersteel`);
    expect(rolex.lowestPrice).toBe(285_000_000);
    expect(rolex.highestPrice).toBe(310_000_000);
  });

  it('keeps lowest/highest as min/max of variant prices, null for a product priced 0 (Liên Hệ)', () => {
    for (const p of all) {
      const prices = p.variants!.map((v) => v.price).filter((v): v is number => typeof v === 'number' && v > 0);
      expect(p.lowestPrice).toBe(prices.length ? Math.min(...prices) : null);
      expect(p.highestPrice).toBe(prices.length ? Math.max(...prices) : null);
    }
    expect(all.filter((p) => p.lowestPrice === null).map((p) => p.name)).toEqual([
      'Đồng hồ Nam Omega De Ville Prestige Vàng Hồng',
    ]);
  });

  it('pages with limit and skip, max 100', async () => {
    const first = await list('limit=5&skip=0&order=name%20ASC');
    const second = await list('limit=5&skip=5&order=name%20ASC');
    const both = await list('limit=10&order=name%20ASC');
    expect([...ids(first.products), ...ids(second.products)]).toEqual(ids(both.products));
    expect(second.total).toBe(36);
    const past = await list('limit=12&skip=1000');
    expect(past).toEqual({ products: [], total: 36 });
    for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'skip=-1', 'limit=1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('includes variants (with size), category, brand and sub-brand on request', async () => {
    const { products } = await list('limit=100&include=brand');
    const p = products.find((x) => x.subBrandId !== null)!;
    expect(p.brand).toEqual({
      id: p.brandId,
      name: expect.any(String),
      logo: expect.stringMatching(/^\/uploads\//),
      warrantyMonths: null,
      warrantyKind: 'international',
    });
    expect(p).not.toHaveProperty('variants');
    expect(p).not.toHaveProperty('category');
    const full = all.find((x) => x.id === p.id)!;
    expect(full.category).toEqual({ id: full.categoryId, name: expect.any(String), icon: expect.any(String) });
    expect(full.subBrand).toEqual({ id: full.subBrandId, name: expect.any(String) });
    expect(full.variants!.length).toBeGreaterThan(0);
    for (const v of full.variants!) {
      expect(v.productId).toBe(full.id);
      expect(v.size).toEqual({
        id: v.sizeId,
        name: expect.stringMatching(/mm$/),
        diameter: expect.stringMatching(/ mm$/),
      });
    }
    const noSub = all.find((x) => x.subBrandId === null)!;
    expect(noSub.subBrand).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/api/products?include=variants,owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toContain('owner');
  });

  it('runs the same number of SQL statements for 1 and for 50 products', async () => {
    const count = async (query: string) => {
      const before = t.database.queryCount();
      await list(query);
      return t.database.queryCount() - before;
    };
    const include = 'include=variants,category,brand,subBrand';
    const one = await count(`limit=1&${include}`);
    const fifty = await count(`limit=50&${include}`);
    expect(fifty).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
    // The cache's read of the versions costs a statement on PostgreSQL, none on PGlite (catalogue-cache.test.ts).
    const v = t.database.kind === 'pglite' ? 0 : 1;
    // A question asked for the first time under this catalogue version is counted once (one
    // statement, repository-list.ts); its pages then cost the same for 1 and for 50 products.
    expect(await count(`limit=1&${include}&search=dong%20ho`)).toBe(3 + v);
    expect(await count(`limit=50&${include}&search=dong%20ho`)).toBe(2 + v);
    expect(await count(`limit=2&${include}&search=dong%20ho`)).toBe(2 + v);
    // The versions, then the page (its total already counted).
    expect(await count('limit=49')).toBe(1 + v);
  });

  describe('order', () => {
    const byFeatured = (a: Product, b: Product) =>
      Number(b.featured) - Number(a.featured) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
    const byNewest = (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
    const byName = (a: Product, b: Product) => compareNames(a.name, b.name) || a.id - b.id;
    const nullsLast = (a: Product, b: Product, dir: 1 | -1) => {
      if (a.lowestPrice === null || b.lowestPrice === null)
        return (a.lowestPrice === null ? 1 : 0) - (b.lowestPrice === null ? 1 : 0);
      return dir * (a.lowestPrice - b.lowestPrice) || dir * (a.id - b.id);
    };

    it.each([
      ['featured DESC, createdAt DESC', byFeatured],
      ['createdAt DESC', byNewest],
      ['price ASC', (a: Product, b: Product) => nullsLast(a, b, 1)],
      ['price DESC', (a: Product, b: Product) => nullsLast(a, b, -1)],
    ] as const)('%s', async (order, compare) => {
      const { products } = await list(`limit=100&order=${encodeURIComponent(order)}`);
      expect(ids(products)).toEqual(ids([...products].sort(compare)));
      expect(products).toHaveLength(36);
      if (order.startsWith('price')) expect(products.at(-1)!.lowestPrice).toBeNull();
    });

    it('name ASC', async () => {
      const { products } = await list(`limit=100&order=${encodeURIComponent('name ASC')}`);
      expect(ids(products)).toEqual(ids([...products].sort(byName)));
      expect(compareNames(products[0]!.name, products[1]!.name)).toBeLessThanOrEqual(0);
    });

    it('defaults to featured first, newest first', async () => {
      const { products } = await list('limit=100');
      expect(ids(products)).toEqual(ids([...products].sort(byFeatured)));
      expect(products.slice(0, 11).every((p) => p.featured)).toBe(true);
    });

    it('price ASC starts with the cheapest priced product, price DESC with the dearest', async () => {
      const priced = all.filter((p) => p.lowestPrice !== null).map((p) => p.lowestPrice!);
      expect((await list('limit=1&order=price%20ASC')).products[0]!.lowestPrice).toBe(Math.min(...priced));
      expect((await list('limit=1&order=price%20DESC')).products[0]!.lowestPrice).toBe(Math.max(...priced));
    });

    it('covers exactly the five order values and refuses others', async () => {
      expect(PRODUCT_ORDERS).toHaveLength(5);
      for (const bad of ['price', 'name DESC', 'id; drop table products', 'createdAt%20ASC']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/products?order=${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<ErrorResponse>().error.message).toContain('order');
      }
    });
  });

  describe('filters', () => {
    it('by category, brands, sub-brands, gender, stock and featured', async () => {
      const cases: [string, (p: Product) => boolean][] = [
        ['categoryId=2', (p) => p.categoryId === 2],
        ['brandIds=1,2', (p) => [1, 2].includes(p.brandId)],
        ['subBrandIds=4,9', (p) => [4, 9].includes(p.subBrandId ?? -1)],
        ['gender=female', (p) => p.gender === 'female'],
        ['gender=male,unisex', (p) => p.gender !== 'female'],
        ['inStock=false', (p) => !p.inStock],
        ['inStock=true', (p) => p.inStock],
        ['featured=true', (p) => p.featured],
        ['featured=0', (p) => !p.featured],
      ];
      for (const [query, match] of cases) {
        const body = await list(`limit=100&${query}`);
        const expected = all.filter(match);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(body.total, query).toBe(expected.length);
        expect(
          ids(body.products).sort((a, b) => a - b),
          query,
        ).toEqual(ids(expected).sort((a, b) => a - b));
      }
    });

    it('combines filters (all must hold) and counts the total over all pages', async () => {
      const match = (p: Product) =>
        [1, 2, 3].includes(p.brandId) && p.gender === 'female' && p.inStock && p.categoryId === 2;
      const expected = all.filter(match);
      expect(expected.length).toBeGreaterThan(1);
      const body = await list('limit=1&brandIds=1,2,3&gender=female&inStock=true&categoryId=2&order=price%20ASC');
      expect(body.total).toBe(expected.length);
      expect(body.products).toHaveLength(1);
      expect(match(body.products[0]!)).toBe(true);
      const none = await list('brandIds=8');
      expect(none).toEqual({ products: [], total: 0 });
    });

    it('refuses bad filter values with 400', async () => {
      for (const bad of [
        'categoryId=abc',
        'categoryId=-1',
        'categoryId=2147483648',
        'brandIds=1,x',
        'brandIds=0',
        'subBrandIds=99999999999',
        'gender=other',
        'gender=male,robot',
        'inStock=yes',
        'featured=maybe',
        `search=${'a'.repeat(201)}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/products?${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<ErrorResponse>().error.statusCode).toBe(400);
      }
    });
  });

  describe('search', () => {
    const search = async (q: string, extra = '') =>
      list(`limit=100&include=brand,category,subBrand&search=${encodeURIComponent(q)}${extra}`);

    it('`dong ho nam` finds `Đồng hồ Nam …` first, every word matching', async () => {
      const { products, total } = await search('dong ho nam');
      expect(total).toBe(products.length);
      const names = products.map((p) => p.name);
      const startsWith = all.filter((p) => foldText(p.name).startsWith('dong ho nam'));
      expect(startsWith.length).toBeGreaterThanOrEqual(3);
      expect(names.slice(0, startsWith.length).every((n) => foldText(n).startsWith('dong ho nam'))).toBe(true);
      for (const p of products) {
        const text = searchTextOf(p);
        for (const w of ['dong', 'ho', 'nam']) expect(text).toContain(w);
      }
      // every product of the category Đồng hồ Nam is found
      for (const p of all.filter((x) => x.category?.name === 'Đồng hồ Nam')) expect(ids(products)).toContain(p.id);
    });

    it('ignores case and diacritics, with đ ≡ d', async () => {
      const reference = ids((await search('dong ho nu')).products);
      expect(reference.length).toBeGreaterThan(0);
      for (const q of ['Đồng hồ Nữ', 'ĐỒNG HỒ NỮ', 'đong HO nư', 'DONG  HO   NU'])
        expect(ids((await search(q)).products), q).toEqual(reference);
      expect(ids((await search('đồng điệu')).products)).toEqual(ids((await search('dong dieu')).products));
      expect((await search('dong dieu')).products.map((p) => p.name)).toContain(
        'Đồng hồ Tissot Gentleman Powermatic Đồng Điệu',
      );
    });

    it('matches the brand, sub-brand and category names', async () => {
      const rolex = await search('rolex');
      expect(rolex.total).toBe(all.filter((p) => p.brand?.name === 'Rolex').length);
      const omega = await search('OMEGA');
      expect(ids(omega.products).sort()).toEqual(ids(all.filter((p) => p.brand?.name === 'Omega')).sort());
      // "Seamaster Diver" has no "thể thao" in its name: found through its category.
      const sport = await search('the thao');
      expect(sport.products.map((p) => p.name)).toContain('Đồng hồ Omega Seamaster Diver 300M Đen');
      expect(sport.total).toBeGreaterThanOrEqual(all.filter((p) => p.category?.name === 'Đồng hồ Thể Thao').length);
      // A sub-brand that is not in the product name.
      const conquest = await search('conquest');
      expect(conquest.products.map((p) => p.subBrand?.name)).toContain('Conquest');
    });

    it('matches every word in any order, combined with filters', async () => {
      const { products } = await search('submariner rolex');
      expect(products.map((p) => p.name)).toEqual(['Đồng hồ Nam Rolex Submariner Date Thép Oystersteel']);
      const female = await search('omega', '&gender=female');
      expect(female.products.length).toBeGreaterThan(0);
      expect(female.products.every((p) => p.gender === 'female' && p.brand?.name === 'Omega')).toBe(true);
      expect((await search('rolex xyzxyz')).total).toBe(0);
    });

    it('ranks the whole phrase above scattered words, then by the chosen order', async () => {
      const { products } = await search('seiko presage');
      expect(products.slice(0, 2).every((p) => p.name.includes('Seiko Presage'))).toBe(true);
    });

    it('ranks the best match first: the name starting with the words, then whole words, then inside words, then the brand or category', async () => {
      const tierOf = (p: Product, phrase: string) => {
        const name = foldText(p.name);
        if (name.startsWith(phrase)) return 0;
        if (` ${name} `.includes(` ${phrase} `)) return 1;
        if (name.includes(phrase)) return 2;
        return 3;
      };
      for (const q of ['nam', 'dong ho nam', 'rolex', 'date', 'mat xanh', 'the thao', 'sub']) {
        const { products } = await search(q);
        expect(products.length, q).toBeGreaterThan(0);
        const tiers = products.map((p) => tierOf(p, foldText(q)));
        expect(tiers, q).toEqual([...tiers].sort((a, b) => a - b));
      }
      // "nam": the men's watches named so come before products found only through their category.
      const nam = await search('nam');
      expect(tierOf(nam.products[0]!, 'nam')).toBe(1);
      // "date": a whole word ("Submariner Date") before a word that holds it ("Datejust").
      expect((await search('date')).products.map((p) => p.name)[0]).toBe(
        'Đồng hồ Nam Rolex Submariner Date Thép Oystersteel',
      );
    });

    it('treats LIKE wildcards and quotes as plain text', async () => {
      expect((await search('%')).total).toBe(0);
      expect((await search('_')).total).toBe(0);
      expect((await search("'; drop table products; --")).total).toBe(0);
      expect((await search('   ')).total).toBe(36);
    });
  });
});

describe('GET /api/products/featured', () => {
  it('lists only featured products, newest first, 8 by default, with optional include', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    expect(res.statusCode).toBe(200);
    const products = res.json<Product[]>();
    expect(products).toHaveLength(8);
    expect(products.every((p) => p.featured)).toBe(true);
    const expected = all
      .filter((p) => p.featured)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(ids(products)).toEqual(ids(expected).slice(0, 8));
    expect(products[0]).not.toHaveProperty('variants');

    const withIncl = await t.app.inject({
      method: 'GET',
      url: '/api/products/featured?include=variants,category,brand&limit=20',
    });
    const full = withIncl.json<Product[]>();
    expect(full).toHaveLength(expected.length);
    expect(full[0]!.variants!.length).toBeGreaterThan(0);
    expect(full[0]!.brand!.name).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/api/products/featured?include=nope' })).statusCode).toBe(400);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product with variants (and sizes), brand, sub-brand and category', async () => {
    const expected = all.find((p) => p.subBrandId !== null && p.variants!.length > 1)!;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${expected.id}` });
    expect(res.statusCode).toBe(200);
    const p = res.json<Product>();
    expect(p).toEqual(expected);
    expect(p.variants![0]!.size).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      diameter: expect.any(String),
    });
  });

  it('404 in Vietnamese for an unknown id, 400 for a bad one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: PRODUCT_MESSAGES.notFound,
    });
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('product writes', () => {
  const validBody = async () => {
    const [a, b] = await libraryImages();
    return {
      name: 'Đồng hồ Nam Orient Bambino Thử Nghiệm',
      description: 'Mẫu thử nghiệm.',
      brandId: 8,
      subBrandId: 17,
      categoryId: 4,
      sizeId: 4,
      gender: 'male',
      images: [a, b],
      inStock: true,
      featured: false,
    };
  };

  it('401 without a token, 403 for a viewer (nothing created)', async () => {
    const body = await validBody();
    const anon = await t.as('anonymous', { method: 'POST', url: '/api/products', payload: body });
    expect(anon.statusCode).toBe(401);
    const viewer = await t.as('viewer', { method: 'POST', url: '/api/products', payload: body });
    expect(viewer.statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'PUT', url: '/api/products/1', payload: body })).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'DELETE', url: '/api/products/1' })).statusCode).toBe(403);
    expect((await list('')).total).toBe(36);
  });

  it('creates a product (201) with slug, search text and no price yet; images as a comma string', async () => {
    const body = await validBody();
    const res = await t.as('moderator', {
      method: 'POST',
      url: '/api/products',
      payload: { ...body, images: ` ${body.images.join(' , ')} ` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json<Product>();
    expect(p).toMatchObject({
      name: body.name,
      slug: `${p.id}-dong-ho-nam-orient-bambino-thu-nghiem`,
      images: body.images,
      brandId: 8,
      subBrandId: 17,
      categoryId: 4,
      sizeId: 4,
      lowestPrice: null,
      highestPrice: null,
      variants: [],
      brand: { id: 8, name: 'Orient' },
      subBrand: { id: 17, name: 'Bambino' },
      category: { id: 4, name: 'Đồng hồ Cổ Điển' },
    });
    const found = await list('search=orient%20bambino%20thu%20nghiem');
    expect(ids(found.products)).toEqual([p.id]);
    // searchable by its category name too
    expect(ids((await list('limit=100&search=co%20dien%20orient')).products)).toContain(p.id);
    const brands = await t.app.inject({ method: 'GET', url: '/api/brands/active' });
    expect(brands.json<Brand[]>().map((b) => b.name)).toContain('Orient');

    await t.as('admin', { method: 'DELETE', url: `/api/products/${p.id}` });
  });

  it('refuses invalid products with their Vietnamese messages and creates nothing', async () => {
    const body = await validBody();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Tên sản phẩm là bắt buộc'],
      [{ name: undefined }, 'Tên sản phẩm là bắt buộc'],
      [{ description: '  ' }, 'Mô tả là bắt buộc'],
      [{ brandId: undefined }, 'Thương hiệu là bắt buộc'],
      [{ brandId: true }, 'Thương hiệu là bắt buộc'],
      [{ gender: undefined }, 'Giới tính là bắt buộc'],
      [{ gender: 'other' }, 'Giới tính là bắt buộc'],
      [{ images: [] }, PRODUCT_MESSAGES.noImage],
      [{ images: '' }, PRODUCT_MESSAGES.noImage],
      [{ images: undefined }, PRODUCT_MESSAGES.noImage],
      [{ images: ['https://example.com/a.jpg'] }, PRODUCT_MESSAGES.badImagePath],
      [{ images: [body.images[0], 'blob:abc'] }, PRODUCT_MESSAGES.badImagePath],
      [{ images: ['/uploads/../etc/passwd'] }, PRODUCT_MESSAGES.badImagePath],
      [{ images: ['/uploads/not-in-library.webp'] }, PRODUCT_MESSAGES.badImagePath],
      [{ brandId: 999 }, PRODUCT_MESSAGES.brandNotFound],
      [{ subBrandId: 1 }, PRODUCT_MESSAGES.subBrandMismatch],
      [{ subBrandId: 999 }, PRODUCT_MESSAGES.subBrandNotFound],
      [{ categoryId: 999 }, PRODUCT_MESSAGES.categoryNotFound],
      [{ sizeId: 999 }, PRODUCT_MESSAGES.sizeNotFound],
    ];
    for (const [patch, message] of cases) {
      const res = await t.as('admin', { method: 'POST', url: '/api/products', payload: { ...body, ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorResponse>().error.message, JSON.stringify(patch)).toBe(message);
    }
    expect((await list('')).total).toBe(36);
  });

  it('accepts no sub-brand, category or size (null, 0 or missing)', async () => {
    const body = await validBody();
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/products',
      payload: { ...body, subBrandId: 0, categoryId: undefined, sizeId: null, inStock: undefined, featured: undefined },
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json<Product>();
    expect(p).toMatchObject({
      subBrandId: null,
      categoryId: null,
      sizeId: null,
      subBrand: null,
      category: null,
      inStock: true,
      featured: false,
    });
    await t.as('admin', { method: 'DELETE', url: `/api/products/${p.id}` });
  });

  it('updates a product: fields, search text and updatedAt; keeps its variants and prices', async () => {
    const before = all.find((p) => p.name.startsWith('Đồng hồ Nam Rolex Datejust'))!;
    const images = await libraryImages();
    const res = await t.as('moderator', {
      method: 'PUT',
      url: `/api/products/${before.id}`,
      payload: {
        name: 'Đồng hồ Rolex Datejust Phiên Bản Hoàng Gia',
        description: 'Mô tả mới',
        brandId: before.brandId,
        subBrandId: before.subBrandId,
        categoryId: 4,
        gender: 'unisex',
        images: images.slice(2, 5).join(','),
        featured: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<Product>();
    expect(p).toMatchObject({
      id: before.id,
      name: 'Đồng hồ Rolex Datejust Phiên Bản Hoàng Gia',
      slug: `${before.id}-dong-ho-rolex-datejust-phien-ban-hoang-gia`,
      categoryId: 4,
      gender: 'unisex',
      images: images.slice(2, 5),
      featured: false,
      inStock: true,
      lowestPrice: before.lowestPrice,
      highestPrice: before.highestPrice,
    });
    expect(p.variants).toEqual(before.variants);
    expect(p.createdAt).toBe(before.createdAt);
    expect(p.updatedAt > before.updatedAt).toBe(true);
    expect(ids((await list('search=HOANG%20gia')).products)).toEqual([before.id]);
    expect(ids((await list('limit=100&search=dong%20ho%20nam')).products)).not.toContain(before.id);
  });

  it('PUT answers 404 for an unknown product and 400 for a bad body or id', async () => {
    const body = await validBody();
    const missing = await t.as('admin', { method: 'PUT', url: '/api/products/999999', payload: body });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(PRODUCT_MESSAGES.notFound);
    expect((await t.as('admin', { method: 'PUT', url: '/api/products/abc', payload: body })).statusCode).toBe(400);
    const bad = await t.as('admin', { method: 'PUT', url: '/api/products/1', payload: { ...body, subBrandId: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe(PRODUCT_MESSAGES.subBrandMismatch);
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/products/1' });
    expect(unchanged.json()).toEqual(all.find((p) => p.id === 1));
  });

  it('DELETE needs the delete right (moderator 403), then removes the product and its variants (404 after)', async () => {
    const target = all.find((p) => p.name.startsWith('Đồng hồ Casio Vintage'))!;
    const moderator = await t.as('moderator', { method: 'DELETE', url: `/api/products/${target.id}` });
    expect(moderator.statusCode).toBe(403);
    const res = await t.as('admin', { method: 'DELETE', url: `/api/products/${target.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${target.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/product-variants/product/${target.id}` })).statusCode).toBe(
      404,
    );
    const again = await t.as('admin', { method: 'DELETE', url: `/api/products/${target.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.message).toBe(PRODUCT_MESSAGES.notFound);
    expect((await list('')).total).toBe(35);
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue route with its tag, parameters and error responses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; responses: Record<string, unknown>; parameters?: { name: string }[] }>
      >;
    }>();
    const find = (path: string) => doc.paths[path] ?? doc.paths[`${path}/`];
    const expected: [string, string, string][] = [
      ['/api/products', 'get', 'products'],
      ['/api/products', 'post', 'products'],
      ['/api/products/featured', 'get', 'products'],
      ['/api/products/{id}', 'put', 'products'],
      ['/api/product-variants/product/{productId}', 'get', 'product-variants'],
      ['/api/product-variants/{id}', 'delete', 'product-variants'],
      ['/api/brands/with-product-count', 'get', 'brands'],
      ['/api/sub-brands/active', 'get', 'sub-brands'],
      ['/api/categories/{id}', 'delete', 'categories'],
      ['/api/sizes', 'get', 'sizes'],
    ];
    for (const [path, method, tag] of expected) {
      const op = find(path)?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags).toEqual([tag]);
      expect(op!.responses).toHaveProperty(method === 'post' ? '201' : '200');
    }
    const list = find('/api/products')!.get!;
    expect(list.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'limit',
        'skip',
        'include',
        'search',
        'categoryId',
        'brandIds',
        'subBrandIds',
        'gender',
        'inStock',
        'featured',
        'order',
      ]),
    );
    expect(find('/api/products/{id}')!.put!.responses).toHaveProperty('400');
    expect(find('/api/products/{id}')!.put!.responses).toHaveProperty('404');
  });
});

import { nameSortKey } from '@shop/core/name-sort';
import type { ProductFilters } from '@shop/core/catalogue';
import type { Gender, ProductOrder } from '@shop/core/constants';
import { PRODUCT_MESSAGES, type Product, type ProductInclude } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { productSlug } from '@shop/core/slug';
import { foldText } from '@shop/core/text';
import { and, asc, eq, inArray, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, images, productVariants, products, sizes, subBrands } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { searchTextOf, type Executor } from './search-text.ts';
import { assertProductSkuFree, skuSearch } from './sku.ts';

/** What GET /api/products filters on (the catalogue's own contract, core/catalogue.ts). */
export type ProductFilter = Omit<ProductFilters, 'limit' | 'skip' | 'include' | 'order'>;

export interface ProductListOptions extends ProductFilter, Pick<ProductFilters, 'include' | 'order'> {
  limit: number;
  skip: number;
}

export interface ProductInput {
  name: string;
  /** undefined: keep the stored code; null: none. */
  sku?: string | null;
  description: string;
  brandId: number;
  subBrandId: number | null;
  categoryId: number | null;
  sizeId: number | null;
  gender: Gender;
  images: string[];
  inStock: boolean;
  featured: boolean;
}

export const DEFAULT_ORDER: ProductOrder = 'featured DESC, createdAt DESC';
const ALL_INCLUDES: ProductInclude[] = ['variants', 'category', 'brand', 'subBrand'];

export const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  description: products.description,
  images: products.images,
  brandId: products.brandId,
  subBrandId: products.subBrandId,
  categoryId: products.categoryId,
  sizeId: products.sizeId,
  gender: products.gender,
  inStock: products.inStock,
  soldOut: products.soldOut,
  featured: products.featured,
  lowestPrice: products.lowestPrice,
  highestPrice: products.highestPrice,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  name: productVariants.name,
  sku: productVariants.sku,
  sizeId: productVariants.sizeId,
  price: productVariants.price,
  discount: productVariants.discount,
  color: productVariants.color,
  size: { id: sizes.id, name: sizes.name, diameter: sizes.diameter },
};

/**
 * Every order has a stable id tiebreak; price sorts use lowestPrice with products without a price
 * last. Spelled exactly like the indexes (`desc nulls last`) so that PostgreSQL reads the first page
 * straight from an index instead of sorting the whole table.
 */
const descNullsLast = (c: SQL | AnyColumn) => sql`${c} desc nulls last`;
const ORDER_BY: Record<ProductOrder, SQL[]> = {
  'featured DESC, createdAt DESC': [
    descNullsLast(products.featured),
    descNullsLast(products.createdAt),
    descNullsLast(products.id),
  ],
  'createdAt DESC': [descNullsLast(products.createdAt), descNullsLast(products.id)],
  // Vietnamese alphabetical order: the stored key (core's nameSortKey).
  'name ASC': [asc(products.nameSort), asc(products.id)],
  'price ASC': [sql`${products.lowestPrice} asc nulls last`, asc(products.id)],
  'price DESC': [descNullsLast(products.lowestPrice), descNullsLast(products.id)],
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The folded words of a search (at most 10, each once); empty when nothing is left to match. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  // NUL cannot be sent to PostgreSQL inside text; it never occurs in stored text either.
  return [...new Set(foldText(search.replaceAll('\u0000', ' ')).split(' ').filter(Boolean))].slice(0, 10);
}

export function filterWhere(f: ProductFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.categoryId !== undefined) conds.push(eq(products.categoryId, f.categoryId));
  if (f.brandIds?.length) conds.push(inArray(products.brandId, f.brandIds));
  if (f.subBrandIds?.length) conds.push(inArray(products.subBrandId, f.subBrandIds));
  if (f.gender?.length) conds.push(inArray(products.gender, f.gender));
  // In stock as shown: the staff's checkbox on and some piece to sell (not every variant at 0).
  if (f.inStock !== undefined) {
    const shown = and(eq(products.inStock, true), eq(products.soldOut, false))!;
    conds.push(f.inStock ? shown : not(shown));
  }
  if (f.featured !== undefined) conds.push(eq(products.featured, f.featured));
  // Every word must occur in the folded name/brand/sub-brand/category text: `LIKE '%word%'` is
  // answered by the pg_trgm GIN index on search_text. Both sides are folded to lower case by core's
  // foldText, so LIKE matches what ILIKE would, at less than half the cost of its recheck.
  const words = searchWords(f.search).map((w) => sql`${products.searchText} like ${`%${escapeLike(w)}%`}`);
  // A model or variant code (products/sku.ts) matches too, whatever the words.
  const sku = skuSearch(f.search);
  if (words.length) conds.push(sku ? or(and(...words), sku) : and(...words));
  return conds.length ? and(...conds) : undefined;
}

/**
 * Search ranking, then the chosen order. The best match first, judged on the product's name:
 * 0. the name starts with the phrase (the stored text starts with the folded name);
 * 1. the name holds the phrase as whole words; 2. the name holds it inside words;
 * then matches through the brand, sub-brand or category: 3. as whole words, 4. inside words;
 * 5. the words occur apart. The folded name is the first `search_name_length` characters of the
 * stored text. Then the closer match first: among texts that hold every query word, pg_trgm's
 * similarity() falls as the text grows (shared trigrams ≈ the query's, all trigrams ≈ the text's),
 * so the text's length ranks like similarity() does, without computing trigrams of every match: at
 * 20,000 matches similarity() made the query about 15 times slower. The tiers use starts_with/strpos
 * (plain substring tests, cheaper than LIKE on every match).
 */
function searchRank(search: string | undefined): SQL[] {
  const words = searchWords(search);
  if (!words.length) return [];
  const phrase = words.join(' ');
  const t = products.searchText;
  const name = sql`left(${t}, ${products.searchNameLength})`;
  const asWords = ` ${phrase} `;
  return [
    sql`case when starts_with(${t}, ${phrase}) then 0
      when strpos(' ' || ${name} || ' ', ${asWords}) > 0 then 1
      when strpos(${name}, ${phrase}) > 0 then 2
      when strpos(' ' || ${t} || ' ', ${asWords}) > 0 then 3
      when strpos(${t}, ${phrase}) > 0 then 4
      else 5 end`,
    sql`length(${t})`,
  ];
}

export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K];
};
export type Related = {
  brand?: { id: number; name: string; logo: string | null } | null;
  subBrand?: { id: number; name: string } | null;
  category?: { id: number; name: string; icon: string | null } | null;
};
type VariantRow = Omit<Variant, 'size'> & { size: { id: number; name: string; diameter: string } | null };

export function toVariant(row: VariantRow): Variant {
  return { ...row, price: row.price === null ? null : Number(row.price), discount: Number(row.discount) };
}

export function toProduct(row: ProductRow & Related, include: Set<ProductInclude>, variants?: Variant[]): Product {
  const p: Product = {
    id: row.id,
    slug: productSlug(row.id, row.name),
    name: row.name,
    sku: row.sku,
    description: row.description,
    images: Array.isArray(row.images) ? row.images : [],
    brandId: row.brandId,
    subBrandId: row.subBrandId,
    categoryId: row.categoryId,
    sizeId: row.sizeId,
    gender: row.gender,
    inStock: row.inStock,
    available: row.inStock && !row.soldOut,
    featured: row.featured,
    lowestPrice: row.lowestPrice === null ? null : Number(row.lowestPrice),
    highestPrice: row.highestPrice === null ? null : Number(row.highestPrice),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (include.has('brand')) p.brand = row.brand ?? null;
  if (include.has('subBrand')) p.subBrand = row.subBrand ?? null;
  if (include.has('category')) p.category = row.category ?? null;
  if (include.has('variants')) p.variants = variants ?? [];
  return p;
}

export function productsRepository(db: Db) {
  /**
   * The page's products with their joined relations, in a bounded number of statements: the page
   * (with the total) and, when included, the variants of its products. `rank` (a search) comes
   * before `order`.
   */
  async function page(
    where: SQL | undefined,
    order: SQL[],
    rank: SQL[],
    limit: number,
    skip: number,
    includeList: ProductInclude[] | undefined,
    withTotal: boolean,
  ): Promise<{ products: Product[]; total: number }> {
    const include = new Set(includeList ?? []);
    const related = {
      ...(include.has('brand') ? { brand: { id: brands.id, name: brands.name, logo: brands.logo } } : {}),
      ...(include.has('subBrand') ? { subBrand: { id: subBrands.id, name: subBrands.name } } : {}),
      ...(include.has('category')
        ? { category: { id: categories.id, name: categories.name, icon: categories.icon } }
        : {}),
    };
    type Row = ProductRow & Related & { total?: number };
    let rows: Row[];
    if (rank.length === 0) {
      // The page is read in index order; the total rides on it as an uncorrelated subquery that runs
      // once (its filter names columns "products"."x", since this select has joins, and they bind
      // to the subquery's own products table). Relations that are not selected cost nothing:
      // PostgreSQL removes a left join on a primary key whose columns are unused.
      const total = withTotal
        ? sql<number>`(select count(*)::int from ${products} where ${where ?? sql`true`})`
        : sql<number>`0`;
      rows = (await db
        .select({ ...productColumns, ...related, total: total.mapWith(Number) })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(subBrands, eq(subBrands.id, products.subBrandId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip)) as unknown as Row[];
    } else {
      // A search ranks every match, so the matches are ranked narrow (id and sort keys, with
      // count(*) over () as the total of that same scan) and only the page's rows are joined to
      // their columns and relations: the wide rows of thousands of matches never reach the sort.
      const matches = db
        .select({
          id: products.id,
          k0: sql<number>`${rank[0]}`.as('k0'),
          k1: sql<number>`${rank[1] ?? sql`0`}`.as('k1'),
          total: sql<number>`(count(*) over ())::int`.as('total'),
        })
        .from(products)
        .where(where)
        .orderBy(sql`"k0"`, sql`"k1"`, ...order)
        .limit(limit)
        .offset(skip)
        .as('matches');
      rows = (await db
        .select({ ...productColumns, ...related, total: matches.total })
        .from(matches)
        .innerJoin(products, eq(products.id, matches.id))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(subBrands, eq(subBrands.id, products.subBrandId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(matches.k0, matches.k1, ...order)) as unknown as Row[];
    }

    let total = rows[0]?.total ?? 0;
    if (withTotal && rows.length === 0 && skip > 0) {
      // Past the last page: the page query returned no row to carry the total.
      const [r] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(products)
        .where(where);
      total = r?.n ?? 0;
    }

    let byProduct = new Map<number, Variant[]>();
    if (include.has('variants') && rows.length) byProduct = await variantsOf(rows.map((r) => r.id));
    return { products: rows.map((r) => toProduct(r, include, byProduct.get(r.id))), total };
  }

  /** Variants (with their size) of many products in one statement. */
  async function variantsOf(productIds: number[]): Promise<Map<number, Variant[]>> {
    const rows = await db
      .select(variantColumns)
      .from(productVariants)
      .leftJoin(sizes, eq(sizes.id, productVariants.sizeId))
      .where(inArray(productVariants.productId, productIds))
      .orderBy(asc(productVariants.productId), asc(productVariants.id));
    const map = new Map<number, Variant[]>();
    for (const r of rows) {
      const list = map.get(r.productId) ?? [];
      list.push(toVariant(r));
      map.set(r.productId, list);
    }
    return map;
  }

  /**
   * Checks a product's references in one statement: the brand exists, the sub-brand exists and
   * belongs to it, the category and size exist, and every image is a row of the image library.
   * Answers the names the search text is made of. The rows are share-locked until the write
   * commits, so a concurrent rename (which refreshes search texts) or delete waits for it.
   */
  async function checkReferences(tx: Executor, input: ProductInput) {
    const paths = [...new Set(input.images)];
    const result = await tx.execute(sql`
      select
        (select name from brands where id = ${input.brandId} for share) as "brandName",
        s.brand_id as "subBrandBrandId",
        s.name as "subBrandName",
        (select name from categories where id = ${input.categoryId} for share) as "categoryName",
        (select count(*)::int from sizes where id = ${input.sizeId}) as "sizeCount",
        (select count(*)::int from (select 1 from images where ${inArray(images.path, paths)} for share) i) as "imageCount"
      from (select 1) one
      left join lateral (select brand_id, name from sub_brands where id = ${input.subBrandId} for share) s on true`);
    const r = result.rows[0] as {
      brandName: string | null;
      subBrandBrandId: number | null;
      subBrandName: string | null;
      categoryName: string | null;
      sizeCount: number;
      imageCount: number;
    };
    if (r.brandName === null) throw badRequest(PRODUCT_MESSAGES.brandNotFound);
    if (input.subBrandId !== null) {
      if (r.subBrandBrandId === null) throw badRequest(PRODUCT_MESSAGES.subBrandNotFound);
      if (Number(r.subBrandBrandId) !== input.brandId) throw badRequest(PRODUCT_MESSAGES.subBrandMismatch);
    }
    if (input.categoryId !== null && r.categoryName === null) throw badRequest(PRODUCT_MESSAGES.categoryNotFound);
    if (input.sizeId !== null && Number(r.sizeCount) === 0) throw badRequest(PRODUCT_MESSAGES.sizeNotFound);
    if (Number(r.imageCount) !== paths.length) throw badRequest(PRODUCT_MESSAGES.badImagePath);
    return {
      images: paths,
      searchText: searchTextOf({
        name: input.name,
        brand: r.brandName,
        subBrand: r.subBrandName,
        category: r.categoryName,
      }),
    };
  }

  const repo = {
    async list(o: ProductListOptions) {
      const order = ORDER_BY[o.order ?? DEFAULT_ORDER];
      return page(filterWhere(o), order, searchRank(o.search), o.limit, o.skip, o.include, true);
    },

    async featured(limit: number, include: ProductInclude[] | undefined): Promise<Product[]> {
      const r = await page(eq(products.featured, true), ORDER_BY['createdAt DESC'], [], limit, 0, include, false);
      return r.products;
    },

    /** A product with its variants (and their sizes), brand, sub-brand and category. */
    async findById(id: number): Promise<Product | undefined> {
      const r = await page(eq(products.id, id), [], [], 1, 0, ALL_INCLUDES, false);
      return r.products[0];
    },

    /** The product's own fields as stored (what the audit log compares). */
    async stored(id: number): Promise<typeof products.$inferSelect | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const [r] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      return Boolean(r);
    },

    async create(input: ProductInput): Promise<number> {
      return db.transaction(async (tx) => {
        const checked = await checkReferences(tx, input);
        await assertProductSkuFree(tx, input.sku);
        const [row] = await tx
          .insert(products)
          .values({
            ...input,
            nameSort: nameSortKey(input.name),
            searchNameLength: foldText(input.name).length,
            images: checked.images,
            searchText: checked.searchText,
          })
          .returning({ id: products.id });
        return row!.id;
      });
    },

    /** Replaces the product's fields; its variants and prices are untouched. False when missing. */
    async update(id: number, input: ProductInput): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        if (!current) return false;
        const checked = await checkReferences(tx, input);
        await assertProductSkuFree(tx, input.sku, id);
        await tx
          .update(products)
          .set({
            ...input,
            nameSort: nameSortKey(input.name),
            searchNameLength: foldText(input.name).length,
            images: checked.images,
            searchText: checked.searchText,
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, id));
        return true;
      });
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return rows.length > 0;
    },
  };
  return repo;
}
export type ProductsRepository = ReturnType<typeof productsRepository>;

export function requireProduct(p: Product | undefined): Product {
  if (!p) throw notFound(PRODUCT_MESSAGES.notFound);
  return p;
}

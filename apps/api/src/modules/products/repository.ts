import { nameSortKey } from '@shop/core/name-sort';
import type { Gender, ProductOrder } from '@shop/core/constants';
import { PRODUCT_MESSAGES, type Product, type ProductInclude } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { foldText } from '@shop/core/text';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  ORDER_KEYS,
  type ReadStrategy,
  countCacheOf,
  countMatches,
  orderBy,
  pageIds,
  slicesOf,
  versionSql,
} from './repository-list.ts';
import { refreshSearchText, searchTextOf, type Executor } from './search-text.ts';
import { assertProductSkuFree } from './sku.ts';
import { filterWhere, searchWords, type ProductListOptions } from './product-filter.ts';
import {
  productColumns,
  relatedColumns,
  toProduct,
  variantsByProduct,
  withRelated,
  type ProductRow,
} from './product-row.ts';

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
  /** undefined: keep the stored months; null: the brand's. */
  warrantyMonths?: number | null;
}

const DEFAULT_ORDER: ProductOrder = 'featured DESC, createdAt DESC';
const ALL_INCLUDES: ProductInclude[] = ['variants', 'category', 'brand', 'subBrand'];

const ORDER_BY = Object.fromEntries(
  Object.entries(ORDER_KEYS).map(([order, keys]) => [order, orderBy(keys)]),
) as Record<ProductOrder, SQL[]>;

export interface ProductsRepositoryOptions {
  /** How a search reads its tiers (repository-list.ts); tests force each way. */
  readStrategy?: ReadStrategy;
}

export function productsRepository(db: Db, options: ProductsRepositoryOptions = {}) {
  /** The products with their variants when included (one more statement for any number). */
  async function withVariants(rows: ProductRow[], include: Set<ProductInclude>): Promise<Product[]> {
    let byProduct = new Map<number, Variant[]>();
    if (include.has('variants') && rows.length)
      byProduct = await variantsByProduct(
        db,
        rows.map((r) => r.id),
      );
    return rows.map((r) => toProduct(r, include, byProduct.get(r.id)));
  }

  /**
   * Products matching `where` in `order` with their joined relations (no total). Relations that are
   * not selected cost nothing: PostgreSQL removes a left join on a primary key whose columns are
   * unused.
   */
  async function rows(
    where: SQL,
    order: SQL[],
    limit: number,
    includeList: ProductInclude[] | undefined,
  ): Promise<Product[]> {
    const include = new Set(includeList ?? []);
    const found = (await withRelated(
      db
        .select({ ...productColumns, ...relatedColumns(include) })
        .from(products)
        .$dynamic(),
    )
      .where(where)
      .orderBy(...order)
      .limit(limit)) as unknown as ProductRow[];
    return withVariants(found, include);
  }

  /**
   * A catalogue page and its exact total (repository-list.ts): the counts of the question under
   * the current catalogue version (kept in memory, one statement when not), then the page's rows
   * in one statement that also answers the version it saw. A page read under another version than
   * the counts (a write committed in between) is read again with fresh counts.
   */
  async function listPage(o: ProductListOptions): Promise<{ products: Product[]; total: number }> {
    const include = new Set(o.include ?? []);
    const words = searchWords(o.search);
    const where = filterWhere(o);
    const keys = ORDER_KEYS[o.order ?? DEFAULT_ORDER];
    const cache = countCacheOf(db);
    const key = JSON.stringify([words, o.categoryId, o.brandIds, o.subBrandIds, o.gender, o.inStock, o.featured]);
    const count = () => {
      let p = cache.pending.get(key);
      if (!p) {
        p = countMatches(db, where, words)
          .then((c) => {
            cache.entries.set(key, c);
            return c;
          })
          .finally(() => cache.pending.delete(key));
        cache.pending.set(key, p);
      }
      return p;
    };
    let counts = cache.entries.get(key) ?? (await count());
    for (let attempt = 0; ; attempt++) {
      const slices = slicesOf(counts, o.skip, o.limit, words.length > 0, options.readStrategy);
      const page = sql`(${slices.length ? pageIds(slices, where, words, keys, counts) : sql`select null::int as id, null::int as tier where false`}) as "page"`;
      const found = (await withRelated(
        db
          .select({ version: sql<string>`"v"."version"`, ...productColumns, ...relatedColumns(include) })
          .from(sql`(select ${versionSql} as "version") as "v"`)
          .leftJoin(page, sql`true`)
          .leftJoin(products, eq(products.id, sql`"page"."id"`))
          .$dynamic(),
      ).orderBy(sql`"page"."tier"`, ...orderBy(keys))) as unknown as (ProductRow & { version: string })[];
      const version = String(found[0]?.version);
      if (version !== counts.version && attempt < 2) {
        // Counted under another version than the page was read: count again (once for every
        // concurrent asker) and read the page again.
        if (cache.entries.get(key) === counts) cache.entries.delete(key);
        counts = await count();
        continue;
      }
      const rowsFound = found.filter((r) => r.id !== null && r.id !== undefined);
      return { products: await withVariants(rowsFound, include), total: counts.total };
    }
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
      return listPage(o);
    },

    async featured(limit: number, include: ProductInclude[] | undefined): Promise<Product[]> {
      return rows(eq(products.featured, true), ORDER_BY['createdAt DESC'], limit, include);
    },

    /** A product with its variants (and their sizes), brand, sub-brand and category. */
    async findById(id: number): Promise<Product | undefined> {
      return (await rows(eq(products.id, id), [], 1, ALL_INCLUDES))[0];
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
        if (input.sku) await refreshSearchText(tx, eq(products.id, row!.id));
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
        // The codes (SKU) of the product and its variants end the search text.
        await refreshSearchText(tx, eq(products.id, id));
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

export function requireProduct(p: Product | undefined): Product {
  if (!p) throw notFound(PRODUCT_MESSAGES.notFound);
  return p;
}

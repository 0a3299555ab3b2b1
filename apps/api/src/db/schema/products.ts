import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { sizes } from './sizes.ts';
import { subBrands } from './sub-brands.ts';
import { idColumn, timestamps } from './columns.ts';

export const genderEnum = pgEnum('gender', ['male', 'female', 'unisex']);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** The model code, optional; unique when set, compared without case. */
    sku: text('sku'),
    /** The name's key in Vietnamese alphabetical order (core's nameSortKey), sorted on instead of the name. */
    nameSort: text('name_sort').notNull().default(''),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    subBrandId: integer('sub_brand_id').references(() => subBrands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'restrict' }),
    gender: genderEnum('gender').notNull(),
    /** The staff's "Còn hàng" checkbox. */
    inStock: boolean('in_stock').notNull().default(true),
    /**
     * Every variant is tracked and at 0 pieces; kept by the server in the same transaction as the
     * stock change. The product is shown in stock when inStock and not soldOut.
     */
    soldOut: boolean('sold_out').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** Its own months of warranty; null: its brand's, else 24 (docs/pieces.md#warranty). */
    warrantyMonths: integer('warranty_months'),
    lowestPrice: bigint('lowest_price', { mode: 'number' }),
    highestPrice: bigint('highest_price', { mode: 'number' }),
    /** name, brand, sub-brand and category folded by core's foldText, like the query. */
    searchText: text('search_text').notNull().default(''),
    /** Length of the folded name, which starts the search text: search ranks matches in the name first. */
    searchNameLength: integer('search_name_length').notNull().default(0),
    ...timestamps(),
  },
  (t) => {
    // The catalogue's filter columns but `featured`, which ends the order indexes below (or starts one).
    const filters = [t.brandId, t.subBrandId, t.categoryId, t.gender, t.inStock, t.soldOut];
    return [
      // Brand first, then the other catalogue filters: counts of filtered lists (brand, gender,
      // stock…) are answered from the index alone (bench/README.md).
      index('products_brand_idx').on(t.brandId, t.categoryId, t.gender, t.inStock, t.subBrandId, t.featured, t.soldOut),
      index('products_sub_brand_idx').on(t.subBrandId),
      index('products_category_idx').on(t.categoryId),
      index('products_size_idx').on(t.sizeId),
      index('products_gender_idx').on(t.gender),
      // One index per catalogue order, each ending with the catalogue's filter columns (after the
      // unique id they never change the order): a filtered page is read along the order's index
      // alone, without visiting the table for rows the filters refuse (docs/architecture.md#catalogue-pages-and-totals).
      index('products_featured_created_idx').on(t.featured.desc(), t.createdAt.desc(), t.id.desc(), ...filters),
      index('products_created_idx').on(t.createdAt.desc(), t.id.desc(), ...filters, t.featured),
      index('products_name_sort_idx').on(t.nameSort, t.id, ...filters, t.featured),
      index('products_lowest_price_idx').on(t.lowestPrice, t.id, ...filters, t.featured),
      // 'price DESC' with products without a price last.
      index('products_lowest_price_desc_idx').on(
        t.lowestPrice.desc().nullsLast(),
        t.id.desc().nullsLast(),
        ...filters,
        t.featured,
      ),
      uniqueIndex('products_sku_idx').on(sql`lower(${t.sku})`),
      index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ];
  },
);

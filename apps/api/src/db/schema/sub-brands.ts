import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { belongsTo, idColumn } from './columns.ts';

export const subBrands = pgTable(
  'sub_brands',
  {
    id: idColumn(),
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    /** The name's key in Vietnamese alphabetical order (core's nameSortKey), sorted on instead of the name. */
    nameSort: text('name_sort').notNull().default(''),
    /** The name folded (core's nameKey: case, marks and spacing ignored); unique within the brand, so no two names look alike. */
    nameKey: text('name_key'),
    description: text('description'),
    logo: text('logo'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('sub_brands_brand_idx').on(t.brandId), uniqueIndex('sub_brands_name_key_idx').on(t.brandId, t.nameKey)],
);

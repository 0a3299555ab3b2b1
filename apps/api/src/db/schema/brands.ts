import type { WarrantyKind } from '@shop/core/warranty';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** The name's key in Vietnamese alphabetical order (core's nameSortKey), sorted on instead of the name. */
    nameSort: text('name_sort').notNull().default(''),
    /** The name folded (core's nameKey: case, marks and spacing ignored); unique, so no two names look alike. */
    nameKey: text('name_key'),
    description: text('description'),
    logo: text('logo'),
    website: text('website'),
    country: text('country'),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    /** Months of warranty of its products that set none; null: 24 (docs/pieces.md#warranty). */
    warrantyMonths: integer('warranty_months'),
    /** `international` (the brand's) or `shop` (this shop's): the kind of its new watches' warranty. */
    warrantyKind: text('warranty_kind').$type<WarrantyKind>().notNull().default('international'),
    ...timestamps(),
  },
  (t) => [index('brands_name_sort_idx').on(t.nameSort, t.id), uniqueIndex('brands_name_key_idx').on(t.nameKey)],
);

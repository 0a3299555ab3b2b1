import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** The name's key in Vietnamese alphabetical order (core's nameSortKey), sorted on instead of the name. */
    nameSort: text('name_sort').notNull().default(''),
    /** The name folded (core's nameKey: case, marks and spacing ignored); unique, so no two names look alike. */
    nameKey: text('name_key'),
    description: text('description'),
    icon: text('icon'),
    image: text('image'),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
  },
  (t) => [uniqueIndex('categories_name_key_idx').on(t.nameKey)],
);

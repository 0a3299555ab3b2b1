import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name's key in Vietnamese alphabetical order (core's nameSortKey), sorted on instead of the name. */
  nameSort: text('name_sort').notNull().default(''),
  description: text('description'),
  icon: text('icon'),
  image: text('image'),
  showOnHomepage: boolean('show_on_homepage').notNull().default(false),
});

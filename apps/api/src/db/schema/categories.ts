import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  icon: text('icon'),
  image: text('image'),
  showOnHomepage: boolean('show_on_homepage').notNull().default(false),
});

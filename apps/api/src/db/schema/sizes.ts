import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  diameter: text('diameter').notNull(),
});

import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

export const sizes = pgTable(
  'sizes',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** The name folded (core's nameKey: case, marks and spacing ignored); unique, so no two names look alike. */
    nameKey: text('name_key'),
    diameter: text('diameter').notNull(),
  },
  (t) => [uniqueIndex('sizes_name_key_idx').on(t.nameKey)],
);

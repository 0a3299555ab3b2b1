import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

export const images = pgTable(
  'images',
  {
    id: idColumn(),
    path: text('path').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    mime: text('mime'),
    createdAt: createdAt(),
  },
  (t) => [index('images_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

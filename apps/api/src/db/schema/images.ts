import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    mime: text('mime'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns.ts';

/**
 * A table of staff-only photos of one kind of owner (a piece, a service ticket): the image's storage
 * key under `private/<owner>/`, never served by /uploads. Every such table has this one shape (the
 * owner's column under the key `ownerId`), so one code path (`lib/private-photos.ts`) serves them all.
 * The name is typed `string` on purpose: every photo table then has the same type.
 */
export const photoTable = (name: string, ownerColumn: string, owner: () => AnyPgColumn, indexName: string) =>
  pgTable(
    name,
    {
      id: idColumn(),
      ownerId: belongsTo(ownerColumn, owner),
      /** The storage key (`private/<owner>/<uuid>.webp`). */
      key: text('key').notNull(),
      originalName: text('original_name').notNull(),
      size: integer('size').notNull(),
      width: integer('width').notNull(),
      height: integer('height').notNull(),
      by: text('by'),
      createdAt: createdAt(),
    },
    (t) => [index(indexName).on(t.ownerId, t.id)],
  );
export type PhotoTable = ReturnType<typeof photoTable>;

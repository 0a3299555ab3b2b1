import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, idColumn } from './columns.ts';

/**
 * Every saved text of the shop's policies (issue 27 §2): each save is a new version, numbered from 1
 * per policy; none is changed or removed, so an order's agreed versions stay readable. `html` is the
 * Markdown rendered and sanitised when it was saved (it is sanitised again when served).
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username of who saved it (kept if the user is removed); null: the shop's default text. */
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('policy_versions_slug_version_idx').on(t.slug, t.version),
    index('policy_versions_slug_idx').on(t.slug),
  ],
);

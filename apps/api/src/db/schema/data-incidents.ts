import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { idColumn, timestamps } from './columns.ts';

/**
 * The register of personal-data incidents (issue 27 §4): what happened, when it was found, what data
 * it touched, whom the shop told and when, what it did. An entry that was reported to the authority
 * is never deleted.
 */
export const dataIncidents = pgTable(
  'data_incidents',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    data: text('data').notNull(),
    peopleAffected: integer('people_affected'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedTo: text('reported_to'),
    measures: text('measures'),
    closed: boolean('closed').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username of who entered it (kept if the user is removed). */
    createdBy: text('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [index('data_incidents_found_at_idx').on(t.foundAt)],
);

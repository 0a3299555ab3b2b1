import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` goes up with every committed change to the catalogue (products, variants,
 * brands, sub-brands, categories, sizes). Triggers of migration 0002 keep it, whoever writes: the
 * API, a seed, another process or plain SQL. The catalogue cache keys its answers by it.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The versions the catalogue cache and the page cache key their answers by, kept by database
 * triggers (migrations 0002 and 0014) whoever writes: the API, a seed, another process or plain SQL.
 * Each goes up once per committing transaction that changes what it covers:
 * - `version`: brands, sub-brands, categories, sizes (or a products/variants TRUNCATE): every
 *   catalogue answer may change;
 * - `listVersion`: any product or variant: lists, searches and featured products may change;
 * - `settingsVersion`: the shop's settings.
 * A product's own version is in `catalogue_product_versions`.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
    settingsVersion: bigint('settings_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/**
 * One row per product ever changed (created, edited, its variants or stock changed, deleted): its
 * version, so that an edit of one product leaves every other product's answer cached. No foreign key:
 * a deleted product's row stays, its version raised by the deletion.
 */
export const catalogueProductVersions = pgTable('catalogue_product_versions', {
  productId: integer('product_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

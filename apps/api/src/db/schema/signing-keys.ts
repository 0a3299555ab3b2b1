import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The keys that sign access tokens (HS256), shared by every server on the database. The newest key
 * without `retires_at` signs; a key replaced by `npm run keys:rotate` keeps verifying the tokens it
 * signed until `retires_at` (after they have all expired), then is deleted. The token header's `kid`
 * names the key.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiresAt: timestamp('retires_at', { withTimezone: true }),
});

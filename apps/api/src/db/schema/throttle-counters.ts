import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Throttle counters shared by every server when there is no Redis (lib/throttle/postgres.ts): per key
 * the attempts counted in its window, when the window ends and until when the key is blocked, in
 * milliseconds of the throttle's clock. Rows whose window has ended are swept out.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
    blockedUntil: bigint('blocked_until', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('throttle_counters_window_idx').on(t.windowEndsAt)],
);

import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Throttle counters shared by every server when there is no Redis: the table of
 * rate-limiter-flexible's `RateLimiterPostgres` (lib/throttle/open-throttle.ts), with its columns
 * in its order (it inserts `values (key, points, expire)`): per key the points counted and when
 * they expire, in milliseconds since the epoch. The library deletes rows expired an hour ago.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('throttle_counters_expire_idx').on(t.expire)],
);

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAttempt, type Hit, type Reservation, type ThrottleClaim, type ThrottleStore } from './store.ts';

type Row = {
  key: string;
  count: number;
  window_ends_at: string | number;
  blocked_until: string | number;
};

export interface PostgresThrottleOptions {
  /** The clock (milliseconds); tests pass their own. */
  now?: () => number;
  /** Every this many reservations, rows whose window has ended are deleted. */
  sweepEvery?: number;
}

/**
 * The throttle store shared by every server on one PostgreSQL database (table `throttle_counters`).
 * A reservation is one transaction: one upsert … returning creates the missing rows, forgets ended
 * windows and locks every row of the reservation (in key order, so two reservations never deadlock);
 * the decision is made on those locked rows and written back before the commit. Another server's
 * reservation of the same key waits for the commit, so two can never take the same last attempt.
 */
export class PostgresThrottleStore implements ThrottleStore {
  private readonly now: () => number;
  private readonly sweepEvery: number;
  private reservations = 0;

  constructor(
    private readonly db: Db,
    options: PostgresThrottleOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.sweepEvery = options.sweepEvery ?? 1000;
  }

  async reserve(claims: readonly ThrottleClaim[]): Promise<Reservation> {
    const now = this.now();
    const keys = [...new Set(claims.map((c) => c.key))].sort();
    const answer = await this.db.transaction(async (tx) => {
      const locked = await tx.execute<Row>(sql`
        insert into throttle_counters as t (key, count, window_ends_at, blocked_until)
        select k, 0, 0, 0 from unnest(array[${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]) as k order by k
        on conflict (key) do update set
          count = case when t.window_ends_at <= ${now} then 0 else t.count end,
          blocked_until = case when t.window_ends_at <= ${now} then 0 else t.blocked_until end,
          window_ends_at = case when t.window_ends_at <= ${now} then 0 else t.window_ends_at end
        returning t.key, t.count, t.window_ends_at, t.blocked_until`);
      const state = new Map(
        locked.rows.map((r) => [
          r.key,
          { count: r.count, windowEndsAt: Number(r.window_ends_at), blockedUntil: Number(r.blocked_until) },
        ]),
      );

      let retryAfterMs = 0;
      for (const entry of state.values())
        if (entry.blockedUntil > now) retryAfterMs = Math.max(retryAfterMs, entry.blockedUntil - now);
      if (retryAfterMs > 0) return { allowed: false as const, retryAfterMs };

      for (const { key, rule } of claims) {
        const entry = state.get(key)!;
        if (entry.windowEndsAt === 0) entry.windowEndsAt = now + rule.windowMs;
        countAttempt(entry, rule, now);
      }
      const values = [...state].map(
        ([key, e]) => sql`(${key}, ${e.count}::int, ${e.windowEndsAt}::bigint, ${e.blockedUntil}::bigint)`,
      );
      await tx.execute(sql`
        update throttle_counters as t set count = v.count, window_ends_at = v.window_ends_at, blocked_until = v.blocked_until
        from (values ${sql.join(values, sql`, `)}) as v (key, count, window_ends_at, blocked_until)
        where t.key = v.key`);
      return { allowed: true as const };
    });
    if (++this.reservations % this.sweepEvery === 0) await this.sweep(now);
    return answer;
  }

  async release({ key, rule }: ThrottleClaim): Promise<void> {
    const now = this.now();
    await this.db.execute(sql`
      update throttle_counters set
        count = greatest(count - 1, 0),
        blocked_until = case when greatest(count - 1, 0) < ${rule.limit} then 0 else blocked_until end
      where key = ${key} and window_ends_at > ${now}`);
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from throttle_counters where key = ${key}`);
  }

  /** One upsert: a row whose window has ended starts again at 1; the row lock orders concurrent hits. */
  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    const { rows } = await this.db.execute<{ count: number; window_ends_at: string | number }>(sql`
      insert into throttle_counters as t (key, count, window_ends_at, blocked_until)
      values (${key}, 1, ${now + windowMs}, 0)
      on conflict (key) do update set
        count = case when t.window_ends_at <= ${now} then 1 else t.count + 1 end,
        window_ends_at = case when t.window_ends_at <= ${now} then ${now + windowMs} else t.window_ends_at end,
        blocked_until = case when t.window_ends_at <= ${now} then 0 else t.blocked_until end
      returning t.count, t.window_ends_at`);
    if (++this.reservations % this.sweepEvery === 0) await this.sweep(now);
    return { count: rows[0]!.count, resetMs: Number(rows[0]!.window_ends_at) - now };
  }

  /** Deletes the rows whose window has ended (they would be forgotten anyway). */
  async sweep(now = this.now()): Promise<void> {
    await this.db.execute(sql`delete from throttle_counters where window_ends_at <= ${now}`);
  }
}

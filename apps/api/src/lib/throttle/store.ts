/**
 * Counters that throttle repeated attempts (sign-in failures, order look-ups, orders) and count the
 * requests of rate-limited routes, behind one small interface so that they can live in this
 * process's memory, in PostgreSQL or in Redis. One implementation, `FlexibleThrottleStore`
 * (flexible.ts), keeps it on the counters of `rate-limiter-flexible`.
 *
 * A key has a count of reserved attempts inside a window, the time the window ends, and a time it
 * is blocked until. Every implementation keeps this contract:
 *
 * - `reserve(claims)` is one atomic step over all its claims ("increment, then decide"):
 *   1. a key whose window has ended is forgotten (count 0, no block);
 *   2. if any key is blocked, nothing is counted and the answer is
 *      `{ allowed: false, retryAfterMs }` with the longest time left among the blocked keys;
 *   3. otherwise every key's count goes up by one (the first count opens a window of
 *      `rule.windowMs`), and a key whose count has reached `rule.limit` is blocked: with
 *      `rule.backoff`, for `baseMs × 2^(count − limit)` (at most `maxMs`), and its window is kept open
 *      until `windowMs` after that block ends, so that someone who keeps trying never starts over
 *      with a fresh allowance; without backoff, until its window ends. The answer is `{ allowed: true }`.
 *   Two concurrent calls can never both take the last free attempt, even from two processes: every
 *   decision rests on one atomic increment of the engine (one SQL upsert, one Redis script), never on
 *   a read followed by a write.
 * - `release(claim)` gives back one attempt reserved on the key (it turned out not to be a failure):
 *   the count goes down by one, and a block goes away once the count is below the limit again.
 * - `clear(key)` forgets the key.
 * - `hit(key, windowMs)` is the plain counter of request rate limits (`@fastify/rate-limit`, see
 *   rate-limit.ts), also one atomic step: a key whose window has ended starts again, the count goes
 *   up by one (the first count opens a window of `windowMs`), and the answer is the new count and the
 *   milliseconds left in the window. It never blocks: the caller compares the count with its limit.
 * - Times come from `Date.now()` (and Redis's own clock for its expiries); windows and waits count
 *   in whole seconds (rounded up). Tests of the memory and PostgreSQL engines move time with
 *   `vi.setSystemTime`.
 */
export interface ThrottleStore {
  reserve(claims: readonly ThrottleClaim[]): Promise<Reservation>;
  release(claim: ThrottleClaim): Promise<void>;
  clear(key: string): Promise<void>;
  hit(key: string, windowMs: number): Promise<Hit>;
  /** For a store on a server of its own (Redis): resolves while it answers (the ready check reports it). */
  ping?(): Promise<void>;
}

export interface ThrottleRule {
  /** Attempts a window allows before the key is blocked. */
  limit: number;
  windowMs: number;
  /** From the limit on, each attempt blocks the key for `baseMs × 2^(count − limit)`, at most `maxMs`. */
  backoff?: { baseMs: number; maxMs: number };
}

export interface ThrottleClaim {
  key: string;
  rule: ThrottleRule;
}

/** A counted request: how many the key's window holds now (this one included), and the time left in it. */
export interface Hit {
  count: number;
  resetMs: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Hit, Reservation, ThrottleClaim, ThrottleRule, ThrottleStore } from './store.ts';

/** Makes one of rate-limiter-flexible's limiters on the shop's engine (open-throttle.ts), named `name`. */
export type LimiterFactory = (name: string) => RateLimiterAbstract;

/** The limiters only count: the store decides, so their own limit is never reached. */
export const COUNT_ONLY = { points: 2 ** 31 - 1, duration: 1 };

/** rate-limiter-flexible's durations are seconds, and Redis keeps whole ones. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** How long the `strikes`-th attempt past the limit of a key with backoff blocks it. */
function backoffMs({ backoff }: ThrottleRule, strikes: number): number {
  const { baseMs, maxMs } = backoff!;
  // 2^30 and beyond is far above any cap: stop there instead of overflowing to Infinity.
  return Math.min(baseMs * 2 ** Math.min(strikes - 1, 30), maxMs);
}

/** A claim read before counting: how long its key is blocked (0: not), and its strikes so far. */
interface Seen {
  blockedMs: number;
  strikes: number;
}

interface Taken {
  /** 0 when the claim was counted; else the wait. */
  retryAfterMs: number;
  /** Takes the counted attempt back (another claim of the reservation was refused). */
  undo(): Promise<void>;
}

const nothing = () => Promise.resolve();
const left = (held: RateLimiterRes | null) => (held && held.msBeforeNext > 0 ? held : undefined);

/**
 * The store contract (store.ts) on three limiters of `rate-limiter-flexible`, whatever their engine:
 * `count` holds each key's attempts in its window (`consume`, an atomic increment); for a key with
 * backoff, `block` is its gate (a count that expires with the block: the attempt whose `consume`
 * makes it 1 gets through and blocks the key, any other one at that moment is refused with the time
 * left) and `strikes` counts the attempts that got through past the limit (the exponent of the wait).
 *
 * A reservation first reads its keys (a blocked key: nothing counted, the longest wait), then counts
 * every claim; if one of them is refused, the others are given back, so a reservation counts all its
 * claims or none (a concurrent reservation may see the extra count for that moment and be refused:
 * the error is always on the side of refusing). An attempt refused at a key's gate by a concurrent
 * one stays counted, for the same reason.
 */
export class FlexibleThrottleStore implements ThrottleStore {
  private readonly counts: RateLimiterAbstract;
  private readonly blocks: RateLimiterAbstract;
  private readonly strikes: RateLimiterAbstract;

  constructor(
    make: LimiterFactory,
    /** Resolves while a store on a server of its own answers (the health checks report it). */
    readonly ping?: () => Promise<void>,
  ) {
    this.counts = make('count');
    this.blocks = make('block');
    this.strikes = make('strikes');
  }

  private async see({ key, rule }: ThrottleClaim): Promise<Seen> {
    if (!rule.backoff) {
      const held = left(await this.counts.get(key));
      return { blockedMs: held && held.consumedPoints >= rule.limit ? held.msBeforeNext : 0, strikes: 0 };
    }
    const [block, strikes] = await Promise.all([this.blocks.get(key), this.strikes.get(key)]);
    return { blockedMs: left(block)?.msBeforeNext ?? 0, strikes: left(strikes)?.consumedPoints ?? 0 };
  }

  private async take({ key, rule }: ThrottleClaim, seen: Seen): Promise<Taken> {
    const counted = await this.counts.consume(key, 1, { customDuration: seconds(rule.windowMs) });
    const count = counted.consumedPoints;
    const giveBack = async () => {
      await this.counts.reward(key);
    };
    if (!rule.backoff) {
      if (count <= rule.limit) return { retryAfterMs: 0, undo: giveBack };
      await giveBack();
      return { retryAfterMs: counted.msBeforeNext, undo: nothing };
    }
    if (count < rule.limit) return { retryAfterMs: 0, undo: giveBack };
    // From the limit on, one attempt at a time gets through, and blocks the key for its wait.
    const strikes = seen.strikes + 1;
    const wait = backoffMs(rule, strikes);
    const gate = await this.blocks.consume(key, 1, { customDuration: seconds(wait) });
    if (gate.consumedPoints > 1) return { retryAfterMs: gate.msBeforeNext, undo: nothing };
    // The window stays open until `windowMs` after the block: no fresh allowance for someone who keeps trying.
    const keep = seconds(wait + rule.windowMs);
    await Promise.all([this.counts.set(key, count, keep), this.strikes.set(key, strikes, keep)]);
    return {
      retryAfterMs: 0,
      undo: async () => {
        await Promise.all([this.blocks.delete(key), this.strikes.set(key, strikes - 1, keep)]);
        await giveBack();
      },
    };
  }

  async reserve(claims: readonly ThrottleClaim[]): Promise<Reservation> {
    const seen = await Promise.all(claims.map((c) => this.see(c)));
    const blocked = Math.max(0, ...seen.map((s) => s.blockedMs));
    if (blocked > 0) return { allowed: false, retryAfterMs: blocked };
    const taken = await Promise.all(claims.map((c, i) => this.take(c, seen[i]!)));
    const retryAfterMs = Math.max(0, ...taken.map((t) => t.retryAfterMs));
    if (retryAfterMs === 0) return { allowed: true };
    await Promise.all(taken.filter((t) => t.retryAfterMs === 0).map((t) => t.undo()));
    return { allowed: false, retryAfterMs };
  }

  async release({ key, rule }: ThrottleClaim): Promise<void> {
    const held = left(await this.counts.get(key));
    if (!held || held.consumedPoints <= 0) return;
    const after = await this.counts.reward(key);
    if (!rule.backoff) return;
    if (after.consumedPoints < rule.limit) await Promise.all([this.blocks.delete(key), this.strikes.delete(key)]);
    else if (left(await this.strikes.get(key))) await this.strikes.reward(key);
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.counts.delete(key), this.blocks.delete(key), this.strikes.delete(key)]);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const counted = await this.counts.consume(key, 1, { customDuration: seconds(windowMs) });
    return { count: counted.consumedPoints, resetMs: counted.msBeforeNext };
  }
}

import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Hit, Reservation, ThrottleClaim, ThrottleRule, ThrottleStore } from './store.ts';

/** Makes one of rate-limiter-flexible's limiters on the shop's engine (open-throttle.ts), named `name`. */
export type LimiterFactory = (name: string) => RateLimiterAbstract;

/** The limiters only count: the store decides, so their own limit is never reached. */
export const COUNT_ONLY = { points: 2 ** 31 - 1, duration: 1 };

/** rate-limiter-flexible's durations are seconds, and Redis keeps whole ones. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** How long the attempt that brought a key with backoff to `count` blocks it. */
function backoffMs({ limit, backoff }: ThrottleRule, count: number): number {
  const { baseMs, maxMs } = backoff!;
  // 2^30 and beyond is far above any cap: stop there instead of overflowing to Infinity.
  return Math.min(baseMs * 2 ** Math.min(count - limit, 30), maxMs);
}

interface Taken {
  /** 0 when the claim was counted; else the wait. */
  retryAfterMs: number;
  /** Takes the counted attempt back (another claim of the reservation was refused). */
  undo(): Promise<void>;
}

const nothing = () => Promise.resolve();

/**
 * The store contract (store.ts) on two limiters of `rate-limiter-flexible`, whatever their engine:
 * `count` holds each key's attempts in its window (an atomic increment: `consume`), `block` is the
 * gate of a key with backoff (a count that expires with the block: the attempt whose `consume` makes
 * it 1 is the one allowed, any other one made at the same moment is refused with the time left).
 *
 * A reservation first reads the blocks of its keys (a blocked key: nothing counted, the longest
 * wait), then counts every claim; if one of them is refused, the others are given back, so a
 * reservation counts all its claims or none (a concurrent reservation may see the extra count for
 * that moment and be refused: the error is always on the side of refusing). An attempt refused at
 * a key's gate by a concurrent one stays counted, for the same reason.
 */
export class FlexibleThrottleStore implements ThrottleStore {
  private readonly counts: RateLimiterAbstract;
  private readonly blocks: RateLimiterAbstract;

  constructor(
    make: LimiterFactory,
    /** Resolves while a store on a server of its own answers (the health checks report it). */
    readonly ping?: () => Promise<void>,
  ) {
    this.counts = make('count');
    this.blocks = make('block');
  }

  /** The time a key is blocked for now (0: not blocked). */
  private async blockedMs({ key, rule }: ThrottleClaim): Promise<number> {
    const held = await (rule.backoff ? this.blocks : this.counts).get(key);
    if (!held || held.msBeforeNext <= 0) return 0;
    return rule.backoff || held.consumedPoints >= rule.limit ? held.msBeforeNext : 0;
  }

  private async take({ key, rule }: ThrottleClaim): Promise<Taken> {
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
    const wait = backoffMs(rule, count);
    const gate = await this.blocks.consume(key, 1, { customDuration: seconds(wait) });
    if (gate.consumedPoints > 1) return { retryAfterMs: gate.msBeforeNext, undo: nothing };
    // The window stays open until `windowMs` after the block: no fresh allowance for someone who keeps trying.
    await this.counts.set(key, count, seconds(wait + rule.windowMs));
    return {
      retryAfterMs: 0,
      undo: async () => {
        await this.blocks.delete(key);
        await giveBack();
      },
    };
  }

  async reserve(claims: readonly ThrottleClaim[]): Promise<Reservation> {
    const blocked = Math.max(0, ...(await Promise.all(claims.map((c) => this.blockedMs(c)))));
    if (blocked > 0) return { allowed: false, retryAfterMs: blocked };
    const taken = await Promise.all(claims.map((c) => this.take(c)));
    const retryAfterMs = Math.max(0, ...taken.map((t) => t.retryAfterMs));
    if (retryAfterMs === 0) return { allowed: true };
    await Promise.all(taken.filter((t) => t.retryAfterMs === 0).map((t) => t.undo()));
    return { allowed: false, retryAfterMs };
  }

  async release({ key, rule }: ThrottleClaim): Promise<void> {
    const held = await this.counts.get(key);
    if (!held || held.msBeforeNext <= 0 || held.consumedPoints <= 0) return;
    const left = await this.counts.reward(key);
    if (rule.backoff && left.consumedPoints < rule.limit) await this.blocks.delete(key);
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.counts.delete(key), this.blocks.delete(key)]);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const counted = await this.counts.consume(key, 1, { customDuration: seconds(windowMs) });
    return { count: counted.consumedPoints, resetMs: counted.msBeforeNext };
  }
}

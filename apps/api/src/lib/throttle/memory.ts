import {
  countAttempt,
  type Hit,
  type Reservation,
  type ThrottleClaim,
  type ThrottleEntry,
  type ThrottleStore,
} from './store.ts';

export interface MemoryThrottleOptions {
  /** The clock (milliseconds); tests pass their own. */
  now?: () => number;
  /** Past this many keys, ended windows are swept out. */
  sweepAbove?: number;
}

/**
 * The throttle store of one process: a map in memory. Every method does all its work synchronously
 * when called (the promise it returns is already settled), so a reservation is counted before the
 * caller's first `await` and two requests can never interleave inside one.
 */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, ThrottleEntry>();
  private readonly now: () => number;
  private sweepAbove: number;
  private readonly minSweepAbove: number;

  constructor(options: MemoryThrottleOptions = {}) {
    this.now = options.now ?? Date.now;
    this.minSweepAbove = this.sweepAbove = options.sweepAbove ?? 100_000;
  }

  /** The key's entry while its window lasts. */
  private live(key: string, now: number): ThrottleEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.windowEndsAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  reserve(claims: readonly ThrottleClaim[]): Promise<Reservation> {
    const now = this.now();
    let retryAfterMs = 0;
    for (const { key } of claims) {
      const entry = this.live(key, now);
      if (entry && entry.blockedUntil > now) retryAfterMs = Math.max(retryAfterMs, entry.blockedUntil - now);
    }
    if (retryAfterMs > 0) return Promise.resolve({ allowed: false, retryAfterMs });

    for (const { key, rule } of claims) {
      let entry = this.live(key, now);
      if (!entry) {
        entry = { count: 0, windowEndsAt: now + rule.windowMs, blockedUntil: 0 };
        this.entries.set(key, entry);
      }
      countAttempt(entry, rule, now);
    }
    if (this.entries.size > this.sweepAbove) this.sweep(now);
    return Promise.resolve({ allowed: true });
  }

  release({ key, rule }: ThrottleClaim): Promise<void> {
    const entry = this.live(key, this.now());
    if (entry) {
      entry.count = Math.max(0, entry.count - 1);
      if (entry.count < rule.limit) entry.blockedUntil = 0;
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    let entry = this.live(key, now);
    if (!entry) {
      entry = { count: 0, windowEndsAt: now + windowMs, blockedUntil: 0 };
      this.entries.set(key, entry);
      if (this.entries.size > this.sweepAbove) this.sweep(now);
    }
    entry.count += 1;
    return Promise.resolve({ count: entry.count, resetMs: entry.windowEndsAt - now });
  }

  /** Drops ended windows; sweeps again only once the map has doubled, so the cost stays spread out. */
  private sweep(now: number): void {
    for (const key of this.entries.keys()) this.live(key, now);
    this.sweepAbove = Math.max(this.minSweepAbove, this.entries.size * 2);
  }

  /** Keys currently held (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }
}

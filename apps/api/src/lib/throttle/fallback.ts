import type { Hit, Reservation, ThrottleClaim, ThrottleStore } from './store.ts';

/**
 * Redis first, another store when Redis cannot answer: while Redis is unreachable (at start or
 * later) every call goes to the fallback (PostgreSQL, or memory in the embedded mode), so the shop
 * keeps serving and keeps counting. The two stores count separately: during an outage a key starts
 * again from the fallback's count. `usable()` says whether Redis is connected now; `ping()` asks it.
 */
export class FallbackThrottleStore implements ThrottleStore {
  constructor(
    private readonly primary: ThrottleStore,
    private readonly fallback: ThrottleStore,
    private readonly usable: () => boolean,
    private readonly onFailure: (err: unknown) => void,
    /** Resolves while the primary answers (the health checks report it). */
    readonly ping: () => Promise<void>,
  ) {}

  private async either<T>(work: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (this.usable()) {
      try {
        return await work(this.primary);
      } catch (err) {
        this.onFailure(err);
      }
    }
    return work(this.fallback);
  }

  reserve(claims: readonly ThrottleClaim[]): Promise<Reservation> {
    return this.either((s) => s.reserve(claims));
  }

  release(claim: ThrottleClaim): Promise<void> {
    return this.either((s) => s.release(claim));
  }

  clear(key: string): Promise<void> {
    return this.either((s) => s.clear(key));
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    return this.either((s) => s.hit(key, windowMs));
  }
}

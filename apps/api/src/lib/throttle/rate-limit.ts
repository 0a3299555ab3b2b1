import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { ThrottleStore } from './store.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `child`: the route's merged limit options and the route (empty for `app.rateLimit()`). */
interface RouteLimit {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * `@fastify/rate-limit` counting in the shop's throttle store (`app.throttle`), so that a route that
 * opts in (`config: { rateLimit: { max, timeWindow } }`) is limited wherever the shop's own limits
 * are: in Redis when REDIS_URL is set (in PostgreSQL while Redis does not answer), in PostgreSQL when
 * only DATABASE_URL is set, in memory in the embedded mode. Windows are fixed: the plugin's
 * `continueExceeding` and `exponentialBackoff` are refused when a route asks for them (the shop's
 * sign-in backoff is `app.throttle`'s reservations). A store error lets the request through
 * (`skipOnError`) rather than failing it.
 */
export function rateLimitOptions(store: ThrottleStore, prefix = 'rate-limit:'): RateLimitPluginOptions {
  class SharedRateLimitStore {
    // The plugin constructs the store with its global options (not needed here); children pass a prefix.
    constructor(
      _options?: unknown,
      private readonly keyPrefix: string = prefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      store.hit(this.keyPrefix + key, timeWindow).then(
        ({ count, resetMs }) => callback(null, { current: count, ttl: resetMs }),
        (err: Error) => callback(err),
      );
    }

    child(options: object): SharedRateLimitStore {
      const limit = options as RouteLimit;
      const route = `${String(limit.routeInfo?.method ?? '')}${limit.routeInfo?.url ?? ''}`;
      if (limit.continueExceeding || limit.exponentialBackoff)
        throw new Error(
          `${route}: the shared rate-limit store counts fixed windows (no continueExceeding or exponentialBackoff)`,
        );
      return new SharedRateLimitStore(undefined, `${this.keyPrefix}${route}:`);
    }
  }
  return {
    global: false,
    skipOnError: true,
    store: SharedRateLimitStore,
  };
}

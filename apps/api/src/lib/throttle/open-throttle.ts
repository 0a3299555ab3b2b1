import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import { COUNT_ONLY, FlexibleThrottleStore, type LimiterFactory } from './flexible.ts';
import type { ThrottleStore } from './store.ts';

export interface ThrottleEngine {
  store: ThrottleStore;
  close(): Promise<void>;
}

interface Log {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Counters in this process's memory (the embedded mode, and tests). */
export const memoryLimiters: LimiterFactory = (name) => new RateLimiterMemory({ ...COUNT_ONLY, keyPrefix: name });

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Counters in the table `throttle_counters` (key, points, expire: the columns rate-limiter-flexible
 * writes, made by a migration), shared by every server on the database. The library speaks to a
 * `pg` pool through `query({ text, values })`; this adapter gives it the client under Drizzle, a
 * `pg` pool or PGlite alike, and hands back `expire` as a number (PGlite reads bigint as BigInt).
 */
export function postgresLimiters(database: Pick<Database, 'db'>): LimiterFactory {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const storeClient = {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await client.query(text, values);
      const rows = result.rows.map((r) => (typeof r.expire === 'bigint' ? { ...r, expire: Number(r.expire) } : r));
      return { ...result, rows };
    },
  };
  return (name) =>
    new RateLimiterPostgres({
      ...COUNT_ONLY,
      storeClient,
      storeType: 'pool',
      tableName: 'throttle_counters',
      tableCreated: true,
      keyPrefix: name,
    });
}

/**
 * Where throttles and rate limits count: Redis when REDIS_URL is set (falling back while it is
 * down), else PostgreSQL when DATABASE_URL is set (shared by every server), else this process's
 * memory (the embedded mode runs one process).
 */
export async function openThrottle(config: Config, database: Database, log: Log): Promise<ThrottleEngine> {
  const local = database.kind === 'postgres' ? postgresLimiters(database) : memoryLimiters;
  if (!config.redis) return { store: new FlexibleThrottleStore(local), close: async () => {} };

  // Loaded only when Redis is used.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redis.url, {
    lazyConnect: true,
    // A command while disconnected fails at once (and goes to the fallback) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(200 * times, 2000),
  });
  const fallbackName = database.kind === 'postgres' ? 'PostgreSQL' : 'this process';
  let down = false;
  const wentDown = (err: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err },
      `Redis does not answer: rate limits and sign-in throttling are counted in ${fallbackName} until it is back`,
    );
  };
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (down) log.info('Redis answers again: rate limits and sign-in throttling are counted in Redis');
    down = false;
  });
  redis.connect().catch(wentDown);

  // While Redis is not ready, or a command fails, each limiter answers from its insurance limiter
  // (rate-limiter-flexible's fallback): the local counters. The two count separately: during an
  // outage a key starts again from the local count.
  const prefix = `${config.redis.prefix}throttle:`;
  const store: ThrottleStore = new FlexibleThrottleStore(
    (name) =>
      new RateLimiterRedis({
        ...COUNT_ONLY,
        storeClient: redis,
        keyPrefix: prefix + name,
        rejectIfRedisNotReady: true,
        insuranceLimiter: local(name),
      }),
    // The health checks: Redis answers a PING (while it does not, limits go to the insurance limiters).
    async () => {
      if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
      await redis.ping();
    },
  );
  return {
    store,
    close() {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}

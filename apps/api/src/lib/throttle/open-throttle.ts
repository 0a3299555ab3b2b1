import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { FallbackThrottleStore } from './fallback.ts';
import { MemoryThrottleStore } from './memory.ts';
import { PostgresThrottleStore } from './postgres.ts';
import { RedisThrottleStore } from './redis.ts';
import type { ThrottleStore } from './store.ts';

export interface ThrottleEngine {
  store: ThrottleStore;
  close(): Promise<void>;
}

interface Log {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Where throttles and rate limits count: Redis when REDIS_URL is set (falling back while it is
 * down), else PostgreSQL when DATABASE_URL is set (shared by every server), else this process's
 * memory (the embedded mode runs one process).
 */
export async function openThrottle(config: Config, database: Database, log: Log): Promise<ThrottleEngine> {
  const local: ThrottleStore =
    database.kind === 'postgres' ? new PostgresThrottleStore(database.db) : new MemoryThrottleStore();
  if (!config.redis) return { store: local, close: async () => {} };

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

  const store = new FallbackThrottleStore(
    new RedisThrottleStore(redis, { prefix: config.redis.prefix }),
    local,
    () => redis.status === 'ready',
    wentDown,
    // The health checks: Redis answers a PING (while it does not, limits go to the fallback).
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

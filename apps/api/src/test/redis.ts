import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { tcpRelay } from './tcp-relay.ts';

/** The machine's (and CI's) Redis; CI starts it before the tests (`.ci/run`). */
export const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the Redis tests run: always in CI (a missing Redis then fails them); elsewhere when a Redis
 * answers, so that `npm test` still needs nothing beyond `npm install`.
 */
export const redisAvailable: boolean =
  Boolean(process.env.CI) ||
  (await (async () => {
    const probe = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: 1000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return true;
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  })());

/** A key prefix of the test's own, so tests never see each other's keys; `drop` deletes its keys. */
export function redisPrefix(name: string) {
  const prefix = `shop-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;
  return {
    prefix,
    drop: async () => {
      const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      try {
        await client.connect();
        const keys = await client.keys(`${prefix}*`);
        if (keys.length) await client.del(...keys);
      } catch {
        // Redis gone: nothing left to delete.
      } finally {
        client.disconnect();
      }
    },
  };
}

/**
 * The machine's Redis behind a relay the test can cut (`link.set(false)`), under a key prefix of the
 * test's own: `env` points an app at it; `closeAfter(...servers)` restores the relay so that the
 * servers close cleanly, closes them in turn, then the relay, and deletes the test's keys.
 */
export async function relayedRedis(name: string) {
  const { prefix, drop } = redisPrefix(name);
  const target = new URL(redisUrl);
  const link = await tcpRelay({ hostname: target.hostname, port: Number(target.port || 6379) });
  return {
    prefix,
    link,
    env: { REDIS_URL: `redis://127.0.0.1:${link.port}`, REDIS_PREFIX: prefix },
    async closeAfter(...servers: ({ close(): Promise<unknown> } | undefined)[]): Promise<void> {
      link.set(true);
      for (const server of servers) await server?.close();
      await link.close();
      await drop();
    },
  };
}

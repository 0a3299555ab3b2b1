import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { redisAvailable, redisPrefix, redisUrl } from '../../test/redis.ts';
import { PostgresThrottleStore } from './postgres.ts';
import { RedisThrottleStore } from './redis.ts';
import type { ThrottleRule, ThrottleStore } from './store.ts';

// The stores that several servers share keep the same contract as the memory store (store.ts): each
// test uses two store objects on one engine, as two servers would, with one test clock.

const MIN = 60_000;
const account: ThrottleRule = { limit: 5, windowMs: 15 * MIN, backoff: { baseMs: 30_000, maxMs: 15 * MIN } };
const small: ThrottleRule = { limit: 2, windowMs: MIN };

interface Engine {
  /** Two servers' stores on the same engine, both on `clock`. */
  pair(clock: () => number): [ThrottleStore, ThrottleStore];
}

/** The engine of a store and how to close it once the tests are done. */
interface Engines {
  engine: Engine;
  close: () => Promise<void>;
}

function contract(name: string, skip: boolean, open: () => Engines | Promise<Engines>) {
  describe.skipIf(skip)(`${name} throttle store shared by two servers`, () => {
    let engine: Engine;
    let close: () => Promise<void>;
    let now = Date.UTC(2026, 0, 1);
    let run = 0;
    const clock = () => now;
    // Every test uses keys of its own.
    const key = (k: string) => `${k}-${run}`;
    beforeAll(async () => {
      ({ engine, close } = await open());
    });
    afterAll(() => close?.());

    it('never lets concurrent reservations on two servers take more than the free attempts', async () => {
      run++;
      const [a, b] = engine.pair(clock);
      const claim = [{ key: key('burst'), rule: account }];
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).reserve(claim)));
      expect(answers.filter((x) => x.allowed)).toHaveLength(5);
      expect(answers.filter((x) => !x.allowed).every((x) => !x.allowed && x.retryAfterMs === 30_000)).toBe(true);
    });

    it('doubles the wait of each attempt past the limit, whichever server counts it', async () => {
      run++;
      const [a, b] = engine.pair(clock);
      const claim = [{ key: key('backoff'), rule: account }];
      for (let i = 0; i < 5; i++) expect(await (i % 2 ? a : b).reserve(claim)).toEqual({ allowed: true });
      const waits: number[] = [];
      for (let n = 0; n < 3; n++) {
        const refused = await (n % 2 ? a : b).reserve(claim);
        if (refused.allowed) throw new Error('expected a refusal');
        waits.push(refused.retryAfterMs);
        now += refused.retryAfterMs - 1;
        expect(await a.reserve(claim)).toEqual({ allowed: false, retryAfterMs: 1 });
        now += 1;
        expect(await b.reserve(claim)).toEqual({ allowed: true });
      }
      expect(waits).toEqual([30_000, 60_000, 120_000]);
    });

    it('counts all claims of a reservation or none, and forgets a window once it has ended', async () => {
      run++;
      const [a, b] = engine.pair(clock);
      expect(await a.reserve([{ key: key('x'), rule: small }])).toEqual({ allowed: true });
      expect(await b.reserve([{ key: key('x'), rule: small }])).toEqual({ allowed: true });
      const both = [
        { key: key('y'), rule: small },
        { key: key('x'), rule: small },
      ];
      expect(await a.reserve(both)).toEqual({ allowed: false, retryAfterMs: MIN });
      expect(await b.reserve([{ key: key('y'), rule: small }])).toEqual({ allowed: true });
      expect(await a.reserve([{ key: key('y'), rule: small }])).toEqual({ allowed: true });
      expect((await b.reserve([{ key: key('y'), rule: small }])).allowed).toBe(false);
      now += MIN;
      expect(await a.reserve([{ key: key('x'), rule: small }])).toEqual({ allowed: true });
    });

    it('gives an attempt back on release and forgets a key on clear, for both servers', async () => {
      run++;
      const [a, b] = engine.pair(clock);
      const claim = { key: key('r'), rule: small };
      await a.reserve([claim]);
      await a.reserve([claim]);
      expect((await b.reserve([claim])).allowed).toBe(false);
      await b.release(claim);
      expect(await a.reserve([claim])).toEqual({ allowed: true });
      expect((await b.reserve([claim])).allowed).toBe(false);
      await a.clear(claim.key);
      expect(await b.reserve([claim])).toEqual({ allowed: true });
    });

    it('counts the rate-limit hits of both servers in one window, and starts again when it ends', async () => {
      run++;
      const [a, b] = engine.pair(clock);
      expect(await a.hit(key('hits'), MIN)).toEqual({ count: 1, resetMs: MIN });
      now += 1000;
      expect(await b.hit(key('hits'), MIN)).toEqual({ count: 2, resetMs: MIN - 1000 });
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key('hits'), MIN)));
      expect(burst.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
      now += MIN - 1000;
      expect(await a.hit(key('hits'), MIN)).toEqual({ count: 1, resetMs: MIN });
    });
  });
}

contract('PostgreSQL', false, async () => {
  // The suite's database (PGlite, or PostgreSQL in CI's second run): the same SQL either way.
  const t: TestApp = await createTestApp();
  return {
    engine: {
      pair: (now) => [
        new PostgresThrottleStore(t.database.db, { now }),
        new PostgresThrottleStore(t.database.db, { now }),
      ],
    },
    close: () => t.close(),
  };
});

contract('Redis', !redisAvailable, () => {
  const { prefix, drop } = redisPrefix('store');
  const clients: Redis[] = [];
  return {
    engine: {
      pair(now) {
        const [x, y] = [new Redis(redisUrl), new Redis(redisUrl)];
        clients.push(x, y);
        return [new RedisThrottleStore(x, { prefix, now }), new RedisThrottleStore(y, { prefix, now })];
      },
    },
    async close() {
      for (const c of clients) c.disconnect();
      await drop();
    },
  };
});

import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { redisAvailable, redisPrefix, redisUrl } from '../../test/redis.ts';
import { COUNT_ONLY, FlexibleThrottleStore } from './flexible.ts';
import { postgresLimiters } from './open-throttle.ts';
import type { ThrottleRule, ThrottleStore } from './store.ts';

// The stores that several servers share keep the same contract as the memory store (store.ts): each
// test uses two store objects on one engine, as two servers would. On PostgreSQL the tests move
// Date.now() (the clock the counters are written with); Redis expires keys on its own clock, so its
// tests wait for real, on windows of seconds, and read the waits to within `slack` milliseconds.

declare module 'vitest' {
  interface AsymmetricMatchersContaining {
    between(min: number, max: number): unknown;
  }
}
expect.extend({
  between: (received: number, min: number, max: number) => ({
    pass: received >= min && received <= max,
    message: () => `expected ${received} to be between ${min} and ${max}`,
  }),
});

interface Engine {
  /** Two servers' stores on the same engine. */
  pair(): [ThrottleStore, ThrottleStore];
}

/** How a contract run moves time: a minute's length, and how closely waits are read. */
interface Time {
  MIN: number;
  baseMs: number;
  slack: number;
  advance(ms: number): Promise<void>;
}
const moved: Time = {
  MIN: 60_000,
  baseMs: 30_000,
  slack: 0,
  advance(ms) {
    vi.setSystemTime(Date.now() + ms);
    return Promise.resolve();
  },
};
const waited: Time = { MIN: 2000, baseMs: 1000, slack: 300, advance: (ms) => sleep(ms) };

/** The engine of a store and how to close it once the tests are done. */
interface Engines {
  engine: Engine;
  close: () => Promise<void>;
}

function contract(name: string, skip: boolean, time: Time, open: () => Engines | Promise<Engines>) {
  describe.skipIf(skip)(`${name} throttle store shared by two servers`, { timeout: 30_000 }, () => {
    const { MIN, slack } = time;
    const account: ThrottleRule = { limit: 5, windowMs: 15 * MIN, backoff: { baseMs: time.baseMs, maxMs: 15 * MIN } };
    const small: ThrottleRule = { limit: 2, windowMs: MIN };
    /** A wait read from the store: `expected`, or up to `slack` less when time runs for real. */
    const about = (expected: number) => (slack ? expect.between(expected - slack, expected) : expected);
    let engine: Engine;
    let close: () => Promise<void>;
    let run = 0;
    // Every test uses keys of its own.
    const key = (k: string) => `${k}-${run}`;
    beforeAll(async () => {
      ({ engine, close } = await open());
      if (time === moved) vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    });
    afterAll(async () => {
      vi.useRealTimers();
      await close?.();
    });

    it('never lets concurrent reservations on two servers take more than the free attempts', async () => {
      run++;
      const [a, b] = engine.pair();
      const claim = [{ key: key('burst'), rule: account }];
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).reserve(claim)));
      expect(answers.filter((x) => x.allowed)).toHaveLength(5);
      expect(answers.filter((x) => !x.allowed).map((x) => !x.allowed && x.retryAfterMs)).toEqual(
        Array.from({ length: 35 }, () => about(time.baseMs)),
      );
    });

    it('doubles the wait of each attempt past the limit, whichever server counts it', async () => {
      run++;
      const [a, b] = engine.pair();
      const claim = [{ key: key('backoff'), rule: account }];
      for (let i = 0; i < 5; i++) expect(await (i % 2 ? a : b).reserve(claim)).toEqual({ allowed: true });
      const waits: number[] = [];
      for (let n = 0; n < 3; n++) {
        const refused = await (n % 2 ? a : b).reserve(claim);
        if (refused.allowed) throw new Error('expected a refusal');
        waits.push(refused.retryAfterMs);
        await time.advance(refused.retryAfterMs - 1 - slack);
        expect(await a.reserve(claim)).toEqual({ allowed: false, retryAfterMs: about(1 + slack) });
        await time.advance(1 + slack);
        expect(await b.reserve(claim)).toEqual({ allowed: true });
      }
      expect(waits).toEqual([1, 2, 4].map((n) => about(n * time.baseMs)));
    });

    it('counts all claims of a reservation or none, and forgets a window once it has ended', async () => {
      run++;
      const [a, b] = engine.pair();
      expect(await a.reserve([{ key: key('x'), rule: small }])).toEqual({ allowed: true });
      expect(await b.reserve([{ key: key('x'), rule: small }])).toEqual({ allowed: true });
      const both = [
        { key: key('y'), rule: small },
        { key: key('x'), rule: small },
      ];
      expect(await a.reserve(both)).toEqual({ allowed: false, retryAfterMs: about(MIN) });
      expect(await b.reserve([{ key: key('y'), rule: small }])).toEqual({ allowed: true });
      expect(await a.reserve([{ key: key('y'), rule: small }])).toEqual({ allowed: true });
      expect((await b.reserve([{ key: key('y'), rule: small }])).allowed).toBe(false);
      await time.advance(MIN);
      expect(await a.reserve([{ key: key('x'), rule: small }])).toEqual({ allowed: true });
    });

    it('gives an attempt back on release and forgets a key on clear, for both servers', async () => {
      run++;
      const [a, b] = engine.pair();
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
      const [a, b] = engine.pair();
      expect(await a.hit(key('hits'), MIN)).toEqual({ count: 1, resetMs: about(MIN) });
      await time.advance(1000);
      expect(await b.hit(key('hits'), MIN)).toEqual({ count: 2, resetMs: about(MIN - 1000) });
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key('hits'), MIN)));
      expect(burst.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
      await time.advance(MIN - 1000);
      expect(await a.hit(key('hits'), MIN)).toEqual({ count: 1, resetMs: about(MIN) });
    });
  });
}

contract('PostgreSQL', false, moved, async () => {
  // The suite's database (PGlite, or PostgreSQL in CI's second run): the same SQL either way.
  const t: TestApp = await createTestApp();
  return {
    engine: {
      pair: () => [
        new FlexibleThrottleStore(postgresLimiters(t.database)),
        new FlexibleThrottleStore(postgresLimiters(t.database)),
      ],
    },
    close: () => t.close(),
  };
});

contract('Redis', !redisAvailable, waited, () => {
  const { prefix, drop } = redisPrefix('store');
  const clients: Redis[] = [];
  const store = () => {
    const client = new Redis(redisUrl);
    clients.push(client);
    return new FlexibleThrottleStore(
      (name) => new RateLimiterRedis({ ...COUNT_ONLY, storeClient: client, keyPrefix: `${prefix}throttle:${name}` }),
    );
  };
  return {
    engine: { pair: () => [store(), store()] },
    async close() {
      for (const c of clients) c.disconnect();
      await drop();
    },
  };
});

import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondServer, type TestApp } from '../../test/app.ts';
import { redisAvailable, redisPrefix, redisUrl } from '../../test/redis.ts';
import { closedPort } from '../../test/tcp-relay.ts';
import { rateLimitOptions } from './rate-limit.ts';
import type { HealthResponse } from '@shop/core/schemas/health';

// A route limited by @fastify/rate-limit counts where the shop's own limits count (app.ts registers
// the plugin with `rateLimitOptions(app.throttle)`): two app instances on one PostgreSQL database
// stand for two servers, each with a route of 3 requests a minute registered the way app.ts does.
// Runs when the suite runs on PostgreSQL.

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A server's limited route, counted in that server's `app.throttle`. */
async function limitedRoute(server: FastifyInstance): Promise<FastifyInstance> {
  const front = Fastify({ logger: false });
  await front.register(rateLimit, rateLimitOptions(server.throttle));
  front.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, () => ({ ok: true }));
  await front.ready();
  return front;
}

const hit = (front: FastifyInstance, ip: string) => front.inject({ method: 'GET', url: '/limited', remoteAddress: ip });

/** Alternating between the servers: three requests pass (remaining 2, 1, 0), the fourth is refused by both. */
async function expectSharedLimit(a: FastifyInstance, b: FastifyInstance, ip: string) {
  const remaining: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await hit(i % 2 ? b : a, ip);
    expect(res.statusCode).toBe(200);
    remaining.push(String(res.headers['x-ratelimit-remaining']));
  }
  expect(remaining).toEqual(['2', '1', '0']);
  for (const front of [b, a]) {
    const refused = await hit(front, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Another address has its own count.
  expect((await hit(b, `${ip}0`)).statusCode).toBe(200);
}

const countedInPostgres = async (t: TestApp, like: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select coalesce(sum(points), 0)::int as n from throttle_counters where key like ${like}`,
    )
  ).rows[0]!.n;

function twoServers(env: () => Record<string, string> | Promise<Record<string, string>>) {
  const state = {} as { t: TestApp; b: FastifyInstance; fronts: FastifyInstance[] };
  beforeAll(async () => {
    state.t = await createTestApp(await env());
    state.b = await secondServer(state.t);
    state.fronts = [await limitedRoute(state.t.app), await limitedRoute(state.b)];
  });
  afterAll(async () => {
    for (const f of state.fronts ?? []) await f.close();
    await state.b?.close();
    await state.t?.close();
  });
  return state;
}

describe.skipIf(!onPostgres)('a rate-limited route on two servers with only DATABASE_URL', () => {
  const s = twoServers(() => ({}));
  it('shares the count through PostgreSQL', async () => {
    const [a, b] = s.fronts;
    await expectSharedLimit(a!, b!, '203.0.113.1');
    expect(await countedInPostgres(s.t, 'count:rate-limit:GET/limited:203.0.113.1')).toBe(5);
  });
});

describe.skipIf(!onPostgres)('a rate-limited route on two servers whose Redis does not answer', () => {
  const s = twoServers(async () => ({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_PREFIX: 'never:' }));
  it('still shares the count, through PostgreSQL', async () => {
    const [a, b] = s.fronts;
    await expectSharedLimit(a!, b!, '203.0.113.2');
    expect(await countedInPostgres(s.t, 'count:rate-limit:GET/limited:203.0.113.2')).toBe(5);
  });
});

describe.skipIf(!onPostgres || !redisAvailable)('a rate-limited route on two servers with Redis', () => {
  const { prefix, drop } = redisPrefix('rate-limit');
  const s = twoServers(() => ({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix }));
  afterAll(() => drop());
  it('shares the count through Redis, not PostgreSQL', async () => {
    const [a, b] = s.fronts;
    // The first server's connection to Redis is ready before counting starts.
    await expect
      .poll(async () => (await s.t.app.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>().redis, {
        timeout: 15_000,
      })
      .toBe('ok');
    await expect
      .poll(async () => (await s.b.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>().redis, {
        timeout: 15_000,
      })
      .toBe('ok');
    await expectSharedLimit(a!, b!, '203.0.113.3');
    const redis = new Redis(redisUrl);
    try {
      expect(await redis.get(`${prefix}throttle:count:rate-limit:GET/limited:203.0.113.3`)).toBe('5');
    } finally {
      redis.disconnect();
    }
    expect(await countedInPostgres(s.t, 'count:rate-limit:%')).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondServer, type TestApp } from '../../test/app.ts';
import { orderLine, placeOrder, rightLogin, wrongLogin } from '../../test/limits.ts';
import { redisAvailable, redisPrefix, redisUrl, relayedRedis } from '../../test/redis.ts';
import { closedPort } from '../../test/tcp-relay.ts';
import type { HealthResponse } from '@shop/core/schemas/health';

// Sign-in throttling and order limits are counted where every server sees them: in Redis when
// REDIS_URL is set, in PostgreSQL otherwise, and in PostgreSQL again while Redis does not answer.
// Two app instances on one database stand for two servers. Runs when the suite runs on PostgreSQL.

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Alternating between the servers, the third failure from one address is the last free one; the fourth waits, on both. */
async function expectSharedSignInThrottle(a: FastifyInstance, b: FastifyInstance, ip: string) {
  for (let i = 0; i < 3; i++) expect((await wrongLogin(i % 2 ? a : b, ip)).statusCode).toBe(401);
  const refusedB = await wrongLogin(b, ip);
  expect(refusedB.statusCode).toBe(429);
  expect(Number(refusedB.headers['retry-after'])).toBeGreaterThan(0);
  expect((await rightLogin(a, ip)).statusCode).toBe(429);
}

async function expectSharedOrderLimit(t: TestApp, a: FastifyInstance, b: FastifyInstance, ip: string) {
  const item = await orderLine(t);
  for (let i = 0; i < 3; i++) {
    const placed = await placeOrder(i % 2 ? a : b, ip, item);
    expect(placed.statusCode, placed.body).toBe(201);
  }
  expect((await placeOrder(a, ip, item)).statusCode).toBe(429);
  expect((await placeOrder(b, ip, item)).statusCode).toBe(429);
}

const env = { LOGIN_ATTEMPTS: '3', ORDER_RATE_LIMIT: '3' };
const countedInPostgres = async (t: TestApp, like: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from throttle_counters where key like ${like}`,
    )
  ).rows[0]!.n;

describe.skipIf(!onPostgres)('two servers on PostgreSQL without Redis', () => {
  let t: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(env);
    b = await secondServer(t);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('share sign-in throttling and order limits through PostgreSQL', async () => {
    await expectSharedSignInThrottle(t.app, b, '198.51.100.1');
    await expectSharedOrderLimit(t, t.app, b, '198.51.100.2');
    expect(await countedInPostgres(t, 'count:login:%198.51.100.1%')).toBe(2);
    const health = await b.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'postgres' });
  });
});

describe.skipIf(!onPostgres || !redisAvailable)('two servers with Redis', () => {
  const { prefix, drop } = redisPrefix('limits');
  let t: TestApp;
  let b: FastifyInstance;
  const redis = new Redis(redisUrl, { lazyConnect: true });
  beforeAll(async () => {
    await redis.connect();
    t = await createTestApp({ ...env, REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    b = await secondServer(t);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await drop();
    redis.disconnect();
  });

  it('share sign-in throttling and order limits through Redis, not PostgreSQL', async () => {
    await expectHealth(t.app, 'ok');
    await expectSharedSignInThrottle(t.app, b, '198.51.100.3');
    await expectSharedOrderLimit(t, t.app, b, '198.51.100.4');
    expect(await redis.keys(`${prefix}throttle:count:*198.51.100.3*`)).toHaveLength(2);
    expect(await redis.keys(`${prefix}throttle:count:order:address:198.51.100.4`)).toHaveLength(1);
    expect(await countedInPostgres(t, '%')).toBe(0);
  });
});

async function expectHealth(app: FastifyInstance, redis: 'ok' | 'degraded') {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'postgres', redis });
  // The ready check keeps the server in the balancer: degraded, not down.
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject(
    redis === 'ok' ? { status: 'ok', redis: 'ok' } : { status: 'degraded', redis: 'down' },
  );
}

describe.skipIf(!onPostgres)('Redis unreachable when the servers start', () => {
  let t: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ ...env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_PREFIX: 'never:' });
    b = await secondServer(t);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('they start and serve, say Redis is degraded, and share the limits through PostgreSQL', async () => {
    await expectHealth(t.app, 'degraded');
    await expectHealth(b, 'degraded');
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    await expectSharedSignInThrottle(t.app, b, '198.51.100.5');
    await expectSharedOrderLimit(t, t.app, b, '198.51.100.6');
    expect(await countedInPostgres(t, 'count:login:%198.51.100.5%')).toBe(2);
  });
});

describe.skipIf(!onPostgres || !redisAvailable)('Redis going away while the servers run', () => {
  let relay: Awaited<ReturnType<typeof relayedRedis>>;
  let t: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    relay = await relayedRedis('away');
    t = await createTestApp({ ...env, ...relay.env });
    b = await secondServer(t);
  });
  afterAll(async () => {
    await relay?.closeAfter(b, t);
  });

  it('fall back to PostgreSQL, still sharing the limits, and go back to Redis when it returns', async () => {
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>().redis, {
        timeout: 15_000,
      })
      .toBe('ok');
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>().redis, {
        timeout: 15_000,
      })
      .toBe('ok');
    expect((await wrongLogin(t.app, '198.51.100.7')).statusCode).toBe(401);
    expect(await countedInPostgres(t, '%198.51.100.7%')).toBe(0);

    relay.link.set(false);
    await expectHealth(t.app, 'degraded');
    await expectHealth(b, 'degraded');
    // Nothing a client does fails: the limits are counted in PostgreSQL meanwhile.
    await expectSharedSignInThrottle(t.app, b, '198.51.100.8');
    await expectSharedOrderLimit(t, t.app, b, '198.51.100.9');
    expect(await countedInPostgres(t, 'count:login:%198.51.100.8%')).toBe(2);

    relay.link.set(true);
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>().redis, {
        timeout: 20_000,
      })
      .toBe('ok');
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json<HealthResponse>().redis, {
        timeout: 20_000,
      })
      .toBe('ok');
    expect((await wrongLogin(b, '198.51.100.10')).statusCode).toBe(401);
    expect(await countedInPostgres(t, '%198.51.100.10%')).toBe(0);
  }, 90_000);
});

import { tooManyAttemptsMessage } from '@shop/core/constants';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { orderLine, placeOrder, rightLogin, wrongLogin } from '../../test/limits.ts';
import { redisAvailable, redisUrl, relayedRedis } from '../../test/redis.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

// Sign-in throttling and the order limit with REDIS_URL set, on the suite's database (PGlite in
// `npm test`). Two app instances on one database stand for two servers: on the embedded database
// each would count in its own memory, so the second server refusing an attempt the first counted
// shows the count is in Redis. The machine's Redis (127.0.0.1:6379, or TEST_REDIS_URL) is reached
// through a relay the test can cut, to see the shop while Redis is gone and after it is back.

if (!redisAvailable)
  console.warn(`Redis does not answer at ${redisUrl}: the tests of limits counted in Redis are skipped`);

const redisHealth = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/health' })).json<{ redis?: string }>().redis;

describe.skipIf(!redisAvailable)('limits counted in Redis by two servers on the embedded database', () => {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  let relay: Awaited<ReturnType<typeof relayedRedis>>;
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    await redis.connect();
    relay = await relayedRedis('embedded');
    t = await createTestApp({ LOGIN_ATTEMPTS: '3', ORDER_RATE_LIMIT: '3', ...relay.env });
    // The second server shares the first one's database object; the first closes it.
    b = await buildApp(t.config, {
      database: { ...t.database, close: async () => {} },
      skipSetup: true,
      logger: false,
    });
  });
  afterAll(async () => {
    await relay?.closeAfter(b, t);
    redis.disconnect();
  });

  it('say in the health checks that Redis answers, once connected', async () => {
    await expect.poll(() => redisHealth(t.app), { timeout: 15_000 }).toBe('ok');
    await expect.poll(() => redisHealth(b), { timeout: 15_000 }).toBe('ok');
    const ready = await b.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok', storage: 'ok' });
  });

  it('share sign-in throttling: the third failure on one server is the last free one on both', async () => {
    const ip = '192.0.2.11';
    for (let i = 0; i < 3; i++) expect((await wrongLogin(i % 2 ? b : t.app, ip)).statusCode).toBe(401);
    const refused = await wrongLogin(b, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<ErrorResponse>().error.message).toBe(
      tooManyAttemptsMessage(Number(refused.headers['retry-after'])),
    );
    // Even the right password waits: the address is blocked on both servers.
    expect((await rightLogin(t.app, ip)).statusCode).toBe(429);
    expect(await redis.keys(`${relay.prefix}throttle:*${ip}*`)).not.toHaveLength(0);
  });

  it('share the order limit: the fourth order from one address is refused by both servers', async () => {
    const ip = '192.0.2.12';
    const line = await orderLine(t);
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(i % 2 ? b : t.app, ip, line);
      expect(placed.statusCode, placed.body).toBe(201);
    }
    expect((await placeOrder(t.app, ip, line)).statusCode).toBe(429);
    expect((await placeOrder(b, ip, line)).statusCode).toBe(429);
    expect(await redis.get(`${relay.prefix}throttle:count:order:address:${ip}`)).toBe('3');
  });

  it('keep serving and counting while Redis is gone, say so in the health checks, and go back to it', async () => {
    relay.link.set(false);
    await expect.poll(() => redisHealth(t.app), { timeout: 15_000 }).toBe('degraded');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });

    // Meanwhile each server counts in its own memory: limits still hold, nothing fails.
    const ip = '192.0.2.13';
    for (let i = 0; i < 3; i++) expect((await wrongLogin(t.app, ip)).statusCode).toBe(401);
    expect((await wrongLogin(t.app, ip)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    expect(await redis.keys(`${relay.prefix}throttle:*${ip}*`)).toHaveLength(0);

    relay.link.set(true);
    await expect.poll(() => redisHealth(t.app), { timeout: 20_000 }).toBe('ok');
    const back = '192.0.2.14';
    expect((await wrongLogin(t.app, back)).statusCode).toBe(401);
    expect(await redis.keys(`${relay.prefix}throttle:*${back}*`)).not.toHaveLength(0);
  }, 60_000);
});

import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { redisAvailable, redisPrefix, redisUrl } from '../../test/redis.ts';
import type { HealthResponse } from '@shop/core/schemas/health';

// Sign-in throttling and order limits are counted where every server sees them: in Redis when
// REDIS_URL is set, in PostgreSQL otherwise, and in PostgreSQL again while Redis does not answer.
// Two app instances on one database stand for two servers. Runs when the suite runs on PostgreSQL.

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A second server on the first one's database, with the same configuration. */
async function secondServer(t: TestApp): Promise<FastifyInstance> {
  const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl! });
  return buildApp(t.config, { database, skipSetup: true, logger: false });
}

const wrongLogin = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username: 'viewer1', password: 'sai-mat-khau' },
  });
const rightLogin = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username: 'viewer1', password: TEST_PASSWORD },
  });

async function anyVariant(t: TestApp) {
  const rows = await t.database.db.execute<{ product_id: number; variant_id: number }>(
    sql`select product_id, id as variant_id from product_variants where price > 0 order by id limit 1`,
  );
  return { productId: rows.rows[0]!.product_id, variantId: rows.rows[0]!.variant_id, quantity: 1 };
}
let phones = 0;
const order = (app: FastifyInstance, ip: string, item: object) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: ip,
    payload: {
      customer: 'Khách',
      phone: `09${String(10_000_000 + ++phones).padStart(8, '0')}`,
      address: '1 Lê Lợi, Quận 1',
      items: [item],
    },
  });

/** Alternating between the servers, the third failure from one address is the last free one; the fourth waits, on both. */
async function expectSharedSignInThrottle(a: FastifyInstance, b: FastifyInstance, ip: string) {
  for (let i = 0; i < 3; i++) expect((await wrongLogin(i % 2 ? a : b, ip)).statusCode).toBe(401);
  const refusedB = await wrongLogin(b, ip);
  expect(refusedB.statusCode).toBe(429);
  expect(Number(refusedB.headers['retry-after'])).toBeGreaterThan(0);
  expect((await rightLogin(a, ip)).statusCode).toBe(429);
}

async function expectSharedOrderLimit(t: TestApp, a: FastifyInstance, b: FastifyInstance, ip: string) {
  const item = await anyVariant(t);
  for (let i = 0; i < 3; i++) {
    const placed = await order(i % 2 ? a : b, ip, item);
    expect(placed.statusCode, placed.body).toBe(201);
  }
  expect((await order(a, ip, item)).statusCode).toBe(429);
  expect((await order(b, ip, item)).statusCode).toBe(429);
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
    expect(await countedInPostgres(t, 'login:%198.51.100.1%')).toBe(2);
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
    expect(await redis.keys(`${prefix}throttle:*198.51.100.3*`)).toHaveLength(2);
    expect(await redis.keys(`${prefix}throttle:order:address:198.51.100.4`)).toHaveLength(1);
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

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
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
    expect(await countedInPostgres(t, 'login:%198.51.100.5%')).toBe(2);
  });
});

/** A TCP relay to Redis that the test can cut (connections reset) and restore. */
async function relay(target: URL) {
  let up = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (!up) return void client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    set(next: boolean) {
      up = next;
      if (!up) for (const s of sockets) s.destroy();
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

describe.skipIf(!onPostgres || !redisAvailable)('Redis going away while the servers run', () => {
  const { prefix, drop } = redisPrefix('away');
  let t: TestApp;
  let b: FastifyInstance;
  let link: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    link = await relay(new URL(redisUrl));
    t = await createTestApp({ ...env, REDIS_URL: `redis://127.0.0.1:${link.port}`, REDIS_PREFIX: prefix });
    b = await secondServer(t);
  });
  afterAll(async () => {
    link?.set(true);
    await b?.close();
    await t?.close();
    await link?.close();
    await drop();
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

    link.set(false);
    await expectHealth(t.app, 'degraded');
    await expectHealth(b, 'degraded');
    // Nothing a client does fails: the limits are counted in PostgreSQL meanwhile.
    await expectSharedSignInThrottle(t.app, b, '198.51.100.8');
    await expectSharedOrderLimit(t, t.app, b, '198.51.100.9');
    expect(await countedInPostgres(t, 'login:%198.51.100.8%')).toBe(2);

    link.set(true);
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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { TEST_JWT_SECRET } from '../../test/fixtures.ts';
import { createPostgresDatabase, postgresAvailable, postgresServerUrl } from '../../test/postgres.ts';
import { tcpRelay, type TcpRelay } from '../../test/tcp-relay.ts';

describe.skipIf(!postgresAvailable)('health on a PostgreSQL server that goes away', () => {
  let app: FastifyInstance;
  let link: TcpRelay;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-health-'));
  const logs: { level: number; msg: string; err?: { message: string } }[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) logs.push(JSON.parse(line) as (typeof logs)[number]);
      done();
    },
  });

  beforeAll(async () => {
    pgDb = await createPostgresDatabase('health');
    const server = new URL(postgresServerUrl);
    // Cut by the test: `silent` is a host gone from the network, `reset` a server that went down.
    link = await tcpRelay({ hostname: server.hostname, port: server.port || 5432 });
    const url = new URL(pgDb.url);
    url.host = `127.0.0.1:${link.port}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    await database.migrate();
    app = await buildApp(config, { database, skipSetup: true, logStream });
  });
  afterAll(async () => {
    link?.set('up');
    await app?.close();
    await link?.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 200 while the database answers', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'postgres' });
    const r = await ready();
    expect(r.statusCode).toBe(200);
    // No REDIS_URL: Redis is off, not down.
    expect(r.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off', storage: 'ok' });
  });

  it('fails a transaction whose connection is cut between two statements, logs it, and keeps the process up', async () => {
    // A connection checked out by a transaction has no query running between statements: a cut
    // then must reach the log and fail the transaction, never throw out of the driver.
    const before = logs.length;
    const cut = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      link.set('reset');
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();
    expect(logs.slice(before).some((l) => l.level >= 50 && /PostgreSQL/.test(l.msg))).toBe(true);
    link.set('up');
    await expect.poll(async () => (await health()).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
  });

  it('logs the lost connection and answers 503 while the server does not answer', async () => {
    link.set('silent');
    // The idle pooled connection that was cut is reported through the app's log, not swallowed.
    await expect
      .poll(() => logs.filter((l) => l.level >= 50 && /PostgreSQL/.test(l.msg)).map((l) => l.err?.message))
      .toContainEqual(expect.stringMatching(/terminated/i));
    // A new connection gets no answer: the health check gives up and says the database is down.
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'down', database: 'down' });
    // Not ready either: a load balancer stops sending requests here.
    const r = await ready();
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ status: 'down', database: 'down', redis: 'off', storage: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    // So is the failed health check itself.
    expect(logs.some((l) => l.level >= 40 && /health/i.test(l.msg))).toBe(true);
  });

  it('answers 503 while connections are refused, and 200 again once the server is back', async () => {
    link.set('reset');
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'down', database: 'down' });

    link.set('up');
    await expect.poll(async () => (await health()).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });
});

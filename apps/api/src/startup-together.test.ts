import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createPostgresDatabase } from './test/postgres.ts';

// Several servers started at the same moment on an empty PostgreSQL database: the migrations and
// the first-start seed run once, under a lock, and every server comes up. Runs when DATABASE_URL is set
// (CI runs the API suite on PostgreSQL).

const SERVERS = 5;

describe.skipIf(!process.env.DATABASE_URL)('five servers starting together on an empty PostgreSQL database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-together-'));
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const apps: FastifyInstance[] = [];
  let started: PromiseSettledResult<FastifyInstance>[] = [];
  const printed: string[] = [];

  beforeAll(async () => {
    pgDb = await createPostgresDatabase('together');
    const config = loadConfig({
      DATABASE_URL: pgDb.url,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'chu-cua-hang',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    // The servers share one uploads folder, as they would share one bucket.
    started = await Promise.allSettled(
      Array.from({ length: SERVERS }, () =>
        buildApp({ ...config, adminPassword: undefined }, { logger: false, announce: (m) => printed.push(m) }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all come up and answer', async () => {
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(Array(SERVERS).fill('up'));
    for (const app of apps) {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('seeded once: one admin, whose generated password was printed once, and one demo catalogue', async () => {
    const client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    try {
      const users = await client.query<{ username: string; role_id: number }>('select username, role_id from users');
      expect(users.rows).toEqual([{ username: 'chu-cua-hang', role_id: 1 }]);
      const roles = await client.query<{ name: string }>('select name from roles order by id');
      expect(roles.rows.map((r) => r.name)).toHaveLength(4);
      const brands = await client.query<{ name: string; n: number }>(
        'select name, count(*)::int as n from brands group by name',
      );
      expect(brands.rows.length).toBeGreaterThan(0);
      expect(brands.rows.every((b) => b.n === 1)).toBe(true);
      const products = await client.query<{ name: string; n: number }>(
        'select name, count(*)::int as n from products group by name',
      );
      expect(products.rows.length).toBeGreaterThan(0);
      expect(products.rows.every((p) => p.n === 1)).toBe(true);
      const migrations = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const distinct = await client.query<{ n: number }>(
        'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]!.n).toBe(distinct.rows[0]!.n);
    } finally {
      await client.end();
    }
    const announcements = printed.filter((m) => m.includes('First admin created'));
    expect(announcements).toHaveLength(1);
  });

  it('every server signs in the admin with the printed password and lists the same catalogue', async () => {
    const password = /password "([^"]+)"/.exec(printed.find((m) => m.includes('First admin created')) ?? '')?.[1];
    expect(password).toBeDefined();
    const totals = new Set<number>();
    for (const app of apps) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'chu-cua-hang', password },
      });
      expect(login.statusCode).toBe(200);
      const list = await app.inject({ method: 'GET', url: '/api/products' });
      expect(list.statusCode).toBe(200);
      totals.add(list.json<{ total: number }>().total);
    }
    expect(totals.size).toBe(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { TEST_JWT_SECRET } from '../../test/fixtures.ts';

const DAY = 86_400_000;
let database: Database;
let app: FastifyInstance | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-audit-retention-'));

const entry = (label: string, ageDays: number) => ({
  at: new Date(Date.now() - ageDays * DAY),
  userId: 1,
  username: 'admin',
  ip: '127.0.0.1',
  action: 'update',
  resource: 'brands',
  resourceId: label,
});
const kept = async () =>
  (await database.db.select({ id: auditLog.resourceId }).from(auditLog).orderBy(asc(auditLog.id))).map((r) => r.id);

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
});
afterAll(async () => {
  vi.useRealTimers();
  if (app) await app.close();
  else await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('audit retention (AUDIT_RETENTION_DAYS)', () => {
  it('removes entries older than the retention at start-up, then once a day', async () => {
    await database.db.insert(auditLog).values([entry('old', 31), entry('recent', 29), entry('today', 0)]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      AUDIT_RETENTION_DAYS: '30',
    });
    app = await buildApp(config, { database, skipSetup: true, logger: false });
    // Start-up: the 31-day-old entry is gone, the others stay.
    expect(await kept()).toEqual(['recent', 'today']);

    // An entry that ages past the limit while the server runs goes with the next daily sweep.
    await database.db.insert(auditLog).values(entry('aged', 45));
    expect(await kept()).toEqual(['recent', 'today', 'aged']);
    vi.advanceTimersByTime(DAY);
    await vi.waitFor(async () => expect(await kept()).toEqual(['recent', 'today']), { timeout: 10_000 });
  });

  it('the retention is validated configuration: 365 days unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET }).auditRetentionDays).toBe(365);
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays,
    ).toBe(90);
    for (const bad of ['0', '-5', '1.5', 'a year', '99999']) {
      expect(
        () => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, AUDIT_RETENTION_DAYS: bad }),
        bad,
      ).toThrow(/AUDIT_RETENTION_DAYS/);
    }
  });
});

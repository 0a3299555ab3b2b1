import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedBase } from '../seed/base.ts';
import { seedDemo } from '../seed/demo.ts';
import { COPIED_DATABASE_INITDB, dropInitdbTemplates } from '../seed/template.ts';
import { diskStorage } from '../lib/storage/disk.ts';
import { hashPassword } from '../lib/passwords.ts';
import { usersRepository } from '../modules/users/repository.ts';
import { TEST_PASSWORD, TEST_USERS } from './fixtures.ts';

export interface TestTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: a dump of the migrated, seeded data dir. */
  dumpPath?: string;
  /** PostgreSQL: server URL and the template database each test file copies. */
  serverUrl?: string;
  templateDb?: string;
  runId: string;
  uploadsDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    template: TestTemplate;
  }
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Builds one migrated database with the base seed, the demo catalogue and a user per role, once per
 * run; each test file then starts from a copy (PGlite: a loaded dump; PostgreSQL: CREATE DATABASE …
 * TEMPLATE), so tests are fast and never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const uploadsDir = join(dir, 'uploads');
  const serverUrl = process.env.DATABASE_URL || undefined;
  const templateDb = `shop_tpl_${runId}`;
  let admin: pg.Client | undefined;

  let database;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${templateDb}"`);
    database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(serverUrl, templateDb) });
  } else {
    // Made to be copied, as the build's template is (seed/template.ts): the dump every test file loads
    // is under half of what initdb's defaults would make.
    database = await openDatabase({ kind: 'pglite', initDbStartParams: COPIED_DATABASE_INITDB });
  }
  await database.migrate();
  await seedBase(database.db, { adminUsername: 'admin', adminPassword: TEST_PASSWORD });
  await seedDemo(database.db, diskStorage(uploadsDir));
  const users = usersRepository(database.db);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const u of Object.values(TEST_USERS)) {
    if (u.roleId === 1) continue;
    await users.create({
      username: u.username,
      email: `${u.username}@example.com`,
      passwordHash,
      firstName: 'Kiểm',
      lastName: `Thử ${u.username}`,
      roleId: u.roleId,
      isActive: true,
    });
  }

  const template: TestTemplate = { kind: serverUrl ? 'postgres' : 'pglite', runId, uploadsDir };
  if (serverUrl) {
    await database.close();
    template.serverUrl = serverUrl;
    template.templateDb = templateDb;
  } else {
    await dropInitdbTemplates(database);
    await database.db.execute(sql`checkpoint`);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    template.dumpPath = join(dir, 'template.tar');
    writeFileSync(template.dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('template', template);

  return async () => {
    if (admin) {
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `shop_%_${runId}%`,
      ]);
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.ts';
import { createPostgresDatabase, postgresAvailable } from '../test/postgres.ts';
import { openDatabase, type Database } from './client.ts';

// The start-up test (startup-errors.test.ts) covers the embedded database through the server process;
// this one covers PostgreSQL, on a database of its own whatever the suite runs on.
describe.skipIf(!postgresAvailable)('migrations on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const latest = journal.entries.at(-1)!;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase('migrations');
    database = await openDatabase({ kind: 'postgres', url: pgDb.url });
  });
  afterAll(async () => {
    await database?.close();
    await pgDb?.drop();
  });

  it('migrates a new database, and again is a no-op', async () => {
    await database.migrate();
    await database.migrate();
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('refuses a database migrated by a newer version, naming both versions and no password', async () => {
    const newer = latest.when + 3_600_000;
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${'e'.repeat(64)}, ${newer})`,
    );
    const err = await database.migrate().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StartupError);
    const message = (err as Error).message;
    expect(message).toContain(latest.tag);
    expect(message).toContain(new Date(newer).toISOString().replace(/\.\d+Z$/, 'Z'));
    expect(message).toContain(new URL(pgDb.url).pathname.slice(1));
    expect(message).not.toContain('\n');
  });
});

import pg from 'pg';
import { databaseUrlFor } from './global-setup.ts';

/**
 * The PostgreSQL server some tests need whatever database the suite runs on: the one in
 * DATABASE_URL when set, else the machine's (and CI's) server at 127.0.0.1:5432.
 */
export const postgresServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether those tests run. They always do in CI and when DATABASE_URL is set (a missing server then
 * fails them); on a developer's machine without PostgreSQL they are reported as skipped, so that
 * `npm test` still needs nothing beyond `npm install`.
 */
export const postgresAvailable: boolean =
  Boolean(process.env.CI || process.env.DATABASE_URL) ||
  (await (async () => {
    const probe = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 });
    try {
      await probe.connect();
      return true;
    } catch {
      return false;
    } finally {
      await probe.end().catch(() => {});
    }
  })());

/** A new empty database of its own on that server; `drop` removes it even while connections are open. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_${prefix}_${process.pid}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  return {
    url: databaseUrlFor(postgresServerUrl, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

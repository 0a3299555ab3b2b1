import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The last digest of each database, with the snapshot it was taken in. */
const lastDigest = new WeakMap<Database, { snapshot: string; print: string }>();

/**
 * A digest of every row of every table: equal fingerprints mean nothing changed. The throttles'
 * counters are left out: counting a refused attempt (a wrong password) is what they are for, and
 * they live in the database only where the throttle store is PostgreSQL.
 *
 * The rows are read again only when the database's snapshot moved since the last digest: a row is
 * written only by a transaction that takes an id, so a snapshot with the same next id and the same
 * transactions in progress (`pg_current_snapshot()`) sees the same rows. Most of the tests that call
 * this send requests that are refused and write nothing.
 */
export async function fingerprint(database: Database): Promise<string> {
  const now = await database.db.execute<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
  const snapshot = now.rows[0]!.snapshot;
  const last = lastDigest.get(database);
  if (last?.snapshot === snapshot) return last.print;
  const print = await digest(database);
  lastDigest.set(database, { snapshot, print });
  return print;
}

async function digest(database: Database): Promise<string> {
  const tables = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'throttle_counters' order by tablename`,
  );
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const r = await database.db.execute<{ d: string | null; n: number }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*)::int as n from "${tablename}" t`,
      ),
    );
    parts.push(`${tablename}:${r.rows[0]!.n}:${r.rows[0]!.d}`);
  }
  return parts.join(';');
}

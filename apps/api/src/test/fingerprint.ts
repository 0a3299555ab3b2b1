import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * A digest of every row of every table: equal fingerprints mean nothing changed. The throttles'
 * counters are left out: counting a refused attempt (a wrong password) is what they are for, and
 * they live in the database only where the throttle store is PostgreSQL.
 */
export async function fingerprint(database: Database): Promise<string> {
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

import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { StartupError } from '../startup-error.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { fillNameKeys, type RenamedName } from './name-key.ts';
import { backfillNameSort } from './name-sort.ts';
import type { Db } from './drizzle.ts';
import { pgliteWasmModule } from './pglite-wasm.ts';
import * as schema from './schema/index.ts';

export type { Db, Tx } from './drizzle.ts';
type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Number of SQL statements sent so far (list tests count them). */
  queryCount(): number;
  /**
   * Brings the schema up to this version's migrations. Refuses (StartupError) a database that holds
   * migrations this version does not know, i.e. one already migrated by a newer version. Answers
   * the names it had to change to keep them unique (see fillNameKeys), for the start-up log.
   */
  migrate(): Promise<{ renamed: RenamedName[] }>;
  /**
   * Runs `work` while holding the shop's set-up lock, a PostgreSQL advisory lock: servers starting
   * together on one database migrate and seed one after the other, never at the same time. The lock
   * belongs to one connection, so a server that dies while holding it frees it. PGlite is opened by
   * one process only (the pid lock): the work just runs.
   */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /**
   * Where connection errors that belong to no query go (a pooled PostgreSQL connection that breaks
   * while idle). Until a listener is set they are written to stderr; they are never dropped.
   */
  onError(listener: (err: Error) => void): void;
  /**
   * Calls `handler` with the payload of every `NOTIFY` on `channel` (from any process on this
   * database). On PostgreSQL a connection of its own listens, and is opened again after it breaks;
   * `handler(null)` then says that notifications may have been missed meanwhile. Resolves to a
   * function that stops listening.
   */
  listen(channel: string, handler: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, first-start seed, first signing key): any fixed number. */
const SETUP_LOCK = 7_264_530_001;

const migrationsFolder = MIGRATIONS_DIR;

class CountingLogger implements Logger {
  count = 0;
  logQuery(): void {
    this.count++;
  }
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; /** default 10 s */ connectTimeoutMs?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Extra `initdb` arguments for a new data directory (the build's template uses 1 MB WAL files). */
      initDbStartParams?: string[];
    };

/**
 * The embedded database lives inside the server's WebAssembly memory, which grows but never shrinks:
 * whatever PostgreSQL once touches stays resident. Its defaults are a server's (128 MB of shared
 * buffers, 64 MB for maintenance), sized for a machine of its own; here it shares one process with
 * the shop, on a catalogue of a few thousand rows that fits many times over. So the pools that make it
 * grow are bounded: the buffer cache, the memory a sort or hash may take before spilling to a
 * temporary file, index builds and vacuums. Reads that miss the buffers still come from the operating
 * system's file cache.
 */
const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'work_mem=2MB',
  'hash_mem_multiplier=1',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
];

/**
 * Opens the database. PostgreSQL is connected to once before this resolves, so an unreachable
 * server, a wrong password or a missing database is a StartupError naming host, port and database
 * (never the password) instead of a failure on the first query.
 */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  const logger = new CountingLogger();
  let errorListener = (err: Error): void => void process.stderr.write(`PostgreSQL connection error: ${err.message}\n`);
  const onError = (listener: (err: Error) => void) => {
    errorListener = listener;
  };

  if (source.kind === 'postgres') {
    // The PostgreSQL driver is loaded only for PostgreSQL (the embedded default starts without it).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const connectTimeoutMs = source.connectTimeoutMs ?? 10_000;
    const pool = new pg.Pool({ connectionString: source.url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
    // A connection that breaks must not crash the process, and must be seen: the pool reports only
    // idle ones, so every connection gets its own listener (a transaction between two statements has
    // no query to fail; its next statement fails instead). Logged once, by the connection's listener.
    pool.on('connect', (client) => client.on('error', (err) => errorListener(err)));
    pool.on('error', () => {});
    try {
      const client = await pool.connect();
      client.release();
    } catch (err) {
      await pool.end().catch(() => {});
      throw new StartupError(describeConnectError(err, source.url, connectTimeoutMs));
    }
    const db = drizzlePg({ client: pool, schema, logger });
    return {
      db,
      kind: 'postgres',
      queryCount: () => logger.count,
      migrate: async () => {
        await refuseNewerMigrations(db, describePostgres(source.url));
        await migratePg(db, { migrationsFolder });
        const renamed = await fillNameKeys(db);
        await backfillNameSort(db);
        return { renamed };
      },
      async withSetupLock(work) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch((err: Error) => (broken = err));
          }
        } finally {
          // A connection that could not unlock may still hold the lock: close it rather than reuse it.
          client.release(broken);
        }
      },
      ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
      onError,
      listen: (channel, handler) =>
        listenPostgres(pg, source.url, connectTimeoutMs, channel, handler, (err) => errorListener(err)),
      close: () => pool.end(),
    };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  // Compiled once per process (the server's entry starts it early); PGlite reads and compiles the
  // file itself if that failed.
  const wasmModule = await pgliteWasmModule().catch(() => undefined);
  const client = await PGlite.create({
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
    ...(source.initDbStartParams ? { initDbStartParams: source.initDbStartParams } : {}),
  });
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryCount: () => logger.count,
    migrate: async () => {
      await refuseNewerMigrations(db, source.dataDir ?? 'in memory');
      await migratePglite(db as never, { migrationsFolder });
      const renamed = await fillNameKeys(db);
      await backfillNameSort(db);
      return { renamed };
    },
    withSetupLock: (work) => work(),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    onError,
    listen: async (channel, handler) => {
      // One process: PGlite delivers its own NOTIFYs to its listeners.
      const stop = await client.listen(channel, (payload) => handler(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** How long to wait before opening a broken listening connection again (doubling up to the last). */
const RELISTEN_DELAYS_MS = [250, 500, 1000, 2000, 5000];

async function listenPostgres(
  driver: typeof pg,
  url: string,
  connectTimeoutMs: number,
  channel: string,
  handler: (payload: string | null) => void,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async (): Promise<void> => {
    const c = new driver.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    c.on('notification', (m) => {
      if (m.channel === channel) handler(m.payload ?? '');
    });
    c.on('error', (err) => {
      onError(err);
      broken(c);
    });
    c.on('end', () => broken(c));
    await c.connect();
    await c.query(`LISTEN ${driver.escapeIdentifier(channel)}`);
    client = c;
  };

  const broken = (c: pg.Client) => {
    if (stopped || client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    const delay = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]!;
    failures++;
    retry = setTimeout(() => {
      open().then(
        () => {
          failures = 0;
          if (!stopped) handler(null);
          else void client?.end().catch(() => {});
        },
        (err: Error) => {
          if (stopped) return;
          onError(err);
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `host:port/database` of a PostgreSQL URL: what an operator needs, without user or password. */
function describePostgres(url: string): string {
  const u = new URL(url);
  const host = u.hostname || u.searchParams.get('host') || 'localhost';
  return `${host}:${u.port || '5432'}/${decodeURIComponent(u.pathname.slice(1)) || '(default database)'}`;
}

function describeConnectError(err: unknown, url: string, timeoutMs: number): string {
  const e = err as { code?: string; message?: string; errors?: { code?: string }[] };
  // Node reports a host with several addresses as an AggregateError of one error per address.
  const code = e.code ?? e.errors?.[0]?.code;
  const user = decodeURIComponent(new URL(url).username) || '(default user)';
  let reason: string;
  if (code === 'ECONNREFUSED') reason = 'connection refused (is PostgreSQL running and listening there?)';
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') reason = 'host not found';
  else if (code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? ''))
    reason = `no answer within ${Math.round(timeoutMs / 1000)} s`;
  else if (code === '28P01' || code === '28000') reason = `PostgreSQL refused user "${user}" (wrong user or password)`;
  else if (code === '3D000') reason = 'the database does not exist';
  else reason = (e.message ?? String(err)).split('\n')[0]!;
  return `Cannot connect to PostgreSQL at ${describePostgres(url)}: ${reason}. Check DATABASE_URL.`;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The time (`when`) of each migration this version knows, oldest first (drizzle's journal). */
export function migrationTimes(): number[] {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map((e) => e.when);
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * Drizzle applies only the migrations newer than the newest one recorded, so a database migrated by
 * a newer version of the shop would be used silently with a schema this code does not know. Refuse
 * it, naming both versions. A migration is recognised by its time (`created_at`), not its hash: a
 * migration file whose text was touched after release must not stop a shop from starting.
 * Kept separate from the migration run so a caller can wrap both in one lock.
 */
async function refuseNewerMigrations(db: Db, where: string): Promise<void> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  const known = new Set(journal.entries.map((e) => e.when));
  const latest = journal.entries.at(-1);
  const present = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present.rows[0]?.present || !latest) return;
  const applied = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const unknown = applied.rows.map((r) => Number(r.created_at)).filter((t) => !known.has(t));
  if (unknown.length === 0) return;
  const newest = Math.max(...unknown);
  const ours = `this version's latest migration is ${latest.tag} of ${isoSeconds(latest.when)}`;
  if (newest > latest.when) {
    throw new StartupError(
      `The database (${where}) was migrated by a newer version of the shop: its latest migration is of ${isoSeconds(newest)}, ${ours}. Run the newer version, or restore a backup made with this one.`,
    );
  }
  throw new StartupError(
    `The database (${where}) holds a migration of ${isoSeconds(newest)} that this version of the shop does not know (${ours}): it was migrated by another version. Run that version, or restore a backup made with this one.`,
  );
}

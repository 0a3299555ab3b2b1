import { parseArgs } from 'node:util';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type Tx } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { acquirePidLock } from '../lib/pid-lock.ts';
import { StartupError } from '../startup-error.ts';
import { openStorage, storageFor } from '../lib/storage/open-storage.ts';
import { contentTypeOf, type Storage } from '../lib/storage/storage.ts';
import { eachAtMost } from './transfers.ts';

/** Rows read and written at once (well under PostgreSQL's 65,535 parameters per statement). */
const BATCH = 500;

/** Tables that show whether a database already holds a shop (a target must hold none of these rows). */
const SHOP_TABLES = ['users', 'products', 'orders', 'images'] as const;
/** Tables made from the orders by the database (customers, totals per day, products' months): rebuilt on the target. */
const DERIVED_TABLES = new Set([
  'customers',
  'order_day_totals',
  'order_day_products',
  'order_product_months',
  'order_product_names',
]);

export interface MigrateTarget {
  /** The PostgreSQL database the shop moves to (empty, or migrated by this version and still empty). */
  databaseUrl: string;
  /** The bucket the images move to; unset: they stay in the uploads folder. */
  s3: Config['s3'];
}

export interface MigrateReport {
  /** Rows copied, by table. */
  rows: Record<string, number>;
  /** Image objects copied (0 when they stay in the folder). */
  objects: number;
}

/** The shop's tables, each after the tables it refers to (so that every row's references exist when it is written). */
export function tablesInCopyOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: PgTable[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = fk.reference().foreignTable;
      if (parent !== table) visit(parent, [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/**
 * `npm run migrate-to`: moves an embedded shop (the PGlite database in DATA_DIR and the images in
 * UPLOAD_DIR) to PostgreSQL and, when a bucket is given, to S3-compatible storage. The target
 * database is brought to this version's schema by the migrations, then every table is copied row by
 * row through the application in one transaction (all or nothing), the id sequences continue after
 * the copied ids, and the images are copied object by object. Nothing is changed at the source.
 * Not pg_dump: the embedded database is a newer PostgreSQL than most servers accept a dump from.
 */
export async function migrateTo(
  source: Config,
  target: MigrateTarget,
  log: (line: string) => void = console.log,
): Promise<MigrateReport> {
  const release = acquirePidLock(source.dataDir);
  let from: Database | undefined;
  let to: Database | undefined;
  try {
    from = await openDatabase({ kind: 'pglite', dataDir: source.dbDir });
    // The source is brought to this version first, as a start of the shop would.
    await from.migrate();
    to = await openDatabase({ kind: 'postgres', url: target.databaseUrl });
    const into = to;
    await into.withSetupLock(async () => {
      await into.migrate();
      await refuseAShop(into);
    });
    // Images first: a copy that stops half-way leaves only unused objects behind, never rows without images.
    const objects = target.s3 ? await copyImages(await storageFor(source), target.s3, log) : 0;
    if (!target.s3)
      log(`Images stay in ${source.uploadDir}: give every server that folder, or move them with --bucket.`);
    const rows = await into.withSetupLock(async () => {
      await refuseAShop(into);
      return into.db.transaction(async (tx) => copyTables(from!, tx, log));
    });
    return { rows, objects };
  } finally {
    await to?.close();
    await from?.close();
    release();
  }
}

async function refuseAShop(database: Database): Promise<void> {
  const found: string[] = [];
  for (const table of SHOP_TABLES) {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found.push(`${n} ${table}`);
  }
  if (found.length)
    throw new StartupError(
      `The target database already holds a shop (${found.join(', ')}): nothing was copied. Give an empty database.`,
    );
}

async function copyTables(from: Database, tx: Tx, log: (line: string) => void): Promise<Record<string, number>> {
  const tables = tablesInCopyOrder();
  // Rows the migrations wrote themselves (the catalogue version) are replaced by the source's.
  for (const table of [...tables].reverse()) await tx.delete(table);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { name, columns, primaryKeys } = getTableConfig(table);
    // Summaries the database keeps from the orders (migration 0020) are made again below, not copied:
    // the target's triggers write them while the orders are copied.
    if (DERIVED_TABLES.has(name)) continue;
    // A stable order to page by: the primary key, else every column.
    const keyColumns = [...columns.filter((c) => c.primary), ...(primaryKeys[0]?.columns ?? [])];
    const keys = (keyColumns.length ? keyColumns : columns).map((c) => sql`${sql.identifier(c.name)}`);
    let copied = 0;
    for (;;) {
      const batch = await from.db
        .select()
        .from(table)
        .orderBy(...keys)
        .limit(BATCH)
        .offset(copied);
      if (batch.length === 0) break;
      await tx.insert(table).values(batch);
      copied += batch.length;
      if (batch.length < BATCH) break;
    }
    counts[name] = copied;
    if (copied) log(`${name}: ${copied} rows`);
  }
  await tx.execute(sql`select rebuild_order_summaries()`);
  // New rows continue after the copied ids.
  const serials = await tx.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_default like 'nextval(%'`,
  );
  for (const { table_name, column_name } of serials.rows) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
                        coalesce((select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}), 0) + 1, false)`,
    );
  }
  return counts;
}

async function copyImages(from: Storage, s3: NonNullable<Config['s3']>, log: (line: string) => void): Promise<number> {
  const to = await openStorage({ uploadDir: '', s3 });
  try {
    const keys: string[] = [];
    for await (const { key } of from.list()) keys.push(key);
    await eachAtMost(keys, async (key) => {
      const opened = await from.read(key);
      if (!opened) return;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      await to.put(key, Buffer.concat(chunks), contentTypeOf(key));
    });
    log(`Copied ${keys.length} images to ${to.description}.`);
    return keys.length;
  } finally {
    await to.close();
    await from.close();
  }
}

const USAGE = `Usage: npm run migrate-to -- --database-url <postgres://…> [--bucket <name>] [--prefix <folder>]
Moves the embedded shop of DATA_DIR (stopped) to that PostgreSQL database and, with --bucket, its images
to that S3-compatible bucket (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).`;

/** Reads the command line: the source is the embedded shop of this environment, the target is given by flags. */
export function parseCommandLine(args: string[], env: NodeJS.ProcessEnv): { source: Config; target: MigrateTarget } {
  const { values } = parseArgs({
    args,
    options: { 'database-url': { type: 'string' }, bucket: { type: 'string' }, prefix: { type: 'string' } },
    strict: true,
  });
  if (!values['database-url']) throw new StartupError(USAGE);
  const source = loadConfig({ ...env, DATABASE_URL: '', S3_BUCKET: '', S3_PREFIX: '', S3_PUBLIC_URL: '' });
  const target = loadConfig({
    ...env,
    DATABASE_URL: values['database-url'],
    S3_BUCKET: values.bucket ?? '',
    S3_PREFIX: values.prefix ?? '',
  });
  return { source, target: { databaseUrl: target.databaseUrl!, s3: target.s3 } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  Promise.resolve()
    .then(() => parseCommandLine(process.argv.slice(2), process.env))
    .then(({ source, target }) => migrateTo(source, target))
    .then(({ rows, objects }) => {
      const total = Object.values(rows).reduce((a, b) => a + b, 0);
      console.log(`Done: ${total} rows and ${objects} images copied. Start the servers with the new settings.`);
    })
    .catch((err: Error) => {
      console.error(err instanceof StartupError ? err.message : err);
      process.exit(1);
    });
}

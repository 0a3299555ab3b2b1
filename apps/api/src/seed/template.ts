import {
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { migrationTimes, openDatabase, type Database } from '../db/client.ts';
import { diskStorage } from '../lib/storage/disk.ts';
import { contentTypeOf, type Storage } from '../lib/storage/storage.ts';
import { seedRolesAndSettings } from './base.ts';
import { seedDemo } from './demo.ts';

/**
 * The build's template: embedded databases that are migrated and hold the roles, rights and default
 * settings, one of them with the demo catalogue and its pictures beside it, made once by `npm run
 * build`. The first start of a shop on the embedded database copies one instead of running initdb,
 * the migrations and the seeds (seconds of work): the demo one when the shop starts with demo data,
 * the empty one otherwise (a shop opened for business, `SEED_DEMO=false`). Neither holds a user or a
 * signing key: each shop makes its own first admin and key when it first starts.
 *
 *   <template>/db/             the PGlite data directory with the demo catalogue (closed cleanly)
 *   <template>/uploads/        the demo pictures, as the image storage keeps them
 *   <template>/empty/          the PGlite data directory without the demo catalogue
 *   <template>/template.json   the migrations they were made with (see TemplateInfo)
 */
export interface TemplateInfo {
  /** The `when` of every migration applied to the template (their journal's times). */
  migrations: number[];
  /** When it was made (ISO time). */
  made: string;
}

const INFO = 'template.json';
/** The two databases of a template: with the demo catalogue, and without. */
const DEMO = 'db';
const EMPTY = 'empty';

/** Makes the template at `target` (replacing one that is there); the build runs it. */
export async function makeTemplate(target: string): Promise<void> {
  const work = `${target}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The empty shop first: migrated, with roles, rights and settings; then a copy of it takes the demo.
  await withDatabase(
    join(work, EMPTY),
    async (database) => {
      await dropInitdbTemplates(database);
      await database.migrate();
      await seedRolesAndSettings(database.db);
    },
    COPIED_DATABASE_INITDB,
  );
  await copyTree(join(work, EMPTY), join(work, DEMO));
  await withDatabase(join(work, DEMO), (database) => seedDemo(database.db, diskStorage(join(work, 'uploads'))));
  const info: TemplateInfo = { migrations: migrationTimes(), made: new Date().toISOString() };
  writeFileSync(join(work, INFO), `${JSON.stringify(info, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(work, target);
}

/** The options of initdb for an embedded database made to be copied: 1 MB WAL files instead of 16 MB. */
export const COPIED_DATABASE_INITDB = ['--wal-segsize=1'];

/**
 * Drops initdb's two template databases from an embedded database made to be copied: the shop works
 * in one database (`postgres`) and never creates another, and they are two thirds of a new data
 * directory's files, copied for nothing at each first start (and at each API test file's start).
 */
export async function dropInitdbTemplates(database: Database): Promise<void> {
  for (const name of ['template1', 'template0']) {
    await database.db.execute(sql.raw(`alter database ${name} is_template false`));
    await database.db.execute(sql.raw(`drop database ${name}`));
  }
}

/** Opens the embedded database at `dataDir`, runs `work` on it, then leaves it analysed and checkpointed. */
async function withDatabase(
  dataDir: string,
  work: (database: Database) => Promise<unknown>,
  initDbStartParams?: string[],
): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir, initDbStartParams });
  try {
    await work(database);
    await database.db.execute(sql`analyze`);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
}

/**
 * The template at `dir` when this version of the shop can start from it (from its demo database, or
 * the empty one): made with migrations it knows.
 */
export function usableTemplate(dir: string, demo = true): TemplateInfo | null {
  let info: TemplateInfo;
  try {
    info = JSON.parse(readFileSync(join(dir, INFO), 'utf8')) as TemplateInfo;
  } catch {
    return null;
  }
  if (!existsSync(join(dir, demo ? DEMO : EMPTY, 'PG_VERSION'))) return null;
  // A template of another version (a build older or newer than this code) is not used: a newer
  // one would be refused by the migration check, an older one may lack demo data this version seeds.
  const known = migrationTimes();
  if (info.migrations.length !== known.length || info.migrations.some((when, i) => when !== known[i])) return null;
  return info;
}

/**
 * The first start of a shop on the embedded database: when `config.dbDir` holds no database yet and
 * the template is usable, puts a copy of the template's database at `config.dbDir` — with demo data,
 * the demo database and its pictures into the shop's image storage; without, the empty one. Returns
 * whether it did. The database directory appears last and whole (copied under another name, then
 * renamed), so a start that dies half-way begins again.
 */
export async function startFromTemplate(
  config: Pick<Config, 'dbDir' | 'seedDemo'>,
  storage: Storage,
  templateDir: string,
): Promise<boolean> {
  const dbDir = config.dbDir;
  const demo = config.seedDemo;
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) return false;
  if (!usableTemplate(templateDir, demo)) return false;

  const uploads = join(templateDir, 'uploads');
  const keys = demo && existsSync(uploads) ? await filesUnder(uploads) : [];
  // A few at a time: a bucket gets a handful of parallel uploads, a folder a handful of writes.
  for (let i = 0; i < keys.length; i += 16) {
    await Promise.all(
      keys
        .slice(i, i + 16)
        .map(async (key) => storage.put(key, await readFile(join(uploads, ...key.split('/'))), contentTypeOf(key))),
    );
  }

  const copy = `${dbDir}.tmp-${process.pid}`;
  rmSync(copy, { recursive: true, force: true });
  await copyTree(join(templateDir, demo ? DEMO : EMPTY), copy);
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(copy, dbDir);
  return true;
}

/** The storage keys (paths with `/`) of every file under `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/**
 * Copies a folder tree, every file at once (the copy is mostly waiting on the disk, so the thread
 * pool keeps several writes going) and by reflink where the file system can share blocks.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? copyTree(join(from, e.name), join(to, e.name))
        : copyFile(join(from, e.name), join(to, e.name), constants.COPYFILE_FICLONE),
    ),
  );
}

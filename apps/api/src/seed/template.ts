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
import { migrationTimes, openDatabase } from '../db/client.ts';
import { diskStorage } from '../lib/storage/disk.ts';
import { contentTypeOf, type Storage } from '../lib/storage/storage.ts';
import { seedRolesAndSettings } from './base.ts';
import { seedDemo } from './demo.ts';

/**
 * The build's template: an embedded database that is migrated and holds the roles, rights, default
 * settings and the demo catalogue, with the demo pictures beside it, made once by `npm run build`.
 * The first start of a shop on the embedded database copies it instead of running initdb, the
 * migrations and the demo seed (seconds of work). The template holds no user and no signing key:
 * each shop makes its own first admin and key when it first starts.
 *
 *   <template>/db/             the PGlite data directory (closed cleanly)
 *   <template>/uploads/        the demo pictures, as the image storage keeps them
 *   <template>/template.json   the migrations it was made with (see TemplateInfo)
 */
export interface TemplateInfo {
  /** The `when` of every migration applied to the template (their journal's times). */
  migrations: number[];
  /** When it was made (ISO time). */
  made: string;
}

const INFO = 'template.json';

/** Makes the template at `target` (replacing one that is there); the build runs it. */
export async function makeTemplate(target: string): Promise<void> {
  const work = `${target}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // 1 MB WAL files instead of 16 MB: the copy made at every first start is that much smaller.
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: join(work, 'db'),
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    // The shop works in one database (`postgres`) and never creates another: initdb's two template
    // databases are two thirds of a new data directory's files, copied for nothing at each first start.
    for (const name of ['template1', 'template0']) {
      await database.db.execute(sql.raw(`alter database ${name} is_template false`));
      await database.db.execute(sql.raw(`drop database ${name}`));
    }
    await database.migrate();
    await seedRolesAndSettings(database.db);
    await seedDemo(database.db, diskStorage(join(work, 'uploads')));
    await database.db.execute(sql`analyze`);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  const info: TemplateInfo = { migrations: migrationTimes(), made: new Date().toISOString() };
  writeFileSync(join(work, INFO), `${JSON.stringify(info, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(work, target);
}

/** The template at `dir` when this version of the shop can start from it: made with migrations it knows. */
export function usableTemplate(dir: string): TemplateInfo | null {
  let info: TemplateInfo;
  try {
    info = JSON.parse(readFileSync(join(dir, INFO), 'utf8')) as TemplateInfo;
  } catch {
    return null;
  }
  if (!existsSync(join(dir, 'db', 'PG_VERSION'))) return null;
  // A template of another version (a build older or newer than this code) is not used: a newer
  // one would be refused by the migration check, an older one may lack demo data this version seeds.
  const known = migrationTimes();
  if (info.migrations.length !== known.length || info.migrations.some((when, i) => when !== known[i])) return null;
  return info;
}

/**
 * The first start of a shop on the embedded database: when `config.dbDir` holds no database yet and
 * the template is usable, puts the demo pictures into the shop's image storage and a copy of the
 * template database at `config.dbDir`. Returns whether it did. The database directory appears last
 * and whole (copied under another name, then renamed), so a start that dies half-way begins again.
 */
export async function startFromTemplate(
  config: Pick<Config, 'dbDir'>,
  storage: Storage,
  templateDir: string,
): Promise<boolean> {
  const dbDir = config.dbDir;
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) return false;
  if (!usableTemplate(templateDir)) return false;

  const uploads = join(templateDir, 'uploads');
  const keys = existsSync(uploads) ? await filesUnder(uploads) : [];
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
  await copyTree(join(templateDir, 'db'), copy);
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

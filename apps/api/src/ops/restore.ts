import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as tar from 'tar';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runningPid } from '../lib/pid-lock.ts';
import { diskStorage } from '../lib/storage/disk.ts';
import { openStorage } from '../lib/storage/open-storage.ts';
import { contentTypeOf, isSafeKey, type Storage } from '../lib/storage/storage.ts';
import { ASIDE_PREFIX, eachAtMost } from './transfers.ts';

/** Where the data a restore replaced was kept. */
export interface Aside {
  /** `DATA_DIR/before-restore-<time>`: the embedded database, and the uploads folder. */
  folder?: string;
  /** `before-restore-<time>/` in the bucket: the objects the restore replaced or removed. */
  bucketPrefix?: string;
  /** Objects put back from the archive, and objects kept aside. */
  restored?: number;
  keptAside?: number;
}

/**
 * `npm run restore <file>`: brings a stopped shop back to a backup. The archive is unpacked first
 * (a damaged one changes nothing). Nothing is deleted: the current database and uploads folder are
 * moved to `DATA_DIR/before-restore-<time>/`, and in a bucket every object the restore would
 * overwrite or remove is first copied to `before-restore-<time>/` in the same bucket (and prefix).
 * An archive made on PostgreSQL holds only the images (the database comes back with pg_restore).
 */
export async function restore(
  file: string,
  config: Config = loadConfig(),
  log: (line: string) => void = console.log,
): Promise<Aside> {
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  const embedded = !config.databaseUrl;
  if (embedded) {
    const pid = runningPid(config.dataDir);
    if (pid) throw new Error(`The shop is running (pid ${pid}). Stop it, then restore.`);
  }
  const listing: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => void listing.push(entry.path) });
  if (listing.some((l) => l.startsWith('/') || l.split('/').includes('..')))
    throw new Error(`${file} has unsafe paths`);
  const hasDb = listing.some((l) => l.startsWith('db/'));
  const hasUploads = listing.some((l) => l === 'uploads/' || l.startsWith('uploads/'));
  if (!hasDb && !hasUploads) throw new Error(`${file} is not a shop backup (no db/ or uploads/ inside)`);
  if (embedded && !hasDb) {
    throw new Error(
      `${file} holds only images (a backup of a shop on PostgreSQL): set DATABASE_URL to restore its images, and the database with pg_restore.`,
    );
  }
  if (!embedded && hasDb) {
    throw new Error(
      `${file} holds an embedded database, and DATABASE_URL is set: restore it without DATABASE_URL (a shop on PostgreSQL is restored with pg_restore).`,
    );
  }

  const time = Date.now();
  const staging = join(config.dataDir, `.restore-${time}`);
  mkdirSync(staging, { recursive: true });
  try {
    await tar.extract({ file, cwd: staging, strict: true, preserveOwner: false });
    const staged = join(staging, 'uploads');
    if (!existsSync(staged)) mkdirSync(staged);
    const aside: Aside = {};

    // Images in a bucket go first: if the bucket cannot be reached, the database is left as it was.
    if (config.s3) {
      const storage = await openStorage(config);
      try {
        Object.assign(aside, await restoreObjects(storage, staged, `${ASIDE_PREFIX}${time}/`, log));
      } finally {
        await storage.close();
      }
    }

    if (embedded || !config.s3) {
      const folder = join(config.dataDir, `before-restore-${time}`);
      mkdirSync(folder, { recursive: true });
      aside.folder = folder;
      try {
        if (embedded && existsSync(config.dbDir)) await move(config.dbDir, join(folder, 'db'));
        if (!config.s3 && existsSync(config.uploadDir)) await move(config.uploadDir, join(folder, 'uploads'));
        if (embedded) await move(join(staging, 'db'), config.dbDir);
        if (!config.s3) {
          mkdirSync(dirname(config.uploadDir), { recursive: true });
          await move(staged, config.uploadDir);
        }
      } catch (err) {
        throw new Error(`Restore failed (${(err as Error).message}); the previous data is in ${folder}`, {
          cause: err,
        });
      }
    }

    if (embedded) {
      // Check that the restored database opens.
      const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
      await db.close();
    }
    return aside;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The MD5 of the bytes as a bucket's ETag of an object written in one piece (`"<hex>"`). */
const md5Etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

/**
 * Makes the bucket's images those of `dir`: objects that differ from the archive's or are not in it
 * are first copied under `asidePrefix`, then the archive's files are uploaded and the others removed.
 * Objects equal to the archive's (same bytes) are left alone.
 */
async function restoreObjects(
  storage: Storage,
  dir: string,
  asidePrefix: string,
  log: (line: string) => void,
): Promise<Aside> {
  const current = new Map<string, string>();
  for await (const o of storage.list()) if (!o.key.startsWith(ASIDE_PREFIX)) current.set(o.key, o.etag);

  const files: { key: string; etag: string }[] = [];
  for await (const { key } of diskStorage(dir).list()) {
    if (!isSafeKey(key)) {
      log(`Skipped ${JSON.stringify(key)}: its name cannot be an object name of the shop.`);
      continue;
    }
    files.push({ key, etag: md5Etag(await readFile(join(dir, ...key.split('/')))) });
  }
  const wanted = new Set(files.map((f) => f.key));
  const toUpload = files.filter((f) => current.get(f.key) !== f.etag);
  const changed = new Set(toUpload.map((f) => f.key));
  const replaced = [...current.keys()].filter((key) => !wanted.has(key) || changed.has(key));

  try {
    await eachAtMost(replaced, (key) => storage.copy(key, asidePrefix + key));
    await eachAtMost(toUpload, async ({ key }) =>
      storage.put(key, await readFile(join(dir, ...key.split('/'))), contentTypeOf(key)),
    );
    await storage.remove(replaced.filter((key) => !wanted.has(key)));
  } catch (err) {
    throw new Error(
      `Restoring the images into ${storage.description} failed (${(err as Error).message}); the objects it replaced are under ${asidePrefix}. Run the restore again.`,
      { cause: err },
    );
  }
  return { bucketPrefix: asidePrefix, restored: toUpload.length, keptAside: replaced.length };
}

/**
 * Renames a folder; across file systems (UPLOAD_DIR on another disk than DATA_DIR), where rename
 * fails with EXDEV, copies it and then removes the original once the copy is complete.
 */
async function move(from: string, to: string): Promise<void> {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await cp(from, to, {
      recursive: true,
      preserveTimestamps: true,
      errorOnExist: true,
      force: false,
      verbatimSymlinks: true,
    });
    await rm(from, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore <backup file>');
    process.exit(1);
  }
  restore(resolve(file))
    .then((aside) => {
      console.log('Restored.');
      if (aside.folder) console.log(`The previous data was moved to ${aside.folder}`);
      if (aside.bucketPrefix) {
        console.log(
          `${aside.restored} images put back; ${aside.keptAside} objects it replaced or removed were copied first to ${aside.bucketPrefix} in the bucket.`,
        );
      }
    })
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}

import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runningPid } from '../lib/pid-lock.ts';
import { openStorage } from '../lib/storage/open-storage.ts';
import { isSafeKey, type Storage } from '../lib/storage/storage.ts';
import { ASIDE_PREFIX, eachAtMost } from './transfers.ts';

/**
 * Downloads every image object of a bucket into `dir` (one file per key). Keys that cannot be file
 * names (not written by the shop) and the copies a restore kept aside are left out and reported.
 */
async function downloadObjects(storage: Storage, dir: string, log: (line: string) => void): Promise<number> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) {
    if (key.startsWith(ASIDE_PREFIX)) continue;
    if (!isSafeKey(key)) {
      log(`Skipped object ${JSON.stringify(key)}: its name cannot be a file name (the shop never writes such names).`);
      continue;
    }
    keys.push(key);
  }
  await eachAtMost(keys, async (key) => {
    const opened = await storage.read(key);
    if (!opened) return; // removed since it was listed (an image deleted meanwhile)
    const file = join(dir, ...key.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    await pipeline(opened.body, createWriteStream(file));
  });
  return keys.length;
}

/**
 * `npm run backup [folder]`: one timestamped .tar.gz with the embedded database as `db/` and the
 * images as `uploads/`, wherever they live: a folder (`UPLOAD_DIR`, even on another file system) or
 * an S3-compatible bucket (`S3_BUCKET`: the objects are listed and copied into the archive). With
 * the embedded database the shop must be stopped (its files belong to one process). On PostgreSQL
 * (`DATABASE_URL`) the archive holds only the images; the database is backed up with pg_dump.
 */
export async function backup(
  outDir: string,
  config: Config = loadConfig(),
  log: (line: string) => void = console.log,
): Promise<string> {
  const embedded = !config.databaseUrl;
  if (embedded) {
    const pid = runningPid(config.dataDir);
    if (pid) throw new Error(`The shop is running (pid ${pid}). Stop it, then run the backup again.`);
    if (!existsSync(config.dbDir)) throw new Error(`No database at ${config.dbDir}`);
    // Open and close once: recovers after a crash and leaves a clean checkpoint on disk.
    const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    await db.close();
  } else if (!config.s3 && !existsSync(config.uploadDir)) {
    throw new Error(
      `DATABASE_URL is set and there is no uploads folder at ${config.uploadDir}: nothing to back up here (back up PostgreSQL with pg_dump).`,
    );
  }

  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
  const file = resolve(outDir, `shop-backup-${stamp}.tar.gz`);
  const roots: [folder: string, name: string][] = embedded ? [[config.dbDir, 'db']] : [];
  let staging: string | undefined;
  // Written under another name first: a backup that fails half-way never looks like a good one.
  const partial = `${file}.partial`;
  try {
    if (config.s3) {
      staging = await mkdtemp(join(outDir, '.backup-'));
      const uploads = join(staging, 'uploads');
      mkdirSync(uploads);
      const storage = await openStorage(config);
      try {
        const count = await downloadObjects(storage, uploads, log);
        log(`Copied ${count} objects from ${storage.description}.`);
      } finally {
        await storage.close();
      }
      roots.push([uploads, 'uploads']);
    } else if (existsSync(config.uploadDir)) {
      roots.push([config.uploadDir, 'uploads']);
    }

    await tar.create(
      {
        file: partial,
        gzip: true,
        portable: true,
        preservePaths: true,
        // Each file is stored under the name of its root (db/…, uploads/…), not under its own folder.
        onWriteEntry(entry) {
          const [folder, name] = roots.find(([f]) => entry.absolute === f || entry.absolute.startsWith(f + sep))!;
          const inside = relative(folder, entry.absolute).split(sep).join('/');
          entry.path = (inside ? posix.join(name, inside) : name) + (entry.type === 'Directory' ? '/' : '');
        },
      },
      roots.map(([folder]) => folder),
    );
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
  }
  if (!embedded) log('The database is not in this archive: back up PostgreSQL with pg_dump (see the README).');
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  backup(resolve(process.argv[2] ?? join(process.cwd(), 'backups')))
    .then((file) => console.log(`Backup written: ${file}`))
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}

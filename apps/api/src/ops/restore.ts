import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as tar from 'tar';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runningPid } from '../lib/pid-lock.ts';

/**
 * `npm run restore <file>`: brings a stopped shop back to a backup. The archive is unpacked first
 * (a damaged one changes nothing); then the current database and uploads are moved aside to
 * `DATA_DIR/before-restore-<time>/`, never deleted, and the backup's take their place.
 */
export async function restore(file: string): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore/psql.');
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  const pid = runningPid(config.dataDir);
  if (pid) throw new Error(`The shop is running (pid ${pid}). Stop it, then restore.`);
  const listing: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => void listing.push(entry.path) });
  if (!listing.some((l) => l.startsWith('db/'))) throw new Error(`${file} is not a shop backup (no db/ inside)`);
  if (listing.some((l) => l.startsWith('/') || l.split('/').includes('..'))) throw new Error(`${file} has unsafe paths`);

  const time = Date.now();
  const staging = join(config.dataDir, `.restore-${time}`);
  mkdirSync(staging, { recursive: true });
  try {
    await tar.extract({ file, cwd: staging, strict: true, preserveOwner: false });

    const aside = join(config.dataDir, `before-restore-${time}`);
    mkdirSync(aside, { recursive: true });
    try {
      if (existsSync(config.dbDir)) await move(config.dbDir, join(aside, 'db'));
      if (existsSync(config.uploadDir)) await move(config.uploadDir, join(aside, 'uploads'));
      await move(join(staging, 'db'), config.dbDir);
      if (existsSync(join(staging, 'uploads'))) {
        mkdirSync(dirname(config.uploadDir), { recursive: true });
        await move(join(staging, 'uploads'), config.uploadDir);
      }
    } catch (err) {
      throw new Error(`Restore failed (${(err as Error).message}); the previous data is in ${aside}`, { cause: err });
    }

    // Check that the restored database opens.
    const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    await db.close();
    return aside;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
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
    await cp(from, to, { recursive: true, preserveTimestamps: true, errorOnExist: true, force: false, verbatimSymlinks: true });
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
    .then((aside) => console.log(`Restored. The previous data was moved to ${aside}`))
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}

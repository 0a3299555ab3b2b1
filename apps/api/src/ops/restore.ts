import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runningPid } from '../lib/pid-lock.ts';

/**
 * `npm run restore <file>`: brings a stopped shop back to a backup. The current database and uploads
 * are moved aside to `DATA_DIR/before-restore-<time>/`, never deleted.
 */
export async function restore(file: string): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore/psql.');
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  const pid = runningPid(config.dataDir);
  if (pid) throw new Error(`The shop is running (pid ${pid}). Stop it, then restore.`);
  const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
  if (!listing.some((l) => l.startsWith('db/'))) throw new Error(`${file} is not a shop backup (no db/ inside)`);
  if (listing.some((l) => l.startsWith('/') || l.split('/').includes('..'))) throw new Error(`${file} has unsafe paths`);

  const aside = join(config.dataDir, `before-restore-${Date.now()}`);
  mkdirSync(aside, { recursive: true });
  if (existsSync(config.dbDir)) renameSync(config.dbDir, join(aside, 'db'));
  if (existsSync(config.uploadDir)) renameSync(config.uploadDir, join(aside, 'uploads'));

  const staging = join(config.dataDir, `.restore-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['-xzf', file, '-C', staging, '--no-same-owner']);
  renameSync(join(staging, 'db'), config.dbDir);
  if (existsSync(join(staging, 'uploads'))) renameSync(join(staging, 'uploads'), config.uploadDir);
  execFileSync('rm', ['-rf', staging]);

  // Check that the restored database opens.
  const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
  await db.close();
  return aside;
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

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runningPid } from '../lib/pid-lock.ts';

/**
 * `npm run backup [folder]`: one timestamped .tar.gz of the embedded database and the uploads.
 * The shop must be stopped (the embedded database is one process's files). On PostgreSQL, use the
 * server's own tools (pg_dump) and keep the uploads folder.
 */
export async function backup(outDir: string): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump, and copy the uploads folder ' + config.uploadDir);
  }
  const pid = runningPid(config.dataDir);
  if (pid) throw new Error(`The shop is running (pid ${pid}). Stop it, then run the backup again.`);
  if (!existsSync(config.dbDir)) throw new Error(`No database at ${config.dbDir}`);

  // Open and close once: recovers after a crash and leaves a clean checkpoint on disk.
  const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
  await db.close();

  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
  const file = resolve(outDir, `shop-backup-${stamp}.tar.gz`);
  const entries = [relative(config.dataDir, config.dbDir)];
  const uploadsInside = !relative(config.dataDir, config.uploadDir).startsWith('..');
  if (existsSync(config.uploadDir) && uploadsInside) entries.push(relative(config.dataDir, config.uploadDir));
  execFileSync('tar', ['-czf', file, '-C', config.dataDir, ...entries]);
  if (existsSync(config.uploadDir) && !uploadsInside) {
    // Uploads kept elsewhere (UPLOAD_DIR): archived beside the database under "uploads".
    execFileSync('tar', ['-rzf', file, '-C', dirname(config.uploadDir), `--transform=s,^${basename(config.uploadDir)},uploads,`, basename(config.uploadDir)]);
  }
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

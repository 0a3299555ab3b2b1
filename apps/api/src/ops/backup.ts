import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import * as tar from 'tar';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runningPid } from '../lib/pid-lock.ts';

/**
 * `npm run backup [folder]`: one timestamped .tar.gz of the embedded database and the uploads, as
 * `db/` and `uploads/` whatever folders they live in (`UPLOAD_DIR` may be anywhere, even on another
 * file system). The shop must be stopped (the embedded database is one process's files). On
 * PostgreSQL, use the server's own tools (pg_dump) and keep the uploads folder.
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
  const roots: [folder: string, name: string][] = [[config.dbDir, 'db']];
  if (existsSync(config.uploadDir)) roots.push([config.uploadDir, 'uploads']);

  // Written under another name first: a backup that fails half-way never looks like a good one.
  const partial = `${file}.partial`;
  try {
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

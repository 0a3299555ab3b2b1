import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process at a time may open an embedded database: the server holds `DATA_DIR/shop.pid` while it
 * runs; backup and restore refuse to touch a data dir whose server is alive. A pid file left by a
 * killed process is stale and ignored.
 */
export function runningPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function acquirePidLock(dataDir: string): () => void {
  const other = runningPid(dataDir);
  if (other) throw new Error(`Another shop process (pid ${other}) is using ${dataDir}. Stop it first.`);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'shop.pid');
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}

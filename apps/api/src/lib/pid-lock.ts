import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../startup-error.ts';

/**
 * One process at a time may open an embedded database: the server holds `DATA_DIR/shop.pid` while it
 * runs; backup and restore refuse to touch a data dir whose server is alive. A pid file left by a
 * killed process is stale and ignored, also while the killed process is a zombie its parent has not
 * reaped yet (it holds nothing any more, but its pid still answers `kill(pid, 0)`).
 */
export function runningPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return isZombie(pid) ? null : pid;
  } catch (err) {
    // EPERM: the process exists but belongs to another user; it still holds the directory.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** True when Linux reports the process as dead but not yet reaped (state Z or X in /proc/<pid>/stat). */
function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    // Gone between the two looks; where there is no /proc, kill(pid, 0) is all there is to go on.
    return (err as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat');
  }
  // "pid (command) state …": the command may itself hold spaces and parentheses, so read after the last ")".
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'Z' || state === 'X';
}

/**
 * Takes the data directory for this process, or throws a StartupError naming the directory and the
 * pid that holds it. The pid file is created exclusively, so two servers started at the same moment
 * cannot both win. Returns the function that gives the directory back.
 */
export function acquirePidLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'shop.pid');
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const other = runningPid(dataDir);
      if (other || attempt > 0) {
        throw new StartupError(
          `The data directory ${dataDir} is in use by another shop process (pid ${other ?? 'unknown'}): stop it first, or set DATA_DIR to another directory.`,
        );
      }
      // Left by a process that is gone (or by this pid in an earlier life): take it over.
      rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
}

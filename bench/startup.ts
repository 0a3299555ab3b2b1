/**
 * `node --import tsx bench/startup.ts [--rounds=3] [--how=serve|start|source]` (after `npm install`,
 * which builds): how long the shop on the embedded database takes from launch to its first answered
 * `GET /api/health`, on a fresh data directory (first start: the template database copied, the first
 * admin and signing key made, the demo orders placed) and again on the same directory (restart).
 * With `DATABASE_URL=postgres://…/any` the shop runs on that PostgreSQL server instead, in a database
 * of its own per round (`shop_startup_<time>_<round>`, dropped after it): the first start migrates and
 * seeds it, the restart finds it ready.
 *
 *   serve   the compiled server as `npm run serve` starts it (its Node options), without npm
 *   start   npm start (npm itself, the staleness check of the build, then the same server)
 *   source  node --import tsx apps/api/src/server.ts (the TypeScript sources, as the tests run them)
 *
 * Prints every round and the median; writes nothing outside its temporary directories.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { serveArgs } from './serve-command.ts';

const ROOT = resolve(import.meta.dirname, '..');
const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rounds = Number(option('rounds', '3'));
const how = option('how', 'serve');
const serverUrl = process.env.DATABASE_URL || undefined;

const COMMANDS: Record<string, [string, string[]]> = {
  serve: [process.execPath, serveArgs(ROOT)],
  start: ['npm', ['start', '--silent']],
  source: [process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']],
};
if (!COMMANDS[how]) throw new Error(`--how must be one of ${Object.keys(COMMANDS).join(', ')}`);

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/**
 * The processor time (ms, all threads, user + system) used so far by `pid` and its live descendants
 * (npm, its shell, the server), read from /proc; NaN where there is no /proc. On a shared machine the
 * wall time stretches with the load; this does much less.
 */
function treeCpuMs(pid: number): number {
  if (process.platform !== 'linux') return NaN;
  let ticks = 0;
  for (const p of tree(pid)) ticks += p.ticks;
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** `pid` and its live descendants, with the processor time each has used (clock ticks), from /proc. */
function tree(pid: number): { pid: number; ticks: number }[] {
  if (process.platform !== 'linux') return [];
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* ended meanwhile */
    }
  }
  const found: { pid: number; ticks: number }[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop()!;
    const s = stats.get(p);
    if (s) found.push({ pid: p, ticks: s.ticks });
    for (const [child, c] of stats) if (c.ppid === p) queue.push(child);
  }
  return found;
}

/**
 * Launches the shop on `dataDir` and resolves with the milliseconds until /api/health answered 200,
 * and the processor time the shop's processes had used by then.
 */
async function timeStart(
  dataDir: string,
  databaseUrl = '',
): Promise<{ ms: number; cpuMs: number; child: ChildProcess }> {
  const port = await freePort();
  const [command, args] = COMMANDS[how]!;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-admin-123',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return { ms: performance.now() - started, cpuMs: treeCpuMs(child.pid!), child };
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 120_000) throw new Error('the shop did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Stops the shop and waits until every process it started has ended (npm may exit before the server). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const processes = tree(child.pid!).map((p) => p.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const pid of processes) if (alive(pid)) process.kill(pid, 'SIGTERM');
  while (processes.some(alive)) await new Promise((r) => setTimeout(r, 20));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const first: number[] = [];
const restart: number[] = [];
const firstCpu: number[] = [];
const restartCpu: number[] = [];
/** A fresh PostgreSQL database on DATABASE_URL's server for one round, and how to drop it. */
async function freshDatabase(round: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_startup_${Date.now()}_${round}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

for (let round = 1; round <= rounds; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-startup-'));
  const database = serverUrl ? await freshDatabase(round) : null;
  try {
    const a = await timeStart(dataDir, database?.url);
    await stop(a.child);
    const b = await timeStart(dataDir, database?.url);
    await stop(b.child);
    first.push(a.ms);
    restart.push(b.ms);
    firstCpu.push(a.cpuMs);
    restartCpu.push(b.cpuMs);
    console.log(
      `round ${round}: first start ${Math.round(a.ms)} ms (CPU ${Math.round(a.cpuMs)} ms), restart ${Math.round(b.ms)} ms (CPU ${Math.round(b.cpuMs)} ms)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}
const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
console.log(
  `startup (${how}, ${serverUrl ? 'PostgreSQL' : 'embedded database'}, ${rounds} rounds, load ${load}): first start median ${Math.round(median(first))} ms (target ≤ 2000; CPU ${Math.round(median(firstCpu))} ms), restart median ${Math.round(median(restart))} ms (target ≤ 1000; CPU ${Math.round(median(restartCpu))} ms)`,
);

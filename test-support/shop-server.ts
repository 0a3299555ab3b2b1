/**
 * Test support shared by the browser journeys (apps/web/e2e) and the benchmarks (bench/): the built
 * shop started as `npm start` would, on a free loopback port and a temporary data directory.
 * Neither of those folders imports the other; both import this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILT_SERVER_ARGS, SOURCE_SERVER_ARGS, hasBuild } from './server-command.ts';

export const ADMIN_PASSWORD = 'mat-khau-e2e-123';
const ROOT = resolve(import.meta.dirname, '..');

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

export interface ShopServer {
  url: string;
  dataDir: string;
  /** The server's process id (benchmarks read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** The compiled server as `npm start` runs it (`npm run build` first), else the TypeScript sources. */
const SERVER = hasBuild() ? BUILT_SERVER_ARGS : SOURCE_SERVER_ARGS;

/**
 * Starts the built shop (`npm run build` first) on a temporary data dir with the demo catalogue;
 * `source` runs the TypeScript sources even when a build exists (a benchmark of unbuilt changes).
 */
export async function startShop(env: Record<string, string> = {}, { source = false } = {}): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const child: ChildProcess = spawn(process.execPath, source ? SOURCE_SERVER_ARGS : SERVER, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('shop did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { SERVER_ARGS } from '../../../test-support/server-command.ts';
import { describeEmbedded } from './test/embedded.ts';

// A server that cannot start says why in one line on stderr and exits 1: no stack trace.

const dataDir = mkdtempSync(join(tmpdir(), 'shop-startup-'));
const listeners: Server[] = [];
afterAll(() => {
  for (const l of listeners) l.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const baseEnv = {
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'startup-test-pw',
};

/** Whether the server on `port` answers its health check within a minute (asked while `running()`). */
async function healthy(port: number, running = () => true): Promise<boolean> {
  for (let i = 0; i < 600 && running(); i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Runs a server that is expected to give up; resolves with its exit code and stderr. */
async function failedStart(env: Record<string, string>) {
  const server = spawnServer(env);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, stderr: server.stderr(), stdout: server.stdout() };
}

function expectOneLine(result: { code: number | null; stderr: string; stdout: string }, ...facts: string[]) {
  const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(result.code, result.stderr + result.stdout).toBe(1);
  expect(lines, result.stderr).toHaveLength(1);
  expect(result.stderr).not.toContain('    at ');
  for (const fact of facts) expect(lines[0]).toContain(fact);
  return lines[0]!;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

async function occupiedPort(onConnection: (socket: Socket) => void = () => {}): Promise<number> {
  const s = createServer(onConnection);
  listeners.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return (s.address() as { port: number }).port;
}

describeEmbedded('start-up errors', () => {
  let running: ReturnType<typeof spawnServer> | undefined;
  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });

  it('a second server on a data directory in use names the directory and the pid using it', async () => {
    const port = await freePort();
    running = spawnServer({ PORT: String(port) });
    await healthy(port);
    expect(running.child.exitCode, running.stderr()).toBeNull();

    const second = await failedStart({ PORT: String(await freePort()) });
    expectOneLine(second, dataDir, `pid ${running.child.pid}`);

    // The first server is untouched and keeps its lock.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim()).toBe(String(running.child.pid));
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 120_000);

  it('a server killed with SIGKILL and not yet reaped does not keep the data directory from a restart', async () => {
    // The parent shell execs a `sleep` that never waits for its children: once killed, the server
    // stays a zombie (state Z in /proc/<pid>/stat) whose pid still answers kill(pid, 0).
    const port = await freePort();
    const parent = spawn(
      'sh',
      [
        '-c',
        `"${process.execPath}" ${SERVER_ARGS.map((a) => `"${a}"`).join(' ')} >/dev/null 2>&1 & echo $!; exec sleep 60`,
      ],
      {
        cwd: join(import.meta.dirname, '..'),
        env: { ...process.env, ...baseEnv, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    try {
      const serverPid = Number(await new Promise<string>((r) => parent.stdout.once('data', (d) => r(String(d)))));
      await healthy(port);
      expect(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim()).toBe(String(serverPid));
      process.kill(serverPid, 'SIGKILL');
      await expect
        .poll(() => readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 10_000 })
        .toBe('Z');

      const restartPort = await freePort();
      const restarted = spawnServer({ PORT: String(restartPort) });
      const up = await healthy(restartPort, () => restarted.child.exitCode === null);
      expect(up, restarted.stderr()).toBe(true);
      expect(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim()).toBe(String(restarted.child.pid));
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    } finally {
      parent.kill('SIGKILL');
    }
  }, 120_000);

  it('a port in use names host and port, and leaves the data directory unlocked', async () => {
    const port = await occupiedPort();
    const result = await failedStart({ PORT: String(port) });
    expectOneLine(result, `127.0.0.1:${port}`);
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
  }, 120_000);

  it('a database migrated by a newer version of the shop names both versions', async () => {
    const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const latest = journal.entries.at(-1)!;
    const newer = latest.when + 86_400_000;
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await db.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${'f'.repeat(64)}, ${newer})`,
    );
    await db.close();

    const result = await failedStart({ PORT: String(await freePort()) });
    expectOneLine(result, latest.tag, new Date(newer).toISOString().replace(/\.\d+Z$/, 'Z'));
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
  }, 120_000);

  it('an unreachable DATABASE_URL names host and port, never the password', async () => {
    const port = await freePort();
    const result = await failedStart({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://shop:s3cret-pw@127.0.0.1:${port}/shop`,
    });
    const line = expectOneLine(result, `127.0.0.1:${port}`);
    expect(line).not.toContain('s3cret-pw');
  }, 60_000);

  it('a DATABASE_URL whose host does not answer gives up after the connect timeout', async () => {
    // A port that accepts connections and never speaks: the PostgreSQL handshake cannot finish.
    const port = await occupiedPort(() => {});
    const result = await failedStart({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://shop:s3cret-pw@127.0.0.1:${port}/shop`,
      DATABASE_CONNECT_TIMEOUT: '1',
    });
    const line = expectOneLine(result, `127.0.0.1:${port}`);
    expect(line).not.toContain('s3cret-pw');
  }, 60_000);

  it('an S3 bucket that cannot be reached names the bucket and the endpoint, never the secret key', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const result = await failedStart({
      PORT: String(await freePort()),
      S3_BUCKET: 'shop-images',
      AWS_ENDPOINT_URL: endpoint,
      AWS_ACCESS_KEY_ID: 'shop',
      AWS_SECRET_ACCESS_KEY: 's3cret-key',
    });
    const line = expectOneLine(result, 'S3 bucket shop-images', endpoint, 'connection refused');
    expect(line).not.toContain('s3cret-key');
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
  }, 60_000);

  it('a bad configuration names every bad variable on one line', async () => {
    const result = await failedStart({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expectOneLine(result, 'PORT', 'DATABASE_URL');
  }, 60_000);
});

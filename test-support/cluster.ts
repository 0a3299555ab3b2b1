/**
 * Several shop servers behind nginx on this machine, as docs/deploy.md describes them: the machine's
 * PostgreSQL (a database of the cluster's own), its Redis (a key prefix of the cluster's own), an
 * S3-compatible server (s3rver, from npm) and Debian's nginx with `deploy/nginx.conf`. Used by the
 * cluster test (`npm run test:cluster`, apps/api/src/cluster/) and the cluster benchmark
 * (`bench/cluster.ts`), which import nothing of each other.
 *
 * Everything listens on free loopback ports and keeps its files in one temporary folder; every
 * process started here is remembered and killed when this process exits, however it exits.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { SERVER_ARGS } from './server-command.ts';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
// The AWS SDK's own switch for its warning (on Node 20) that later releases need Node 22, as the shop sets it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const NGINX_CONF = join(ROOT, 'deploy/nginx.conf');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
/** s3rver's built-in account. */
const S3_KEY = 'S3RVER';

// ── processes that must not outlive this one ───────────────────────────────────────────────────
const children = new Set<ChildProcess>();
function remember(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
/** Kills every process still running (also on an exit by error or signal). */
export function killAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers `status`, or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number, status = 200, stillAlive?: () => boolean) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const got = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    if (got === status) return;
    if (stillAlive && !stillAlive()) throw new Error(`${url}: the process exited before answering`);
    await sleep(250);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s`);
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────
export interface ClusterDatabase {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
  close(): Promise<void>;
}

/** A database `name` on the server `serverUrl`: made afresh (dropped first) unless `reuse`. */
export async function openClusterDatabase(serverUrl: string, name: string, fresh: boolean): Promise<ClusterDatabase> {
  const at = (db: string) => {
    const u = new URL(serverUrl);
    u.pathname = `/${db}`;
    return u.toString();
  };
  const admin = new pg.Client({ connectionString: at('postgres') });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = at(name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    url,
    name,
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await pool.query<T>(text, values)).rows;
    },
    async drop() {
      await pool.end().catch(() => {});
      const a = new pg.Client({ connectionString: at('postgres') });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
    close: () => pool.end(),
  };
}

// ── S3 (s3rver) ───────────────────────────────────────────────────────────────────────────────
interface ClusterS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on a free loopback port, keeping its objects in `directory` (kept between runs). */
async function startS3(directory: string, bucket: string): Promise<ClusterS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    env: {
      S3_BUCKET: bucket,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_KEY,
      AWS_SECRET_ACCESS_KEY: S3_KEY,
    },
    close: () => server.close(),
  };
}

// ── Redis ─────────────────────────────────────────────────────────────────────────────────────
/** Deletes the keys under `prefix` (the cluster's own). */
async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

// ── shop servers ──────────────────────────────────────────────────────────────────────────────
export interface ShopServer {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** The running process (replaced by `start`). */
  process(): ChildProcess | undefined;
  start(): void;
  /** Resolves when `GET /api/health/ready` answers 200. */
  ready(timeoutMs: number): Promise<void>;
  /** Sends a signal; resolves with the exit code (or signal) once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<number | string>;
  /** The last lines the server wrote. */
  logTail(lines?: number): string;
  /** CPU time (user + system, ms) the current process has used, read from /proc. */
  cpuMs(): number;
}

function shopServer(name: string, port: number, env: Record<string, string>, dir: string): ShopServer {
  const logFile = join(dir, `${name}.log`);
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    process: () => child,
    start() {
      const log = createWriteStream(logFile, { flags: 'a' });
      log.write(`\n── ${new Date().toISOString()} start ${name} on ${port}\n`);
      child = remember(
        spawn(process.execPath, SERVER_ARGS, {
          cwd: ROOT,
          env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      child.stdout!.pipe(log, { end: false });
      child.stderr!.pipe(log, { end: false });
    },
    async ready(timeoutMs) {
      const running = child;
      await waitFor(`${url}/api/health/ready`, timeoutMs, 200, () => running?.exitCode === null);
    },
    stop(signal) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null)
        return Promise.resolve(running?.exitCode ?? running?.signalCode ?? 'not running');
      return new Promise((resolve) => {
        running.once('exit', (code, sig) => resolve(code ?? sig ?? 'unknown'));
        running.kill(signal);
      });
    },
    logTail(lines = 25) {
      if (!existsSync(logFile)) return '';
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    },
    cpuMs() {
      return child?.pid ? processCpuMs(child.pid) : 0;
    },
  };
}

/** User + system CPU time of a process, in ms (Linux /proc; 0 when it cannot be read). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the line (utime, stime), counted from the state field (3).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

// ── nginx ─────────────────────────────────────────────────────────────────────────────────────
export interface ClusterNginx {
  url: string;
  pid(): number | undefined;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * `deploy/nginx.conf` as shipped, with its upstream servers and listening port replaced, inside a
 * minimal main configuration of its own (temp paths in `dir`, one process: `master_process off`, so
 * that killing it leaves no worker behind).
 */
function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  const shipped = readFileSync(NGINX_CONF, 'utf8');
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = shipped
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(/ {4}listen \[::\]:80;\n/, '');
  if (!site.includes(`127.0.0.1:${upstreams[0]}`) || !site.includes(`listen 127.0.0.1:${listen};`))
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines this script replaces');
  const temp = (name: string) => {
    mkdirSync(join(dir, name), { recursive: true, mode: 0o777 });
    return join(dir, name);
  };
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
master_process off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

// ── the whole cluster ─────────────────────────────────────────────────────────────────────────
export interface ClusterOptions {
  /** The PostgreSQL server (its `postgres` database is used to create and drop the cluster's). */
  serverUrl: string;
  redisUrl: string;
  /** Database name; the folder and Redis prefix are named after it too. */
  name: string;
  /** Shop servers to start (at the same moment). */
  servers: number;
  /** Extra variables for every server. */
  env?: Record<string, string>;
  /** Drop and create the database first (otherwise keep what is there). */
  fresh: boolean;
  /** The folder for s3rver's objects, logs and nginx (made when missing, kept between runs). */
  dir: string;
}

export interface Cluster {
  db: ClusterDatabase;
  servers: ShopServer[];
  nginx: ClusterNginx;
  /** Time from starting the servers until every one was ready. */
  startMs: number;
  redisPrefix: string;
  /** Stops nginx, the servers (SIGTERM), s3rver, and closes the database pool (keeps the data). */
  stop(): Promise<void>;
}

export const ADMIN = { username: 'admin', password: 'cum-may-chu-thu-nghiem-2026' };

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  mkdirSync(o.dir, { recursive: true });
  const db = await openClusterDatabase(o.serverUrl, o.name, o.fresh);
  const s3 = await startS3(join(o.dir, 's3'), o.name.replace(/_/g, '-'));
  const redisPrefix = `${o.name}:${randomBytes(3).toString('hex')}:`;
  const ports = await Promise.all(Array.from({ length: o.servers }, () => freePort()));
  const nginxPort = await freePort();
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    REDIS_URL: o.redisUrl,
    REDIS_PREFIX: redisPrefix,
    ...s3.env,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...o.env,
  };
  const servers = ports.map((port, i) =>
    shopServer(`server-${i + 1}`, port, { ...env, DATA_DIR: join(o.dir, `data-${i + 1}`) }, o.dir),
  );
  const started = Date.now();
  let nginx: ClusterNginx | undefined;
  try {
    for (const s of servers) s.start();
    await Promise.all(servers.map((s) => s.ready(240_000)));
    const startMs = Date.now() - started;
    // The shipped nginx file on the port chosen above (PUBLIC_URL names it).
    nginx = await startNginx(join(o.dir, 'nginx'), nginxPort, ports);
    const running = nginx;
    return {
      db,
      servers,
      nginx: running,
      startMs,
      redisPrefix,
      async stop() {
        await running.stop();
        await Promise.all(servers.map((s) => s.stop('SIGTERM')));
        await s3.close();
        await db.close();
        await dropRedisPrefix(o.redisUrl, redisPrefix).catch(() => {});
      },
    };
  } catch (err) {
    for (const s of servers) {
      const tail = s.logTail();
      if (tail) console.error(`── ${s.name} (last lines)\n${tail}`);
    }
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await s3.close();
    await db.close();
    throw err;
  }
}

/** nginx with the shipped configuration on `listen`, in front of `upstreams`; ready when it answers. */
export async function startNginx(dir: string, listen: number, upstreams: number[]): Promise<ClusterNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx; .ci/run does it)');
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, listen, upstreams));
  const check = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration: ${check.stderr}`);
  const child = remember(spawn(NGINX, ['-c', conf], { stdio: 'ignore' }));
  const url = `http://127.0.0.1:${listen}`;
  await waitFor(`${url}/api/health/live`, 30_000, 200, () => child.exitCode === null);
  return {
    url,
    pid: () => child.pid,
    errorLog: () => {
      const file = join(dir, 'nginx-error.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** A temporary folder for a cluster, removed by `remove()`. */
export function clusterDir(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

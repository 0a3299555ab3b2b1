/**
 * Durability check: start the server, send acknowledged writes from many concurrent clients, kill
 * it with SIGKILL mid-stream, restart on the same data, and check every write that got a 2xx is there,
 * intact. The server is the build when it is up to date, else the sources (server-command.ts).
 * Shared test support: used by `bench/durability.ts` (many rounds) and a short test in the API suite
 * (`apps/api/src/durability.test.ts`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { LoginResponse } from '@shop/core/schemas/auth';
import type { Order } from '@shop/core/schemas/order';
import type { ProductList } from '@shop/core/schemas/product';
import type { SettingsMap } from '@shop/core/schemas/setting';
import { SERVER_ARGS } from './server-command.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PASSWORD = 'durability-chu-shop-123';

export interface DurabilityOptions {
  rounds: number;
  clients: number;
  /** Kill after a random delay in [min, max] ms of traffic. */
  killAfterMs: [number, number];
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface RoundResult {
  round: number;
  acknowledged: number;
  lost: string[];
  refused: number;
  serverErrors: number;
  restartMs: number;
}

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => ok(p));
    });
  });
}

interface Server {
  child: ChildProcess;
  url: string;
}

async function startServer(dataDir: string, port: number, databaseUrl?: string): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_PASSWORD: PASSWORD,
      ORDER_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'error',
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** A JSON request; `T` is the answer's type as core declares it (undefined body when empty). */
async function json<T = unknown>(url: string, init: RequestInit = {}, token?: string) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as T) : undefined };
}

type Check = { id: string; verify: (url: string, token: string) => Promise<boolean> };

export async function runDurability(opts: DurabilityOptions): Promise<RoundResult[]> {
  const log = opts.log ?? (() => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-durability-'));
  const port = await freePort();
  const results: RoundResult[] = [];
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (opts.databaseUrl) {
    // A database of its own on that server, dropped at the end.
    const name = `shop_durability_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: opts.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const u = new URL(opts.databaseUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  try {
    let server = await startServer(dataDir, port, databaseUrl);
    const checks: Check[] = [];
    for (let round = 1; round <= opts.rounds; round++) {
      const token = (
        await json<LoginResponse>(`${server.url}/api/auth/login`, {
          method: 'POST',
          body: JSON.stringify({ username: 'admin', password: PASSWORD }),
        })
      ).body!.token;
      const products = (await json<ProductList>(`${server.url}/api/products?include=variants&limit=100&inStock=true`))
        .body!.products;
      const priced = products.flatMap((p) =>
        (p.variants ?? []).filter((v) => (v.price ?? 0) > 0).map((v) => ({ productId: p.id, variantId: v.id })),
      );
      if (!priced.length) throw new Error('no priced variant to order');

      let stop = false;
      let acknowledged = 0;
      let refused = 0;
      let serverErrors = 0;
      const roundChecks: Check[] = [];
      const client = async (c: number) => {
        for (let n = 0; !stop; n++) {
          const tag = `r${round}c${c}n${n}`;
          const kind = n % 3;
          try {
            if (kind === 0) {
              const item = priced[(c + n) % priced.length]!;
              const r = await json(`${server.url}/api/orders`, {
                method: 'POST',
                body: JSON.stringify({
                  customer: `Khách ${tag}`,
                  acceptTerms: true,
                  phone: `09${String(10_000_000 + c * 1000 + (n % 1000)).slice(-8)}`,
                  items: [{ ...item, quantity: 1 + (n % 3) }],
                }),
              });
              if (r.status === 201) {
                acknowledged++;
                const order = r.body as { code: string; amount: number };
                roundChecks.push({
                  id: `order ${order.code}`,
                  verify: async (url, tk) => {
                    // The answer carries no id (the shopper's view): found by its code.
                    const found = await json<{ orders: Order[] }>(`${url}/api/orders?search=${order.code}`, {}, tk);
                    const got = { status: found.status, body: found.body?.orders[0] };
                    return (
                      got.status === 200 &&
                      got.body?.code === order.code &&
                      got.body.amount === order.amount &&
                      got.body.customer === `Khách ${tag}`
                    );
                  },
                });
              } else if (r.status >= 500) serverErrors++;
              else refused++;
            } else if (kind === 1) {
              const key = `bench.${tag}`;
              const r = await json(
                `${server.url}/api/settings`,
                { method: 'POST', body: JSON.stringify({ key, value: `giá trị ${tag}` }) },
                token,
              );
              if (r.status === 200 || r.status === 201) {
                acknowledged++;
                roundChecks.push({
                  id: `setting ${key}`,
                  verify: async (url) =>
                    (await json<SettingsMap>(`${url}/api/settings`)).body?.[key] === `giá trị ${tag}`,
                });
              } else if (r.status >= 500) serverErrors++;
              else refused++;
            } else {
              const name = `Thương hiệu ${tag}`;
              const r = await json(
                `${server.url}/api/brands`,
                { method: 'POST', body: JSON.stringify({ name, country: 'Việt Nam' }) },
                token,
              );
              if (r.status === 201 || r.status === 200) {
                acknowledged++;
                const id = (r.body as { id: number }).id;
                roundChecks.push({
                  id: `brand ${name}`,
                  verify: async (url) =>
                    ((await json(`${url}/api/brands`)).body as { id: number; name: string }[]).some(
                      (b) => b.id === id && b.name === name,
                    ),
                });
              } else if (r.status >= 500) serverErrors++;
              else refused++;
            }
          } catch {
            // Connection cut by the kill: not acknowledged, nothing to check.
            if (stop) return;
          }
        }
      };
      const traffic = Array.from({ length: opts.clients }, (_, c) => client(c));
      const [lo, hi] = opts.killAfterMs;
      await new Promise((r) => setTimeout(r, lo + Math.random() * (hi - lo)));
      server.child.kill('SIGKILL');
      stop = true;
      await Promise.allSettled(traffic);
      await exited(server.child);

      const t0 = Date.now();
      server = await startServer(dataDir, port, databaseUrl);
      const restartMs = Date.now() - t0;
      const tk = (
        await json<LoginResponse>(`${server.url}/api/auth/login`, {
          method: 'POST',
          body: JSON.stringify({ username: 'admin', password: PASSWORD }),
        })
      ).body!.token;
      checks.push(...roundChecks);
      const lost: string[] = [];
      for (const check of checks) if (!(await check.verify(server.url, tk))) lost.push(check.id);
      const result = { round, acknowledged, lost, refused, serverErrors, restartMs };
      log(
        `round ${round}: ${acknowledged} acknowledged writes, ${lost.length} lost (of ${checks.length} checked so far), ${refused} refused, ${serverErrors} 5xx, restart ${restartMs} ms`,
      );
      results.push(result);
    }
    server.child.kill('SIGTERM');
    await exited(server.child);
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDb?.();
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

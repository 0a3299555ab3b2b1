/**
 * `node --import tsx bench/orders-per-second.ts [--connections=50] [--seconds=20] [--variants=400] [--source]`
 *
 * Orders per second (issue 29, point 2), PostgreSQL only. In one run on the same server:
 * 1. the reference: `pgbench -N` (its simple-update transactions, which leave the three big tables'
 *    updates out) at the same number of connections, on a database of its own (`-i -s 10`);
 * 2. the shop (started as `npm start` would, on a database of its own, with the demo catalogue) with
 *    `--variants` new in-stock variants; `--connections` shoppers, each a loop that places one order
 *    after another for `--seconds`, every order for another variant, from its own client address
 *    (X-Forwarded-For with TRUST_PROXY) and its own phone; ORDER_RATE_LIMIT and the setting
 *    checkout.maxPendingPiecesPerAddress are raised, so no shopper limit is reached.
 *
 * Prints both rates, the shop's as a share of pgbench's, the latency of the orders (p50, p99, max),
 * the answers by status, and what PostgreSQL did per order (transactions, rows read, written) from
 * pg_stat_database. Both databases are dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { ADMIN_PASSWORD, startShop } from '../test-support/shop-server.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const connections = Number(option('connections', '50'));
const seconds = Number(option('seconds', '20'));
const variantCount = Number(option('variants', '400'));
const source = process.argv.includes('--source');
const log = (line: string) => process.stdout.write(`${line}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

const serverUrl = (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, '');
const { hostname, port, username } = new URL(`${serverUrl}/x`);

async function admin<T>(work: (c: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const c = new pg.Client({ connectionString: `${serverUrl}/${database}` });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** `pgbench -N` at the same connections, on a database of its own: its transactions per second. */
function pgbenchTps(database: string): number {
  const base = ['-h', hostname, '-p', port || '5432', '-U', username || 'postgres'];
  execFileSync('pgbench', [...base, '-i', '-s', '10', '-q', database], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    [...base, '-N', '-c', String(connections), '-j', '2', '-T', String(seconds), database],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps);
}

interface Stat {
  xact_commit: number;
  xact_rollback: number;
  tup_returned: number;
  tup_fetched: number;
  tup_inserted: number;
  tup_updated: number;
}
const statOf = (database: string) =>
  admin(async (c) => {
    await c.query('select pg_stat_clear_snapshot()');
    const r = await c.query<Record<keyof Stat, string>>(
      `select xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted, tup_updated
       from pg_stat_database where datname = $1`,
      [database],
    );
    return Object.fromEntries(Object.entries(r.rows[0]!).map(([k, v]) => [k, Number(v)])) as unknown as Stat;
  });

async function main() {
  const stamp = Date.now();
  const pgbenchDb = `bench_pgbench_${stamp}`;
  const shopDb = `bench_orders_${stamp}`;
  await admin(async (c) => {
    await c.query(`create database "${pgbenchDb}"`);
    await c.query(`create database "${shopDb}"`);
  });
  const shop = await startShop(
    { TRUST_PROXY: 'true', LOG_LEVEL: 'error', ORDER_RATE_LIMIT: '1000000', DATABASE_URL: `${serverUrl}/${shopDb}` },
    { source },
  );
  try {
    const load0 = loadavg()[0]!.toFixed(1);
    const reference = pgbenchTps(pgbenchDb);
    log(`pgbench -N: ${reference.toFixed(0)} tps at ${connections} connections, ${seconds} s (load ${load0})`);

    const login = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // Each shopper places order after order from its address: the pending pieces an address may hold
    // (checkout.maxPendingPiecesPerAddress, 6 by default) is raised as ORDER_RATE_LIMIT is.
    const raised = await fetch(`${shop.url}/api/settings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ key: 'checkout.maxPendingPiecesPerAddress', value: '10000' }),
    });
    if (!raised.ok) throw new Error(`the pending-pieces limit was not raised: ${raised.status}`);
    const products = (
      (await (await fetch(`${shop.url}/api/products?limit=50`)).json()) as {
        products: { id: number; inStock: boolean }[];
      }
    ).products
      // A product marked out of stock takes no order, whatever its variants hold.
      .filter((p) => p.inStock)
      .map((p) => p.id);
    const variants: { productId: number; variantId: number }[] = [];
    for (let i = 0; i < variantCount; i++) {
      const productId = products[i % products.length]!;
      const made = await fetch(`${shop.url}/api/product-variants`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ productId, name: `Bench ${i}`, sizeId: 1, price: 5_000_000 + i, stock: 100_000 }),
      });
      if (!made.ok) throw new Error(`variant: ${made.status} ${await made.text()}`);
      variants.push({ productId, variantId: ((await made.json()) as { id: number }).id });
    }

    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const post = (body: string, address: string) =>
      new Promise<{ status: number; body: string }>((ok, fail) => {
        const req = request(
          `${shop.url}/api/orders`,
          {
            method: 'POST',
            agent,
            timeout: 30_000,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': address,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => ok({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('timeout', () => req.destroy(new Error('time-out')));
        req.on('error', fail);
        req.end(body);
      });

    const before = await statOf(shopDb);
    const times: number[] = [];
    const byStatus = new Map<number, number>();
    const refusals = new Map<string, number>();
    let n = 0;
    const end = performance.now() + seconds * 1000;
    const load1 = loadavg()[0]!.toFixed(1);
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const i = n++;
          const v = variants[i % variants.length]!;
          const body = JSON.stringify({
            customer: `Khách ${i}`,
            acceptTerms: true,
            phone: `09${String(10_000_000 + i).slice(-8)}`,
            items: [{ ...v, quantity: 1 }],
          });
          const start = performance.now();
          let status: number;
          try {
            const res = await post(body, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
            status = res.status;
            if (status !== 201) {
              const message = `${status} ${(JSON.parse(res.body) as { error?: { message?: string } }).error?.message ?? ''}`;
              refusals.set(message, (refusals.get(message) ?? 0) + 1);
            }
          } catch (err) {
            status = 0;
            refusals.set(String(err), (refusals.get(String(err)) ?? 0) + 1);
          }
          times.push(performance.now() - start);
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        }
      }),
    );
    agent.destroy();
    const after = await statOf(shopDb);
    const placed = byStatus.get(201) ?? 0;
    const rate = placed / seconds;
    log(
      `shop: ${placed} orders in ${seconds} s = ${rate.toFixed(0)} orders/s (load ${load1} → ${loadavg()[0]!.toFixed(1)})`,
    );
    log(`share of pgbench -N: ${((100 * rate) / reference).toFixed(1)} % (target ≥ 15 %)`);
    log(`answers: ${[...byStatus].map(([s, c]) => `${c} × ${s}`).join(', ')}`);
    for (const [message, count] of refusals) log(`  ${count} × ${message}`);
    log(
      `latency: p50 ${pct(times, 50).toFixed(0)} ms, p99 ${pct(times, 99).toFixed(0)} ms (target ≤ 200), max ${Math.max(...times).toFixed(0)} ms`,
    );
    if (placed > 0) {
      const per = (k: keyof Stat) => ((after[k] - before[k]) / placed).toFixed(1);
      log(
        `PostgreSQL per order: ${per('xact_commit')} commits, ${per('xact_rollback')} rollbacks, ` +
          `${per('tup_fetched')} rows fetched, ${per('tup_returned')} rows scanned, ` +
          `${per('tup_inserted')} inserted, ${per('tup_updated')} updated`,
      );
    }
  } finally {
    await shop.stop();
    await admin(async (c) => {
      await c.query(`drop database if exists "${pgbenchDb}" with (force)`);
      await c.query(`drop database if exists "${shopDb}" with (force)`);
    });
  }
}

await main();

/**
 * `node --import tsx bench/years-of-orders.ts [--db=postgres|pglite] [--scale=1] [--runs=11] [--fresh] [--source]`
 *
 * The back office after years of orders (issue 29, point 3). Makes a shop of 1,000,000 orders over 3
 * years for 200,000 customers on 100,000 products (`bench/years-data.ts`; `--scale=0.1` a tenth, the
 * default on PGlite), starts the shop as `npm start` does in a process of its own, and measures, from
 * this process over HTTP, single requests one at a time as the back office sends them: the orders
 * list with each of its filters and its last page, customers, a customer's page, the dashboard, a
 * year of reports, and a streamed export of about 100,000 rows (time to the first byte, the server's
 * resident memory while it streams).
 *
 * PostgreSQL: the database `bench_years` on `DATABASE_URL`'s server (default
 * postgres://postgres@127.0.0.1:5432), made once and kept for the next runs (`--fresh` makes it
 * again). PGlite: the data directory `bench/.years-pglite-<scale>` (ignored by git), kept likewise.
 * Nothing is cached by the shop on these routes; every figure is the median of `--runs` requests
 * whose parameters vary where the screen's would (other search words, other days).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ADMIN_PASSWORD, startShop, type ShopServer } from '../test-support/shop-server.ts';
import { generateYears, sizeAt, type RunSql } from './years-data.ts';

const ROOT = resolve(import.meta.dirname, '..');
const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const flag = (name: string) => process.argv.includes(`--${name}`);
/** `--source`: the TypeScript sources instead of the build (`npm run build` makes the build). */
const source = flag('source');

const kind = option('db', 'postgres');
const scale = Number(option('scale', kind === 'pglite' ? '0.1' : '1'));
const runs = Number(option('runs', '11'));
const size = sizeAt(scale);
const log = (line: string) => process.stdout.write(`${line}\n`);

const serverUrl = (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, '');
const dbName = scale === 1 ? 'bench_years' : `bench_years_${String(scale).replace('.', '_')}`;
const pgliteDir = join(ROOT, 'bench', `.years-pglite-${scale}`);

async function orderCount(run: (sql: string) => Promise<{ rows: { n: string | number }[] }>): Promise<number> {
  const r = await run('select count(*) as n from orders');
  return Number(r.rows[0]?.n ?? 0);
}

/** Starts the shop on the bench database, generating the data first when it is not there. */
async function prepare(): Promise<ShopServer> {
  const env = { SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
    if (exists && flag('fresh')) await admin.query(`drop database "${dbName}" with (force)`);
    if (!exists || flag('fresh')) await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = `${serverUrl}/${dbName}`;
    // The first start migrates the database and makes the admin; the data comes after it.
    const shop = await startShop({ ...env, DATABASE_URL: url }, { source });
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const have = await orderCount((s) => client.query(s));
      if (have < size.orders) {
        if (have > 0) throw new Error(`${dbName} holds ${have} orders, fewer than ${size.orders}: run with --fresh`);
        log(`generating ${size.orders} orders into ${dbName}…`);
        await generateYears((s) => client.query(s), size, log);
      }
    } catch (err) {
      await shop.stop();
      throw err;
    } finally {
      await client.end();
    }
    return shop;
  }
  if (flag('fresh')) rmSync(pgliteDir, { recursive: true, force: true });
  const first = await startShop({ ...env, DATA_DIR: pgliteDir }, { source });
  await first.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(pgliteDir, 'db'), extensions: { pg_trgm } });
  const run: RunSql = (s) => db.exec(s);
  const have = await orderCount((s) => db.query<{ n: number }>(s));
  if (have < size.orders) {
    if (have > 0) throw new Error(`${pgliteDir} holds ${have} orders, fewer than ${size.orders}: run with --fresh`);
    log(`generating ${size.orders} orders into ${pgliteDir}…`);
    await generateYears(run, size, log);
  }
  await db.close();
  return startShop({ ...env, DATA_DIR: pgliteDir }, { source });
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

/** A shop day `days` before today, as the date inputs send it (Vietnam time). */
const dayBefore = (days: number) => new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

interface Row {
  what: string;
  p50: number;
  min: number;
  max: number;
  note: string;
}

async function main() {
  if (!source && !existsSync(join(ROOT, 'apps/api/dist/server.js')))
    log('note: no compiled server (npm run build): the shop runs from its TypeScript sources');
  const shop = await prepare();
  const rows: Row[] = [];
  try {
    const login = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const t = performance.now();
      const res = await fetch(`${shop.url}${path}`, { headers });
      const body = await res.text();
      const ms = performance.now() - t;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
      return { ms, json: JSON.parse(body) as Record<string, unknown> };
    };
    /** `runs` requests of `paths(i)`, one at a time; the first is not counted (the connection's). */
    const measure = async (what: string, paths: (i: number) => string, note = (_j: Record<string, unknown>) => '') => {
      const times: number[] = [];
      let last: Record<string, unknown> = {};
      for (let i = 0; i <= runs; i++) {
        const r = await get(paths(i));
        if (i > 0) times.push(r.ms);
        last = r.json;
      }
      const row = { what, p50: median(times), min: Math.min(...times), max: Math.max(...times), note: note(last) };
      rows.push(row);
      log(
        `${what.padEnd(58)} p50 ${row.p50.toFixed(1).padStart(7)} ms  (${row.min.toFixed(1)}–${row.max.toFixed(1)}) ${row.note}`,
      );
    };
    type OrderList = {
      orders: { code: string; phone: string; customer: string }[];
      total: number;
      totalExact?: boolean;
    };
    const shown = (j: Record<string, unknown>) => {
      const l = j as unknown as OrderList;
      return `${l.orders.length} shown, total ${l.total}${l.totalExact === false ? ' (hơn)' : ''}`;
    };

    // Real codes, phones and names to search for, from orders of the whole period.
    const samples: OrderList['orders'] = [];
    for (const days of [1, 200, 400, 700, 1000]) {
      const r = await get(`/api/orders?limit=4&to=${dayBefore(days)}`);
      samples.push(...(r.json as unknown as OrderList).orders);
    }
    const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;
    const statuses = ['pending', 'processing', 'shipped', 'completed', 'cancelled'];
    const payments = ['unpaid', 'paid', 'refunded'];
    const broadNames = ['nguyen', 'tran', 'le thi', 'pham van', 'hoang minh'];
    const q = encodeURIComponent;

    log(
      `\nshop: ${kind}, ${size.orders} orders, ${size.customers} customers, ${size.products} products; load ${(
        await import('node:os')
      )
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    await measure('orders: first page', () => '/api/orders?limit=10', shown);
    await measure('orders: status', (i) => `/api/orders?limit=10&status=${pick(statuses, i)}`, shown);
    await measure('orders: payment', (i) => `/api/orders?limit=10&paymentStatus=${pick(payments, i)}`, shown);
    await measure(
      'orders: date range (a month, anywhere in 3 years)',
      (i) => `/api/orders?limit=10&from=${dayBefore(30 + i * 90)}&to=${dayBefore(i * 90)}`,
      shown,
    );
    await measure(
      'orders: status + payment + a month',
      (i) =>
        `/api/orders?limit=10&status=${pick(statuses, i)}&paymentStatus=${pick(payments, i + 1)}&from=${dayBefore(30 + i * 90)}&to=${dayBefore(i * 90)}`,
      shown,
    );
    await measure('orders: search by code', (i) => `/api/orders?limit=10&search=${pick(samples, i).code}`, shown);
    await measure('orders: search by phone', (i) => `/api/orders?limit=10&search=${pick(samples, i).phone}`, shown);
    await measure(
      'orders: search by full name',
      (i) => `/api/orders?limit=10&search=${q(pick(samples, i).customer)}`,
      shown,
    );
    await measure(
      'orders: search by a common name (> 10,000)',
      (i) => `/api/orders?limit=10&search=${q(pick(broadNames, i))}`,
      shown,
    );
    await measure(
      'orders: last page (keyset, from the other end)',
      (i) => `/api/orders?limit=10&last=true&status=${i % 2 ? 'completed' : 'all'}`,
      shown,
    );
    await measure(
      'orders: next page after a cursor',
      (i) => `/api/orders?limit=10&after=${Math.round(((i + 1) * size.orders) / (runs + 2))}`,
      shown,
    );
    await measure(
      'customers: first page',
      () => '/api/customers?limit=20',
      (j) => `total ${String(j.total)}`,
    );
    await measure(
      'customers: search by name',
      (i) => `/api/customers?limit=20&search=${q(pick(samples, i).customer)}`,
      (j) => `total ${String(j.total)}`,
    );
    await measure(
      'customers: search by phone',
      (i) => `/api/customers?limit=20&search=${pick(samples, i).phone}`,
      (j) => `total ${String(j.total)}`,
    );
    await measure(
      'customers: a common name',
      (i) => `/api/customers?limit=20&search=${q(pick(broadNames, i))}`,
      (j) => `total ${String(j.total)}${j.totalExact === false ? ' (hơn)' : ''}`,
    );
    await measure(
      'customer page with their orders',
      (i) => `/api/customers/${pick(samples, i).phone}`,
      (j) => `${(j.orders as unknown[]).length} orders`,
    );
    await measure('dashboard', () => '/api/dashboard');
    await measure('orders: stats (menu badge, cards)', () => '/api/orders/stats');
    await measure(
      'reports: a whole year',
      (i) => `/api/dashboard/reports?from=${dayBefore(365 + i * 30)}&to=${dayBefore(i * 30)}`,
    );

    // The export: about 100,000 rows (one per order line) of the days before today.
    const days = Math.round((100_000 / 1.3 / size.orders) * 3 * 365);
    const before = rssMb(shop.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(shop.pid))), 20);
    const t = performance.now();
    const res = await fetch(`${shop.url}/api/orders/export?format=csv&from=${dayBefore(days)}&to=${dayBefore(0)}`, {
      headers,
    });
    let first = NaN;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(first)) first = performance.now() - t;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const total = performance.now() - t;
    clearInterval(sampler);
    log(
      `export csv, ${days} days: status ${res.status}, ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB; first byte ${first.toFixed(0)} ms, all ${total.toFixed(0)} ms; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
    );
  } finally {
    await shop.stop();
  }
}

await main();

/**
 * `node --import tsx bench/order-statements.ts [--orders=200] [--explain]`
 *
 * What one order costs PostgreSQL (issue 29, point 2), counted rather than timed, so the figures do
 * not depend on the machine's load: the shop is built in this process on a database of its own on
 * `DATABASE_URL`'s server (default postgres://postgres@127.0.0.1:5432, dropped at the end), with the
 * demo catalogue; after 20 orders to warm it up, `--orders` orders are placed one after another, each
 * for another in-stock variant from its own client address and phone (as bench/orders-per-second.ts
 * places them), then the messages they queued are delivered, as the worker would.
 *
 * Prints, per order: the statements sent by the driver (every one: the order's transaction with its
 * BEGIN and COMMIT, the throttle's, the worker's), grouped by statement; the rows PostgreSQL read per
 * table (`pg_stat_user_tables`: read by sequential scans and fetched by index scans) and in all
 * (`pg_stat_database`: rows scanned and fetched, as orders-per-second prints them). `--explain` shows
 * `EXPLAIN (ANALYZE, BUFFERS)` of the statements that read the most rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const orderCount = Number(option('orders', '200'));
const explain = process.argv.includes('--explain');
const log = (line: string) => process.stdout.write(`${line}\n`);
const serverUrl = (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, '');
const ADMIN_PASSWORD = 'mat-khau-bench-123';

/** Every statement any `pg` client of this process sends, while `counting` (the pool's clients and the listener). */
let counting = false;
const sent = new Map<string, number>();
// Kept to be called with the client as `this` (apply, below).
const originalQuery = Reflect.get(pg.Client.prototype, 'query') as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').trim();
    const key = text.length > 150 ? `${text.slice(0, 147)}…` : text;
    sent.set(key, (sent.get(key) ?? 0) + 1);
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function admin<T>(work: (c: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const c = new pg.Client({ connectionString: `${serverUrl}/${database}` });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

interface TableStat {
  relname: string;
  seq: number;
  idx: number;
  ins: number;
  upd: number;
}
/** Rows read per table (by sequential scans, fetched by index scans), rows inserted and updated. */
const tables = (database: string) =>
  admin(async (c) => {
    // A backend sends its counts when idle, at most once a second, else 10 s later (PostgreSQL 15).
    await new Promise((r) => setTimeout(r, 11_000));
    const r = await c.query<Record<keyof TableStat, string>>(
      `select relname, coalesce(seq_tup_read, 0) as seq, coalesce(idx_tup_fetch, 0) as idx,
              n_tup_ins as ins, n_tup_upd as upd
       from pg_stat_user_tables`,
    );
    const d = await c.query<{ returned: string; fetched: string; commits: string }>(
      `select tup_returned as returned, tup_fetched as fetched, xact_commit as commits
       from pg_stat_database where datname = $1`,
      [database],
    );
    return {
      tables: new Map(
        r.rows.map((row) => [
          row.relname,
          { relname: row.relname, seq: +row.seq, idx: +row.idx, ins: +row.ins, upd: +row.upd },
        ]),
      ),
      returned: Number(d.rows[0]!.returned),
      fetched: Number(d.rows[0]!.fetched),
      commits: Number(d.rows[0]!.commits),
    };
  }, database);

async function main() {
  const dbName = `bench_statements_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-statements-'));
  await admin((c) => c.query(`create database "${dbName}"`));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: `${serverUrl}/${dbName}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      ORDER_RATE_LIMIT: '1000000',
    }),
    { logger: false, messages: { start: false } },
  );
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const raised = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers,
      payload: { key: 'checkout.maxPendingPiecesPerAddress', value: '10000' },
    });
    if (raised.statusCode !== 200) throw new Error(`settings: ${raised.statusCode} ${raised.body}`);
    const products = (
      await app
        .inject({ url: '/api/products?limit=50' })
        .then((r) => r.json<{ products: { id: number; inStock: boolean }[] }>())
    ).products
      .filter((p) => p.inStock)
      .map((p) => p.id);
    const total = orderCount + 20;
    const variants: { productId: number; variantId: number }[] = [];
    for (let i = 0; i < Math.min(total, 400); i++) {
      const productId = products[i % products.length]!;
      const made = await app.inject({
        method: 'POST',
        url: '/api/product-variants',
        headers,
        payload: { productId, name: `Bench ${i}`, sizeId: 1, price: 5_000_000 + i, stock: 100_000 },
      });
      if (made.statusCode !== 201) throw new Error(`variant: ${made.statusCode} ${made.body}`);
      variants.push({ productId, variantId: made.json<{ id: number }>().id });
    }
    const place = async (i: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        payload: {
          customer: `Khách ${i}`,
          acceptTerms: true,
          phone: `09${String(10_000_000 + i).slice(-8)}`,
          items: [{ ...variants[i % variants.length]!, quantity: 1 }],
        },
      });
      if (res.statusCode !== 201) throw new Error(`order ${i}: ${res.statusCode} ${res.body}`);
    };
    for (let i = 0; i < 20; i++) await place(i);
    await app.messages.runDue();

    const before = await tables(dbName);
    counting = true;
    for (let i = 20; i < total; i++) await place(i);
    const requests = [...sent.values()].reduce((a, b) => a + b, 0);
    await app.messages.runDue();
    counting = false;
    const after = await tables(dbName);
    const all = [...sent.values()].reduce((a, b) => a + b, 0);

    const per = (n: number) => (n / orderCount).toFixed(1);
    log(`${orderCount} orders, one at a time, PostgreSQL (counts, not times: they do not depend on the load)`);
    log(
      `statements per order: ${per(all)} (${per(requests)} while the order is placed, ${per(all - requests)} by the messages worker after)`,
    );
    for (const [text, n] of [...sent].sort((a, b) => b[1] - a[1])) log(`  ${per(n).padStart(5)}  ${text}`);
    log(
      `rows per order (pg_stat_database): ${per(after.returned - before.returned)} scanned, ${per(after.fetched - before.fetched)} fetched; ${per(after.commits - before.commits)} commits`,
    );
    log('rows read per order, by table (sequential scans + fetched by index; inserted, updated):');
    const rows = [...after.tables.values()]
      .map((t) => {
        const b = before.tables.get(t.relname)!;
        return { name: t.relname, seq: t.seq - b.seq, idx: t.idx - b.idx, ins: t.ins - b.ins, upd: t.upd - b.upd };
      })
      .filter((t) => t.seq + t.idx + t.ins + t.upd > 0)
      .sort((a, b) => b.seq + b.idx - (a.seq + a.idx));
    for (const t of rows)
      log(
        `  ${t.name.padEnd(28)} ${per(t.seq).padStart(7)} seq ${per(t.idx).padStart(6)} idx ${per(t.ins).padStart(5)} ins ${per(t.upd).padStart(5)} upd`,
      );
    if (explain) {
      const { productId, variantId } = variants[0]!;
      await admin(async (c) => {
        await c.query('begin');
        for (const q of [
          `update products set sold_out = (exists (select 1 from product_variants v where v.product_id = products.id)
             and not exists (select 1 from product_variants v where v.product_id = products.id and (v.stock is null or v.stock > 0)))
           where products.id in (${productId}) and products.sold_out is distinct from (exists (select 1 from product_variants v where v.product_id = products.id)
             and not exists (select 1 from product_variants v where v.product_id = products.id and (v.stock is null or v.stock > 0)))`,
          `select v.id, v.price, p.name from product_variants v join products p on p.id = v.product_id where v.id in (${variantId})`,
          `delete from events where id <= 1`,
          `select distinct on (slug) slug, version, title from policy_versions order by slug, version desc`,
        ]) {
          const plan = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q}`);
          log(`\n${q.replace(/\s+/g, ' ')}`);
          for (const r of plan.rows) log(`  ${r['QUERY PLAN']}`);
        }
        await c.query('rollback');
      }, dbName);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
  }
}

await main();

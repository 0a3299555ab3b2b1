/**
 * `node --import tsx bench/soak.ts [seconds=600] [connections=50]` (DATABASE_URL=… for PostgreSQL,
 * a database of its own: the shop migrates into it and keeps its orders there):
 * a day's mixed traffic (browse, filter, search, product pages, orders, admin list/edit, image upload)
 * against a fresh shop; prints errors (must be 0), p50/p99 per route and the server's memory over time.
 * The shop runs as `npm run serve` runs it (the compiled server with the same Node options; `npm run
 * build` first), else from sources.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { serveArgs } from './serve-command.ts';
import type { LoginResponse } from '@shop/core/schemas/auth';
import type { ImageRow } from '@shop/core/schemas/image';
import { productBodyOf, type Product, type ProductList } from '@shop/core/schemas/product';

const seconds = Number(process.argv[2] ?? 600);
const connections = Number(process.argv[3] ?? 50);
const ROOT = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-soak-'));
const port = 3600 + Math.floor(Math.random() * 300);
const url = `http://127.0.0.1:${port}`;
const PASSWORD = 'soak-chu-shop-123';

const compiled = existsSync(join(ROOT, 'apps/api/dist/server.js'));
const child = spawn(process.execPath, compiled ? serveArgs(ROOT) : ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    ORDER_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'error',
    // As deploy/shop@.service runs it; `MALLOC_ARENA_MAX= node … bench/soak.ts` measures glibc's default.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  },
  // The server's error log (LOG_LEVEL=error) is printed: a 5xx answer shows its cause.
  stdio: ['ignore', 'inherit', 'inherit'],
});
const rssMb = () => {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
};

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 1200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const login = (await (
  await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  })
).json()) as LoginResponse;
const auth = { authorization: `Bearer ${login.token}` };
// Every order comes from this one address: the pending pieces an address may hold
// (checkout.maxPendingPiecesPerAddress, 6 by default) is raised as ORDER_RATE_LIMIT is.
const raised = await fetch(`${url}/api/settings`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ key: 'checkout.maxPendingPiecesPerAddress', value: '10000' }),
});
if (!raised.ok) throw new Error(`the pending-pieces limit was not raised: ${raised.status}`);
const list = (await (await fetch(`${url}/api/products?include=variants&limit=100`)).json()) as ProductList;
const products = list.products;
const orderable = products
  .filter((p) => p.inStock)
  .flatMap((p) =>
    (p.variants ?? []).filter((v) => (v.price ?? 0) > 0).map((v) => ({ productId: p.id, variantId: v.id })),
  );
const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b99445' } })
  .png()
  .toBuffer();
const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)]!;

type Action = [weight: number, name: string, run: () => Promise<Response>];
const actions: Action[] = [
  [
    20,
    'GET /api/products (catalogue)',
    () =>
      fetch(
        `${url}/api/products?include=variants,category,brand&limit=12&order=${encodeURIComponent('featured DESC, createdAt DESC')}`,
      ),
  ],
  [
    12,
    'GET /api/products (filters)',
    () =>
      fetch(
        `${url}/api/products?include=variants,category,brand&limit=12&gender=male,unisex&brandIds=1,2,3&order=${encodeURIComponent('price ASC')}`,
      ),
  ],
  [
    10,
    'GET /api/products?search',
    () =>
      fetch(
        `${url}/api/products?include=variants&limit=5&search=${encodeURIComponent(pick(['dong ho nam', 'rolex', 'seiko', 'dong ho nu', 'the thao']))}`,
      ),
  ],
  [12, 'GET /api/products/:id', () => fetch(`${url}/api/products/${pick(products).id}`)],
  [8, 'GET /product/:slug (page)', () => fetch(`${url}/product/${pick(products).slug}`)],
  [6, 'GET /api/settings', () => fetch(`${url}/api/settings`)],
  [6, 'GET /api/brands/active', () => fetch(`${url}/api/brands/active`)],
  [
    4,
    'POST /api/orders',
    () =>
      fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customer: 'Khách thử tải',
          acceptTerms: true,
          phone: '0901234567',
          items: [{ ...pick(orderable), quantity: 1 }],
        }),
      }),
  ],
  [5, 'GET /api/orders (admin)', () => fetch(`${url}/api/orders?limit=20`, { headers: auth })],
  [
    3,
    'PUT /api/products/:id (admin)',
    async () => {
      const p = (await (await fetch(`${url}/api/products/${pick(products).id}`)).json()) as Product;
      return fetch(`${url}/api/products/${p.id}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(productBodyOf(p)),
      });
    },
  ],
  [
    1,
    'POST /api/images/upload + DELETE',
    async () => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'soak.png');
      const up = await fetch(`${url}/api/images/upload`, { method: 'POST', headers: auth, body: form });
      if (!up.ok) return up;
      const img = (await up.json()) as ImageRow;
      return fetch(`${url}/api/images/${img.id}`, { method: 'DELETE', headers: auth });
    },
  ],
];
const total = actions.reduce((n, a) => n + a[0], 0);
const choose = () => {
  let r = Math.random() * total;
  for (const a of actions) if ((r -= a[0]) < 0) return a;
  return actions[0]!;
};

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
let soldOut = 0;
const memory: [number, number][] = [[0, rssMb()]];
const started = Date.now();
const end = started + seconds * 1000;
const sampler = setInterval(
  () => memory.push([Math.round((Date.now() - started) / 1000), rssMb()]),
  Math.max(1000, (seconds * 1000) / 10),
);
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const [, name, run] = choose();
      const t0 = performance.now();
      try {
        const res = await run();
        const body = await res.text();
        // A shop that sells all day sells pieces out: the refusal of a sold-out piece is its answer.
        if (res.status === 409 && body.includes('"NOT_ENOUGH_STOCK"')) soldOut++;
        else if (res.status >= 400) errors.set(`${name} ${res.status}`, (errors.get(`${name} ${res.status}`) ?? 0) + 1);
      } catch (e) {
        errors.set(`${name} ${String(e)}`, (errors.get(`${name} ${String(e)}`) ?? 0) + 1);
      }
      const list = latencies.get(name) ?? [];
      list.push(performance.now() - t0);
      latencies.set(name, list);
    }
  }),
);
clearInterval(sampler);
memory.push([seconds, rssMb()]);

const q = (a: number[], p: number) => a[Math.min(a.length - 1, Math.floor((p / 100) * a.length))]!;
let count = 0;
console.log(
  `soak: ${seconds} s, ${connections} connections, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}, ${compiled ? 'compiled server' : 'server from sources'}, load ${loadavg()[0]!.toFixed(1)}`,
);
console.log('route'.padEnd(40), 'requests'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
for (const [name, l] of latencies) {
  l.sort((a, b) => a - b);
  count += l.length;
  console.log(
    name.padEnd(40),
    String(l.length).padStart(9),
    q(l, 50).toFixed(1).padStart(8),
    q(l, 99).toFixed(1).padStart(8),
  );
}
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.log(
  `requests: ${count} (${Math.round(count / seconds)}/s), errors: ${errorCount}, orders refused as sold out: ${soldOut}`,
);
for (const [k, v] of errors) console.log(`  error ${k}: ${v}`);
console.log(`server memory (RSS MB) over time: ${memory.map(([s, m]) => `${s}s=${m}`).join(', ')}`);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
process.exit(errorCount ? 1 : 0);

/**
 * What server-side rendering costs the server (docs/decisions/0001, 0004, 0005): autocannon
 * against the storefront's pages as a browser asks for them (brotli accepted), beside the cached API
 * list the catalogue asks for (the yardstick: each page should serve at least half its requests/s),
 * on the shop as built (pages rendered on the server, kept by the page cache); with
 * BENCH_WITHOUT_RENDER=1 also on the same build without its render bundle (pages sent without
 * content). Prints p50/p99 latency, requests/s, the share of the API list's and the page size.
 *
 *   npm run build && node --import tsx bench/pages.ts
 *
 * Env: BENCH_DURATION (seconds per page, default 10), BENCH_CONNECTIONS (default 50).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startShop } from './shop.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The catalogue's first list as the app asks for it (`/products`, default sort). */
const API_LIST = '/api/products?limit=12&skip=0&include=variants%2Cbrand&order=featured+DESC%2C+createdAt+DESC';

interface CannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

async function measure(label: string, env: Record<string, string>, rows: string[]) {
  const shop = await startShop(env);
  try {
    const list = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { products: { slug: string }[] };
    const paths = [
      API_LIST,
      '/',
      '/products',
      '/products?gender=male&sort=lowest',
      `/product/${list.products[0]!.slug}`,
    ];
    let apiRate = 0;
    for (const path of paths) {
      const url = `${shop.url}${path}`;
      const html = await (await fetch(url)).text();
      const rendered = path.startsWith('/api/') ? '–' : html.includes('<div id="root"></div>') ? 'no' : 'yes';
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS }); // warm-up
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
      if (path === API_LIST) apiRate = r.requests.average;
      const share = apiRate ? `${Math.round((100 * r.requests.average) / apiRate)} %` : '–';
      const line =
        `| ${label} | \`${path}\` | ${rendered} | ${r.latency.p50} ms | ${r.latency.p99} ms | ` +
        `${Math.round(r.requests.average)} | ${share} | ${(r.throughput.average / r.requests.average / 1024).toFixed(1)} KB | ` +
        `${r.non2xx + r.errors} |`;
      console.error(line);
      rows.push(line);
    }
  } finally {
    await shop.stop();
  }
}

const dist = join(ROOT, 'apps/web/dist');
const withoutRender = mkdtempSync(join(tmpdir(), 'shop-web-no-ssr-'));
cpSync(dist, withoutRender, { recursive: true, filter: (src) => !src.startsWith(join(dist, '.ssr')) });
const rows: string[] = [];
const loadBefore = loadavg();
try {
  await measure('rendered on the server', {}, rows);
  if (process.env.BENCH_WITHOUT_RENDER === '1')
    await measure('rendered in the browser', { WEB_DIST: withoutRender }, rows);
} finally {
  rmSync(withoutRender, { recursive: true, force: true });
}
console.log(
  `\nStorefront pages, ${CONNECTIONS} connections, ${DURATION} s each, brotli, ${cpus().length} × ${cpus()[0]?.model}:\n`,
);
console.log(
  `Load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| Server | Path | Content in the HTML | p50 | p99 | Requests/s | Of the API list | Size (br) | Errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);

/**
 * What server-side rendering costs the server (docs/decisions/0001): autocannon
 * against the storefront's pages as a browser asks for them (brotli accepted), first on the shop as
 * built (pages rendered on the server), then on the same build without its render bundle (pages
 * sent without content, as before). Prints p50/p99 latency, requests/s and the page size.
 *
 *   npm run build && node --import tsx bench/pages.ts
 *
 * Env: BENCH_DURATION (seconds per page, default 10), BENCH_CONNECTIONS (default 10).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startShop } from './shop.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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
    const paths = ['/', '/products', '/products?gender=male&sort=lowest', `/product/${list.products[0]!.slug}`];
    for (const path of paths) {
      const url = `${shop.url}${path}`;
      const html = await (await fetch(url)).text();
      const rendered = !html.includes('<div id="root"></div>');
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS }); // warm-up
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
      const line =
        `| ${label} | \`${path}\` | ${rendered ? 'yes' : 'no'} | ${r.latency.p50} ms | ${r.latency.p99} ms | ` +
        `${Math.round(r.requests.average)} | ${(r.throughput.average / r.requests.average / 1024).toFixed(1)} KB | ` +
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
try {
  await measure('rendered on the server', {}, rows);
  await measure('rendered in the browser', { WEB_DIST: withoutRender }, rows);
} finally {
  rmSync(withoutRender, { recursive: true, force: true });
}
console.log(
  `\nStorefront pages, ${CONNECTIONS} connections, ${DURATION} s each, brotli, ${cpus().length} × ${cpus()[0]?.model}:\n`,
);
console.log('| Server | Page | Content in the HTML | p50 | p99 | Requests/s | Size (br) | Errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);

/**
 * Whether the shop keeps answering while the largest file an import allows is previewed (issue 23
 * point 1; goal: `GET /api/health/live` within 100 ms throughout). Starts the built shop as
 * `npm start` would (`npm run build` first; test-support/shop-server.ts), signs in as admin, and
 * sends a preview (`POST /api/products/import?dryRun=true`) of 20,000 rows of new products, padded
 * to just under 10 MB, once as CSV and once as XLSX. Meanwhile a client asks `/api/health/live` over
 * and over (the next request as soon as the last is answered, at most every 5 ms) and records each
 * answer's latency.
 *
 *   npm run build && node --import tsx bench/import-health.ts
 *
 * Figures: bench/README.md (with the date, the machine and its load).
 */
import { cpus, loadavg } from 'node:os';
import { IMPORT_LIMITS, PRODUCT_COLUMNS } from '@shop/core/schemas/product-tools';
import Papa from 'papaparse';
import { ADMIN_PASSWORD, startShop } from '../test-support/shop-server.ts';
import { craftedXlsx, rowXml } from '../test-support/crafted-xlsx.ts';

const ROWS = IMPORT_LIMITS.rows;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const shop = await startShop();
try {
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const images = (await (await fetch(`${shop.url}/api/images?filter[limit]=1`, { headers: auth })).json()) as {
    path: string;
  }[];
  const image = images[0]?.path ?? '';

  // Rows of new products; descriptions padded so that the CSV is just under the 10 MB limit.
  const base = (i: number, description: string): Record<string, string | number> => ({
    product_sku: `HEALTH-${i}`,
    name: `Đồng hồ Thử Tải Số ${i}`,
    brand: ['Rolex', 'Omega', 'Seiko', 'Casio', 'Tissot'][i % 5]!,
    gender: i % 2 ? 'Nam' : 'Nữ',
    description,
    images: image,
    in_stock: 'có',
    featured: 'không',
    variant_sku: `HEALTH-${i}-A`,
    variant_name: '40mm Đen',
    size: '40mm',
    price: 10_000_000 + i,
    discount: 5,
    color: 'Đen',
    stock: 3,
  });
  const table = (description: string) =>
    Array.from({ length: ROWS }, (_, i) => PRODUCT_COLUMNS.map((c) => base(i, description)[c] ?? ''));
  const short = Papa.unparse([[...PRODUCT_COLUMNS], ...table('Máy cơ.')]);
  const room = Math.floor((IMPORT_LIMITS.fileBytes - 64 * 1024 - Buffer.byteLength(short)) / ROWS);
  let description = 'Máy cơ tự động, kính sapphire. '.repeat(Math.ceil(room / 16));
  while (Buffer.byteLength(description) > room) description = description.slice(0, -1);
  description = description.trim();
  const rows = table(description);
  const csv = Buffer.from(Papa.unparse([[...PRODUCT_COLUMNS], ...rows]));
  const xlsx = craftedXlsx(
    (function* () {
      yield rowXml(1, PRODUCT_COLUMNS);
      for (let i = 0; i < rows.length; i++) yield rowXml(i + 2, rows[i]!);
    })(),
  );

  /** Health latencies while `work` runs, summed up. */
  const probeDuring = async (work: () => Promise<void>) => {
    const latencies: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(`${shop.url}/api/health/live`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await work();
    done = true;
    await probe;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    return `health: ${latencies.length} answers, median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
  };

  const preview = async (label: string, file: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const loadBefore = load();
    let line = '';
    const health = await probeDuring(async () => {
      const t0 = performance.now();
      const res = await fetch(`${shop.url}/api/products/import?dryRun=true`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const body = (await res.json()) as { create?: number; errors?: number; error?: { message: string } };
      const ms = performance.now() - t0;
      line =
        `${label}: ${(file.length / 1024 / 1024).toFixed(1)} MB, ${ROWS} rows, HTTP ${res.status} ` +
        `(create ${body.create}, errors ${body.errors}${body.error ? `, ${body.error.message}` : ''}) in ${(ms / 1000).toFixed(1)} s`;
    });
    console.log(`${line}; ${health}; load ${loadBefore} → ${load()}`);
  };

  console.log(`${cpus().length} CPUs (${cpus()[0]?.model}), Node ${process.version}, load ${load()}`);
  // The floor: the same probe for 5 s with no import running (on a busy machine, not 0).
  console.log(`no import (5 s): ${await probeDuring(() => new Promise((r) => setTimeout(r, 5000)))}; load ${load()}`);
  await preview('CSV', csv, 'lon-nhat.csv');
  await preview('XLSX', xlsx, 'lon-nhat.xlsx');
} finally {
  await shop.stop();
}

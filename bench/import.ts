/**
 * How long the catalogue import takes for 5,000 rows (2,500 new products with two variants each):
 * the preview (`?dryRun=true`), the import itself, and the same file imported again (every row
 * unchanged). The app is built in this process on a fresh embedded database (PGlite) in a
 * temporary directory, with the demo catalogue; requests go through `app.inject`, so the figures
 * are the server's work (parsing, checks, the transaction), not the network's.
 *
 *   node --import tsx bench/import.ts            # 5,000 rows
 *   ROWS=10000 node --import tsx bench/import.ts
 *
 * Figures: bench/README.md (with the date, the machine and its load).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_COLUMNS } from '@shop/core/schemas/product-tools';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const ROWS = Number(process.env.ROWS ?? 5000);
const PASSWORD = 'bench-import-password-123';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-import-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  let t0 = performance.now();
  const app = await buildApp(config, { logger: false, announce: () => {} });
  await app.ready();
  console.log(`start-up with the demo catalogue: ${Math.round(performance.now() - t0)} ms`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  const token = login.json<{ token: string }>().token;
  const image = (await app.database.db.execute(sql`select path from images limit 1`)).rows[0] as { path: string };

  const brands = ['Rolex', 'Omega', 'Seiko', 'Casio', 'Tissot'];
  const rows: Record<string, string | number>[] = [];
  for (let i = 0; rows.length < ROWS; i++) {
    for (const [v, colour] of [
      [0, 'Đen'],
      [1, 'Bạc'],
    ] as const) {
      if (rows.length >= ROWS) break;
      rows.push({
        product_sku: `BENCH-${i}`,
        name: `Đồng hồ Thử Nghiệm Số ${i}`,
        brand: brands[i % brands.length]!,
        gender: i % 2 ? 'Nam' : 'Nữ',
        description: 'Máy cơ tự động, kính sapphire, chống nước 100 m.',
        images: image.path,
        in_stock: 'có',
        featured: 'không',
        variant_sku: `BENCH-${i}-${v}`,
        variant_name: `40mm ${colour}`,
        size: '40mm',
        price: 10_000_000 + i * 1000 + v,
        discount: v * 5,
        color: colour,
        stock: 3,
      });
    }
  }
  const csv = Papa.unparse({
    fields: [...PRODUCT_COLUMNS],
    data: rows.map((r) => PRODUCT_COLUMNS.map((c) => r[c] ?? '')),
  });
  const boundary = '----bench' + randomBytes(8).toString('hex');
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const send = async (label: string, dryRun: boolean) => {
    t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const ms = Math.round(performance.now() - t0);
    const body = res.json<{ create: number; update: number; unchanged: number; errors: number }>();
    console.log(
      `${label}: ${ms} ms (HTTP ${res.statusCode}; create ${body.create}, update ${body.update}, unchanged ${body.unchanged}, errors ${body.errors})`,
    );
  };
  console.log(
    `${ROWS} rows, ${(payload.length / 1024).toFixed(0)} KB; ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await send('preview (dry run)', true);
  await send('import', false);
  await send('same file again (all unchanged)', false);
  console.log(
    `load after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Writes the API's OpenAPI document, as the built app serves it at /api/docs/json, to the file named
 * by the first argument (default: stdout). `npm run check` lints it with Redocly's recommended rules
 * (`redocly.yaml`). The app is built on a temporary embedded database without the demo catalogue.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'openapi-document-only',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, { logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    const text = `${JSON.stringify(res.json(), null, 2)}\n`;
    if (process.argv[2]) {
      mkdirSync(dirname(process.argv[2]), { recursive: true });
      writeFileSync(process.argv[2], text);
    } else process.stdout.write(text);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

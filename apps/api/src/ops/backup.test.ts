import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const outDir = join(dataDir, 'out');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], { env, encoding: 'utf8', stdio: 'pipe' });

describe('backup and restore', () => {
  it('round-trips a shop: database rows and uploaded files come back', async () => {
    const config = loadConfig(env);
    const app = await buildApp(config, { logger: false });
    await app.database.db.insert(settings).values({ key: 'store.name', value: 'Trước khi sao lưu' }).onConflictDoUpdate({ target: settings.key, set: { value: 'Trước khi sao lưu' } });
    mkdirSync(config.uploadDir, { recursive: true });
    writeFileSync(join(config.uploadDir, 'kept.webp'), 'image bytes');
    await app.close();

    const out = run('backup.ts', outDir);
    const file = join(outDir, readdirSync(outDir)[0]!);
    expect(out).toContain(file);
    expect(file).toMatch(/shop-backup-\d{8}-\d{6}\.tar\.gz$/);

    // Change things after the backup.
    const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    await db.db.update(settings).set({ value: 'Sau khi sao lưu' }).where(eq(settings.key, 'store.name'));
    await db.close();
    rmSync(join(config.uploadDir, 'kept.webp'));

    run('restore.ts', file);
    const restored = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    const [row] = await restored.db.select().from(settings).where(eq(settings.key, 'store.name'));
    await restored.close();
    expect(row?.value).toBe('Trước khi sao lưu');
    expect(existsSync(join(config.uploadDir, 'kept.webp'))).toBe(true);
    expect(readdirSync(dataDir).some((d) => d.startsWith('before-restore-'))).toBe(true);
  }, 120_000);

  it('refuses to run while the shop is running', () => {
    writeFileSync(join(dataDir, 'shop.pid'), String(process.pid === 1 ? 2 : 1));
    expect(() => run('backup.ts', outDir)).toThrow(/running/);
    rmSync(join(dataDir, 'shop.pid'));
  });
});

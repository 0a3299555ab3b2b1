import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { describeEmbedded } from '../test/embedded.ts';
import { opsCommandArgs } from '../../../../test-support/server-command.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const outDir = join(dataDir, 'out');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  JWT_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
};
const runWith = (runEnv: NodeJS.ProcessEnv, script: 'backup' | 'restore', ...args: string[]) =>
  execFileSync(process.execPath, [...opsCommandArgs(script), ...args], {
    env: runEnv,
    encoding: 'utf8',
    stdio: 'pipe',
  });
const run = (script: 'backup' | 'restore', ...args: string[]) => runWith(env, script, ...args);

describeEmbedded('backup and restore', () => {
  it('round-trips a shop: database rows and uploaded files come back', async () => {
    const config = loadConfig(env);
    const app = await buildApp(config, { logger: false });
    await app.database.db
      .insert(settings)
      .values({ key: 'store.name', value: 'Trước khi sao lưu' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'Trước khi sao lưu' } });
    mkdirSync(config.uploadDir, { recursive: true });
    writeFileSync(join(config.uploadDir, 'kept.webp'), 'image bytes');
    await app.close();

    const out = run('backup', outDir);
    const file = join(outDir, readdirSync(outDir)[0]!);
    expect(out).toContain(file);
    expect(file).toMatch(/shop-backup-\d{8}-\d{6}\.tar\.gz$/);

    // Change things after the backup.
    const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    await db.db.update(settings).set({ value: 'Sau khi sao lưu' }).where(eq(settings.key, 'store.name'));
    await db.close();
    rmSync(join(config.uploadDir, 'kept.webp'));

    run('restore', file);
    const restored = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    const [row] = await restored.db.select().from(settings).where(eq(settings.key, 'store.name'));
    await restored.close();
    expect(row?.value).toBe('Trước khi sao lưu');
    expect(existsSync(join(config.uploadDir, 'kept.webp'))).toBe(true);
    expect(readdirSync(dataDir).some((d) => d.startsWith('before-restore-'))).toBe(true);
  }, 120_000);

  it('refuses to run while the shop is running', () => {
    writeFileSync(join(dataDir, 'shop.pid'), String(process.pid === 1 ? 2 : 1));
    expect(() => run('backup', outDir)).toThrow(/running/);
    rmSync(join(dataDir, 'shop.pid'));
  });
});

describeEmbedded('backup and restore with UPLOAD_DIR outside DATA_DIR', () => {
  // /dev/shm is a memory file system on most Linux machines: uploads there sit on another device than
  // the data directory, so restore cannot simply rename them into place.
  const shm = statSync('/dev/shm', { throwIfNoEntry: false });
  const otherDevice = shm?.isDirectory() && shm.dev !== statSync(tmpdir()).dev;
  const uploadsRoot = mkdtempSync(join(otherDevice ? '/dev/shm' : tmpdir(), 'shop-uploads-'));
  const ownDataDir = mkdtempSync(join(tmpdir(), 'shop-backup-ext-'));
  const ownEnv = { ...env, DATA_DIR: ownDataDir, UPLOAD_DIR: join(uploadsRoot, 'images') };
  afterAll(() => {
    rmSync(ownDataDir, { recursive: true, force: true });
    rmSync(uploadsRoot, { recursive: true, force: true });
  });

  it(`round-trips uploads kept ${otherDevice ? 'on another file system' : 'in another folder'}, and keeps what it replaced`, async () => {
    const config = loadConfig(ownEnv);
    const app = await buildApp(config, { logger: false });
    await app.database.db
      .insert(settings)
      .values({ key: 'store.name', value: 'Trước khi sao lưu' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'Trước khi sao lưu' } });
    await app.close();
    mkdirSync(join(config.uploadDir, 'nested'), { recursive: true });
    writeFileSync(join(config.uploadDir, 'kept.webp'), 'image bytes');
    writeFileSync(join(config.uploadDir, 'nested', 'deep.webp'), 'deep bytes');

    const out = join(ownDataDir, 'out');
    runWith(ownEnv, 'backup', out);
    const file = join(out, readdirSync(out)[0]!);
    // A standard .tar.gz: the system's tar reads it, uploads under "uploads/" beside "db/".
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
    expect(listing).toEqual(expect.arrayContaining(['uploads/kept.webp', 'uploads/nested/deep.webp']));
    expect(listing.some((l) => l.startsWith('db/'))).toBe(true);

    // Change things after the backup.
    const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    await db.db.update(settings).set({ value: 'Sau khi sao lưu' }).where(eq(settings.key, 'store.name'));
    await db.close();
    rmSync(join(config.uploadDir, 'kept.webp'));
    writeFileSync(join(config.uploadDir, 'later.webp'), 'later bytes');

    const said = runWith(ownEnv, 'restore', file);
    const restored = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    const [row] = await restored.db.select().from(settings).where(eq(settings.key, 'store.name'));
    await restored.close();
    expect(row?.value).toBe('Trước khi sao lưu');
    expect(readFileSync(join(config.uploadDir, 'kept.webp'), 'utf8')).toBe('image bytes');
    expect(readFileSync(join(config.uploadDir, 'nested', 'deep.webp'), 'utf8')).toBe('deep bytes');
    expect(existsSync(join(config.uploadDir, 'later.webp'))).toBe(false);

    // Nothing is deleted: what was replaced waits in before-restore-<time>/.
    const aside = readdirSync(ownDataDir).find((d) => d.startsWith('before-restore-'));
    expect(aside).toBeDefined();
    expect(said).toContain(join(ownDataDir, aside!));
    expect(readFileSync(join(ownDataDir, aside!, 'uploads', 'later.webp'), 'utf8')).toBe('later bytes');
    expect(existsSync(join(ownDataDir, aside!, 'db'))).toBe(true);
    // No staging folder is left behind.
    expect(readdirSync(ownDataDir).filter((d) => d.startsWith('.restore-'))).toEqual([]);
    expect(readdirSync(uploadsRoot).sort()).toEqual(['images']);
  }, 120_000);
});

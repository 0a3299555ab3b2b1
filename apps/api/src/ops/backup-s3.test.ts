import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { startS3, type TestS3 } from '../test/s3.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { describeEmbedded } from '../test/embedded.ts';

// Backups of a shop whose images are in an S3-compatible bucket (a real s3rver): the objects are
// listed and copied into the archive, and a restore puts them back without deleting anything.

let s3: TestS3;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-s3-'));
const outDir = join(dataDir, 'out');
beforeAll(async () => {
  s3 = await startS3();
  await s3.createBucket('shop-backup');
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({
  ...s3.env('shop-backup'),
  S3_PREFIX: 'media',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  JWT_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
});

const put = (key: string, body: string) =>
  s3.client.send(new PutObjectCommand({ Bucket: 'shop-backup', Key: key, Body: body, ContentType: 'image/webp' }));
const text = async (key: string) =>
  (await s3.client.send(new GetObjectCommand({ Bucket: 'shop-backup', Key: key }))).Body!.transformToString();
const storeName = async (config: ReturnType<typeof loadConfig>) => {
  const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
  const [row] = await db.db.select().from(settings).where(eq(settings.key, 'store.name'));
  await db.close();
  return row?.value;
};

describeEmbedded('backup and restore with images in a bucket', () => {
  it('round-trips the embedded database and the objects; what the restore replaces is kept aside in the bucket', async () => {
    const config = loadConfig(env());
    const app = await buildApp(config, { logger: false });
    await app.database.db
      .insert(settings)
      .values({ key: 'store.name', value: 'Trước khi sao lưu' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'Trước khi sao lưu' } });
    await app.storage.put('kept.webp', Buffer.from('kept bytes'), 'image/webp');
    await app.storage.put('changed.webp', Buffer.from('original bytes'), 'image/webp');
    await app.storage.put('gone.webp', Buffer.from('gone bytes'), 'image/webp');
    await app.close();
    // Not the shop's: another prefix of the same bucket.
    await put('other/app.webp', 'not ours');

    const said: string[] = [];
    const file = await backup(outDir, config, (l) => said.push(l));
    expect(file).toMatch(/shop-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(said).toContain(`Copied 3 objects from S3 bucket shop-backup (prefix media/) at ${s3.endpoint}.`);
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
    expect(listing).toEqual(expect.arrayContaining(['uploads/kept.webp', 'uploads/changed.webp', 'uploads/gone.webp']));
    expect(listing.some((l) => l.startsWith('db/'))).toBe(true);
    expect(listing.filter((l) => l.startsWith('uploads/') && l !== 'uploads/')).toHaveLength(3);
    // No staging folder is left behind.
    expect(readdirSync(outDir)).toEqual([file.split('/').pop()]);

    // Change things after the backup.
    const db = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
    await db.db.update(settings).set({ value: 'Sau khi sao lưu' }).where(eq(settings.key, 'store.name'));
    await db.close();
    await put('media/changed.webp', 'changed bytes');
    await put('media/later.webp', 'later bytes');
    await s3.client.send(new DeleteObjectCommand({ Bucket: 'shop-backup', Key: 'media/gone.webp' }));
    const afterBackup = await s3.keys('shop-backup');

    const aside = await restore(file, config, () => {});
    expect(await storeName(config)).toBe('Trước khi sao lưu');
    expect(await text('media/kept.webp')).toBe('kept bytes');
    expect(await text('media/changed.webp')).toBe('original bytes');
    expect(await text('media/gone.webp')).toBe('gone bytes');
    expect(aside.bucketPrefix).toMatch(/^before-restore-\d+\/$/);
    expect(aside.folder).toMatch(/before-restore-\d+$/);
    // Put back: the one changed since and the one deleted since.
    expect(aside.restored).toBe(2);

    // Nothing was deleted: the object that was not in the backup and the one it overwrote wait in
    // before-restore-<time>/ of the shop's prefix; objects equal to the backup's were not touched.
    const keys = await s3.keys('shop-backup');
    const kept = `media/${aside.bucketPrefix}`;
    expect(keys.filter((k) => k.startsWith(kept)).sort()).toEqual([`${kept}changed.webp`, `${kept}later.webp`]);
    expect(await text(`${kept}later.webp`)).toBe('later bytes');
    expect(await text(`${kept}changed.webp`)).toBe('changed bytes');
    expect(keys).not.toContain('media/later.webp');
    expect(keys).toContain('other/app.webp');
    expect(afterBackup).toContain('media/later.webp');
    expect(afterBackup).not.toContain('media/gone.webp');
    expect(readdirSync(dataDir).filter((d) => d.startsWith('.restore-'))).toEqual([]);

    // The next backup leaves the copies kept aside out.
    rmSync(outDir, { recursive: true });
    const again = await backup(outDir, config, () => {});
    const next = execFileSync('tar', ['-tzf', again], { encoding: 'utf8' }).split('\n');
    expect(next.filter((l) => l.startsWith('uploads/') && l !== 'uploads/').sort()).toEqual([
      'uploads/changed.webp',
      'uploads/gone.webp',
      'uploads/kept.webp',
    ]);
  }, 120_000);

  it('on PostgreSQL the archive holds only the images, and each kind of archive is restored only where it belongs', async () => {
    const embedded = loadConfig(env());
    const onPostgres = loadConfig({
      ...env(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop_backup_never_opened',
    });
    rmSync(outDir, { recursive: true, force: true });

    const said: string[] = [];
    const file = await backup(outDir, onPostgres, (l) => said.push(l));
    expect(said.at(-1)).toBe('The database is not in this archive: back up PostgreSQL with pg_dump (see the README).');
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listing.every((l) => l.startsWith('uploads/'))).toBe(true);
    expect(listing).toContain('uploads/kept.webp');

    await s3.client.send(new PutObjectCommand({ Bucket: 'shop-backup', Key: 'media/kept.webp', Body: 'overwritten' }));
    const aside = await restore(file, onPostgres, () => {});
    expect(await text('media/kept.webp')).toBe('kept bytes');
    expect(await text(`media/${aside.bucketPrefix}kept.webp`)).toBe('overwritten');
    expect(aside.folder).toBeUndefined();

    await expect(restore(file, embedded, () => {})).rejects.toThrow(/holds only images/);
    const whole = await backup(join(outDir, 'whole'), embedded, () => {});
    await expect(restore(whole, onPostgres, () => {})).rejects.toThrow(
      /holds an embedded database, and DATABASE_URL is set/,
    );
  }, 120_000);

  it('stops with the reason when the bucket cannot be reached, and changes nothing', async () => {
    const config = loadConfig({ ...env(), AWS_ENDPOINT_URL: 'http://127.0.0.1:9' });
    const before = readdirSync(dataDir).sort();
    await expect(backup(join(dataDir, 'unreachable'), config, () => {})).rejects.toThrow(
      'Image storage (S3 bucket shop-backup (prefix media/) at http://127.0.0.1:9) cannot be used: nothing answers at that address (connection refused: check AWS_ENDPOINT_URL).',
    );
    expect(readdirSync(join(dataDir, 'unreachable'))).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual([...before, 'unreachable'].sort());
  }, 60_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPostgresDatabase, postgresAvailable } from '../test/postgres.ts';
import { startS3, type TestS3 } from '../test/s3.ts';
import { opsCommandArgs } from '../../../../test-support/server-command.ts';

// `npm run migrate-to`: an embedded shop (PGlite + an uploads folder) moved to PostgreSQL and an
// S3-compatible bucket, then served from there: the same catalogue, orders, sign-in and images.

const PASSWORD = 'mat-khau-chuyen-nha-1';
const BUCKET = 'shop-moved';

// Embedded to PostgreSQL whatever the suite runs on: run once, with the embedded suite (test/embedded.ts).
describe.skipIf(!postgresAvailable || Boolean(process.env.DATABASE_URL))(
  'moving an embedded shop to PostgreSQL and S3',
  () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-migrate-to-'));
    const sourceEnv = {
      DATA_DIR: join(root, 'embedded'),
      DATABASE_URL: '',
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(root, 'no-web'),
    };
    let s3: TestS3;
    let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
    /** A server of the moved shop: on the PostgreSQL database and the bucket the move wrote to. */
    const targetShop = (env: Record<string, string> = {}) =>
      buildApp(
        loadConfig({
          ...s3.env(BUCKET),
          S3_PREFIX: 'media',
          DATABASE_URL: pgDb.url,
          DATA_DIR: join(root, 'server'),
          LOG_LEVEL: 'silent',
          WEB_DIST: join(root, 'no-web'),
          ...env,
        }),
        { logger: false },
      );
    const before: { products?: unknown; orders?: unknown; image?: string; imageBytes?: Buffer; maxBrandId?: number } =
      {};

    // Run without blocking this process: the S3 server the command talks to lives in it.
    const cli = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [...opsCommandArgs('migrate-to'), ...args],
          { env: { ...process.env, ...sourceEnv, ...s3.env('unused') }, encoding: 'utf8' },
          (err, stdout, stderr) =>
            resolve({ status: err ? ((err.code as number | undefined) ?? 1) : 0, stdout, stderr }),
        );
      });
    const signIn = async (app: FastifyInstance) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    };
    const read = async (app: FastifyInstance) => {
      const auth = await signIn(app);
      const products = (await app.inject({ url: '/api/products?limit=100&include=variants,brand,category' })).json();
      const orders = (await app.inject({ url: '/api/orders?limit=100', headers: auth })).json();
      return { products, orders };
    };

    beforeAll(async () => {
      s3 = await startS3();
      await s3.createBucket(BUCKET);
      pgDb = await createPostgresDatabase('migrate_to');
      const app = await buildApp(loadConfig(sourceEnv), { logger: false });
      try {
        Object.assign(before, await read(app));
        const first = (before.products as { products: { images: string[] }[] }).products[0]!;
        before.image = first.images[0];
        before.imageBytes = (await app.inject({ url: before.image! })).rawPayload;
        const brands = (await app.inject({ url: '/api/brands' })).json<{ id: number }[]>();
        before.maxBrandId = Math.max(...brands.map((b) => b.id));
      } finally {
        await app.close();
      }
    }, 180_000);

    afterAll(async () => {
      await pgDb?.drop();
      await s3?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('copies every row and image; the shop on PostgreSQL and S3 shows the same catalogue and orders', async () => {
      const run = await cli('--database-url', pgDb.url, '--bucket', BUCKET, '--prefix', 'media');
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/products: \d+ rows/);
      expect(run.stdout).toMatch(/Done: \d+ rows and \d+ images copied/);
      expect(await s3.keys(BUCKET)).toContain(`media/${before.image!.replace('/uploads/', '')}`);

      const app = await targetShop({ SEED_DEMO: 'true' });
      try {
        // Same answers, the admin signs in with the same password, the image comes from the bucket.
        expect(await read(app)).toEqual({ products: before.products, orders: before.orders });
        const image = await app.inject({ url: before.image! });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(before.imageBytes!)).toBe(true);

        // New rows continue after the copied ids.
        const created = await app.inject({
          method: 'POST',
          url: '/api/brands',
          headers: await signIn(app),
          payload: { name: 'Thương Hiệu Mới Sau Khi Chuyển' },
        });
        expect(created.statusCode).toBe(201);
        expect(created.json<{ id: number }>().id).toBeGreaterThan(before.maxBrandId!);
      } finally {
        await app.close();
      }
    }, 180_000);

    it('refuses a target that already holds a shop and changes nothing there', async () => {
      const run = await cli('--database-url', pgDb.url);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('already holds a shop');
      const app = await targetShop();
      try {
        const brands = (await app.inject({ url: '/api/brands' })).json<{ name: string }[]>();
        expect(brands.map((b) => b.name)).toContain('Thương Hiệu Mới Sau Khi Chuyển');
      } finally {
        await app.close();
      }
    }, 120_000);

    it('says how to use it when the target is missing', async () => {
      const run = await cli();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Usage: npm run migrate-to -- --database-url');
    });
  },
);

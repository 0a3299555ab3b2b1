import { readdirSync } from 'node:fs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { RESPONSIVE_IMAGE_WIDTHS } from '@shop/core/constants';
import type { ImageRow, BulkDeleteImagesResult, ImageCount } from '@shop/core/schemas/image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { openStorage } from '../../lib/storage/open-storage.ts';
import { StartupError } from '../../startup-error.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

// The image library and /uploads behave the same whichever storage holds the files: a folder of this
// machine, or a bucket of a real S3-compatible server (s3rver) shared by every server of a shop.

let s3: TestS3;
let buckets = 0;
/** The app the S3 cases share (the first server of the shop). */
let onS3: { t: TestApp; bucket: string };
beforeAll(async () => {
  s3 = await startS3();
  onS3 = await s3App();
});
afterAll(async () => {
  await onS3?.t.close();
  await s3?.close();
});

/** An app on its own bucket of the file's S3 server. */
async function s3App(env: Record<string, string> = {}): Promise<{ t: TestApp; bucket: string }> {
  const bucket = `shop-images-${++buckets}`;
  await s3.createBucket(bucket);
  return { t: await createTestApp({ ...s3.env(bucket), ...env }), bucket };
}

function multipart(content: Buffer, filename = 'anh.png') {
  const boundary = `----shop-test-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (background = '#8a5a12') =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background } })
    .png()
    .toBuffer();

const upload = async (t: TestApp, content?: Buffer) => {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/images/upload',
    ...multipart(content ?? (await png())),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImageRow>();
};

const keyOf = (path: string) => path.replace('/uploads/', '');
/** The stored keys of an image: the original and each responsive width. */
const keysOf = (path: string) => [
  keyOf(path),
  ...RESPONSIVE_IMAGE_WIDTHS.map((w) => keyOf(path).replace('.webp', `-${w}.webp`)),
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(['disk', 's3'] as const)('images on %s storage', (engine) => {
  let t: TestApp;
  /** The keys the storage holds, looked at from outside the shop (the folder, or the bucket's listing). */
  let stored: () => Promise<string[]>;

  beforeAll(async () => {
    if (engine === 'disk') {
      t = await createTestApp();
      stored = () => Promise.resolve(readdirSync(t.config.uploadDir).sort());
    } else {
      t = onS3.t;
      stored = () => s3.keys(onS3.bucket);
    }
  });
  afterAll(() => (engine === 'disk' ? t?.close() : undefined));

  it('stores the original and every responsive size, and serves them through /uploads', async () => {
    const img = await upload(t);
    expect(await stored()).toEqual(expect.arrayContaining(keysOf(img.path)));

    const res = await t.app.inject({ method: 'GET', url: img.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(img.size);
    expect(res.rawPayload.length).toBe(img.size);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1400, height: 900 });

    for (const w of RESPONSIVE_IMAGE_WIDTHS) {
      const size = await t.app.inject({ method: 'GET', url: img.path.replace('.webp', `-${w}.webp`) });
      expect(size.statusCode).toBe(200);
      expect((await sharp(size.rawPayload).metadata()).width).toBe(w);
    }
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, and the whole file to a stale one', async () => {
    const img = await upload(t);
    const first = await t.app.inject({ method: 'GET', url: img.path });
    const etag = String(first.headers.etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.inject({ method: 'GET', url: img.path, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
    }
    const since = await t.app.inject({
      method: 'GET',
      url: img.path,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);

    const stale = await t.app.inject({ method: 'GET', url: img.path, headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers one byte range with 206, a range beyond the end with 416, and HEAD without a body', async () => {
    const img = await upload(t);
    const whole = (await t.app.inject({ method: 'GET', url: img.path })).rawPayload;
    const size = whole.length;

    const head = await t.app.inject({ method: 'GET', url: img.path, headers: { range: 'bytes=0-99' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.headers['content-length']).toBe('100');
    expect(head.rawPayload.equals(whole.subarray(0, 100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: img.path, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.subarray(size - 10))).toBe(true);

    const from = await t.app.inject({ method: 'GET', url: img.path, headers: { range: `bytes=${size - 5}-` } });
    expect(from.statusCode).toBe(206);
    expect(from.rawPayload.equals(whole.subarray(size - 5))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: img.path,
      headers: { range: `bytes=${size}-${size + 10}` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json<ErrorResponse>().error).toMatchObject({
      statusCode: 416,
      message: 'Khoảng byte yêu cầu nằm ngoài tệp',
    });
    expect(beyond.headers['cache-control']).toBeUndefined();

    // A range of an older version of the file (If-Range no longer matches): the whole file.
    const changed = await t.app.inject({
      method: 'GET',
      url: img.path,
      headers: { range: 'bytes=0-99', 'if-range': '"an-older-version"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(size);
    const same = await t.app.inject({
      method: 'GET',
      url: img.path,
      headers: { range: 'bytes=0-99', 'if-range': String(changed.headers.etag) },
    });
    expect(same.statusCode).toBe(206);

    // A header that is not a byte range is ignored.
    expect((await t.app.inject({ method: 'GET', url: img.path, headers: { range: 'lines=1-2' } })).statusCode).toBe(
      200,
    );

    const onlyHead = await t.app.inject({ method: 'HEAD', url: img.path });
    expect(onlyHead.statusCode).toBe(200);
    expect(onlyHead.headers['content-length']).toBe(String(size));
    expect(onlyHead.headers.etag).toBe(changed.headers.etag);
    expect(onlyHead.rawPayload.length).toBe(0);
  });

  it('answers the JSON 404 for a file that is not there or a name that is not a file name', async () => {
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/.env',
      '/uploads/a/b.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ErrorResponse>().error.statusCode).toBe(404);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('serves the demo images the products show', async () => {
    const [row] = await t.database.db
      .select({ path: images.path })
      .from(images)
      .where(eq(images.originalName, 'dong-ho-mau-1.png'));
    const res = await t.app.inject({ method: 'GET', url: row!.path.replace('.webp', '-640.webp') });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('deleting an image removes the original and every size', async () => {
    const img = await upload(t);
    const res = await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` });
    expect(res.statusCode).toBe(200);
    const left = await stored();
    for (const key of keysOf(img.path)) expect(left).not.toContain(key);
    expect((await t.app.inject({ method: 'GET', url: img.path })).statusCode).toBe(404);
  });

  it('bulk delete removes the files of what it deleted and keeps those of an image in use', async () => {
    const a = await upload(t);
    const b = await upload(t);
    const [used] = await t.database.db.select().from(images).where(eq(images.originalName, 'banner.png'));
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/images/bulk-delete',
      payload: { ids: [a.id, b.id, used!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkDeleteImagesResult>().deleted.sort()).toEqual([a.id, b.id].sort());
    const left = await stored();
    for (const key of [...keysOf(a.path), ...keysOf(b.path)]) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining(keysOf(used!.path)));
    expect((await t.app.inject({ method: 'GET', url: used!.path })).statusCode).toBe(200);
  });

  it('an image a product uses cannot be deleted; its files stay and are served', async () => {
    const [row] = await t.database.db.select().from(images).where(eq(images.originalName, 'dong-ho-mau-3.png'));
    const res = await t.as('admin', { method: 'DELETE', url: `/api/images/${row!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toMatch(/^Ảnh đang được sử dụng: sản phẩm "/);
    expect(await stored()).toEqual(expect.arrayContaining(keysOf(row!.path)));
    expect((await t.app.inject({ method: 'GET', url: row!.path })).statusCode).toBe(200);
  });
});

describe('images in an S3 bucket', () => {
  it('every server of the shop serves an image another one took', async () => {
    const { t: one, bucket } = onS3;
    const two = await createTestApp(s3.env(bucket));
    try {
      const img = await upload(one);
      const there = await two.app.inject({ method: 'GET', url: img.path });
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.length).toBe(img.size);
      const etag = (await one.app.inject({ method: 'GET', url: img.path })).headers.etag;
      expect(there.headers.etag).toBe(etag);
      // (Each test app has a database of its own; servers of one shop share theirs too.)
      expect((await one.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` })).statusCode).toBe(200);
      expect((await two.app.inject({ method: 'GET', url: img.path })).statusCode).toBe(404);
    } finally {
      await two.close();
    }
  });

  it('keeps objects under S3_PREFIX with their type and a year of caching, and redirects to S3_PUBLIC_URL', async () => {
    const { t, bucket } = await s3App({ S3_PREFIX: '/shop/images/', S3_PUBLIC_URL: 'http://cdn.example.test/media/' });
    try {
      const img = await upload(t);
      const keys = await s3.keys(bucket);
      expect(keys).toEqual(expect.arrayContaining(keysOf(img.path).map((k) => `shop/images/${k}`)));
      expect(keys.every((k) => k.startsWith('shop/images/'))).toBe(true);
      const object = await s3.client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: `shop/images/${keyOf(img.path)}` }),
      );
      expect(object.ContentType).toBe('image/webp');
      expect(object.CacheControl).toBe(IMMUTABLE);

      const res = await t.app.inject({ method: 'GET', url: img.path });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`http://cdn.example.test/media/shop/images/${keyOf(img.path)}`);
      // The page may show images from there (the content security policy allows that origin).
      const page = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(page.headers['content-security-policy'])).toMatch(/img-src [^;]*http:\/\/cdn\.example\.test/);

      expect((await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` })).statusCode).toBe(200);
      const left = await s3.keys(bucket);
      for (const key of keysOf(img.path)) expect(left).not.toContain(`shop/images/${key}`);
    } finally {
      await t.close();
    }
  });

  it('a storage that stops answering is a 503 with a Vietnamese message, and an upload then stores nothing', async () => {
    const own = await startS3();
    await own.createBucket('outage');
    const t = await createTestApp(own.env('outage'));
    try {
      const img = await upload(t);
      const before = (await t.as('admin', { method: 'GET', url: '/api/images/count' })).json<ImageCount>().count;
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({
        status: 'ok',
        storage: 'ok',
      });
      await own.close();

      // The server still takes orders without its images: ready, but degraded.
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'off', storage: 'down' });

      const served = await t.app.inject({ method: 'GET', url: img.path });
      expect(served.statusCode).toBe(503);
      expect(served.json<ErrorResponse>().error).toMatchObject({
        code: 'STORAGE_UNAVAILABLE',
        message: 'Kho ảnh tạm thời không truy cập được, vui lòng thử lại sau ít phút',
      });
      expect(served.headers['retry-after']).toBe('5');

      const res = await t.as('admin', { method: 'POST', url: '/api/images/upload', ...multipart(await png()) });
      expect(res.statusCode).toBe(503);
      expect(res.json<ErrorResponse>().error.code).toBe('STORAGE_UNAVAILABLE');
      expect((await t.as('admin', { method: 'GET', url: '/api/images/count' })).json<ImageCount>().count).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('a missing bucket or a server that does not answer stops start-up with one line naming it', async () => {
    const config = (bucket: string, endpoint = s3.endpoint) =>
      loadConfig({
        ...s3.env(bucket),
        AWS_ENDPOINT_URL: endpoint,
        DATA_DIR: '/tmp/shop-s3-start',
        JWT_SECRET: 'x'.repeat(40),
      });
    const missing = openStorage(config('no-such-bucket'));
    await expect(missing).rejects.toThrow(StartupError);
    await expect(missing).rejects.toThrow(
      `Image storage (S3 bucket no-such-bucket at ${s3.endpoint}) cannot be used: the bucket does not exist (create it, or correct S3_BUCKET).`,
    );
    // A port nothing listens on (the outage server above has closed).
    await expect(openStorage(config('shop', 'http://127.0.0.1:9'))).rejects.toThrow(
      /S3 bucket shop at http:\/\/127\.0\.0\.1:9\) cannot be used: nothing answers/,
    );
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  IMAGE_MESSAGES,
  imageListSearch,
  type ImageRow,
  type ImageCount,
  type ImageUsage,
  type BulkDeleteImagesResult,
} from '@shop/core/schemas/image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categories, images, settings, subBrands } from '../../db/schema/index.ts';
import { type TestApp, useTestApp } from '../../test/app.ts';
import { collectQueryOverlapWarnings } from '../../test/driver-warnings.ts';
import { cleanOriginalName } from '../../lib/image-upload.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { multipart } from '../../test/multipart.ts';

const t = useTestApp();
const overlapWarnings = collectQueryOverlapWarnings();

const upload = (
  role: Parameters<TestApp['as']>[0],
  filename: string,
  content: Buffer,
  field = 'image',
  type?: string,
) => t.as(role, { method: 'POST', url: '/api/images/upload', ...multipart(field, filename, content, type) });

const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a5a12' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'bí mật', Artist: 'máy ảnh riêng' } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: '#10b98180' } })
    .png()
    .toBuffer();

/** A real, valid 1-bit PNG of width × height built with zlib (cheap even at 20000 × 20000). */
function hugePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function libraryRow(originalName: string): Promise<{ id: number; path: string }> {
  const [row] = await t.database.db
    .select({ id: images.id, path: images.path })
    .from(images)
    .where(eq(images.originalName, originalName));
  if (!row) throw new Error(`no seeded image ${originalName}`);
  return row;
}

const count = async () => (await t.as('admin', { method: 'GET', url: '/api/images/count' })).json<ImageCount>().count;

describe('POST /api/images/upload', () => {
  it('stores a JPEG under a generated name, without metadata, with responsive WebP sizes, and answers the row', async () => {
    const before = await count();
    const res = await upload('admin', 'Đồng hồ đẹp.jpg', await jpeg(), 'image', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const row = res.json<ImageRow>();
    expect(row).toEqual({
      id: expect.any(Number),
      path: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
      original_name: 'Đồng hồ đẹp.jpg',
      size: expect.any(Number),
      width: 900,
      height: 600,
      created_at: expect.any(String),
    });
    expect(await count()).toBe(before + 1);

    const served = await t.app.inject({ method: 'GET', url: row.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(row.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const name = row.path.replace('/uploads/', '');
    const r640 = await t.app.inject({ method: 'GET', url: `/uploads/${name.replace('.webp', '-640.webp')}` });
    expect(r640.statusCode).toBe(200);
    expect((await sharp(r640.rawPayload).metadata()).width).toBe(640);
    for (const w of [320, 640, 960, 1280])
      expect(existsSync(join(t.config.uploadDir, name.replace('.webp', `-${w}.webp`)))).toBe(true);
  });

  it('accepts a PNG (moderators have the change right)', async () => {
    const res = await upload('moderator', 'logo.png', await png(), 'image', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ original_name: 'logo.png', width: 400, height: 300 });
  });

  it('lets the content decide: a text file named .jpg is refused', async () => {
    const before = await count();
    const res = await upload(
      'admin',
      'anh.jpg',
      Buffer.from('Đây không phải là ảnh, chỉ là chữ.\n'.repeat(50)),
      'image',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.notImage);
    expect(await count()).toBe(before);
  });

  it('refuses an SVG with a script, even when it claims to be a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
    );
    for (const [name, type] of [
      ['x.svg', 'image/svg+xml'],
      ['x.png', 'image/png'],
    ] as const) {
      const res = await upload('admin', name, svg, 'image', type);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.notImage);
    }
  });

  it('answers 413 with the upload-limit message above 10,485,760 bytes', async () => {
    const before = await count();
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    const res = await upload('admin', 'lon.jpg', big, 'image', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorResponse>().error).toMatchObject({ statusCode: 413, message: IMAGE_MESSAGES.tooLarge });
    expect(await count()).toBe(before);
  });

  it('refuses an image of more than ~40 megapixels without decoding it', async () => {
    const bomb = hugePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([20_000, 20_000]);
    const res = await upload('admin', 'bom.png', bomb, 'image', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it('keeps only the last part of a client name with ../ as original_name', async () => {
    const res = await upload('admin', '../../../etc/passwd.png', await png(), 'image', 'image/png');
    expect(res.statusCode).toBe(201);
    const row = res.json<ImageRow>();
    expect(row.original_name).toBe('passwd.png');
    expect(row.path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(existsSync(join(t.config.uploadDir, row.path.replace('/uploads/', '')))).toBe(true);
  });

  it('cleans client names', () => {
    expect(cleanOriginalName('..\\..\\Windows\\ảnh 1.png')).toBe('ảnh 1.png');
    expect(cleanOriginalName('  a\u0000b.jpg  ')).toBe('ab.jpg');
    expect(cleanOriginalName('../')).toBe('image');
    expect(cleanOriginalName('..hidden.png')).toBe('hidden.png');
    expect(cleanOriginalName(undefined)).toBe('image');
    expect(cleanOriginalName('x'.repeat(400) + '.png')).toHaveLength(255);
  });

  it('answers 400 when there is no file, the field is not "image", the file is empty or the body is not multipart', async () => {
    const wrongField = await upload('admin', 'a.png', await png(), 'file', 'image/png');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.noFile);
    const empty = await upload('admin', 'a.png', Buffer.alloc(0), 'image', 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.notImage);
    const json = await t.as('admin', {
      method: 'POST',
      url: '/api/images/upload',
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.noFile);
    const boundary = 'xyz';
    const noParts = await t.as('admin', {
      method: 'POST',
      url: '/api/images/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(noParts.statusCode).toBe(400);
    const garbage = await t.as('admin', {
      method: 'POST',
      url: '/api/images/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc`,
    });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
  });

  it('needs a token (401) and the images change right (403)', async () => {
    const body = await png();
    expect((await upload('anonymous', 'a.png', body)).statusCode).toBe(401);
    const viewer = await upload('viewer', 'a.png', body);
    expect(viewer.statusCode).toBe(403);
    expect((await upload('guest', 'a.png', body)).statusCode).toBe(403);
  });
});

describe('GET /api/images and /api/images/count', () => {
  it('pages newest first with filter[limit] and filter[skip]', async () => {
    const total = await count();
    const all = await t.as('admin', { method: 'GET', url: `/api/images?${imageListSearch(100, 0)}` });
    expect(all.statusCode).toBe(200);
    const rows = all.json<ImageRow[]>();
    expect(rows).toHaveLength(Math.min(total, 100));
    const order = rows.map((r) => [Date.parse(r.created_at), r.id] as const);
    // The database keeps microseconds and the answer milliseconds, so two rows
    // made in the same millisecond may come in either id order.
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]![0]).toBeGreaterThanOrEqual(order[i]![0]);
    }
    expect(new Set(order.map(([, id]) => id)).size).toBe(order.length);
    const page = await t.as('admin', { method: 'GET', url: '/api/images?filter[limit]=3&filter[skip]=2' });
    expect(page.json<ImageRow[]>().map((r) => r.id)).toEqual(rows.slice(2, 5).map((r) => r.id));
    // Encoded brackets are the same parameter.
    const encoded = await t.as('admin', { method: 'GET', url: '/api/images?filter%5Blimit%5D=2&filter%5Bskip%5D=1' });
    expect(encoded.json<ImageRow[]>().map((r) => r.id)).toEqual(rows.slice(1, 3).map((r) => r.id));
    // Default page: 12.
    const def = await t.as('admin', { method: 'GET', url: '/api/images' });
    expect(def.json()).toHaveLength(Math.min(12, total));
  });

  it('refuses bad paging values with a 400', async () => {
    for (const q of [
      'filter[limit]=0',
      'filter[limit]=101',
      'filter[limit]=abc',
      'filter[skip]=-1',
      'filter[limit]=1&filter[limit]=2',
    ]) {
      const res = await t.as('admin', { method: 'GET', url: `/api/images?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('needs the images read right', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/images' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'GET', url: '/api/images' })).statusCode).toBe(403);
    expect((await t.as('guest', { method: 'GET', url: '/api/images/count' })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'GET', url: '/api/images/count' })).statusCode).toBe(200);
  });
});

describe('DELETE /api/images/:id and bulk delete', () => {
  const fresh = async () => (await upload('admin', 'tam.png', await png(), 'image', 'image/png')).json<ImageRow>();

  it('deletes a free image, its row and its files', async () => {
    const img = await fresh();
    const before = await count();
    const res = await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await count()).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: img.path })).statusCode).toBe(404);
    expect(existsSync(join(t.config.uploadDir, img.path.replace('/uploads/', '').replace('.webp', '-640.webp')))).toBe(
      false,
    );
    const again = await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.message).toBe(IMAGE_MESSAGES.notFound);
  });

  it('refuses with 409 an image a product uses, naming the product; the files stay', async () => {
    const img = await libraryRow('dong-ho-mau-3.png');
    const res = await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` });
    expect(res.statusCode).toBe(409);
    const { error } = res.json<{ error: { message: string; details: { usedBy: ImageUsage } } }>();
    expect(error.message).toMatch(/^Ảnh đang được sử dụng: sản phẩm "Đồng hồ/);
    expect(error.details.usedBy.products.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: img.path })).statusCode).toBe(200);
  });

  it('refuses the homepage banner, a featured image and a brand logo', async () => {
    const banner = await t.as('admin', { method: 'DELETE', url: `/api/images/${(await libraryRow('banner.png')).id}` });
    expect(banner.statusCode).toBe(409);
    expect(banner.json<ErrorResponse>().error.message).toContain('banner trang chủ');
    const featured = await t.as('admin', {
      method: 'DELETE',
      url: `/api/images/${(await libraryRow('noi-bat-2.png')).id}`,
    });
    expect(featured.statusCode).toBe(409);
    expect(featured.json<ErrorResponse>().error.message).toContain('ảnh nổi bật trang chủ');
    const logo = await t.as('admin', {
      method: 'DELETE',
      url: `/api/images/${(await libraryRow('logo-omega.png')).id}`,
    });
    expect(logo.statusCode).toBe(409);
    expect(logo.json<ErrorResponse>().error.message).toContain('logo thương hiệu "Omega"');
  });

  it('refuses an image used as a category image or a sub-brand logo', async () => {
    const img = await fresh();
    const [cat] = await t.database.db.select().from(categories).limit(1);
    await t.database.db.update(categories).set({ image: img.path }).where(eq(categories.id, cat!.id));
    const [sub] = await t.database.db.select().from(subBrands).limit(1);
    await t.database.db.update(subBrands).set({ logo: img.path }).where(eq(subBrands.id, sub!.id));
    const res = await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toContain(`danh mục "${cat!.name}"`);
    expect(res.json<ErrorResponse>().error.message).toContain(`logo dòng sản phẩm "${sub!.name}"`);
    await t.database.db.update(categories).set({ image: cat!.image }).where(eq(categories.id, cat!.id));
    await t.database.db.update(subBrands).set({ logo: null }).where(eq(subBrands.id, sub!.id));
    expect((await t.as('admin', { method: 'DELETE', url: `/api/images/${img.id}` })).statusCode).toBe(200);
  });

  it('bulk delete removes what is free and reports what is used or missing', async () => {
    const a = await fresh();
    const b = await fresh();
    const used = await libraryRow('banner.png');
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/images/bulk-delete',
      payload: { ids: [a.id, used.id, b.id, a.id, 2_000_000] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkDeleteImagesResult>();
    expect(body.deleted.sort()).toEqual([a.id, b.id].sort());
    expect(body.notFound).toEqual([2_000_000]);
    expect(body.refused).toEqual([
      expect.objectContaining({
        id: used.id,
        path: used.path,
        message: expect.stringContaining('banner trang chủ'),
        usedBy: expect.objectContaining({ banner: true }),
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: a.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: used.path })).statusCode).toBe(200);
  });

  it('refuses bad bulk bodies with a 400', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: 'all' },
      { ids: [-1] },
      { ids: [3_000_000_000] },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      const res = await t.as('admin', { method: 'POST', url: '/api/images/bulk-delete', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
    }
  });

  it('needs the images delete right: moderators may upload but not delete', async () => {
    const img = await fresh();
    expect((await t.as('anonymous', { method: 'DELETE', url: `/api/images/${img.id}` })).statusCode).toBe(401);
    expect((await t.as('moderator', { method: 'DELETE', url: `/api/images/${img.id}` })).statusCode).toBe(403);
    expect(
      (await t.as('viewer', { method: 'POST', url: '/api/images/bulk-delete', payload: { ids: [img.id] } })).statusCode,
    ).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: `/api/images?filter[limit]=1` })).json<ImageRow[]>()[0]!.id).toBe(
      img.id,
    );
  });

  it('answers 400, never 5xx, to bad ids', async () => {
    for (const id of ['-1', '0', 'abc', '1.5', '2147483648', '99999999999999999999']) {
      const res = await t.as('admin', { method: 'DELETE', url: `/api/images/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
    expect((await t.as('admin', { method: 'DELETE', url: '/api/images/2147483647' })).statusCode).toBe(404);
  });

  it('keeps the featured-images setting consistent with the library', async () => {
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'homepane.featuredimages'));
    const list = JSON.parse(row!.value) as { id: number; path: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const f of list) expect((await t.app.inject({ method: 'GET', url: f.path })).statusCode).toBe(200);
  });
});

describe('the database connection of an image delete', () => {
  it('is asked one query at a time inside its transaction (the deletes above)', () => {
    expect(overlapWarnings()).toEqual([]);
  });
});

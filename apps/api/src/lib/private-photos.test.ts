import { RESPONSIVE_IMAGE_WIDTHS } from '@shop/core/constants';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Piece } from '@shop/core/schemas/piece';
import { MAX_PRIVATE_PHOTOS } from '@shop/core/schemas/private-photo';
import { SERVICE_PHOTO_MESSAGES } from '@shop/core/schemas/service-photo';
import type { Service } from '@shop/core/schemas/service';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, piecePhotos, productVariants, servicePhotos } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeProduct } from '../test/catalogue.ts';
import { multipart, photoUpload } from '../test/multipart.ts';
import { startS3, type TestS3 } from '../test/s3.ts';

// Staff-only photos, of a piece and of a service ticket (one code path, lib/private-photos.ts): stored
// under private/<owner>/ on either storage, never served by /uploads, served by the owner's route to
// its read right; deleting removes the files; bad uploads are refused in Vietnamese.

let s3: TestS3;
const apps: TestApp[] = [];
beforeAll(async () => {
  s3 = await startS3();
  await s3.createBucket('private-photos');
  apps.push(await createTestApp(), await createTestApp(s3.env('private-photos')));
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await s3?.close();
});

async function aPiece(t: TestApp): Promise<number> {
  const p = await makeProduct(t, [[90_000_000, 0, 0]]);
  const variantId = p.variantIds[0]!;
  // Tracked by piece (the route that switches it on is pieces.test's).
  await t.database.db.update(productVariants).set({ tracksPieces: true }).where(eq(productVariants.id, variantId));
  const serial = `PH ${Math.random().toString(36).slice(2, 9)}`;
  const res = await t.as('moderator', {
    method: 'POST',
    url: '/api/pieces',
    payload: { variantId, serial, condition: 'new', source: 'distributor' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Piece>().id;
}

async function aTicket(t: TestApp): Promise<number> {
  const res = await t.as('moderator', {
    method: 'POST',
    url: '/api/services',
    payload: {
      brandName: 'Seiko',
      model: 'SKX007',
      customerName: 'Khách ảnh',
      phone: '0911222333',
      problem: 'Vỡ kính',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Service>().id;
}

const OWNERS = {
  pieces: { make: aPiece, table: piecePhotos, idField: 'pieceId' },
  services: { make: aTicket, table: servicePhotos, idField: 'serviceId' },
} as const;

interface Photo {
  id: number;
  originalName: string;
  width: number;
  height: number;
  url: string;
}

describe.each(
  (['disk', 's3'] as const).flatMap((engine) =>
    (['pieces', 'services'] as const).map((owner) => [engine, owner] as const),
  ),
)('photos on %s storage, of %s', (engine, owner) => {
  const app = () => apps[engine === 'disk' ? 0 : 1]!;
  const { make, table, idField } = OWNERS[owner];
  const keysOf = (key: string) => [key, ...RESPONSIVE_IMAGE_WIDTHS.map((w) => key.replace('.webp', `-${w}.webp`))];
  const keyOf = async (id: number) => (await app().database.db.select().from(table).where(eq(table.id, id)))[0]?.key;
  const upload = async (id: number, role: 'admin' | 'moderator' = 'moderator', field = 'image') =>
    app().as(role, { method: 'POST', url: `/api/${owner}/${id}/photos`, ...(await photoUpload(field)) });

  it('uploads, lists and serves a photo to the read right only, never through /uploads', async () => {
    const t = app();
    const id = await make(t);
    const up = await upload(id);
    expect(up.statusCode, up.body).toBe(201);
    const photo = up.json<Photo>();
    expect(photo).toMatchObject({ [idField]: id, originalName: 'mat-sau.png', width: 1200, height: 800 });
    expect(photo.url).toBe(`/api/${owner}/${id}/photos/${photo.id}`);

    const list = await t.as('viewer', { method: 'GET', url: `/api/${owner}/${id}/photos` });
    expect(list.json<Photo[]>().map((p) => p.id)).toEqual([photo.id]);

    const file = await t.as('viewer', { method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    for (const who of ['anonymous', 'guest'] as const)
      expect((await t.as(who, { method: 'GET', url: photo.url })).statusCode).toBe(who === 'anonymous' ? 401 : 403);

    const key = (await keyOf(photo.id))!;
    expect(key).toMatch(new RegExp(`^private/${owner}/[0-9a-f-]+\\.webp$`));
    for (const k of keysOf(key)) expect(await t.app.storage.stat(k), k).not.toBeNull();
    // Neither the key nor its last part nor an encoded slash is served by the public /uploads.
    for (const url of [`/uploads/${key}`, `/uploads/${key.split('/').pop()}`, `/uploads/${encodeURIComponent(key)}`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    // Another owner's id does not reach it.
    const other = await make(t);
    const elsewhere = await t.as('admin', { method: 'GET', url: `/api/${owner}/${other}/photos/${photo.id}` });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('deleting a photo removes its files; bad uploads are refused in Vietnamese and store nothing', async () => {
    const t = app();
    const id = await make(t);
    const photo = (await upload(id, 'admin')).json<Photo>();
    const key = (await keyOf(photo.id))!;

    expect((await t.as('viewer', { method: 'DELETE', url: photo.url })).statusCode).toBe(403);
    const del = await t.as('moderator', { method: 'DELETE', url: photo.url });
    expect(del.statusCode, del.body).toBe(200);
    for (const k of keysOf(key)) expect(await t.app.storage.stat(k), k).toBeNull();
    expect((await t.as('admin', { method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await t.as('admin', { method: 'DELETE', url: photo.url })).statusCode).toBe(404);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, String(id)));
    const photoEntries = audited.filter((a) => a.resource === owner && a.action === 'update' && 'photo' in a.changes!);
    expect(photoEntries).toHaveLength(2);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const bad = await t.as('admin', {
      method: 'POST',
      url: `/api/${owner}/${id}/photos`,
      ...multipart('image', 'x.svg', svg, 'image/svg+xml'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe('Chỉ chấp nhận file ảnh!');
    expect((await upload(id, 'admin', 'file')).json<ErrorResponse>().error.message).toBe('Vui lòng chọn file ảnh');
    expect((await upload(999999, 'admin')).statusCode).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: `/api/${owner}/${id}/photos` })).json()).toEqual([]);
  });
});

describe('limits of the photos', () => {
  it(`keeps at most ${MAX_PRIVATE_PHOTOS} photos an owner: the next is refused (409) in Vietnamese`, async () => {
    const t = apps[0]!;
    const id = await aTicket(t);
    const row = { ownerId: id, key: 'private/services/none.webp', originalName: 'a.png', size: 1, width: 1, height: 1 };
    await t.database.db.insert(servicePhotos).values(Array.from({ length: MAX_PRIVATE_PHOTOS }, () => row));
    const more = await t.as('admin', { method: 'POST', url: `/api/services/${id}/photos`, ...(await photoUpload()) });
    expect(more.statusCode).toBe(409);
    expect(more.json<ErrorResponse>().error.message).toBe(SERVICE_PHOTO_MESSAGES.tooMany);
  });

  it('a ticket returned or cancelled takes no photo and keeps those it has (409)', async () => {
    const t = apps[0]!;
    const id = await aTicket(t);
    const photo = (
      await t.as('admin', { method: 'POST', url: `/api/services/${id}/photos`, ...(await photoUpload()) })
    ).json<Photo>();
    const cancel = await t.as('admin', {
      method: 'PATCH',
      url: `/api/services/${id}/status`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const req of [
      { method: 'POST' as const, url: `/api/services/${id}/photos`, ...(await photoUpload()) },
      { method: 'DELETE' as const, url: photo.url },
    ]) {
      const r = await t.as('admin', req);
      expect(r.statusCode).toBe(409);
      expect(r.json<ErrorResponse>().error.message).toBe(SERVICE_PHOTO_MESSAGES.closed);
    }
    expect((await t.as('viewer', { method: 'GET', url: photo.url })).statusCode).toBe(200);
  });
});

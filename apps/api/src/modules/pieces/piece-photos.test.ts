import { RESPONSIVE_IMAGE_WIDTHS } from '@shop/core/constants';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Piece } from '@shop/core/schemas/piece';
import type { PiecePhoto } from '@shop/core/schemas/piece-photo';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, piecePhotos, productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';

// Photos of a piece are staff-only files: stored under private/pieces/ on either storage, never served
// by /uploads, served by /api/pieces/:id/photos/:photoId to the pieces read right; deleting removes them.

let s3: TestS3;
const apps: TestApp[] = [];
beforeAll(async () => {
  s3 = await startS3();
  await s3.createBucket('piece-photos');
  apps.push(await createTestApp(), await createTestApp(s3.env('piece-photos')));
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await s3?.close();
});

function multipart(content: Buffer, field = 'image') {
  const boundary = `----piece-photo-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="mat-sau.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const png = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4a12' } })
    .png()
    .toBuffer();

async function aPiece(t: TestApp): Promise<Piece> {
  const p = await makeProduct(t, [[90_000_000, 0, 0]]);
  const variantId = p.variantIds[0]!;
  // Tracked by piece (the route that switches it on is pieces.test's).
  await t.database.db.update(productVariants).set({ tracksPieces: true }).where(eq(productVariants.id, variantId));
  const res = await t.as('moderator', {
    method: 'POST',
    url: '/api/pieces',
    payload: {
      variantId,
      serial: `PH ${Math.random().toString(36).slice(2, 9)}`,
      condition: 'new',
      source: 'distributor',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Piece>();
}

describe.each(['disk', 's3'] as const)('photos of a piece on %s storage', (engine) => {
  const app = () => apps[engine === 'disk' ? 0 : 1]!;
  const keysOf = (key: string) => [key, ...RESPONSIVE_IMAGE_WIDTHS.map((w) => key.replace('.webp', `-${w}.webp`))];
  const keyOf = async (id: number) =>
    (await app().database.db.select().from(piecePhotos).where(eq(piecePhotos.id, id)))[0]?.key;

  it('uploads, lists and serves a photo to the pieces read right only, never through /uploads', async () => {
    const t = app();
    const piece = await aPiece(t);
    const up = await t.as('moderator', {
      method: 'POST',
      url: `/api/pieces/${piece.id}/photos`,
      ...multipart(await png()),
    });
    expect(up.statusCode, up.body).toBe(201);
    const photo = up.json<PiecePhoto>();
    expect(photo).toMatchObject({ pieceId: piece.id, originalName: 'mat-sau.png', width: 1200, height: 800 });
    expect(photo.url).toBe(`/api/pieces/${piece.id}/photos/${photo.id}`);

    const list = await t.as('viewer', { method: 'GET', url: `/api/pieces/${piece.id}/photos` });
    expect(list.json<PiecePhoto[]>().map((p) => p.id)).toEqual([photo.id]);

    const file = await t.as('viewer', { method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    for (const who of ['anonymous', 'guest'] as const)
      expect((await t.as(who, { method: 'GET', url: photo.url })).statusCode).toBe(who === 'anonymous' ? 401 : 403);

    const key = (await keyOf(photo.id))!;
    expect(key).toMatch(/^private\/pieces\/[0-9a-f-]+\.webp$/);
    for (const k of keysOf(key)) expect(await t.app.storage.stat(k), k).not.toBeNull();
    // Neither the key nor its last part nor an encoded slash is served by the public /uploads.
    for (const url of [`/uploads/${key}`, `/uploads/${key.split('/').pop()}`, `/uploads/${encodeURIComponent(key)}`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    // Another piece's id does not reach it.
    const other = await aPiece(t);
    expect((await t.as('admin', { method: 'GET', url: `/api/pieces/${other.id}/photos/${photo.id}` })).statusCode).toBe(
      404,
    );
  });

  it('deleting a photo removes its files; bad uploads are refused in Vietnamese and store nothing', async () => {
    const t = app();
    const piece = await aPiece(t);
    const up = await t.as('admin', {
      method: 'POST',
      url: `/api/pieces/${piece.id}/photos`,
      ...multipart(await png()),
    });
    const photo = up.json<PiecePhoto>();
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
      .where(eq(auditLog.resourceId, String(piece.id)));
    expect(audited.filter((a) => a.resource === 'pieces' && a.action === 'update')).toHaveLength(2);

    const bad = await t.as('admin', {
      method: 'POST',
      url: `/api/pieces/${piece.id}/photos`,
      ...multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe('Chỉ chấp nhận file ảnh!');
    const noFile = await t.as('admin', {
      method: 'POST',
      url: `/api/pieces/${piece.id}/photos`,
      ...multipart(await png(), 'file'),
    });
    expect(noFile.json<ErrorResponse>().error.message).toBe('Vui lòng chọn file ảnh');
    const missing = await t.as('admin', {
      method: 'POST',
      url: '/api/pieces/999999/photos',
      ...multipart(await png()),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: `/api/pieces/${piece.id}/photos` })).json()).toEqual([]);
  });
});

import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { PIECE_MESSAGES } from '@shop/core/schemas/piece';
import {
  MAX_PIECE_PHOTOS,
  PIECE_PHOTO_MESSAGES,
  piecePhotoParams,
  piecePhotoSchema,
  piecePhotosResponse,
  piecePhotoUrl,
  type PiecePhoto,
} from '@shop/core/schemas/piece-photo';
import { and, asc, count, eq } from 'drizzle-orm';
import fresh from 'fresh';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../db/client.ts';
import { piecePhotos, pieces } from '../../db/schema/index.ts';
import { accessErrors, writeErrors } from '../../lib/crud-routes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { receiveImage } from '../../lib/image-upload.ts';
import { PRIVATE_IMAGE_FOLDER, removeImageFiles } from '../../lib/images.ts';
import { z } from 'zod';
import { currentUser } from '../../plugins/access.ts';

// Photos of a piece (docs/pieces.md#photos): staff-only files stored under `private/pieces/` (which
// `/uploads` never serves, whichever storage holds them), served here to the `pieces` read right.

const FOLDER = `${PRIVATE_IMAGE_FOLDER}/pieces`;
const tags = ['pieces'];
/** Staff-only: a browser may keep it, no shared cache may. */
const PRIVATE_CACHE = 'private, max-age=86400';

type PhotoRow = typeof piecePhotos.$inferSelect;
const toPhoto = ({ key: _k, ...p }: PhotoRow): PiecePhoto => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  url: piecePhotoUrl(p.pieceId, p.id),
});

async function assertPiece(db: Db | Tx, id: number): Promise<void> {
  const [row] = await db.select({ id: pieces.id }).from(pieces).where(eq(pieces.id, id));
  if (!row) throw notFound(PIECE_MESSAGES.notFound);
}

async function findPhoto(db: Db | Tx, pieceId: number, photoId: number): Promise<PhotoRow> {
  const [row] = await db
    .select()
    .from(piecePhotos)
    .where(and(eq(piecePhotos.id, photoId), eq(piecePhotos.pieceId, pieceId)));
  if (!row) throw notFound(PIECE_PHOTO_MESSAGES.notFound);
  return row;
}

const piecePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/:id/photos',
    {
      config: { access: { resource: 'pieces', action: 'read' } },
      schema: {
        tags,
        summary: "The piece's photos, oldest first; each `url` serves the file to the pieces read right",
        params: idParams,
        response: { 200: piecePhotosResponse, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => {
      await assertPiece(db, request.params.id);
      const rows = await db
        .select()
        .from(piecePhotos)
        .where(eq(piecePhotos.pieceId, request.params.id))
        .orderBy(asc(piecePhotos.id));
      return rows.map(toPhoto);
    },
  );

  app.post(
    '/:id/photos',
    {
      config: { access: { resource: 'pieces', action: 'change' } },
      schema: {
        tags,
        summary: `Add a photo (multipart field "image", at most 10 MB, checked and re-encoded like the image library's); at most ${MAX_PIECE_PHOTOS} per piece (409). Staff-only: never under /uploads`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: piecePhotoSchema, ...writeErrors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const pieceId = request.params.id;
      await assertPiece(db, pieceId);
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(piecePhotos)
        .where(eq(piecePhotos.pieceId, pieceId));
      if (n >= MAX_PIECE_PHOTOS) throw conflict(PIECE_PHOTO_MESSAGES.tooMany);
      const stored = await receiveImage(request, app.storage, FOLDER);
      try {
        const photo = await request.audited(async (tx, audit) => {
          const [row] = await tx
            .insert(piecePhotos)
            .values({
              pieceId,
              key: stored.path,
              originalName: stored.originalName,
              size: stored.size,
              width: stored.width,
              height: stored.height,
              by: currentUser(request).username,
            })
            .returning();
          await audit.updated('pieces', pieceId, {}, { photo: stored.originalName });
          return toPhoto(row!);
        });
        return reply.code(201).send(photo);
      } catch (err) {
        await removeImageFiles(app.storage, stored.path).catch(() => {});
        throw err;
      }
    },
  );

  app.get(
    '/:id/photos/:photoId',
    {
      config: { access: { resource: 'pieces', action: 'read' } },
      schema: {
        tags,
        summary: 'The photo file (image/webp), to the pieces read right only',
        params: piecePhotoParams,
        produces: ['image/webp'],
        response: { 200: z.any(), ...accessErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const photo = await findPhoto(db, request.params.id, request.params.photoId);
      const opened = await app.storage.read(photo.key);
      if (!opened) throw notFound(PIECE_PHOTO_MESSAGES.notFound);
      const validators = { etag: opened.etag, 'last-modified': opened.lastModified.toUTCString() };
      reply.headers({ ...validators, 'cache-control': PRIVATE_CACHE }).type(opened.contentType);
      if (fresh(request.headers, validators)) {
        opened.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', opened.size).send(opened.body);
    },
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      config: { access: { resource: 'pieces', action: 'change' } },
      schema: {
        tags,
        summary: 'Delete a photo: its row and its files in the storage',
        params: piecePhotoParams,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const photo = await request.audited(async (tx, audit) => {
        const row = await findPhoto(tx, id, photoId);
        await tx.delete(piecePhotos).where(eq(piecePhotos.id, row.id));
        await audit.updated('pieces', id, { photo: row.originalName }, {});
        return row;
      });
      await removeImageFiles(app.storage, photo.key).catch((err: unknown) =>
        request.log.warn({ err }, 'piece photo files not removed'),
      );
      return { success: true as const };
    },
  );
};

export default piecePhotosRoutes;

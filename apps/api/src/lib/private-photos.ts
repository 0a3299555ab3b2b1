import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { MAX_PRIVATE_PHOTOS, privatePhotoParams } from '@shop/core/schemas/private-photo';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fresh from 'fresh';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import type { PhotoTable } from '../db/schema/photo-table.ts';
import { accessErrors, writeErrors } from './crud-routes.ts';
import { conflict, notFound } from './errors.ts';
import { receiveImage } from './image-upload.ts';
import { PRIVATE_IMAGE_FOLDER, removeImageFiles } from './images.ts';
import type { Storage } from './storage/storage.ts';

// Staff-only photos (of a piece, docs/pieces.md#photos; of a service ticket, docs/services.md#photos):
// one code path for every owner. Files are stored under `private/<folder>/` (which `/uploads` never
// serves, whichever storage holds them) and served by the owner's route to its read right.

export type PhotoRow = PhotoTable['$inferSelect'];

/** Staff-only: a browser may keep it, no shared cache may. */
const PRIVATE_CACHE = 'private, max-age=86400';

export interface PrivatePhotoOwner {
  /** Read sees the photos; change adds and deletes them. Also the audit entry's resource. */
  resource: 'pieces' | 'services';
  table: PhotoTable;
  /** Under `private/`: `pieces`, `services`. */
  folder: string;
  /** The owner in the routes' summaries: "piece", "ticket". */
  ownerName: string;
  /** The photo of the owner's contract, and the list of them. */
  photo: z.ZodType;
  photos: z.ZodType;
  messages: { notFound: string; tooMany: string };
  /** Throws 404 when the owner does not exist; for a write (`write`), also the owner's refusals (409). */
  assertOwner: (db: Db | Tx, id: number, write: boolean) => Promise<void>;
  /** The contract's photo of a row (the owner's id under its own name, the url that serves it). */
  toPhoto: (row: PhotoRow) => unknown;
}

/** Every photo of the owners, oldest first (a person's data export lists their tickets' photos). */
export async function photosOf(db: Db | Tx, table: PhotoTable, ownerIds: number[]): Promise<PhotoRow[]> {
  if (!ownerIds.length) return [];
  return db.select().from(table).where(inArray(table.ownerId, ownerIds)).orderBy(asc(table.ownerId), asc(table.id));
}

/**
 * Deletes the rows of the owners' photos in the caller's transaction and answers their storage keys,
 * for `removePhotoFiles` once it commits (files removed before would be lost to a rollback).
 */
export async function deletePhotosOf(tx: Db | Tx, table: PhotoTable, ownerIds: number[]): Promise<string[]> {
  if (!ownerIds.length) return [];
  const gone = await tx.delete(table).where(inArray(table.ownerId, ownerIds)).returning({ key: table.key });
  return gone.map((r) => r.key);
}

/** Removes photos' files (and their sizes) from the storage; a failure is logged, never thrown. */
export async function removePhotoFiles(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  if (!keys.length) return;
  await removeImageFiles(storage, ...keys).catch((err: unknown) =>
    log.warn({ err, keys: keys.length }, 'private photo files not removed'),
  );
}

/**
 * GET /:id/photos, POST /:id/photos, GET /:id/photos/:photoId and DELETE /:id/photos/:photoId of an
 * owner, under the plugin's prefix. Uploads go through `receiveImage` (10 MB, checked by content,
 * re-encoded to WebP without metadata): 400/413 with the image library's Vietnamese messages, 409 past
 * MAX_PRIVATE_PHOTOS. Adding and deleting is an audit entry on the owner (field `photo`).
 */
export function privatePhotoRoutes(o: PrivatePhotoOwner): FastifyPluginAsyncZod {
  const { table, resource } = o;
  const folder = `${PRIVATE_IMAGE_FOLDER}/${o.folder}`;
  const tags = [resource];
  const read = { access: { resource, action: 'read' } } as const;
  const change = { access: { resource, action: 'change' } } as const;

  async function findPhoto(db: Db | Tx, ownerId: number, photoId: number): Promise<PhotoRow> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, photoId), eq(table.ownerId, ownerId)));
    if (!row) throw notFound(o.messages.notFound);
    return row;
  }

  return async (app) => {
    const db = app.database.db;

    app.get(
      '/:id/photos',
      {
        config: read,
        schema: {
          tags,
          summary: `The ${o.ownerName}'s photos, oldest first; each \`url\` serves the file to the ${resource} read right`,
          params: idParams,
          response: { 200: o.photos, ...accessErrors, 404: errorResponse },
        },
      },
      async (request) => {
        await o.assertOwner(db, request.params.id, false);
        return (await photosOf(db, table, [request.params.id])).map(o.toPhoto);
      },
    );

    app.post(
      '/:id/photos',
      {
        config: change,
        schema: {
          tags,
          summary: `Add a photo (multipart field "image", at most 10 MB, checked and re-encoded like the image library's); at most ${MAX_PRIVATE_PHOTOS} per ${o.ownerName} (409). Staff-only: never under /uploads`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 201: o.photo, ...writeErrors, 413: errorResponse },
        },
      },
      async (request, reply) => {
        const ownerId = request.params.id;
        await o.assertOwner(db, ownerId, true);
        const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(table).where(eq(table.ownerId, ownerId));
        if (n >= MAX_PRIVATE_PHOTOS) throw conflict(o.messages.tooMany);
        const stored = await receiveImage(request, app.storage, folder);
        try {
          const photo = await request.audited(async (tx, audit) => {
            const [row] = await tx
              .insert(table)
              .values({
                ownerId,
                key: stored.path,
                originalName: stored.originalName,
                size: stored.size,
                width: stored.width,
                height: stored.height,
                by: request.user?.username ?? null,
              })
              .returning();
            await audit.updated(resource, ownerId, {}, { photo: stored.originalName });
            return o.toPhoto(row!);
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
        config: read,
        schema: {
          tags,
          summary: `The photo file (image/webp), to the ${resource} read right only`,
          params: privatePhotoParams,
          produces: ['image/webp'],
          response: { 200: z.any(), ...accessErrors, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const photo = await findPhoto(db, request.params.id, request.params.photoId);
        const opened = await app.storage.read(photo.key);
        if (!opened) throw notFound(o.messages.notFound);
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
        config: change,
        schema: {
          tags,
          summary: 'Delete a photo: its row and its files in the storage',
          params: privatePhotoParams,
          response: { 200: okResponse, ...writeErrors },
        },
      },
      async (request) => {
        const { id, photoId } = request.params;
        const photo = await request.audited(async (tx, audit) => {
          const row = await findPhoto(tx, id, photoId);
          await o.assertOwner(tx, id, true);
          await tx.delete(table).where(eq(table.id, row.id));
          await audit.updated(resource, id, { photo: row.originalName }, {});
          return row;
        });
        await removePhotoFiles(app.storage, [photo.key], request.log);
        return { success: true as const };
      },
    );
  };
}

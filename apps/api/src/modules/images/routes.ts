import {
  IMAGE_MESSAGES,
  bulkDeleteImagesBody,
  bulkDeleteImagesResponse,
  describeImageUsage,
  imageCountResponse,
  imageListQuery,
  imageSchema,
  imagesResponse,
} from '@shop/core/schemas/image';
import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors, readRoutes } from '../../lib/crud-routes.ts';
import { receiveImage } from '../../lib/image-upload.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { removeImageFiles } from '../../lib/images.ts';
import { imagesRepository } from './repository.ts';

/** The image library: /api/images (docs/product/back-office.md#image-library). */
const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = imagesRepository(app.database.db);

  const read = readRoutes(app, { resource: 'images', tags: ['images'] });

  read(
    '/',
    'Library page, newest first: ?filter[limit]=12&filter[skip]=0',
    { querystring: imageListQuery, response: imagesResponse },
    async (request) => repo.list(request.query['filter[limit]'], request.query['filter[skip]']),
  );

  read('/count', 'How many images the library holds', { response: imageCountResponse }, async () => ({
    count: await repo.count(),
  }));

  app.post(
    '/upload',
    {
      config: { access: { resource: 'images', action: 'change' } },
      schema: {
        tags: ['images'],
        summary: 'Upload one image (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: imageSchema, ...accessErrors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const stored = await receiveImage(request, app.storage);
      try {
        const image = await request.audited(async (tx, audit) => {
          const created = await imagesRepository(tx).create(stored);
          await audit.created('images', created.id, created);
          return created;
        });
        return reply.code(201).send(image);
      } catch (err) {
        await removeImageFiles(app.storage, stored.path).catch(() => {});
        throw err;
      }
    },
  );

  app.post(
    '/bulk-delete',
    {
      config: { access: { resource: 'images', action: 'delete' } },
      schema: {
        tags: ['images'],
        summary: 'Delete the selected images that nothing uses; report the others',
        body: bulkDeleteImagesBody,
        response: { 200: bulkDeleteImagesResponse, ...accessErrors },
      },
    },
    async (request) => {
      const outcome = await request.audited(async (tx, audit) => {
        const done = await imagesRepository(tx).deleteUnused(request.body.ids);
        for (const row of done.deleted) await audit.deleted('images', row.id, row);
        return done;
      });
      await removeImageFiles(app.storage, ...outcome.deleted.map((row) => row.path)).catch((err: unknown) =>
        request.log.warn({ err }, 'image files not removed'),
      );
      return {
        deleted: outcome.deleted.map((r) => r.id),
        refused: outcome.refused.map(({ row, usage }) => ({
          id: row.id,
          path: row.path,
          message: IMAGE_MESSAGES.inUse(describeImageUsage(usage)),
          usedBy: usage,
        })),
        notFound: outcome.notFound,
      };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'images', action: 'delete' } },
      schema: {
        tags: ['images'],
        summary: 'Delete an image that nothing uses',
        params: idParams,
        response: { 200: okResponse, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const outcome = await request.audited(async (tx, audit) => {
        const done = await imagesRepository(tx).deleteUnused([request.params.id]);
        for (const row of done.deleted) await audit.deleted('images', row.id, row);
        return done;
      });
      const refused = outcome.refused[0];
      if (refused) {
        throw conflict(IMAGE_MESSAGES.inUse(describeImageUsage(refused.usage)), { usedBy: refused.usage });
      }
      const row = outcome.deleted[0];
      if (!row) throw notFound(IMAGE_MESSAGES.notFound);
      await removeImageFiles(app.storage, row.path).catch((err: unknown) =>
        request.log.warn({ err }, 'image files not removed'),
      );
      return { success: true as const };
    },
  );
};

export default imagesRoutes;

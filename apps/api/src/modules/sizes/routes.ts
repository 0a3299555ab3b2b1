import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { SIZE_MESSAGES, sizeBody, sizeInUseMessage, sizeSchema, sizesResponse } from '@shop/core/schemas/size';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { sizesRepository } from './repository.ts';

const tags = ['sizes'];
const writeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** /api/sizes: public list with productCount; writes need the right on `sizes`. */
const sizesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = sizesRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sizes with productCount (products or variants using them)',
        response: { 200: sizesResponse },
      },
    },
    async () => repo.list(),
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'sizes', action: 'change' } },
      schema: { tags, summary: 'Create a size', body: sizeBody, response: { 201: sizeSchema, ...writeErrors } },
    },
    async (request, reply) => {
      const size = await request.audited(async (tx, audit) => {
        const created = await sizesRepository(tx).create(request.body);
        await audit.created('sizes', created.id, created);
        return created;
      });
      return reply.code(201).send(size);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'sizes', action: 'change' } },
      schema: {
        tags,
        summary: 'Change a size',
        params: idParams,
        body: sizeBody,
        response: { 200: sizeSchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repo = sizesRepository(tx);
        const before = await repo.find(request.params.id);
        const size = before && (await repo.update(before.id, request.body));
        if (!before || !size) throw notFound(SIZE_MESSAGES.notFound);
        await audit.updated('sizes', size.id, before, size);
        return size;
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'sizes', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a size that no variant uses',
        params: idParams,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repo = sizesRepository(tx);
        const size = await repo.find(request.params.id);
        if (!size) throw notFound(SIZE_MESSAGES.notFound);
        if (size.productCount > 0)
          throw conflict(sizeInUseMessage(size.name, size.productCount), { productCount: size.productCount });
        if (!(await repo.remove(size.id))) throw notFound(SIZE_MESSAGES.notFound);
        await audit.deleted('sizes', size.id, size);
        return { success: true as const };
      }),
  );
};

export default sizesRoutes;

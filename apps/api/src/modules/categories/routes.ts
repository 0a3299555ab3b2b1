import {
  CATEGORY_MESSAGES,
  categoriesResponse,
  categoryBody,
  categoryInUseMessage,
  categorySchema,
} from '@shop/core/schemas/category';
import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { categoriesRepository } from './repository.ts';

const tags = ['categories'];
const writeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** /api/categories: public list sorted by name with productCount; writes need the right on `categories`. */
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = categoriesRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'List all categories', response: { 200: categoriesResponse } },
    },
    async () => repo.list(),
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'categories', action: 'change' } },
      schema: {
        tags,
        summary: 'Create a category',
        body: categoryBody,
        response: { 201: categorySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const category = await request.audited(async (tx, audit) => {
        const created = await categoriesRepository(tx).create(request.body);
        await audit.created('categories', created.id, created);
        return created;
      });
      return reply.code(201).send(category);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'categories', action: 'change' } },
      schema: {
        tags,
        summary: 'Change a category',
        params: idParams,
        body: categoryBody,
        response: { 200: categorySchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repo = categoriesRepository(tx);
        const before = await repo.find(request.params.id);
        const category = before && (await repo.update(before.id, request.body));
        if (!before || !category) throw notFound(CATEGORY_MESSAGES.notFound);
        await audit.updated('categories', category.id, before, category);
        return category;
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'categories', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a category that no product uses',
        params: idParams,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repo = categoriesRepository(tx);
        const category = await repo.find(request.params.id);
        if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
        if (category.productCount > 0) {
          throw conflict(categoryInUseMessage(category.name, category.productCount), {
            productCount: category.productCount,
          });
        }
        if (!(await repo.remove(category.id))) throw notFound(CATEGORY_MESSAGES.notFound);
        await audit.deleted('categories', category.id, category);
        return { success: true as const };
      }),
  );
};

export default categoriesRoutes;

import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import {
  SUB_BRAND_MESSAGES,
  subBrandBody,
  subBrandListQuery,
  subBrandSchema,
  subBrandsResponse,
} from '@shop/core/schemas/sub-brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { subBrandsRepository } from './repository.ts';

const tags = ['sub-brands'];
const writeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** /api/sub-brands: public lists sorted by name; writes need the right on `brands`. */
const subBrandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = subBrandsRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'List all sub-brands',
        querystring: subBrandListQuery,
        response: { 200: subBrandsResponse, 400: errorResponse },
      },
    },
    async (request) => repo.list(request.query.brandId),
  );

  app.get(
    '/active',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sub-brands with isActive', response: { 200: subBrandsResponse } },
    },
    async () => repo.active(),
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'brands', action: 'change' } },
      schema: {
        tags,
        summary: 'Create a sub-brand',
        body: subBrandBody,
        response: { 201: subBrandSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const subBrand = await request.audited(async (tx, audit) => {
        const created = await subBrandsRepository(tx).create(request.body);
        await audit.created('sub-brands', created.id, created);
        return created;
      });
      return reply.code(201).send(subBrand);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'brands', action: 'change' } },
      schema: {
        tags,
        summary: 'Change a sub-brand',
        params: idParams,
        body: subBrandBody,
        response: { 200: subBrandSchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repo = subBrandsRepository(tx);
        const before = await repo.find(request.params.id);
        const subBrand = before && (await repo.update(before.id, request.body));
        if (!before || !subBrand) throw notFound(SUB_BRAND_MESSAGES.notFound);
        await audit.updated('sub-brands', subBrand.id, before, subBrand);
        return subBrand;
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'brands', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a sub-brand that no product uses',
        params: idParams,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repo = subBrandsRepository(tx);
        const subBrand = await repo.find(request.params.id);
        if (!subBrand || !(await repo.remove(subBrand.id))) throw notFound(SUB_BRAND_MESSAGES.notFound);
        await audit.deleted('sub-brands', subBrand.id, subBrand);
        return { success: true as const };
      }),
  );
};

export default subBrandsRoutes;

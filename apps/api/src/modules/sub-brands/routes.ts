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
      schema: { tags, querystring: subBrandListQuery, response: { 200: subBrandsResponse, 400: errorResponse } },
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
      schema: { tags, body: subBrandBody, response: { 201: subBrandSchema, ...writeErrors } },
    },
    async (request, reply) => reply.code(201).send(await repo.create(request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'brands', action: 'change' } },
      schema: { tags, params: idParams, body: subBrandBody, response: { 200: subBrandSchema, ...writeErrors } },
    },
    async (request) => {
      const subBrand = await repo.update(request.params.id, request.body);
      if (!subBrand) throw notFound(SUB_BRAND_MESSAGES.notFound);
      return subBrand;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'brands', action: 'delete' } },
      schema: { tags, params: idParams, response: { 200: okResponse, ...writeErrors } },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id))) throw notFound(SUB_BRAND_MESSAGES.notFound);
      return { success: true as const };
    },
  );
};

export default subBrandsRoutes;

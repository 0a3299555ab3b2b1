import { BRAND_MESSAGES, brandBody, brandInUseMessage, brandSchema, brandsResponse } from '@shop/core/schemas/brand';
import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { brandsRepository } from './repository.ts';

const tags = ['brands'];
const writeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** /api/brands: public lists sorted by name; writes need the right on `brands`. */
const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = brandsRepository(app.database.db);

  app.get(
    '/',
    { config: { access: 'public' }, schema: { tags, summary: 'List all brands', response: { 200: brandsResponse } } },
    async () => repo.list(),
  );

  app.get(
    '/with-product-count',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Brands with productCount and subBrandCount', response: { 200: brandsResponse } },
    },
    async () => repo.listWithCounts(),
  );

  app.get(
    '/homepage',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Brands shown on the home page', response: { 200: brandsResponse } },
    },
    async () => repo.homepage(),
  );

  app.get(
    '/active',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Brands with at least one product', response: { 200: brandsResponse } },
    },
    async () => repo.active(),
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'brands', action: 'change' } },
      schema: { tags, summary: 'Create a brand', body: brandBody, response: { 201: brandSchema, ...writeErrors } },
    },
    async (request, reply) => {
      const brand = await request.audited(async (tx, audit) => {
        const created = await brandsRepository(tx).create(request.body);
        await audit.created('brands', created.id, created);
        return created;
      });
      return reply.code(201).send(brand);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'brands', action: 'change' } },
      schema: {
        tags,
        summary: 'Change a brand',
        params: idParams,
        body: brandBody,
        response: { 200: brandSchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const brands = brandsRepository(tx);
        const before = await brands.find(request.params.id);
        const brand = before && (await brands.update(before.id, request.body));
        if (!before || !brand) throw notFound(BRAND_MESSAGES.notFound);
        await audit.updated('brands', brand.id, before, brand);
        return brand;
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'brands', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a brand that no product uses',
        params: idParams,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const brands = brandsRepository(tx);
        const brand = await brands.find(request.params.id);
        if (!brand) throw notFound(BRAND_MESSAGES.notFound);
        if (brand.productCount > 0)
          throw conflict(brandInUseMessage(brand.name, brand.productCount), { productCount: brand.productCount });
        if (!(await brands.remove(brand.id))) throw notFound(BRAND_MESSAGES.notFound);
        await audit.deleted('brands', brand.id, brand);
        return { success: true as const };
      }),
  );
};

export default brandsRoutes;

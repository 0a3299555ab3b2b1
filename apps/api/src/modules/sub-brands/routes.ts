import { errorResponse } from '@shop/core/schemas/common';
import {
  SUB_BRAND_MESSAGES,
  subBrandBody,
  subBrandListQuery,
  subBrandSchema,
  subBrandsResponse,
} from '@shop/core/schemas/sub-brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAs, crudRoutes, publicList } from '../../lib/crud-routes.ts';
import { subBrandsRepository } from './repository.ts';

const tags = ['sub-brands'];

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
  publicList(app, '/active', { tags, summary: 'Sub-brands with isActive', response: subBrandsResponse }, () =>
    repo.active(),
  );

  crudRoutes(app, {
    tags,
    right: 'brands',
    item: subBrandSchema,
    repository: subBrandsRepository,
    audit: auditAs('sub-brands'),
    notFound: SUB_BRAND_MESSAGES.notFound,
    create: { summary: 'Create a sub-brand', body: subBrandBody },
    update: { summary: 'Change a sub-brand', body: subBrandBody },
    remove: { summary: 'Delete a sub-brand that no product uses' },
  });
};

export default subBrandsRoutes;

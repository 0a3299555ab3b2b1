import {
  SUB_BRAND_MESSAGES,
  subBrandBody,
  subBrandListQuery,
  subBrandSchema,
  subBrandsResponse,
} from '@shop/core/schemas/sub-brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueListWrites, publicList, publicRead } from '../../lib/crud-routes.ts';
import { subBrandsRepository } from './repository.ts';

const tags = ['sub-brands'];

/** /api/sub-brands: public lists sorted by name; writes need the right on `brands`. */
const subBrandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = subBrandsRepository(app.database.db);

  app.get(
    '/',
    publicRead({ tags, summary: 'List all sub-brands', querystring: subBrandListQuery }, subBrandsResponse),
    async (request) => repo.list(request.query.brandId),
  );
  publicList(app, '/active', { tags, summary: 'Sub-brands with isActive', response: subBrandsResponse }, () =>
    repo.active(),
  );

  catalogueListWrites(app, {
    resource: 'sub-brands',
    right: 'brands',
    noun: 'sub-brand',
    item: subBrandSchema,
    body: subBrandBody,
    repository: subBrandsRepository,
    notFound: SUB_BRAND_MESSAGES.notFound,
  });
};

export default subBrandsRoutes;

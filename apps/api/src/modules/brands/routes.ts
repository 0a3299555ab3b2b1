import { BRAND_MESSAGES, brandBody, brandInUseMessage, brandSchema, brandsResponse } from '@shop/core/schemas/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueListWrites, publicList } from '../../lib/crud-routes.ts';
import { brandsRepository } from './repository.ts';

const tags = ['brands'];

/** /api/brands: public lists sorted by name; writes need the right on `brands`. */
const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = brandsRepository(app.database.db);
  const list = (url: string, summary: string, rows: () => ReturnType<typeof repo.list>) =>
    publicList(app, url, { tags, summary, response: brandsResponse }, rows);

  list('/', 'List all brands', () => repo.list());
  list('/with-product-count', 'Brands with productCount and subBrandCount', () => repo.listWithCounts());
  list('/homepage', 'Brands shown on the home page', () => repo.homepage());
  list('/active', 'Brands with at least one product', () => repo.active());

  catalogueListWrites(app, {
    resource: 'brands',
    right: 'brands',
    noun: 'brand',
    item: brandSchema,
    body: brandBody,
    repository: brandsRepository,
    notFound: BRAND_MESSAGES.notFound,
    inUse: brandInUseMessage,
  });
};

export default brandsRoutes;

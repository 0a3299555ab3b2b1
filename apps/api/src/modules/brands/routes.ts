import { BRAND_MESSAGES, brandBody, brandInUseMessage, brandSchema, brandsResponse } from '@shop/core/schemas/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAs, crudRoutes, publicList, usedByProducts } from '../../lib/crud-routes.ts';
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

  crudRoutes(app, {
    tags,
    right: 'brands',
    item: brandSchema,
    repository: brandsRepository,
    audit: auditAs('brands'),
    notFound: BRAND_MESSAGES.notFound,
    create: { summary: 'Create a brand', body: brandBody },
    update: { summary: 'Change a brand', body: brandBody },
    remove: { summary: 'Delete a brand that no product uses', refuse: usedByProducts(brandInUseMessage) },
  });
};

export default brandsRoutes;

import {
  CATEGORY_MESSAGES,
  categoriesResponse,
  categoryBody,
  categoryInUseMessage,
  categorySchema,
} from '@shop/core/schemas/category';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueListWrites, publicList } from '../../lib/crud-routes.ts';
import { categoriesRepository } from './repository.ts';

const tags = ['categories'];

/** /api/categories: public list sorted by name with productCount; writes need the right on `categories`. */
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = categoriesRepository(app.database.db);
  publicList(app, '/', { tags, summary: 'List all categories', response: categoriesResponse }, () => repo.list());

  catalogueListWrites(app, {
    resource: 'categories',
    right: 'categories',
    noun: 'category',
    item: categorySchema,
    body: categoryBody,
    repository: categoriesRepository,
    notFound: CATEGORY_MESSAGES.notFound,
    inUse: categoryInUseMessage,
  });
};

export default categoriesRoutes;

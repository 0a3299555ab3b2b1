import {
  CATEGORY_MESSAGES,
  categoriesResponse,
  categoryBody,
  categoryInUseMessage,
  categorySchema,
} from '@shop/core/schemas/category';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAs, crudRoutes, publicList, usedByProducts } from '../../lib/crud-routes.ts';
import { categoriesRepository } from './repository.ts';

const tags = ['categories'];

/** /api/categories: public list sorted by name with productCount; writes need the right on `categories`. */
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = categoriesRepository(app.database.db);
  publicList(app, '/', { tags, summary: 'List all categories', response: categoriesResponse }, () => repo.list());

  crudRoutes(app, {
    tags,
    right: 'categories',
    item: categorySchema,
    repository: categoriesRepository,
    audit: auditAs('categories'),
    notFound: CATEGORY_MESSAGES.notFound,
    create: { summary: 'Create a category', body: categoryBody },
    update: { summary: 'Change a category', body: categoryBody },
    remove: { summary: 'Delete a category that no product uses', refuse: usedByProducts(categoryInUseMessage) },
  });
};

export default categoriesRoutes;

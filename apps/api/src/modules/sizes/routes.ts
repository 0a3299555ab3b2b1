import { SIZE_MESSAGES, sizeBody, sizeInUseMessage, sizeSchema, sizesResponse } from '@shop/core/schemas/size';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAs, crudRoutes, publicList, usedByProducts } from '../../lib/crud-routes.ts';
import { sizesRepository } from './repository.ts';

const tags = ['sizes'];

/** /api/sizes: public list with productCount; writes need the right on `sizes`. */
const sizesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = sizesRepository(app.database.db);
  publicList(
    app,
    '/',
    { tags, summary: 'Sizes with productCount (products or variants using them)', response: sizesResponse },
    () => repo.list(),
  );

  crudRoutes(app, {
    tags,
    right: 'sizes',
    item: sizeSchema,
    repository: sizesRepository,
    audit: auditAs('sizes'),
    notFound: SIZE_MESSAGES.notFound,
    create: { summary: 'Create a size', body: sizeBody },
    update: { summary: 'Change a size', body: sizeBody },
    remove: { summary: 'Delete a size that no variant uses', refuse: usedByProducts(sizeInUseMessage) },
  });
};

export default sizesRoutes;

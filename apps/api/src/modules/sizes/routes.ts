import { SIZE_MESSAGES, sizeBody, sizeInUseMessage, sizeSchema, sizesResponse } from '@shop/core/schemas/size';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueListWrites, publicList } from '../../lib/crud-routes.ts';
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

  catalogueListWrites(app, {
    resource: 'sizes',
    right: 'sizes',
    noun: 'size',
    item: sizeSchema,
    body: sizeBody,
    repository: sizesRepository,
    notFound: SIZE_MESSAGES.notFound,
    usedBy: 'variant',
    inUse: sizeInUseMessage,
  });
};

export default sizesRoutes;

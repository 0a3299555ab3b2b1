import {
  WARRANTY_MESSAGES,
  warrantiesResponse,
  warrantyListQuery,
  warrantyLookupQuery,
  warrantyLookupResponse,
  warrantySchema,
} from '@shop/core/schemas/warranty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAndOneRoutes, publicRead, readRoutes } from '../../lib/crud-routes.ts';
import { lookupGuard } from '../../lib/throttle/lookup.ts';
import { foldSerial } from '@shop/core/schemas/piece';
import { warrantiesRepository } from './repository.ts';

const tags = ['warranty'];

/**
 * /api/warranty (the buyer's public lookup) and /api/warranties (staff, with the `pieces` read right:
 * a warranty is a fact of a sold piece). docs/pieces.md#warranty.
 */
const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = warrantiesRepository(app.database.db);
  const guard = lookupGuard(app, 'warranty', WARRANTY_MESSAGES);

  app.get(
    '/warranty',
    publicRead(
      {
        tags,
        summary:
          "A buyer's warranty by the watch's serial (case, spaces and dashes ignored) and the phone the order was placed with, in any Vietnamese form: product, serial, sale and end dates, whether still covered, the service history. One 404 for any wrong combination; throttled like the order lookup (429 with Retry-After).",
        querystring: warrantyLookupQuery,
      },
      warrantyLookupResponse,
      { lookup: true },
    ),
    async (request) => {
      const { serial, phone } = request.query;
      return guard(request.ip, foldSerial(serial), () => repo.lookup(serial, phone));
    },
  );

  const read = readRoutes(app, { resource: 'pieces', tags });

  listAndOneRoutes(
    read,
    '/warranties',
    {
      summary: 'Warranties of an order (`orderId`) or of a piece (`pieceId`), newest first',
      querystring: warrantyListQuery,
      response: warrantiesResponse,
    },
    {
      summary: 'One warranty with its buyer: what its printed card shows',
      response: warrantySchema,
      notFound: WARRANTY_MESSAGES.notFound,
    },
    { list: (query) => repo.list(query), find: (id) => repo.find(id) },
  );
};

export default warrantyRoutes;

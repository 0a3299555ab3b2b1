import { wardsQuery, wardsResponse } from '@shop/core/schemas/ward';
import { errorResponse } from '@shop/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wardsOf } from './wards.ts';

/** Changes only with a new list in a release: browsers and proxies keep it a day. */
const CACHE = 'public, max-age=86400';

/** /api/wards: the wards and communes of a province, for the address pickers (docs/checkout.md). */
const wardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wards'],
        summary:
          'The wards and communes of one of the 34 provinces since 1 July 2025 (official names, Vietnamese order); cached a day',
        querystring: wardsQuery,
        response: { 200: wardsResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { province } = request.query;
      return reply.header('cache-control', CACHE).send({ province, wards: [...wardsOf(province)] });
    },
  );
};

export default wardsRoutes;

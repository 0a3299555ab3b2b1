import { healthDownResponse, healthResponse } from '@shop/core/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A database that has not answered `select 1` by then counts as down. */
const DATABASE_TIMEOUT_MS = 2000;
/** Nor a Redis that has not answered PING by then (reported as degraded, not down). */
const REDIS_TIMEOUT_MS = 1000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponse, 503: healthDownResponse } },
    },
    async (request, reply) => {
      try {
        await app.database.ping(DATABASE_TIMEOUT_MS);
        // Redis down is not an outage: limits are counted in the fallback meanwhile.
        const redis = await app.redisState(REDIS_TIMEOUT_MS);
        return { status: 'ok' as const, database: app.database.kind, ...(redis ? { redis } : {}) };
      } catch (err) {
        request.log.warn({ err }, 'health check failed: the database does not answer');
        return reply.code(503).send({ status: 'down' as const, database: 'down' as const });
      }
    },
  );
};
export default healthRoutes;

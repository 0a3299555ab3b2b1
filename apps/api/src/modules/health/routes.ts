import {
  healthDownResponse,
  healthLiveResponse,
  healthReadyResponse,
  healthResponse,
  type HealthReadyResponse,
} from '@shop/core/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A database, Redis or storage that has not answered by then counts as down. */
const DEPENDENCY_TIMEOUT_MS = 2000;

async function answers(work: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), DEPENDENCY_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The options of a health route: open to everyone (monitors and load balancers do not sign in). */
function probe<Response extends Record<number, z.ZodType>>(summary: string, response: Response) {
  return { config: { access: 'public' as const }, schema: { tags: ['health'], summary, response } };
}

/**
 * Health for people and load balancers (docs/architecture.md#health-and-draining):
 * - `/api/health`: the database answers (kept as it was for existing monitors);
 * - `/api/health/live`: the process runs;
 * - `/api/health/ready`: this server should get requests (database up, not draining).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    probe('Health of the server and its database (kept for existing monitors)', {
      200: healthResponse,
      503: healthDownResponse,
    }),
    async (request, reply) => {
      try {
        await app.database.ping(DEPENDENCY_TIMEOUT_MS);
        // Redis down is not an outage: limits are counted in PostgreSQL meanwhile.
        const ping = app.throttle.ping?.bind(app.throttle);
        const redis = ping ? ((await answers(ping)) === 'ok' ? ('ok' as const) : ('degraded' as const)) : undefined;
        return { status: 'ok' as const, database: app.database.kind, ...(redis ? { redis } : {}) };
      } catch (err) {
        request.log.warn({ err }, 'health check failed: the database does not answer');
        return reply.code(503).send({ status: 'down' as const, database: 'down' as const });
      }
    },
  );

  app.get('/health/live', probe('Liveness: 200 while the process answers', { 200: healthLiveResponse }), async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    probe('Readiness: 200 ok or degraded, 503 when the database is down or the server drains', {
      200: healthReadyResponse,
      503: healthReadyResponse,
    }),
    async (request, reply) => {
      const ping = app.throttle.ping?.bind(app.throttle);
      const [database, redis, storage] = await Promise.all([
        answers(() => app.database.ping(DEPENDENCY_TIMEOUT_MS)),
        ping ? answers(ping) : Promise.resolve('off' as const),
        answers(() => app.storage.ping()),
      ]);
      const status: HealthReadyResponse['status'] = app.draining
        ? 'draining'
        : database === 'down'
          ? 'down'
          : redis === 'down' || storage === 'down'
            ? 'degraded'
            : 'ok';
      if (database === 'down') request.log.warn('not ready: the database does not answer');
      const body = { status, database, redis, storage };
      return reply.code(status === 'draining' || status === 'down' ? 503 : 200).send(body);
    },
  );
};
export default healthRoutes;

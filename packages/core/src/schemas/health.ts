import { z } from 'zod';

/**
 * `GET /api/health` while the database answers (200). With REDIS_URL set, `redis` says whether Redis
 * answers (`ok`) or limits are counted in the fallback meanwhile (`degraded`).
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'degraded']).optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/health` while the database does not answer (503). */
export const healthDownResponse = z.object({ status: z.literal('down'), database: z.literal('down') });

/** `GET /api/health/live`: the process runs (200 as long as it answers at all). */
export const healthLiveResponse = z.object({ status: z.literal('ok') });

const DEPENDENCY_STATES = ['ok', 'down', 'off'] as const;

/**
 * `GET /api/health/ready`: whether this server should be sent requests. 200 `ok`, or `degraded`
 * when something optional does not answer (Redis: limits then fall back to PostgreSQL; the image
 * storage); 503 `down` when the database does not answer, and `draining` while the server shuts down.
 * `off`: that engine is not configured.
 */
export const healthReadyResponse = z.object({
  status: z.enum(['ok', 'degraded', 'draining', 'down']),
  database: z.enum(['ok', 'down']),
  redis: z.enum(DEPENDENCY_STATES),
  storage: z.enum(['ok', 'down']),
});
export type HealthReadyResponse = z.infer<typeof healthReadyResponse>;

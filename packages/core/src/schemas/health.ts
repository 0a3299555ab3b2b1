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
export type HealthDownResponse = z.infer<typeof healthDownResponse>;

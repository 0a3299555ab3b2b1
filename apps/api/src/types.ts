import type { Action, Resource } from '@shop/core/permissions';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuthContext } from './modules/auth/repository.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { CatalogueCache } from './lib/catalogue-cache.ts';
import type { ThrottleStore } from './lib/throttle/store.ts';

/**
 * Who may call a route: every route under /api declares one (start-up fails otherwise).
 * - 'public': anyone;
 * - 'authenticated': any signed-in, active user;
 * - {resource, action}: a signed-in user whose role has that right.
 */
export type Access = 'public' | 'authenticated' | { resource: Resource; action: Action };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
    tokens: TokenService;
    storage: Storage;
    catalogueCache: CatalogueCache;
    /** Counters of throttled attempts (sign-in, orders): memory, PostgreSQL or Redis. */
    throttle: ThrottleStore;
    /** Redis's state for the health check; undefined when REDIS_URL is unset. */
    redisState(timeoutMs: number): Promise<'ok' | 'degraded'> | undefined;
  }
  interface FastifyRequest {
    user: AuthContext | null;
  }
}

import type { Action, PermissionMap, Resource } from '@shop/core/permissions';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { CatalogueCache } from './lib/catalogue-cache.ts';
import type { CatalogueVersions } from './lib/catalogue-versions.ts';
import type { ThrottleStore } from './lib/throttle/store.ts';
import type { EventHub } from './lib/events/hub.ts';

/**
 * Who may call a route: every route under /api declares one (start-up fails otherwise).
 * - 'public': anyone;
 * - 'authenticated': any signed-in, active user;
 * - 'admin': a signed-in user of the admin role (id 1), whatever the rights say (the bank account);
 * - {resource, action}: a signed-in user whose role has that right;
 * - {resource, action, optional: true}: anyone, and a caller whose token carries that right is
 *   recognised (`request.user` set: placing an order, where staff enter phone orders); a token that
 *   is not valid is 401, as on any protected route, so the client renews it instead of being taken
 *   for someone else;
 * - {resource, action, also: {resource, action, refusal}}: a signed-in user whose role has both rights
 *   (setting a buy-back against an order: orders change and costs change); without the second, 403
 *   with `refusal`.
 */
export type Access =
  | 'public'
  | 'authenticated'
  | 'admin'
  | {
      resource: Resource;
      action: Action;
      optional?: true;
      also?: { resource: Resource; action: Action; refusal: string };
    };

/** The signed-in user of a request: who they are and the rights of their role. */
export interface AuthContext {
  id: number;
  username: string;
  roleId: number;
  isActive: boolean;
  /** Access tokens issued before this are refused (null: none is). */
  tokensValidAfter: Date | null;
  permissions: PermissionMap;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route also accepts `?ticket=…` instead of a bearer token: `resolve` gives the ticket's
     * user (or null, answered 401 with `refusal`); the access rule is then checked as for a token.
     */
    ticket?: { resolve(ticket: string): Promise<AuthContext | null>; refusal: string };
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
    tokens: TokenService;
    storage: Storage;
    catalogueCache: CatalogueCache;
    /** Versions of the catalogue, of each product and of the settings (cache keys). */
    catalogueVersions: CatalogueVersions;
    /** Counters of throttled attempts (sign-in, orders): memory, PostgreSQL or Redis. */
    throttle: ThrottleStore;
    /** Events between servers (new orders, status changes) and the streams that follow them. */
    events: EventHub;
    /** True once the server drains (SIGTERM): not ready, new requests refused with 503. */
    draining: boolean;
    /** Starts draining: ready answers 503, new requests are refused, event streams end. */
    drain(): void;
  }
  interface FastifyRequest {
    user: AuthContext | null;
  }
}

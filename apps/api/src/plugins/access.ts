import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { ADMIN_ROLE_ID, can } from '@shop/core/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { issuedBeforeCutoff } from '../lib/tokens.ts';
import type { Access, AuthContext } from '../types.ts';

interface RouteRule {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule (the route × role test walks it). */
    routeRules: readonly RouteRule[];
    /**
     * The user an access token stands for, or null when the token is not ours, has expired, was
     * issued before the user's sessions were ended, or the user is gone or inactive.
     */
    userOfToken(token: string): Promise<AuthContext | null>;
  }
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/**
 * Rights are enforced here, on every route (docs/product/back-office.md#rights). Each route's `config.access`
 * is checked before its input is even validated; a route under /api without one stops start-up.
 */
interface AccessOptions {
  /** The user and the rights of their role (undefined when there is no such user); read on every protected request. */
  userContext(userId: number): Promise<AuthContext | undefined>;
}

export default fp(
  async function access(app: FastifyInstance, options: AccessOptions) {
    app.decorateRequest('user', null);
    const rules: RouteRule[] = [];
    app.decorate('routeRules', rules);
    // The user row is read on every protected request, from the database every server shares: a
    // logout, a new password, a role change or a deactivation ends access tokens at once everywhere.
    app.decorate('userOfToken', async (token: string) => {
      const claims = await app.tokens.verify(token);
      if (!claims) return null;
      const user = await options.userContext(claims.userId);
      if (!user?.isActive || issuedBeforeCutoff(claims, user.tokensValidAfter)) return null;
      return user;
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (route.url.startsWith('/api/docs')) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      const rule = route.config?.access;
      if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      for (const method of [route.method].flat())
        if (method !== 'HEAD') rules.push({ method, url: route.url, access: rule });
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (!rule || rule === 'public') return;
      const token = bearerToken(request);
      if (typeof rule === 'object' && rule.optional) {
        // Anyone may call; the holder of the right is recognised, anyone else is anonymous.
        if (!token) return;
        const user = await app.userOfToken(token);
        if (!user) throw unauthorized(AUTH_MESSAGES.invalidToken);
        if (can(user.permissions, rule.resource, rule.action)) request.user = user;
        return;
      }
      // A route may also take a short-lived ticket in the query (the event stream, for EventSource).
      const byTicket = request.routeOptions.config?.ticket;
      const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
      let user;
      if (token) {
        user = await app.userOfToken(token);
        if (!user) throw unauthorized(AUTH_MESSAGES.invalidToken);
      } else if (byTicket && typeof ticket === 'string' && ticket !== '') {
        user = await byTicket.resolve(ticket);
        if (!user) throw unauthorized(byTicket.refusal);
      } else {
        throw unauthorized(AUTH_MESSAGES.unauthenticated);
      }
      request.user = user;
      if (rule === 'authenticated') return;
      if (rule === 'admin') {
        if (user.roleId !== ADMIN_ROLE_ID) throw forbidden(AUTH_MESSAGES.adminOnly);
        return;
      }
      if (!can(user.permissions, rule.resource, rule.action)) throw forbidden(AUTH_MESSAGES.forbidden);
      if (rule.also && !can(user.permissions, rule.also.resource, rule.also.action)) throw forbidden(rule.also.refusal);
    });
  },
  { name: 'access', dependencies: ['errors'] },
);

/** Rules anyone may call: public, or optional (the holder of a right is recognised). */
export const openToAnyone = (rule: Access) => rule === 'public' || (typeof rule === 'object' && rule.optional === true);

/** The signed-in user of a protected route (the access hook guarantees it). */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.user;
}

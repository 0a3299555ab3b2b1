import { REFRESH_COOKIE } from '@shop/core/constants';
import { RESOURCES, ROLE_NAMES, defaultRights, type Permission, type Resource } from '@shop/core/permissions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { rights } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

/**
 * Signing in as a client does, each attempt from a new client address (failed sign-ins are
 * throttled per address, and these tests sign in often).
 */
export function signInClient(t: TestApp) {
  let n = 0;
  const login = (username: string, password: string) => {
    n++;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: `10.9.${Math.floor(n / 250)}.${n % 250}`,
    });
  };
  return {
    login,
    /** Signs in (asserts 200): the access token, and the refresh token as the refresh cookie's value. */
    signIn: async (username: string, password: string) => {
      const res = await login(username, password);
      expect(res.statusCode, res.body).toBe(200);
      return {
        token: res.json<{ token: string }>().token,
        refreshToken: res.cookies.find((c) => c.name === REFRESH_COOKIE)!.value,
      };
    },
    refresh: (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshToken } }),
  };
}

/** Every role's rights back to the defaults of a first start, then `grant` added to role `roleId`. */
export async function setRights(t: TestApp, roleId: number, grant: Partial<Record<Resource, Permission>>) {
  for (const [i, role] of ROLE_NAMES.entries()) {
    for (const name of RESOURCES) {
      const p = (i + 1 === roleId ? grant[name] : undefined) ?? defaultRights(role, name);
      await t.database.db
        .update(rights)
        .set({ isRead: p.read, isChange: p.change, isDelete: p.delete })
        .where(and(eq(rights.roleId, i + 1), eq(rights.name, name)));
    }
  }
}

/** A sign-in request whose JSON body is sent as written (malformed or empty: how the app refuses it). */
export function rawLogin(app: FastifyInstance, body: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

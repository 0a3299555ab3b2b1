import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@shop/core/constants';
import {
  AUTH_MESSAGES,
  loginBody,
  loginResponse,
  refreshResponse,
  verifyBody,
  verifyResponse,
} from '@shop/core/schemas/auth';
import { errorResponse, okResponse } from '@shop/core/schemas/common';
import { USER_MESSAGES, createUserBody, userSchema } from '@shop/core/schemas/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { fromOwnSite } from '../../lib/same-origin.ts';
import { bearerToken, currentUser } from '../../plugins/access.ts';
import { toUser, usersRepository } from '../users/repository.ts';
import { loginThrottle } from './login-throttle.ts';
import { authRepository } from './repository.ts';
import { writeAudit } from '../../db/audit.ts';
import { rolesRepository } from '../rights/repository.ts';

const errors = { ...accessErrors, 429: errorResponse };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = authRepository(app.database.db);
  const usersRepo = usersRepository(app.database.db);
  const roles = rolesRepository(app.database.db);
  const throttle = loginThrottle(app.throttle, app.config.loginThrottle);
  const ttl = app.config.refreshTokenTtlDays;

  // The refresh token lives only in this cookie, out of reach of the page's scripts, sent only to
  // /api/auth, and never cross-site (docs/decisions/0002-refresh-token-cookie.md).
  const cookie = {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.publicUrl.startsWith('https:'),
  } as const;
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, { ...cookie, maxAge: ttl * 86_400 });
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, cookie);
  const refuseCrossSite = (request: FastifyRequest) => {
    if (!fromOwnSite(request, app.config.publicUrlConfigured ? app.config.publicUrl : undefined))
      throw forbidden(AUTH_MESSAGES.crossSite);
  };

  // Refresh and logout take no body: an empty one is accepted whatever its Content-Type says.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  const bodiless = new Set(['/api/auth/refresh', '/api/auth/logout']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && bodiless.has(request.routeOptions.url ?? '')) done(null, undefined);
    else void parseJson(request, String(body), done);
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username and password: an access token and a refresh token',
        body: loginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Counted first, before the password check is awaited; a failure keeps it counted.
      const attempt = await throttle.begin(username, request.ip);
      const user = await usersRepo.findByUsername(username);
      // Unknown users are checked against a dummy hash: same answer, similar time.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !ok || !user.isActive) {
        // On record with the name that was tried (the account's, when there is one); never the password.
        await writeAudit(
          app.database.db,
          { userId: user?.id ?? null, username: user?.username ?? username, ip: request.ip },
          { action: 'login-failed', resource: 'auth', resourceId: user?.id ?? null },
        );
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      await attempt.succeeded();
      const actor = { userId: user.id, username: user.username, ip: request.ip };
      const refresh = await request.audited(async (tx, audit) => {
        await usersRepository(tx).touchLogin(user.id);
        const issued = await authRepository(tx).issueRefreshToken(user.id, ttl);
        await audit.record({ action: 'login', resource: 'auth', resourceId: user.id });
        return issued;
      }, actor);
      const token = await app.tokens.sign({ userId: user.id, roleId: user.roleId, username: user.username });
      setRefreshCookie(reply, refresh.token);
      return { token, user: toUser({ ...user, lastLoginAt: new Date() }) };
    },
  );

  app.post(
    '/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check an access token: the user it stands for',
        body: verifyBody,
        response: { 200: verifyResponse, 400: errorResponse },
      },
    },
    async (request) => ({ valid: (await app.userOfToken(request.body.token)) !== null }),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A new access token from the refresh cookie, which is rotated (a used one replayed ends its session)',
        response: { 200: refreshResponse, ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const presented = request.cookies[REFRESH_COOKIE];
      const rotated = presented ? await repo.rotate(presented, ttl) : null;
      const ctx = rotated && (await repo.context(rotated.userId));
      const row = ctx?.isActive ? await usersRepo.findById(ctx.id) : undefined;
      if (!rotated || !ctx || !row) {
        clearRefreshCookie(reply);
        throw unauthorized(AUTH_MESSAGES.invalidToken);
      }
      setRefreshCookie(reply, rotated.token);
      const token = await app.tokens.sign({ userId: ctx.id, roleId: ctx.roleId, username: ctx.username });
      return { token, user: toUser(row) };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Ends the refresh cookie's session (or, without one, every session of the bearer's user) and the user's access tokens",
        response: { 200: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const token = bearerToken(request);
      const user = token ? await app.userOfToken(token) : null;
      await app.database.db.transaction(async (tx) => {
        const ended = await authRepository(tx).endSession(request.cookies[REFRESH_COOKIE], user?.id);
        for (const id of ended) {
          const who = await usersRepository(tx).findById(id);
          if (who)
            await writeAudit(
              tx,
              { userId: who.id, username: who.username, ip: request.ip },
              { action: 'logout', resource: 'auth', resourceId: who.id },
            );
        }
      });
      clearRefreshCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and the rights of their role',
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const row = await usersRepo.findById(currentUser(request).id);
      if (!row) throw unauthorized(AUTH_MESSAGES.invalidToken);
      return toUser(row);
    },
  );

  app.post(
    '/register',
    {
      config: { access: { resource: 'users', action: 'change' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a user; only of a role whose every right the caller holds (the admin role: admins only)',
        body: createUserBody,
        response: { 201: userSchema, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { password, ...rest } = request.body;
      if (!(await roles.exists(rest.roleId))) throw badRequest(USER_MESSAGES.roleNotFound);
      // Who may create a user of that role is checked with the write (users repository).
      const passwordHash = await hashPassword(password);
      const user = await request.audited(async (tx, audit) => {
        const created = await usersRepository(tx).createGuarded(currentUser(request).id, { ...rest, passwordHash });
        await audit.created('users', created.id, { ...created, passwordHash });
        return created;
      });
      return reply.code(201).send(user);
    },
  );
};

export default authRoutes;

import { AUTH_MESSAGES, loginBody, loginResponse, logoutBody, refreshBody, refreshResponse, verifyBody, verifyResponse } from '@shop/core/schemas/auth';
import { errorResponse, okResponse } from '@shop/core/schemas/common';
import { USER_MESSAGES, createUserBody, userSchema } from '@shop/core/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { currentUser } from '../../plugins/access.ts';
import { toUser, usersRepository } from '../users/repository.ts';
import { loginThrottle } from './login-throttle.ts';
import { authRepository } from './repository.ts';
import { rolesRepository } from '../rights/repository.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = authRepository(app.database.db);
  const usersRepo = usersRepository(app.database.db);
  const roles = rolesRepository(app.database.db);
  const throttle = loginThrottle(app.throttle, app.config.loginThrottle);
  const ttl = app.config.refreshTokenTtlDays;

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, ...errors } },
    },
    async (request) => {
      const { username, password } = request.body;
      // Counted first, before the password check is awaited; a failure keeps it counted.
      const attempt = await throttle.begin(username, request.ip);
      const user = await usersRepo.findByUsername(username);
      // Unknown users are checked against a dummy hash: same answer, similar time.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !ok || !user.isActive) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      await attempt.succeeded();
      await usersRepo.touchLogin(user.id);
      const token = await app.tokens.sign({ userId: user.id, roleId: user.roleId, username: user.username });
      const refresh = await repo.issueRefreshToken(user.id, ttl);
      return { token, refreshToken: refresh.token, user: toUser({ ...user, lastLoginAt: new Date() }) };
    },
  );

  app.post(
    '/verify',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: verifyBody, response: { 200: verifyResponse, 400: errorResponse } } },
    async (request) => {
      const claims = await app.tokens.verify(request.body.token);
      if (!claims) return { valid: false };
      const ctx = await repo.context(claims.userId);
      return { valid: Boolean(ctx?.isActive) };
    },
  );

  app.post(
    '/refresh',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: refreshBody, response: { 200: refreshResponse, ...errors } } },
    async (request) => {
      const rotated = await repo.rotate(request.body.refreshToken, ttl);
      if (!rotated) throw unauthorized(AUTH_MESSAGES.invalidToken);
      const ctx = await repo.context(rotated.userId);
      if (!ctx?.isActive) throw unauthorized(AUTH_MESSAGES.invalidToken);
      const token = await app.tokens.sign({ userId: ctx.id, roleId: ctx.roleId, username: ctx.username });
      return { token, refreshToken: rotated.token };
    },
  );

  app.post(
    '/logout',
    { config: { access: 'authenticated' }, schema: { tags: ['auth'], body: logoutBody.optional(), response: { 200: okResponse, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const token = request.body?.refreshToken;
      if (token) await repo.revokeFamilyOf(token, user.id);
      else await usersRepo.revokeSessions(user.id);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    { config: { access: 'authenticated' }, schema: { tags: ['auth'], response: { 200: userSchema, ...errors } } },
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
      const user = await usersRepo.createGuarded(currentUser(request).id, { ...rest, passwordHash });
      return reply.code(201).send(user);
    },
  );
};

export default authRoutes;

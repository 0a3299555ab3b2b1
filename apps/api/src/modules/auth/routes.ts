import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@shop/core/constants';
import {
  AUTH_MESSAGES,
  loginBody,
  changePasswordResponse,
  loginAnswer,
  loginResponse,
  refreshResponse,
  verifyBody,
  verifyResponse,
} from '@shop/core/schemas/auth';
import { errorResponse, okResponse } from '@shop/core/schemas/common';
import { USER_MESSAGES, createUserBody, userSchema } from '@shop/core/schemas/user';
import { escapeTyped, normalizeUsername } from '@shop/core/text';
import { PASSWORD_MESSAGES, changePasswordBody } from '@shop/core/schemas/password';
import { passwordProblem, refuseWeakPassword } from '../../lib/password-policy.ts';
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
import { TWO_FACTOR_MESSAGES, twoFactorLoginBody } from '@shop/core/schemas/two-factor';
import { checkTotp } from '../../lib/totp.ts';
import { mustSetUpTwoFactor, twoFactorRepository, twoFactorRequiredOfAdmins } from '../two-factor/repository.ts';

/** How long the password step's challenge waits for the second step. */
const CHALLENGE_TTL_SECONDS = 5 * 60;
type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof usersRepository>['findById']>>>;
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
  /**
   * The user as the client sees it, with their role's name (a role the owner made has no built-in
   * name) and whether the shop still waits for them to set up a second step.
   */
  const presentUser = async (row: UserRow) => ({
    ...toUser(row),
    roleName: (await roles.find(row.roleId))?.name,
    twoFactorSetupRequired: mustSetUpTwoFactor(await twoFactorRequiredOfAdmins(app.database.db), row),
  });

  /** A signed-in session: the sign-in recorded, a refresh cookie, an access token and the user. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    mustChangePassword: boolean,
    how?: { recoveryCode: true },
  ) => {
    const actor = { userId: user.id, username: user.username, ip: request.ip };
    const refresh = await request.audited(async (tx, audit) => {
      await usersRepository(tx).touchLogin(user.id, mustChangePassword);
      const issued = await authRepository(tx).issueRefreshToken(user.id, ttl);
      await audit.record({
        action: 'login',
        resource: 'auth',
        resourceId: user.id,
        ...(how ? { changes: { recoveryCode: [null, true] } } : {}),
      });
      return issued;
    }, actor);
    const token = await app.tokens.sign({ userId: user.id, roleId: user.roleId, username: user.username });
    setRefreshCookie(reply, refresh.token);
    return { token, user: await presentUser({ ...user, lastLoginAt: new Date(), mustChangePassword }) };
  };

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
        summary:
          'Sign in with a username and password: an access token and a refresh token, or — when the user has two-step sign-in — a challenge for POST /auth/login/two-factor',
        body: loginBody,
        response: { 200: loginAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { username: typed, password } = request.body;
      const username = normalizeUsername(typed);
      // Counted first, before the password check is awaited; a failure keeps it counted.
      const attempt = await throttle.begin(username, request.ip);
      const user = await usersRepo.findByUsername(username);
      // Unknown users are checked against a dummy hash: same answer, similar time.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !ok || !user.isActive) {
        // On record with the name as it was typed, invisible characters escaped; never the password.
        await writeAudit(
          app.database.db,
          { userId: user?.id ?? null, username: escapeTyped(typed), ip: request.ip },
          { action: 'login-failed', resource: 'auth', resourceId: user?.id ?? null },
        );
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      await attempt.succeeded();
      // The only moment the server holds the password: one that no longer fits the rules is flagged.
      const mustChangePassword = passwordProblem(password, user.username) !== null;
      // With a second step, the password opens no session: a short-lived challenge waits for the code.
      if (user.twoFactorEnabledAt !== null) {
        const challenge = await app.tokens.signChallenge(user.id, CHALLENGE_TTL_SECONDS, mustChangePassword);
        return { twoFactorRequired: true as const, challenge, expiresIn: CHALLENGE_TTL_SECONDS };
      }
      return startSession(request, reply, user, mustChangePassword);
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "The second step of a sign-in: the password step's challenge and a 6-digit code of the authenticator app (or an unused recovery code); a session as POST /auth/login answers it",
        body: twoFactorLoginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const claims = await app.tokens.verifyChallenge(challenge);
      const user = claims ? await usersRepo.findById(claims.userId) : undefined;
      const live =
        claims &&
        user?.isActive &&
        user.twoFactorEnabledAt !== null &&
        // A challenge made before the user's sessions were ended (a new password, a reset) is dead.
        (user.tokensValidAfter === null || claims.issuedAtMs >= user.tokensValidAfter.getTime());
      if (!claims || !user || !live) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      // Counted before the code is checked; wrong codes wait like wrong passwords.
      const attempt = await throttle.beginCode(user.id, request.ip);
      const codes = twoFactorRepository(app.database.db);
      let accepted: 'app' | 'recovery' | null = null;
      if (/^\d{6}$/.test(code)) {
        const step = await checkTotp(user.twoFactorSecret!, code, user.twoFactorLastStep);
        if (step !== null && (await codes.takeStep(user.id, step))) accepted = 'app';
      } else if (await codes.useRecoveryCode(user.id, code)) accepted = 'recovery';
      if (!accepted) {
        await writeAudit(
          app.database.db,
          { userId: user.id, username: user.username, ip: request.ip },
          { action: 'two-factor-failed', resource: 'auth', resourceId: user.id },
        );
        throw unauthorized(TWO_FACTOR_MESSAGES.codeWrong);
      }
      await attempt.succeeded();
      return startSession(
        request,
        reply,
        user,
        claims.mustChangePassword,
        accepted === 'recovery' ? { recoveryCode: true } : undefined,
      );
    },
  );

  app.put(
    '/password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary:
          'Change your own password (the current one confirms it); every other session of yours ends, this one gets a new access token',
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      // Guessing the current password with a stolen token is throttled as sign-ins are.
      const attempt = await throttle.begin(me.username, request.ip);
      const row = await usersRepo.findById(me.id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        const details = [{ field: 'currentPassword', in: 'body', message: PASSWORD_MESSAGES.currentWrong }];
        throw forbidden(PASSWORD_MESSAGES.currentWrong, details);
      }
      await attempt.succeeded();
      if (newPassword === currentPassword)
        throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, [
          { field: 'newPassword', in: 'body', message: PASSWORD_MESSAGES.sameAsCurrent },
        ]);
      refuseWeakPassword(newPassword, row.username, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      const presented = request.cookies[REFRESH_COOKIE];
      const user = await request.audited(async (tx, audit) => {
        const family = presented ? await authRepository(tx).familyOf(presented, me.id) : null;
        const changed = await usersRepository(tx).changeOwnPassword(me.id, passwordHash, family);
        await audit.record({ action: 'password-change', resource: 'users', resourceId: me.id });
        return changed;
      });
      // Signed after the change, so this session goes on while every older token is refused.
      const token = await app.tokens.sign({ userId: me.id, roleId: me.roleId, username: me.username });
      const required = await twoFactorRequiredOfAdmins(app.database.db);
      const setUp = { roleId: user.roleId, twoFactorEnabledAt: user.twoFactorEnabled ? new Date() : null };
      return { token, user: { ...user, twoFactorSetupRequired: mustSetUpTwoFactor(required, setUp) } };
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
      return { token, user: await presentUser(row) };
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
      return presentUser(row);
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
      refuseWeakPassword(password, rest.username, 'password');
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

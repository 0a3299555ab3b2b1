import { ADMIN_ROLE_ID } from '@shop/core/permissions';
import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { readSetting } from '@shop/core/schemas/setting';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  disableTwoFactorBody,
  enableTwoFactorBody,
  recoveryCodesResponse,
  twoFactorSetup,
  twoFactorStatus,
} from '@shop/core/schemas/two-factor';
import { USER_MESSAGES } from '@shop/core/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { checkTotp, newRecoveryCode, newTotpSecret, totpUri } from '../../lib/totp.ts';
import { currentUser } from '../../plugins/access.ts';
import { loginThrottle } from '../auth/login-throttle.ts';
import { settingsRepository } from '../settings/repository.ts';
import { twoFactorRepository, twoFactorRequiredOfAdmins } from './repository.ts';

const errors = { ...accessErrors, 409: errorResponse, 429: errorResponse };
const DEFAULT_ISSUER = 'Watch Shop';

/**
 * The signed-in user's own second step, under /api/auth/two-factor (docs/api.md#two-step-sign-in):
 * its state, a secret to scan, turning it on with a code (ten recovery codes, shown once), and off
 * with the password or a code.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = twoFactorRepository(db);
  const throttle = loginThrottle(app.throttle, app.config.loginThrottle);

  app.get(
    '/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Your two-step sign-in: on or off, whether the shop requires it of you, recovery codes left',
        response: { 200: twoFactorStatus, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const state = await repo.state(me.id);
      const enabled = Boolean(state?.enabledAt);
      return {
        enabled,
        required: me.roleId === ADMIN_ROLE_ID && (await twoFactorRequiredOfAdmins(db)),
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(me.id) : 0,
      };
    },
  );

  app.post(
    '/setup',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary:
          'Start turning two-step sign-in on: a new secret and its otpauth:// address (the QR code); nothing is on until a code confirms it',
        response: { 200: twoFactorSetup, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const secret = newTotpSecret();
      if (!(await repo.startSetup(me.id, secret))) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const storeName = readSetting(await settingsRepository(db).map(), 'store.name').trim();
      return { secret, otpauthUrl: totpUri(storeName || DEFAULT_ISSUER, me.username, secret) };
    },
  );

  app.post(
    '/enable',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary:
          'Turn two-step sign-in on with a code of the app: answers the ten single-use recovery codes (shown once)',
        body: enableTwoFactorBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const attempt = await throttle.beginCode(me.id, request.ip);
      const state = await repo.state(me.id);
      if (state?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      if (!state?.secret) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
      const step = await checkTotp(state.secret, request.body.code, null);
      if (step === null)
        throw badRequest(TWO_FACTOR_MESSAGES.codeWrong, [
          { field: 'code', in: 'body', message: TWO_FACTOR_MESSAGES.codeWrong },
        ]);
      await attempt.succeeded();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await request.audited(async (tx, audit) => {
        if (!(await twoFactorRepository(tx).enable(me.id, step, codes))) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
        await audit.record({ action: 'two-factor-on', resource: 'users', resourceId: me.id });
      });
      return { recoveryCodes: codes };
    },
  );

  app.post(
    '/disable',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary:
          'Turn your two-step sign-in off, confirmed by your current password or a code (refused, 409, to an admin while the shop requires it)',
        body: disableTwoFactorBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { currentPassword, code } = request.body;
      const attempt = await throttle.beginCode(me.id, request.ip);
      const state = await repo.state(me.id);
      if (!state?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      let confirmed = false;
      if (currentPassword) confirmed = await verifyPassword(state.passwordHash, currentPassword);
      if (!confirmed && code?.trim()) {
        const typed = code.replace(/\s/g, '');
        const step = /^\d{6}$/.test(typed) ? await checkTotp(state.secret!, typed, state.lastStep) : null;
        confirmed = step !== null ? await repo.takeStep(me.id, step) : await repo.useRecoveryCode(me.id, typed);
      }
      if (!confirmed)
        throw forbidden(TWO_FACTOR_MESSAGES.currentWrong, [
          {
            field: currentPassword ? 'currentPassword' : 'code',
            in: 'body',
            message: TWO_FACTOR_MESSAGES.currentWrong,
          },
        ]);
      await attempt.succeeded();
      if (me.roleId === ADMIN_ROLE_ID && (await twoFactorRequiredOfAdmins(db)))
        throw conflict(TWO_FACTOR_MESSAGES.required);
      await request.audited(async (tx, audit) => {
        await twoFactorRepository(tx).disable(me.id);
        await audit.record({ action: 'two-factor-off', resource: 'users', resourceId: me.id });
      });
      return { success: true as const };
    },
  );
};

/** `DELETE /api/users/:id/two-factor`: an admin resets another user's second step (audited). */
export const twoFactorResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/two-factor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          "Reset another user's two-step sign-in (admins only): it is off, its secret and recovery codes deleted; they sign in with the password alone until they turn it on again",
        params: idParams,
        response: { 200: okResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id === me.id) throw badRequest(TWO_FACTOR_MESSAGES.notOwnReset);
      await request.audited(async (tx, audit) => {
        const repo = twoFactorRepository(tx);
        const state = await repo.state(id);
        if (!state) throw notFound(USER_MESSAGES.notFound);
        if (!(await repo.disable(id))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
        await audit.record({ action: 'two-factor-reset', resource: 'users', resourceId: id });
      });
      return { success: true as const };
    },
  );
};

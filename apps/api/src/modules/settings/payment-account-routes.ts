import { errorResponse } from '@shop/core/schemas/common';
import {
  SETTINGS,
  SETTING_MESSAGES,
  paymentAccountBody,
  paymentAccountSchema,
  readSetting,
  type PaymentAccount,
} from '@shop/core/schemas/setting';
import { bankByBin } from '@shop/core/vietqr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { forbidden } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { currentUser } from '../../plugins/access.ts';
import { loginThrottle } from '../auth/login-throttle.ts';
import { outbox } from '../messages/outbox.ts';
import { usersRepository } from '../users/repository.ts';
import { settingsRepository } from './repository.ts';

const FIELDS = {
  bankBin: 'payment.bankBin',
  accountNumber: 'payment.accountNumber',
  accountName: 'payment.accountName',
} as const;

/**
 * The bank account that receives the shoppers' transfers (docs/settings.md#the-bank-account):
 * `PUT /api/settings/payment-account`, only by a user of the admin role who confirms with their
 * current password. Wrong passwords count against the sign-in throttle of that account from that
 * address (a stolen session cannot be used to guess the password faster than the sign-in form).
 * The generic settings routes refuse these keys.
 */
const paymentAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = loginThrottle(app.throttle, app.config.loginThrottle);
  const users = usersRepository(app.database.db);

  app.put(
    '/payment-account',
    {
      // The admin role, checked before the body is even validated; no right given to another role reaches it.
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary:
          'Change the bank account that receives transfers (admin role only, confirmed with the current password: a wrong one is 403 and changes nothing, repeated ones are throttled like sign-in, 429). Spaces in the account number are removed; all three fields filled, or all three empty to stop offering bank transfer. Orders already placed keep their account.',
        body: paymentAccountBody,
        response: { 200: paymentAccountSchema, ...accessErrors, 429: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, ...account } = request.body;
      // Counted before the password is checked; only a right password gives the attempt back.
      const attempt = await throttle.begin(user.username, request.ip);
      const row = await users.findById(user.id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword)))
        throw forbidden(SETTING_MESSAGES.wrongPassword);
      await attempt.succeeded();

      return request.audited(async (tx, audit) => {
        const settings = settingsRepository(tx);
        const stored = await settings.map();
        const before: PaymentAccount = {
          bankBin: readSetting(stored, FIELDS.bankBin),
          accountNumber: readSetting(stored, FIELDS.accountNumber),
          accountName: readSetting(stored, FIELDS.accountName),
        };
        for (const field of Object.keys(FIELDS) as (keyof PaymentAccount)[]) {
          const key = FIELDS[field];
          await settings.save(key, account[field], SETTINGS[key].description);
        }
        await audit.updated('settings', 'payment-account', before, account, 'settings-change');
        // The shop's own address is told of any change, in the same transaction (a stolen session
        // that moves the shop's money elsewhere does not go unnoticed).
        if ((Object.keys(FIELDS) as (keyof PaymentAccount)[]).some((f) => before[f] !== account[f]))
          await outbox.enqueue(tx, {
            event: 'payment-account.changed',
            account: {
              bankName: account.bankBin
                ? (bankByBin(account.bankBin)?.shortName ?? account.bankBin)
                : 'không nhận chuyển khoản',
              accountNumber: account.accountNumber,
              accountName: account.accountName,
              changedBy: user.username,
              changedAt: new Date().toISOString(),
            },
          });
        return account;
      });
    },
  );
};

export default paymentAccountRoutes;

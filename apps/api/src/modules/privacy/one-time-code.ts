import { PRIVACY_MESSAGES, type PrivacyCodeSent } from '@shop/core/schemas/privacy';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { privacyCodes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { lookupThrottle } from '../../lib/throttle/lookup.ts';
import { outbox, PRIVACY_CODE_TTL_MS, routesFor } from '../messages/outbox.ts';
import { templatesOf } from '../messages/repository.ts';
import { ordersRepository } from '../orders/repository.ts';

/** Wrong tries a code takes before it is void. */
const PRIVACY_CODE_TRIES = 5;

const hashOf = (orderId: number, code: string) => createHash('sha256').update(`${orderId}:${code}`).digest();

const otpError = (message: string) => badRequest(message, { field: 'otp' });

/**
 * The one-time code of `/yeu-cau-du-lieu` (issue 27 §4; docs/selling-lawfully.md#4-personal-data).
 * It is asked for only when a messages channel configured on this server, among the `privacy-code`
 * template's channels, has an address on the order (email, or the phone for SMS and Zalo): without
 * one the shop has no second way to reach the person, so the order code stays the only proof.
 */
export function privacyOneTimeCodes(app: FastifyInstance) {
  const db = app.database.db;
  // Sending is throttled like the order lookup (its helper, its per-address budget), per order code,
  // and a send never gives its attempt back: a valid pair cannot flood the shopper with codes.
  const sendAttempt = lookupThrottle(app, 'privacy-code', PRIVACY_MESSAGES.otpTooMany);

  /** The order and the first configured channel that reaches its shopper, if any. */
  async function reachable(orderId: number) {
    const [order, [template]] = await Promise.all([
      ordersRepository(db).find(orderId),
      templatesOf(db, ['privacy-code']),
    ]);
    if (!order || !template) return null;
    const channels = app.messages.channels;
    const route = routesFor(template.channels, order).find(
      (r) => channels[r.channel].configured && channels[r.channel].carries('privacy-code'),
    );
    return route ? { order, route } : null;
  }

  return {
    /** Sends a new code for the order (the earlier ones stop counting), or says none is needed. */
    async send(ip: string, orderId: number, orderCode: string): Promise<PrivacyCodeSent> {
      const reach = await reachable(orderId);
      if (!reach) return { required: false, channel: null, expiresAt: null };
      await sendAttempt(ip, orderCode);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + PRIVACY_CODE_TTL_MS);
      await db.transaction(async (tx) => {
        await tx.insert(privacyCodes).values({ orderId, codeHash: hashOf(orderId, code).toString('hex'), expiresAt });
        await outbox.enqueue(tx, { event: 'privacy.code', order: reach.order, code });
      });
      return { required: true, channel: reach.route.channel, expiresAt: expiresAt.toISOString() };
    },

    /** 400 on `otp` unless no code is needed for this order or `otp` is its latest code, unexpired. */
    async check(orderId: number, otp: string | undefined): Promise<void> {
      if (!(await reachable(orderId))) return;
      if (!otp) throw otpError(PRIVACY_MESSAGES.otpRequired);
      const [latest] = await db
        .select()
        .from(privacyCodes)
        .where(eq(privacyCodes.orderId, orderId))
        .orderBy(desc(privacyCodes.id))
        .limit(1);
      if (!latest || latest.expiresAt <= new Date() || latest.wrongTries >= PRIVACY_CODE_TRIES)
        throw otpError(PRIVACY_MESSAGES.otpExpired);
      if (timingSafeEqual(hashOf(orderId, otp), Buffer.from(latest.codeHash, 'hex'))) return;
      await db
        .update(privacyCodes)
        .set({ wrongTries: sql`${privacyCodes.wrongTries} + 1` })
        .where(and(eq(privacyCodes.id, latest.id), lt(privacyCodes.wrongTries, PRIVACY_CODE_TRIES)));
      throw otpError(PRIVACY_MESSAGES.otpWrong);
    },
  };
}

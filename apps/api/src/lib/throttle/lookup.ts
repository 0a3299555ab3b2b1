import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import type { FastifyInstance } from 'fastify';
import { notFound, tooManyRequests } from '../errors.ts';
import { throttleAddress } from './address.ts';
import type { ThrottleClaim, ThrottleRule } from './store.ts';

/**
 * The throttle of the public routes that find a shopper's order by its code and phone (the returns on
 * the tracking page, the data requests of `/yeu-cau-du-lieu`), on the order lookup's counters and
 * rules (`loginThrottle`): per (client address, code) with a growing wait, and per address across
 * codes; a found order gives its attempt back. `guard(ip, code, find)` answers what `find` found, 404
 * (one answer for any wrong pair) or 429 with the wait.
 */
export function lookupThrottle(app: FastifyInstance) {
  const config = app.config.loginThrottle;
  const codeRule: ThrottleRule = {
    limit: config.free,
    windowMs: config.windowMs,
    backoff: { baseMs: config.baseDelayMs, maxMs: config.maxDelayMs },
  };
  const addressRule: ThrottleRule = { limit: config.perAddress, windowMs: config.windowMs };
  return async function guard<T>(ip: string, code: string, find: () => Promise<T | undefined>): Promise<T> {
    const addr = throttleAddress(ip);
    const perCode: ThrottleClaim = { key: `lookup:code:${addr}|${code}`, rule: codeRule };
    const perAddr: ThrottleClaim = { key: `lookup:address:${addr}`, rule: addressRule };
    const reservation = await app.throttle.reserve([perCode, perAddr]);
    if (!reservation.allowed) {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000);
      throw tooManyRequests(ORDER_MESSAGES.lookupTooMany(seconds), seconds);
    }
    const found = await find();
    if (found === undefined) throw notFound(ORDER_MESSAGES.lookupNotFound);
    await Promise.all([app.throttle.clear(perCode.key), app.throttle.release(perAddr)]);
    return found;
  };
}

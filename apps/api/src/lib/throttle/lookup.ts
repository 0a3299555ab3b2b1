import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import type { FastifyInstance } from 'fastify';
import { notFound, tooManyRequests } from '../errors.ts';
import { throttleAddress } from './address.ts';
import type { ThrottleClaim, ThrottleRule } from './store.ts';

/**
 * The throttle of the public look-ups (an order by code and phone, a warranty by serial and phone),
 * like sign-in: per (client address, what is looked up) with a growing wait, and per client address
 * across every look-up; a found answer gives its attempts back. `tooMany(seconds)` is the 429's message.
 */
export function lookupThrottle(app: FastifyInstance, kind: string, tooMany: (seconds: number) => string) {
  const c = app.config.loginThrottle;
  const perKeyRule: ThrottleRule = {
    limit: c.free,
    windowMs: c.windowMs,
    backoff: { baseMs: c.baseDelayMs, maxMs: c.maxDelayMs },
  };
  const perAddressRule: ThrottleRule = { limit: c.perAddress, windowMs: c.windowMs };

  /** Counts an attempt (429 when over a limit); the answer's `found()` gives the attempts back. */
  return async (ip: string, key: string): Promise<{ found: () => Promise<void> }> => {
    const addr = throttleAddress(ip);
    const perKey: ThrottleClaim = { key: `${kind}:code:${addr}|${key}`, rule: perKeyRule };
    // One budget per address for every look-up: guessing orders and warranties share it.
    const perAddr: ThrottleClaim = { key: `lookup:address:${addr}`, rule: perAddressRule };
    const reservation = await app.throttle.reserve([perKey, perAddr]);
    if (!reservation.allowed) {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000);
      throw tooManyRequests(tooMany(seconds), seconds);
    }
    return {
      found: async () => {
        await Promise.all([app.throttle.clear(perKey.key), app.throttle.release(perAddr)]);
      },
    };
  };
}

/** The answers of a throttled look-up (as its messages in core name them): the 429's, the one 404's. */
interface LookupMessages {
  lookupTooMany: (seconds: number) => string;
  lookupNotFound: string;
}

/**
 * A throttle around finding what a key and a phone open (`lookupThrottle` of `kind`): `guard(ip, key,
 * find)` answers what `find` found, the one 404 of `messages` for any wrong pair, or 429 with the wait.
 */
export function lookupGuard(app: FastifyInstance, kind: string, messages: LookupMessages) {
  const attempt = lookupThrottle(app, kind, messages.lookupTooMany);
  return async function guard<T>(ip: string, key: string, find: () => Promise<T | null | undefined>): Promise<T> {
    const counted = await attempt(ip, key);
    const found = await find();
    if (found === undefined || found === null) throw notFound(messages.lookupNotFound);
    await counted.found();
    return found;
  };
}

/**
 * The order lookup's guard (on its counters): finding an order by its code and phone (the tracking
 * page, the returns there, the personal-data requests of `/yeu-cau-du-lieu`).
 */
export function orderLookupGuard(app: FastifyInstance) {
  return lookupGuard(app, 'lookup', ORDER_MESSAGES);
}

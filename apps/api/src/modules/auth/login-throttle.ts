import { tooManyAttemptsMessage } from '@shop/core/constants';
import { foldUsername } from '@shop/core/text';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { throttleAddress } from '../../lib/throttle/address.ts';
import type { ThrottleClaim, ThrottleRule, ThrottleStore } from '../../lib/throttle/store.ts';

export interface LoginAttempt {
  /** The password was right: the account's failures from this address are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling (docs in SECURITY.md). Every attempt is counted as a failure the moment it
 * starts, per (account, client address) and per client address, and given back only when it
 * succeeds; so a burst of simultaneous attempts cannot all be checked before the first one is
 * counted. The account is the folded username, the form the user lookup compares, so every
 * spelling that reaches an account shares its budget. Nothing is counted per account alone: an
 * attacker's failures never refuse the right password from another address.
 */
export function loginThrottle(store: ThrottleStore, config: Config['loginThrottle']) {
  const accountRule: ThrottleRule = {
    limit: config.free,
    windowMs: config.windowMs,
    backoff: { baseMs: config.baseDelayMs, maxMs: config.maxDelayMs },
  };
  const addressRule: ThrottleRule = { limit: config.perAddress, windowMs: config.windowMs };

  /** Counts one try against the account's budget (`accountKey`) and the address's; a 429 with the real wait when spent. */
  async function attempt(accountKey: string, ip: string): Promise<LoginAttempt> {
    const account: ThrottleClaim = { key: accountKey, rule: accountRule };
    const perAddress: ThrottleClaim = { key: `login:address:${throttleAddress(ip)}`, rule: addressRule };
    const reservation = await store.reserve([account, perAddress]);
    if (!reservation.allowed) {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000);
      throw tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
    }
    return {
      async succeeded() {
        await Promise.all([store.clear(account.key), store.release(perAddress)]);
      },
    };
  }

  return {
    /** Counts the attempt (call it before anything else is awaited); a 429 with the real wait when throttled. */
    async begin(username: string, ip: string): Promise<LoginAttempt> {
      return attempt(`login:account:${throttleAddress(ip)}|${foldUsername(username)}`, ip);
    },

    /**
     * A second-step code (or a confirmation by code or password of a signed-in user), counted like a
     * password: per account, whatever the address (only someone who has the password, or the
     * session, can try one, so the account's own budget cannot be spent by strangers), and per
     * address with the sign-ins. A right password does not give the codes' budget back.
     */
    async beginCode(userId: number, ip: string): Promise<LoginAttempt> {
      return attempt(`two-factor:account:${userId}`, ip);
    },
  };
}

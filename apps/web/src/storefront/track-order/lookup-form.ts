// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { ORDER_MESSAGES, orderLookupQuery } from '@shop/core/schemas/order';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../api/client';
import { formResolver } from '../../lib/form-resolver';

/** The look-up form (order code and phone number), checked by the route's own query schema. */
export interface LookupFormInput {
  code: string;
  phone: string;
}
export type LookupFormValues = z.output<typeof orderLookupQuery>;
export const lookupResolver = formResolver<LookupFormInput, LookupFormValues>(orderLookupQuery);

/** Only the phone number, when the code is already known (the confirmation page). */
export const phoneResolver = formResolver<{ phone: string }, { phone: string }>(orderLookupQuery.pick({ phone: true }));

const LOOKUP_FAILED_MESSAGE = 'Không thể tra cứu lúc này. Vui lòng thử lại sau.';

/**
 * What to tell the shopper when a look-up failed: the server's one message for a wrong code / phone
 * combination, the wait after too many tries, or that the server could not be reached.
 */
export function lookupFailure(error: unknown, secondsLeft: number): string {
  if (isApiError(error) && error.status === 429) {
    return secondsLeft > 0 ? ORDER_MESSAGES.lookupTooMany(secondsLeft) : errorMessage(error, LOOKUP_FAILED_MESSAGE);
  }
  return errorMessage(error, LOOKUP_FAILED_MESSAGE);
}

/** Seconds to wait from a 429 answer (Retry-After), else undefined. */
export function retryAfterOf(error: unknown): number | undefined {
  return isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
}

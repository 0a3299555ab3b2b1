// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { ORDER_MESSAGES, orderLookupQuery } from '@shop/core/schemas/order';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../api/client';
import { formResolver } from '../../lib/form-resolver';
import { useCountdown } from '../../lib/use-countdown';

/** The look-up form (order code and phone number), checked by the route's own query schema. */
export interface LookupFormInput {
  code: string;
  phone: string;
}
export type LookupFormValues = z.output<typeof orderLookupQuery>;
const lookupResolver = formResolver<LookupFormInput, LookupFormValues>(orderLookupQuery);

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

/**
 * The form of a look-up by an order's code and the phone (Tra cứu đơn hàng, Yêu cầu dữ liệu cá nhân):
 * `handleSubmit` with the checked values, `fields` to spread on KeyPhoneForm (the two fields, and
 * disabled while waiting after too many tries), `onThrottled` to start that wait from a failed
 * request, and `failure` to tell a failed look-up.
 */
export function useOrderLookupForm(initialCode = '') {
  const wait = useCountdown();
  const { register, handleSubmit, formState } = useForm<LookupFormInput, unknown, LookupFormValues>({
    resolver: lookupResolver,
    defaultValues: { code: initialCode, phone: '' },
  });
  const waiting = wait.secondsLeft > 0;
  return {
    handleSubmit,
    waiting,
    fields: {
      keyLabel: 'Mã đơn hàng',
      maxLength: 40,
      keyField: { field: register('code'), error: formState.errors.code?.message },
      phone: { field: register('phone'), error: formState.errors.phone?.message },
      disabled: waiting,
    },
    onThrottled: (error: unknown) => {
      const seconds = retryAfterOf(error);
      if (seconds) wait.start(seconds);
    },
    failure: (error: unknown) => lookupFailure(error, wait.secondsLeft),
  };
}

// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { phoneInput } from '@shop/core/schemas/order';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { usePublicLookup } from '../../api/lookup';
import { formResolver } from '../../lib/form-resolver';
import { useCountdown } from '../../lib/use-countdown';
import { KeyPhoneForm } from '../components/key-phone-form';
import { lookupFailure, retryAfterOf } from '../track-order/lookup-form';

/** The form's inputs: what identifies the thing looked up (a serial, a ticket's code) and the phone. */
export interface KeyPhoneInput {
  key: string;
  phone: string;
}

/** The resolver of a key + phone form, the key checked by the route's own schema for it. */
export function keyPhoneResolver(key: z.ZodType<string, string>): Resolver<KeyPhoneInput, unknown, KeyPhoneInput> {
  return formResolver<KeyPhoneInput, KeyPhoneInput>(z.object({ key, phone: phoneInput }));
}

export interface KeyPhoneLookupProps<T> {
  /** The key's label ("Số serial", "Mã phiếu tiếp nhận"). */
  label: string;
  placeholder?: string;
  initialKey: string;
  resolver: Resolver<KeyPhoneInput, unknown, KeyPhoneInput>;
  lookup: (key: string, phone: string) => Promise<T>;
  /** What is shown once found. */
  children: (found: T) => ReactNode;
}

/**
 * The public look-ups of /bao-hanh (a warranty by serial, a service ticket by code, each with the
 * customer's phone): one form, the server's one message for any wrong pair, and the wait after too
 * many tries (the order lookup's words).
 */
export function KeyPhoneLookup<T>({
  label,
  placeholder,
  initialKey,
  resolver,
  lookup,
  children,
}: KeyPhoneLookupProps<T>) {
  const wait = useCountdown();
  const [found, setFound] = useState<T | null>(null);
  const { register, handleSubmit, formState } = useForm<KeyPhoneInput, unknown, KeyPhoneInput>({
    resolver,
    defaultValues: { key: initialKey, phone: '' },
  });
  const find = usePublicLookup(lookup, {
    onError: (error) => {
      const seconds = retryAfterOf(error);
      if (seconds) wait.start(seconds);
    },
  });
  const submit = handleSubmit((values) => {
    if (wait.secondsLeft > 0 || find.isPending) return;
    setFound(null);
    find.mutate(values, { onSuccess: setFound });
  });
  const failure = find.isError && lookupFailure(find.error, wait.secondsLeft);

  return (
    <>
      <KeyPhoneForm
        onSubmit={submit}
        keyLabel={label}
        placeholder={placeholder}
        maxLength={100}
        keyField={{ field: register('key'), error: formState.errors.key?.message }}
        phone={{ field: register('phone'), error: formState.errors.phone?.message }}
        loading={find.isPending}
        disabled={wait.secondsLeft > 0}
        failure={failure}
      >
        <Search className="size-4" aria-hidden="true" />
        Tra cứu
      </KeyPhoneForm>
      {found !== null && children(found)}
    </>
  );
}

// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import './zod-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one resolver of every form (storefront, sign-in, back office): zodResolver for a core
 * contract, typed by what the form's inputs hold (`TValues`: strings, a select that starts empty) and
 * what the schema makes of them (`TOutput`), where these differ from the schema's own input.
 * zodResolver reports a failed union (the core's number fields: price, discount, ids given as number
 * or digits) with the generic message of one branch ("Invalid input: expected number…"); this puts
 * back the message the core schema gives the union itself ("Giá là bắt buộc").
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code !== 'invalid_union') continue;
        const error = get<typeof result.errors, FieldError | undefined>(result.errors, issue.path.join('.'));
        if (error) error.message = issue.message;
      }
    }
    return result;
  };
}

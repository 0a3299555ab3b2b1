// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import '../../lib/zod-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a core contract, typed by the form's own values. zodResolver reports a failed
 * union (the core's number fields: price, discount, ids given as number or digits) with the generic
 * message of one branch ("Invalid input: expected number…"); this puts back the message the core
 * schema gives the union itself ("Giá là bắt buộc").
 */
export function coreResolver<TValues extends FieldValues, TOutput>(
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

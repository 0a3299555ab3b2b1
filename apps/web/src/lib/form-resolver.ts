// First: sets zod's jitless mode before any schema is built (CSP without unsafe-eval).
import './zod-browser';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver typed by what the form's inputs hold (`TValues`: strings, a select that starts empty)
 * and what the schema makes of them (`TOutput`), where these differ from the schema's own input.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}

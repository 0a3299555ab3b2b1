import { z } from 'zod';
import { isHttpUrl, isUploadPath } from '../url.ts';

export { isHttpUrl, isUploadPath } from '../url.ts';

/** `{ error: { statusCode, code, message, details? } }`: the one error shape of the API. */
export const errorResponse = z.object({
  error: z.object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A row id: a positive int4, as a JSON number or a string of digits (no `0x10`, `1e3` or spaces). */
export const id = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/, 'Id không hợp lệ')
        .transform(Number),
    ],
    { error: 'Id không hợp lệ' },
  )
  .pipe(z.number().int('Id không hợp lệ').positive('Id không hợp lệ').max(2_147_483_647, 'Id không hợp lệ'));
export const idParams = z.object({ id });
export type IdParams = z.infer<typeof idParams>;

/** A query boolean: `true`/`false`/`1`/`0`. */
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Comma list of positive ids, e.g. `brandIds=1,2,3`. */
export const idList = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'Danh sách id không hợp lệ' });
      return z.NEVER;
    }
    return ids;
  });

export const limitQuery = (def: number, max = 100) => z.coerce.number().int().min(1).max(max).default(def);
export const skipQuery = z.coerce.number().int().min(0).max(10_000_000).default(0);

export const okResponse = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;

/** An optional text field: trimmed, empty → null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A URL (http/https) or, when `allowUploads`, a path under `/uploads/`. Empty → null. */
export const urlOrUpload = (message: string, allowUploads = true) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isHttpUrl(v) || (allowUploads && isUploadPath(v)), { message });

/** ISO 8601 timestamps on the wire (response schemas carry no transforms: they are encoded). */
export const timestamp = z.string();

export const INT4_MAX = 2_147_483_647;

/**
 * A number from JSON or a form field: a finite number or its decimal digits as a string.
 * Other types (booleans, arrays, objects, blank strings) are refused, never coerced.
 */
export const numberInput = (message: string, requiredMessage = message) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, message)
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input === undefined ? requiredMessage : message),
      },
    )
    .pipe(z.number({ error: message }));

/** A required reference to another row: a positive int4 id (number or digits). */
export const refId = (message: string) =>
  numberInput(message).pipe(z.number().int(message).positive(message).max(INT4_MAX, message));

/** An optional reference: null, missing, '' and 0 (a form's "none") mean no reference. */
export const optionalRefId = (message: string) =>
  z
    .union([z.null(), z.literal(''), refId(message).or(z.literal(0)).or(z.literal('0'))], { error: message })
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

/** PostgreSQL text cannot hold NUL characters: refused as input instead of failing in the database. */
export const INVALID_TEXT_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';
function hasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(hasNul);
  if (v && typeof v === 'object') return Object.values(v).some(hasNul);
  return false;
}
/** Object-level check of a request body: no string anywhere in it holds a NUL character. */
export const noNul = [(v: unknown) => !hasNul(v), { message: INVALID_TEXT_MESSAGE }] as const;

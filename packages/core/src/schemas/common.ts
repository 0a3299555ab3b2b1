import { z } from 'zod';
import { isHttpUrl, isUploadPath } from '../url.ts';

export { isUploadPath } from '../url.ts';

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

const INT4_MAX = 2_147_483_647;

/**
 * Input is taken strictly, never coerced: a JSON body field accepts only the JSON type its schema
 * names (no `true`, `[1]` or `"1"` where an integer belongs), and an integer in a query string or a
 * path is written in canonical decimal digits only (no `1e0`, `01`, `1.0`, `+1` or spaces).
 * `apps/api/src/security/strict-input.test.ts` walks every route of the API document to hold this.
 */
const CANONICAL_INT = /^(0|[1-9]\d*)$/;

interface IntRange {
  min?: number;
  max?: number;
}

/** A JSON number (finite; strings, booleans, arrays and null refused). `requiredMessage` when missing. */
export const jsonNumber = (message: string, requiredMessage = message) =>
  z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : message) });

/** A JSON number that is a whole number within [min, max] (default: any int4). */
export const jsonInt = (
  message: string,
  { min = -INT4_MAX - 1, max = INT4_MAX }: IntRange = {},
  requiredMessage = message,
) => jsonNumber(message, requiredMessage).int(message).min(min, message).max(max, message);

/** A JSON boolean: `true` or `false` only (no `"true"`, `1` or `[true]`). */
export const jsonBool = (message = 'Giá trị phải là true hoặc false') => z.boolean({ error: message });

/** An integer of a query string or path: canonical decimal digits within [min, max] (default: 0..int4), as a number. */
export const queryInt = (message: string, { min = 0, max = INT4_MAX }: IntRange = {}) =>
  z
    .string({ error: message })
    .regex(CANONICAL_INT, message)
    .transform(Number)
    .pipe(z.number({ error: message }).min(min, message).max(max, message));

/** A row id in a path or query string: a positive int4 in canonical digits (`/products/01` is refused). */
export const id = queryInt('Id không hợp lệ', { min: 1 });
export const idParams = z.object({ id });

/** A row id in a JSON body: a positive int4 JSON number. */
export const jsonId = jsonInt('Id không hợp lệ', { min: 1 });

/** A query boolean: exactly `true`/`false`/`1`/`0`. */
export const queryBool = z
  .enum(['true', 'false', '1', '0'], { error: 'Giá trị phải là true, false, 1 hoặc 0' })
  .transform((v) => v === 'true' || v === '1');

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
    if (parts.some((p) => !CANONICAL_INT.test(p)) || ids.some((n) => n <= 0 || n > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: 'Danh sách id không hợp lệ' });
      return z.NEVER;
    }
    return ids;
  });

const LIMIT_MESSAGE = 'Số mục mỗi trang không hợp lệ';
const SKIP_MESSAGE = 'Vị trí bắt đầu không hợp lệ';
/** `limit` of a list: 1..max, `def` when absent. */
export const limitQuery = (def: number, max = 100) => queryInt(LIMIT_MESSAGE, { min: 1, max }).default(def);
/** `skip` of a list: 0..10 000 000, 0 when absent. */
export const skipQuery = queryInt(SKIP_MESSAGE, { min: 0, max: 10_000_000 }).default(0);

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

/** A required reference to another row: a positive int4 JSON number. */
export const refId = (message: string) => jsonInt(message, { min: 1 });

/** An optional reference: null, missing and 0 (a form's "none") mean no reference. */
export const optionalRefId = (message: string) =>
  jsonInt(message, { min: 0 })
    .nullish()
    .transform((v) => (v ? v : null));

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
/** The same check on one string field: `z.string().check(noNulText)`. */
export const noNulText = z.refine<string>((v) => !hasNul(v), { message: INVALID_TEXT_MESSAGE });

/**
 * A flow of statuses: from each status, the ones it may move to; any other move is refused (409).
 * `next(from)` lists them, `canMove(from, to)` asks for one.
 */
export function statusFlow<S extends string>(moves: Record<S, readonly S[]>) {
  return {
    next: (from: S): readonly S[] => moves[from],
    canMove: (from: S, to: S): boolean => moves[from].includes(to),
  };
}

export const SKU_MESSAGES = {
  invalid: 'Mã SKU chỉ gồm chữ không dấu, số và các ký tự - _ . / (tối đa 64 ký tự)',
  taken: 'Mã SKU đã tồn tại',
} as const;

/**
 * A model or variant code: trimmed, letters without diacritics, digits and - _ . / (at most 64).
 * Empty or null clears it; left out (undefined), the stored code is kept.
 */
export const skuInput = z
  .string({ error: SKU_MESSAGES.invalid })
  .trim()
  .max(64, SKU_MESSAGES.invalid)
  .regex(/^[A-Za-z0-9._/-]*$/, SKU_MESSAGES.invalid)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

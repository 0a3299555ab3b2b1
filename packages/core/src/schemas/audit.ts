import { z } from 'zod';
import { RESOURCES } from '../permissions.ts';
import { id, limitQuery, skipQuery, timestamp } from './common.ts';

/** What an audit entry records. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'login'
  | 'login-failed'
  | 'logout'
  | 'password-reset'
  | 'password-change'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'two-factor-reset'
  | 'two-factor-failed'
  | 'rights-change'
  | 'settings-change'
  | 'import'
  | 'export'
  | 'erase';

/**
 * What an entry is about: a back-office resource, `sub-brands`, or `auth` for signing in and out.
 * A product's variants are recorded on their product (`variants.<id>.<field>`); a role's rights on
 * their role (`<resource>.<flag>`).
 */
export const AUDIT_RESOURCES = [...RESOURCES, 'sub-brands', 'auth'] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** Stands for a secret's value (password, token): an entry says it changed, never what it is. */
export const AUDIT_REDACTED = '***';

/** `{ field: [before, after] }`: null before a creation and after a deletion. */
const auditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: timestamp,
  userId: z.number().int().nullable(),
  username: z.string(),
  ip: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  changes: auditChangesSchema.nullable(),
  /** The entry this one is part of: the import's entry, for each product that import changed. */
  parentId: z.number().int().nullable(),
  /**
   * What the record is called, as it is now (or as the entry last knew it, once deleted): a product's
   * or a brand's name, an order's code (DH…), a user's name, a settings key. Null when it has none.
   */
  label: z.string().nullable(),
  /** `changes` in words: each field's Vietnamese name and its values before and after as text. */
  details: z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_MESSAGES = {
  resource: 'Loại dữ liệu không hợp lệ',
  resourceId: 'Mã bản ghi không hợp lệ',
  from: 'Thời điểm bắt đầu không hợp lệ',
  to: 'Thời điểm kết thúc không hợp lệ',
  range: 'Thời điểm bắt đầu phải trước thời điểm kết thúc',
  kind: 'Loại mục không hợp lệ (changes hoặc sign-ins)',
  unknown: 'Tham số không hợp lệ',
} as const;

/** `kind`: `changes` (everything but signing in and out) or `sign-ins` (only those); absent, both. */
const AUDIT_KINDS = ['changes', 'sign-ins'] as const;

/** An instant: ISO 8601 date and time with `Z` or an offset (`2026-11-25T00:00:00+07:00`). */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/**
 * `GET /api/audit`: newest first; `resource` and `record` (one record's history: its resourceId, a
 * number or a settings key), `userId` (who), `kind` (changes or sign-ins),
 * `from` and `to` (inclusive instants). Unknown parameters are refused.
 */
export const auditListQuery = z
  .strictObject(
    {
      limit: limitQuery(50),
      skip: skipQuery,
      resource: z.enum(AUDIT_RESOURCES, { error: AUDIT_MESSAGES.resource }).optional(),
      record: z
        .string({ error: AUDIT_MESSAGES.resourceId })
        .regex(/^[A-Za-z0-9._-]{1,100}$/, AUDIT_MESSAGES.resourceId)
        .optional(),
      userId: id.optional(),
      kind: z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.kind }).optional(),
      from: instant(AUDIT_MESSAGES.from).optional(),
      to: instant(AUDIT_MESSAGES.to).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? AUDIT_MESSAGES.unknown : undefined) },
  )
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: AUDIT_MESSAGES.range,
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditListResponse = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });
export type AuditList = z.infer<typeof auditListResponse>;

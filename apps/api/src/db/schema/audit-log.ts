import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { happenedAt } from './columns.ts';

/**
 * Who changed what, written in the same transaction as the change (`db/audit.ts`). No foreign key to
 * users: an entry outlives the account that made it, and keeps the username it had then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: happenedAt(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    /** `{ field: [before, after] }`; secrets only as a marker that they changed. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    /** The entry this one is part of: each product an import changed points at the import's entry. */
    parentId: bigint('parent_id', { mode: 'number' }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_resource_idx').on(t.resource, t.resourceId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_parent_idx').on(t.parentId),
  ],
);

import type { AuditEntry } from '@shop/core/schemas/audit';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditFilter {
  limit: number;
  skip: number;
  resource?: string;
  record?: string;
  userId?: number;
  from?: string;
  to?: string;
}

/** Reading the audit log; entries are written by `db/audit.ts` with each change. */
export function auditRepository(db: Db) {
  return {
    /** Newest first, in two statements whatever the page size. */
    async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.resource) conditions.push(eq(auditLog.resource, filter.resource));
      if (filter.record) conditions.push(eq(auditLog.resourceId, filter.record));
      if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
      if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
      if (filter.to) conditions.push(lte(auditLog.at, new Date(filter.to)));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(filter.limit)
          .offset(filter.skip),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        entries: rows.map((r) => ({ ...r, at: r.at.toISOString(), changes: r.changes ?? null })),
        total: total?.n ?? 0,
      };
    },
  };
}

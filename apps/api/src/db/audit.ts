import { AUDIT_REDACTED, type AuditAction, type AuditChanges, type AuditResource } from '@shop/core/schemas/audit';
import { lt } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { auditLog } from './schema/index.ts';

/** Who made a change, and from where (the client address as `request.ip` sees it, TRUST_PROXY applied). */
export interface AuditActor {
  userId: number | null;
  username: string;
  ip: string;
}

export interface AuditRecord {
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | number | null;
  changes?: AuditChanges | null;
  /** The id of the entry this one is part of (an import's entry, for each product it changed). */
  parentId?: number;
}

/** Fields that are not a change of their own: ids, timestamps the server sets, derived columns. */
const NOT_A_CHANGE = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'created_at',
  'updated_at',
  'lastLoginAt',
  'tokensValidAfter',
  'twoFactorLastStep',
  'searchText',
  'searchNameLength',
  'nameSort',
  'lowestPrice',
  'highestPrice',
  'productCount',
  'subBrandCount',
  'variantCount',
  'userCount',
]);
/** Fields whose values are never written down: a change of one is recorded as a change, without values. */
const SECRET = /password|token|secret/i;

/** A value as JSON keeps it: dates as ISO strings, bigints as numbers (or digits past 2^53). */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/**
 * `{ field: [before, after] }` of the fields that differ between two states of a record (`null`
 * before a creation, after a deletion). Server-set fields are left out; a secret (password hash,
 * token) that changed appears as `password: ["***", "***"]`, never with its value.
 */
export function auditDiff(before: object | null | undefined, after: object | null | undefined): AuditChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (NOT_A_CHANGE.has(key)) continue;
    const was = before ? plain(b[key]) : null;
    const now = after ? plain(a[key]) : null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (SECRET.test(key)) {
      changes[/password/i.test(key) ? 'password' : key] = [
        was === null ? null : AUDIT_REDACTED,
        now === null ? null : AUDIT_REDACTED,
      ];
    } else {
      changes[key] = [was, now];
    }
  }
  return changes;
}

const rowOf = (actor: AuditActor, record: AuditRecord) => ({
  userId: actor.userId,
  username: actor.username.slice(0, 200),
  ip: actor.ip,
  action: record.action,
  resource: record.resource,
  resourceId: record.resourceId === undefined || record.resourceId === null ? null : String(record.resourceId),
  changes: record.changes && Object.keys(record.changes).length > 0 ? record.changes : null,
  parentId: record.parentId ?? null,
});

/**
 * Writes one entry with the caller's transaction (or connection): it commits or rolls back with the
 * change. Answers the entry's id (for entries that are part of it).
 */
export async function writeAudit(tx: Tx | Db, actor: AuditActor, record: AuditRecord): Promise<number> {
  const [row] = await tx.insert(auditLog).values(rowOf(actor, record)).returning({ id: auditLog.id });
  return row!.id;
}

/** Entries written per statement when many are recorded at once (an import of 20,000 products). */
const MANY_CHUNK = 1000;

/** What a route's work gets to record its changes with, bound to its transaction and its user. */
export interface Auditor {
  /** Answers the entry's id. */
  record(record: AuditRecord): Promise<number>;
  /** Many entries at once (in statements of a thousand). */
  recordMany(records: AuditRecord[]): Promise<void>;
  created(resource: AuditResource, id: string | number, after: object): Promise<void>;
  /** Nothing is written when no field changed. */
  updated(
    resource: AuditResource,
    id: string | number,
    before: object,
    after: object,
    action?: AuditAction,
  ): Promise<void>;
  deleted(resource: AuditResource, id: string | number, before: object): Promise<void>;
}

function auditor(tx: Tx | Db, actor: AuditActor): Auditor {
  const record = (r: AuditRecord) => writeAudit(tx, actor, r);
  return {
    record,
    async recordMany(records) {
      for (let i = 0; i < records.length; i += MANY_CHUNK)
        await tx.insert(auditLog).values(records.slice(i, i + MANY_CHUNK).map((r) => rowOf(actor, r)));
    },
    created: async (resource, id, after) =>
      void (await record({ action: 'create', resource, resourceId: id, changes: auditDiff(null, after) })),
    async updated(resource, id, before, after, action = 'update') {
      const changes = auditDiff(before, after);
      if (Object.keys(changes).length > 0) await record({ action, resource, resourceId: id, changes });
    },
    deleted: async (resource, id, before) =>
      void (await record({ action: 'delete', resource, resourceId: id, changes: auditDiff(before, null) })),
  };
}

/**
 * Runs `work` in one transaction with an auditor bound to it: the change and its entries commit
 * together, and a change that fails (an error thrown, a refusal) leaves no entry.
 * Repositories are built on the transaction (`brandsRepository(tx)`); their own transactions become
 * savepoints inside it.
 */
export async function audited<T>(db: Db, actor: AuditActor, work: (tx: Db, audit: Auditor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Db, auditor(tx, actor)));
}

/** Removes the entries older than `days` days; returns how many. */
export async function removeExpiredAudit(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return rows.length;
}

import { roleLabel } from '@shop/core/permissions';
import { AUDIT_SIGN_IN_ACTIONS, auditDetails, auditRecordLabel, type AuditNames } from '@shop/core/audit-text';
import type { AuditChanges, AuditEntry } from '@shop/core/schemas/audit';
import { and, count, desc, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  brands,
  categories,
  images,
  orders,
  productVariants,
  products,
  roles,
  sizes,
  subBrands,
  users,
} from '../../db/schema/index.ts';

export interface AuditFilter {
  limit: number;
  skip: number;
  resource?: string;
  record?: string;
  userId?: number;
  kind?: 'changes' | 'sign-ins';
  from?: string;
  to?: string;
}

type Row = typeof auditLog.$inferSelect;

/** The kind of record a field's value points at (`brandId: 3` is the brand 3). */
const REFERENCE_FIELDS: Record<string, string> = {
  brandId: 'brands',
  subBrandId: 'sub-brands',
  categoryId: 'categories',
  sizeId: 'sizes',
  roleId: 'roles',
};
const VARIANT_FIELD = /^variants\.(\d+)\.(\w+)$/;
const DIGITS = /^\d{1,9}$/;

/** The record an entry is about, as the kind of record whose names are looked up. */
function recordKind(row: Row): string | undefined {
  if (row.resource === 'auth') return 'users';
  return row.resource;
}

/** Ids of each kind of record the entries name: their own records, the ids in their values, their variants. */
function wanted(rows: Row[]): Map<string, Set<number>> {
  const ids = new Map<string, Set<number>>();
  const want = (kind: string, id: unknown) => {
    const s = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : '';
    if (!DIGITS.test(s)) return;
    let set = ids.get(kind);
    if (!set) ids.set(kind, (set = new Set()));
    set.add(Number(s));
  };
  for (const row of rows) {
    const kind = recordKind(row);
    if (kind) want(kind, row.resourceId);
    for (const [field, values] of Object.entries(row.changes ?? {})) {
      const variant = VARIANT_FIELD.exec(field);
      if (variant) {
        want('variants', variant[1]);
        if (variant[2] === 'sizeId') for (const v of values) want('sizes', v);
      }
      const ref = REFERENCE_FIELDS[field];
      if (ref) for (const v of values) want(ref, v);
    }
  }
  return ids;
}

/** The names of the records the entries point at, as they are now: one query a kind of record. */
async function namesOf(db: Db, rows: Row[]): Promise<AuditNames> {
  const ids = wanted(rows);
  const names: AuditNames = {};
  const lookups: Record<string, (list: number[]) => Promise<{ id: number; name: string }[]>> = {
    products: (list) =>
      db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, list)),
    orders: (list) => db.select({ id: orders.id, name: orders.code }).from(orders).where(inArray(orders.id, list)),
    brands: (list) => db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, list)),
    'sub-brands': (list) =>
      db.select({ id: subBrands.id, name: subBrands.name }).from(subBrands).where(inArray(subBrands.id, list)),
    categories: (list) =>
      db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, list)),
    sizes: (list) => db.select({ id: sizes.id, name: sizes.name }).from(sizes).where(inArray(sizes.id, list)),
    roles: async (list) =>
      (await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, list))).map((r) => ({
        id: r.id,
        name: roleLabel(r.name),
      })),
    images: (list) =>
      db.select({ id: images.id, name: images.originalName }).from(images).where(inArray(images.id, list)),
    variants: (list) =>
      db
        .select({ id: productVariants.id, name: productVariants.name })
        .from(productVariants)
        .where(inArray(productVariants.id, list)),
    users: async (list) =>
      (
        await db
          .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, list))
      ).map((u) => ({ id: u.id, name: personName(u.firstName, u.lastName) || u.username })),
  };
  await Promise.all(
    [...ids].map(async ([kind, set]) => {
      const lookup = lookups[kind];
      if (!lookup) return;
      const found = await lookup([...set]);
      names[kind] = new Map(found.map((r) => [String(r.id), r.name]));
    }),
  );
  // A record deleted since is named by the newest entry (rows come newest first) that names it.
  for (const row of rows) {
    const kind = recordKind(row);
    const id = row.resourceId;
    if (!kind || !id || !DIGITS.test(id)) continue;
    const known = (names[kind] ??= new Map());
    const name = known.has(id) ? undefined : namedIn(row);
    if (name) known.set(id, name);
  }
  for (const row of rows)
    for (const [field, [before, after]] of Object.entries(row.changes ?? {})) {
      const variant = VARIANT_FIELD.exec(field);
      if (variant?.[2] !== 'name') continue;
      const known = (names.variants ??= new Map());
      const last = typeof after === 'string' ? after : typeof before === 'string' ? before : undefined;
      if (last && !known.has(variant[1]!)) known.set(variant[1]!, last);
    }
  return names;
}

const personName = (first: unknown, last: unknown) =>
  [first, last]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .join(' ')
    .trim();

/** The side of a change that names the record: after it for a creation or an edit, before it for a deletion. */
function lastKnown(changes: AuditChanges | null, field: string): unknown {
  const pair = changes?.[field];
  return pair ? (pair[1] ?? pair[0]) : undefined;
}

/** What an entry itself says its record is called (a deleted record is named so). */
function namedIn(row: Row): string | null {
  const changes = row.changes ?? null;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  switch (recordKind(row)) {
    case 'orders':
      return text(lastKnown(changes, 'code'));
    case 'users':
      return (
        personName(lastKnown(changes, 'firstName'), lastKnown(changes, 'lastName')) ||
        text(lastKnown(changes, 'username'))
      );
    case 'images':
      return text(lastKnown(changes, 'originalName')) ?? text(lastKnown(changes, 'original_name'));
    default:
      return text(lastKnown(changes, 'name'));
  }
}

/** What the entry's record is called: its name now, else the latest the log knows of it, else null. */
function labelOf(row: Row, names: AuditNames): string | null {
  const kind = recordKind(row);
  const id = row.resourceId;
  if (!id || !kind) return null;
  const name = names[kind]?.get(id);
  if (name) return name;
  // Settings keys, the bank account, policies and message kinds: by what the owner calls them.
  return DIGITS.test(id) ? null : (auditRecordLabel(row.resource, id) ?? id);
}

/** Reading the audit log; entries are written by `db/audit.ts` with each change. */
export function auditRepository(db: Db) {
  return {
    /**
     * Newest first, each entry with its record's name and its changes in words (docs/audit-log.md):
     * two statements for the page, then one a kind of record named on it.
     */
    async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.resource) conditions.push(eq(auditLog.resource, filter.resource));
      if (filter.record) conditions.push(eq(auditLog.resourceId, filter.record));
      if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
      if (filter.kind === 'changes') conditions.push(notInArray(auditLog.action, [...AUDIT_SIGN_IN_ACTIONS]));
      if (filter.kind === 'sign-ins') conditions.push(inArray(auditLog.action, [...AUDIT_SIGN_IN_ACTIONS]));
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
      const names = await namesOf(db, rows);
      return {
        entries: rows.map((r) => ({
          ...r,
          at: r.at.toISOString(),
          changes: r.changes ?? null,
          label: labelOf(r, names),
          details: auditDetails(r.changes ?? null, names),
        })),
        total: total?.n ?? 0,
      };
    },
  };
}

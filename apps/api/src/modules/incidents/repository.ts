import { incidentReportDue, type Incident, type IncidentInput } from '@shop/core/schemas/incident';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditActor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { dataIncidents } from '../../db/schema/index.ts';

type Row = typeof dataIncidents.$inferSelect;

/** A stored entry as the API answers it, with its reporting deadline and whether it has passed. */
function toIncident(row: Row, now = new Date()): Incident {
  const due = incidentReportDue(row.foundAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    foundAt: row.foundAt.toISOString(),
    data: row.data,
    peopleAffected: row.peopleAffected,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportedTo: row.reportedTo,
    measures: row.measures,
    closed: row.closed,
    reportDue: due.toISOString(),
    overdue: row.reportedAt === null && now > due,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: IncidentInput) => ({
  ...input,
  foundAt: new Date(input.foundAt),
  reportedAt: input.reportedAt === null ? null : new Date(input.reportedAt),
});

/**
 * The register of personal-data incidents. `actor` is who writes: a new entry records its author.
 * Entries are few (a shop meets a handful in years), so the list is answered whole.
 */
export function incidentsRepository(db: Db, actor?: AuditActor) {
  return {
    /** Newest found first; `unreported` counts the entries not reported yet. */
    async list(): Promise<{ incidents: Incident[]; unreported: number }> {
      const rows = await db.select().from(dataIncidents).orderBy(desc(dataIncidents.foundAt), desc(dataIncidents.id));
      const incidents = rows.map((row) => toIncident(row));
      return { incidents, unreported: incidents.filter((i) => i.reportedAt === null).length };
    },
    /** How many entries are not reported yet, and how many of those are past their 72 hours. */
    async unreported(): Promise<{ unreported: number; overdue: number }> {
      const [row] = await db
        .select({
          unreported: sql<number>`count(*)::int`,
          overdue: sql<number>`count(*) filter (where ${dataIncidents.foundAt} < now() - interval '72 hours')::int`,
        })
        .from(dataIncidents)
        .where(isNull(dataIncidents.reportedAt));
      return row ?? { unreported: 0, overdue: 0 };
    },
    async find(id: number): Promise<Incident | undefined> {
      const [row] = await db.select().from(dataIncidents).where(eq(dataIncidents.id, id));
      return row && toIncident(row);
    },
    async create(input: IncidentInput): Promise<Incident> {
      const [row] = await db
        .insert(dataIncidents)
        .values({ ...columnsOf(input), createdById: actor?.userId ?? null, createdBy: actor?.username ?? '' })
        .returning();
      return toIncident(row!);
    },
    async update(id: number, input: IncidentInput): Promise<Incident | undefined> {
      const [row] = await db
        .update(dataIncidents)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(dataIncidents.id, id))
        .returning();
      return row && toIncident(row);
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(dataIncidents).where(eq(dataIncidents.id, id)).returning({ id: dataIncidents.id });
      return rows.length > 0;
    },
  };
}

import {
  INCIDENT_MESSAGES,
  incidentBody,
  incidentListSchema,
  incidentSchema,
  type Incident,
  unreportedIncidentsSchema,
} from '@shop/core/schemas/incident';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors, crudRoutes, type AuditWrite } from '../../lib/crud-routes.ts';
import { conflict } from '../../lib/errors.ts';
import { incidentsRepository } from './repository.ts';

const tags = ['incidents'];

/** What the audit log keeps of an entry: its own fields, not the computed deadline. */
const recorded = ({ reportDue: _due, overdue: _overdue, updatedAt: _at, ...rest }: Incident) => rest;
const audit: AuditWrite<Incident> = async (auditor, before, after) => {
  if (before && after) await auditor.updated('incidents', after.id, recorded(before), recorded(after));
  else if (after) await auditor.created('incidents', after.id, recorded(after));
  else if (before) await auditor.deleted('incidents', before.id, recorded(before));
};

/**
 * /api/incidents: the register of personal-data incidents (docs/selling-lawfully.md §4), behind the
 * `incidents` right (admin only by default). An entry reported to the authority cannot be deleted.
 */
const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = incidentsRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: { resource: 'incidents', action: 'read' } },
      schema: {
        tags,
        summary: 'The register, newest found first, each with its 72-hour reporting deadline',
        response: { 200: incidentListSchema, ...accessErrors },
      },
    },
    async () => repo.list(),
  );

  app.get(
    '/unreported',
    {
      config: { access: { resource: 'incidents', action: 'read' } },
      schema: {
        tags,
        summary: 'How many incidents are not reported yet, and how many are past their 72 hours (the reminder)',
        response: { 200: unreportedIncidentsSchema, ...accessErrors },
      },
    },
    async () => repo.unreported(),
  );

  crudRoutes(app, {
    tags,
    right: 'incidents',
    item: incidentSchema,
    repository: incidentsRepository,
    audit,
    notFound: INCIDENT_MESSAGES.notFound,
    create: { summary: 'Enter an incident in the register', body: incidentBody },
    update: { summary: 'Change an entry: when and whom it was reported to, what was done, closed', body: incidentBody },
    remove: {
      summary: 'Delete an entry made by mistake (not one already reported)',
      refuse: (found) => (found.reportedAt !== null ? conflict(INCIDENT_MESSAGES.reportedCannotDelete) : undefined),
    },
  });
};

export default incidentsRoutes;

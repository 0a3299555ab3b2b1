import { auditListQuery, auditListResponse } from '@shop/core/schemas/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { auditRepository } from './repository.ts';

/** /api/audit: who changed what (docs/audit-log.md); needs the `audit` read right. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = auditRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: { resource: 'audit', action: 'read' } },
      schema: {
        tags: ['audit'],
        summary: 'Audit log entries, newest first, filtered by resource (and record), user and time',
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...accessErrors },
      },
    },
    async (request) => repo.list(request.query),
  );
};

export default auditRoutes;

import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  PRIVACY_MESSAGES,
  consentListQuery,
  consentListResponse,
  dataRequestCloseBody,
  dataRequestListQuery,
  dataRequestListResponse,
  dataRequestSchema,
  erasureResult,
  exportQuery,
} from '@shop/core/schemas/privacy';
import { shopToday } from '@shop/core/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors, rightsOn } from '../../lib/crud-routes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { consentsRepository } from './consents.ts';
import { erasePerson } from './erase.ts';
import { exportRows, EXPORT_HEADER } from './export.ts';
import { dataRequestsRepository } from './repository.ts';
import { removePhotoFiles } from '../../lib/private-photos.ts';
import { tableFile } from '../../lib/tabular.ts';

const { read: readRight, change: changeRight, delete: deleteRight } = rightsOn('privacy');

/**
 * Yêu Cầu Dữ Liệu (issue 27 §4): staff with the `privacy` rights (admin only by default) see the
 * requests with their deadline, export a person's data, erase it, close a request, and see or
 * withdraw a person's consents. Every change is audited.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = dataRequestsRepository(db);

  async function openRequest(id: number) {
    const found = await repo.find(id);
    if (!found) throw notFound(PRIVACY_MESSAGES.notFound);
    return found;
  }

  app.get(
    '/privacy/requests',
    {
      config: readRight,
      schema: {
        tags: ['privacy'],
        operationId: 'privacyListRequests',
        summary: 'Data requests: the open ones first, the earliest due first; `status` filters',
        querystring: dataRequestListQuery,
        response: { 200: dataRequestListResponse, ...accessErrors },
      },
    },
    async (request) => ({ requests: await repo.list(request.query.status) }),
  );

  app.patch(
    '/privacy/requests/:id',
    {
      config: changeRight,
      schema: {
        tags: ['privacy'],
        operationId: 'privacyCloseRequest',
        summary: 'Close an open request: done, or rejected with the reason in `note`; a closed one is 409',
        params: idParams,
        body: dataRequestCloseBody,
        response: { 200: dataRequestSchema, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const before = await openRequest(request.params.id);
      const { status, note } = request.body;
      return request.audited(async (tx, audit) => {
        const after = await dataRequestsRepository(tx).close(
          before.id,
          status,
          note || null,
          currentUser(request).username,
        );
        if (!after) throw conflict(PRIVACY_MESSAGES.closed);
        await audit.updated(
          'privacy',
          after.id,
          { status: before.status, note: before.note },
          { status, note: after.note },
          'status',
        );
        return after;
      });
    },
  );

  app.get(
    '/privacy/requests/:id/export',
    {
      config: readRight,
      schema: {
        tags: ['privacy'],
        operationId: 'privacyExport',
        summary:
          "The person's orders (with lines), messages, consents and requests: JSON (default) or CSV (UTF-8 with BOM, one row per item). Audited.",
        params: idParams,
        querystring: exportQuery,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.any().describe('the file'), ...accessErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await openRequest(request.params.id);
      const data = await repo.export(found.phone);
      const { format } = request.query;
      await request.audited((_tx, audit) =>
        audit.record({
          action: 'export',
          resource: 'privacy',
          resourceId: found.id,
          changes: { format: [null, format] },
        }),
      );
      const name = `du-lieu-ca-nhan-${found.id}-${shopToday()}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
      const file = await tableFile('csv', 'Dữ liệu cá nhân', EXPORT_HEADER, exportRows(data));
      return reply.type(file.type).send(file.body);
    },
  );

  app.post(
    '/privacy/requests/:id/erase',
    {
      config: deleteRight,
      schema: {
        tags: ['privacy'],
        operationId: 'privacyErase',
        summary:
          "Erase the person's data everywhere it is kept (orders, customers, messages, consents, audit entries redacted in place, events, search text), keeping amounts, lines and the buyer details of issued VAT invoices; the request is closed as done. Audited (without the erased data).",
        params: idParams,
        response: { 200: erasureResult, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const found = await openRequest(request.params.id);
      if (found.phone.startsWith('xoa-')) throw conflict(PRIVACY_MESSAGES.erased);
      const username = currentUser(request).username;
      const { photoKeys, ...result } = await request.audited(async (tx, audit) => {
        const erased = await erasePerson(tx, found.phone);
        const { rows } = erased;
        await dataRequestsRepository(tx).close(found.id, 'done', PRIVACY_MESSAGES.erased, username);
        await audit.record({
          action: 'erase',
          resource: 'privacy',
          resourceId: found.id,
          changes: { rows: [null, rows] },
        });
        return erased;
      });
      await removePhotoFiles(app.storage, photoKeys, request.log);
      return result;
    },
  );

  app.get(
    '/privacy/consents',
    {
      config: readRight,
      schema: {
        tags: ['privacy'],
        operationId: 'privacyListConsents',
        summary: "A phone's consents, the latest first, withdrawn ones included",
        querystring: consentListQuery,
        response: { 200: consentListResponse, ...accessErrors },
      },
    },
    async (request) => ({ consents: await consentsRepository(db).ofPhone(request.query.phone) }),
  );

  app.post(
    '/privacy/consents/:id/withdraw',
    {
      config: changeRight,
      schema: {
        tags: ['privacy'],
        operationId: 'privacyStaffWithdrawConsent',
        summary:
          'Staff withdraw a consent in force (the person asked by phone, say); one withdrawn already is 404. Audited.',
        params: idParams,
        response: { 200: consentListResponse, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const username = currentUser(request).username;
      const phone = await request.audited(async (tx, audit) => {
        const of = await consentsRepository(tx).withdrawOne(request.params.id, username);
        if (!of) throw notFound(PRIVACY_MESSAGES.consentNotFound);
        await audit.record({
          action: 'status',
          resource: 'privacy',
          resourceId: `consent-${request.params.id}`,
          changes: { withdrawn: [false, true] },
        });
        return of;
      });
      return { consents: await consentsRepository(db).ofPhone(phone) };
    },
  );
};

export default privacyRoutes;

import type { Resource } from '@shop/core/permissions';
import { errorResponse } from '@shop/core/schemas/common';
import { shopToday } from '@shop/core/schemas/dashboard';
import { exportQuery, importQuery, importResponse, type ImportResult } from '@shop/core/schemas/product-tools';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auditor } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { accessErrors, type ZodApp } from './crud-routes.ts';
import { unprocessable } from './errors.ts';
import { receiveTable } from './table-upload.ts';
import { tableFile, type Cell, type ReadTable } from './tabular.ts';

// The export and import routes of a table (the catalogue's, the pieces'): one GET /export answering a
// CSV or XLSX file, one POST /import reading one, each behind its right, as docs/api.md describes them.

/** What an export route answers besides its file: bad input, not signed in, no right. */
const tableFileResponse = {
  200: z.any().describe('the file: text/csv (UTF-8 with BOM) or XLSX'),
  ...accessErrors,
};

/** A table file sent as a download named `filename`, never kept by a cache. */
function sendTableFile(reply: FastifyReply, file: { body: Buffer; type: string }, filename: string) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

interface RouteDoc {
  /** Reading needs `read` of it to export, `change` to import. */
  resource: Resource;
  tags: string[];
  operationId?: string;
  summary: string;
}

/**
 * GET /export: the table as CSV (UTF-8 with BOM) or XLSX (`?format=`), on one sheet named `sheet`,
 * downloaded as `<file>-<the shop's today>.<format>` (Asia/Ho_Chi_Minh's date, not UTC's: an export
 * at 6:30 in the morning is today's).
 */
export function exportTableRoute(
  app: ZodApp,
  def: RouteDoc & {
    sheet: string;
    file: string;
    table: (request: FastifyRequest) => Promise<{ header: readonly string[]; rows: Cell[][] }>;
  },
): void {
  app.get(
    '/export',
    {
      config: { access: { resource: def.resource, action: 'read' } },
      schema: {
        tags: def.tags,
        ...(def.operationId && { operationId: def.operationId }),
        summary: def.summary,
        querystring: exportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: tableFileResponse,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { header, rows } = await def.table(request);
      const file = await tableFile(format, def.sheet, header, rows);
      return sendTableFile(reply, file, `${def.file}-${shopToday()}.${format}`);
    },
  );
}

/**
 * POST /import: the table of the multipart field "file". `?dryRun=true` checks each row and changes
 * nothing; otherwise every row applies in one audited transaction, or none on any error (422 with the
 * rows and the `failed` message).
 */
export function importTableRoute(
  app: ZodApp,
  def: RouteDoc & {
    failed: string;
    run: (db: Db, table: ReadTable, request: FastifyRequest, audit?: Auditor) => Promise<ImportResult>;
  },
): void {
  const { db } = app.database;
  app.post(
    '/import',
    {
      config: { access: { resource: def.resource, action: 'change' } },
      schema: {
        tags: def.tags,
        ...(def.operationId && { operationId: def.operationId }),
        summary: def.summary,
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: importResponse, ...accessErrors, 413: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const table = await receiveTable(request);
      if (request.query.dryRun) return def.run(db, table, request);
      return request.audited(async (tx, audit) => {
        const result = await def.run(tx, table, request, audit);
        if (result.errors > 0) throw unprocessable(def.failed, result);
        return result;
      });
    },
  );
}

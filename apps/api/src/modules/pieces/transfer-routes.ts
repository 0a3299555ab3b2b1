import { errorResponse } from '@shop/core/schemas/common';
import { shopToday } from '@shop/core/schemas/dashboard';
import { PIECE_IMPORT_MESSAGES } from '@shop/core/schemas/piece-transfer';
import { exportQuery, importQuery, importResponse } from '@shop/core/schemas/product-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { unprocessable } from '../../lib/errors.ts';
import { receiveTable } from '../../lib/table-upload.ts';
import { tableFile } from '../../lib/tabular.ts';
import { actorOf } from './routes.ts';
import { importPieces, pieceRows } from './transfer.ts';

const tags = ['pieces'];

/** /api/pieces/export and /api/pieces/import: the pieces as CSV/XLSX, like the catalogue's (docs/pieces.md). */
const pieceTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/export',
    {
      config: { access: { resource: 'pieces', action: 'read' } },
      schema: {
        tags,
        summary:
          'Every piece as CSV (UTF-8 with BOM) or XLSX, one row each; the cost column only with the costs read right. The import reads the same columns',
        querystring: exportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any().describe('the file: text/csv (UTF-8 with BOM) or XLSX'), ...accessErrors },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { header, rows } = await pieceRows(db, actorOf(request).readCosts);
      const file = await tableFile(format, 'Đồng hồ', header, rows);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="dong-ho-${shopToday()}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/import',
    {
      config: { access: { resource: 'pieces', action: 'change' } },
      schema: {
        tags,
        summary:
          'Receive pieces from CSV or XLSX (multipart field "file"): dryRun=true checks each row (Vietnamese errors per column: unknown brand or variant, a serial the brand has or the file repeats, folded); otherwise every row is received in one transaction, or none on any error (422 with the rows). The cost column needs the costs change right',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: importResponse, ...accessErrors, 413: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const table = await receiveTable(request);
      const actor = actorOf(request);
      if (request.query.dryRun) return importPieces(db, table, actor);
      return request.audited(async (tx, audit) => {
        const result = await importPieces(tx, table, actor, audit);
        if (result.errors > 0) throw unprocessable(PIECE_IMPORT_MESSAGES.importFailed, result);
        return result;
      });
    },
  );
};

export default pieceTransferRoutes;

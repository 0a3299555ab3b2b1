import { PIECE_IMPORT_MESSAGES } from '@shop/core/schemas/piece-transfer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportTableRoute, importTableRoute } from '../../lib/table-routes.ts';
import { actorOf } from './routes.ts';
import { importPieces, pieceRows } from './transfer.ts';

const tags = ['pieces'];

/** /api/pieces/export and /api/pieces/import: the pieces as CSV/XLSX, like the catalogue's (docs/pieces.md). */
const pieceTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  exportTableRoute(app, {
    resource: 'pieces',
    tags,
    summary:
      'Every piece as CSV (UTF-8 with BOM) or XLSX, one row each; the cost column only with the costs read right. The import reads the same columns',
    sheet: 'Đồng hồ',
    file: 'dong-ho',
    table: (request) => pieceRows(db, actorOf(request).readCosts),
  });

  importTableRoute(app, {
    resource: 'pieces',
    tags,
    summary:
      'Receive pieces from CSV or XLSX (multipart field "file"): dryRun=true checks each row (Vietnamese errors per column: unknown brand or variant, a serial the brand has or the file repeats, folded); otherwise every row is received in one transaction, or none on any error (422 with the rows). The cost column needs the costs change right',
    failed: PIECE_IMPORT_MESSAGES.importFailed,
    run: (tx, table, request, audit) => importPieces(tx, table, actorOf(request), audit),
  });
};

export default pieceTransferRoutes;

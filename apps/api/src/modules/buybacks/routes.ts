import { vietnameseDate } from '@shop/core/seller';
import {
  BUYBACK_EXPORT_HEADER,
  BUYBACK_MESSAGES,
  buybackBody,
  buybackExportQuery,
  buybackListQuery,
  buybackListResponse,
  buybackSchema,
  maskIdNumber,
} from '@shop/core/schemas/buyback';
import { idParams } from '@shop/core/schemas/common';
import { shopToday } from '@shop/core/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors, readRoutes, createOptions } from '../../lib/crud-routes.ts';
import { tableFile, type Cell } from '../../lib/tabular.ts';
import { auditedPiece } from '../pieces/repository.ts';
import { actorOf } from '../pieces/routes.ts';
import { buybacksRepository } from './repository.ts';

const tags = ['buybacks'];

/** /api/buybacks: watches bought from customers (docs/pieces.md#buying-back); rights on `pieces`, prices on `costs`. */
const buybacksRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = buybacksRepository(app.database.db);
  const read = readRoutes(app, { resource: 'pieces', tags });

  read(
    '/',
    'Bảng kê thu mua: the purchases, newest first, bought between `from` and `to`. `price`, `totalPrice` and the whole CCCD only with the costs read right (else its last 4 digits)',
    { querystring: buybackListQuery, response: buybackListResponse },
    async (request) => repo.list(request.query, actorOf(request).readCosts),
  );

  app.get(
    '/export',
    {
      config: { access: { resource: 'costs', action: 'read' } },
      schema: {
        tags,
        summary:
          'Bảng kê thu mua as a file (XLSX by default, or CSV in UTF-8 with BOM): one row per purchase between `from` and `to`, with the seller’s CCCD and the price paid (costs read right)',
        querystring: buybackExportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: { 200: z.any().describe('the file'), ...accessErrors },
      },
    },
    async (request, reply) => {
      const { format, from, to } = request.query;
      const rows = (await repo.forExport({ from, to })).map((b, i): Cell[] => [
        i + 1,
        b.code,
        vietnameseDate(b.boughtAt),
        b.sellerName,
        b.sellerIdNumber,
        b.sellerPhone,
        `Đồng hồ ${b.brandName} ${b.productName} ${b.variantName}`.trim(),
        b.serial,
        1,
        b.price ?? null,
        b.price ?? null,
        b.note,
      ]);
      const file = await tableFile(format, 'Bảng kê thu mua', BUYBACK_EXPORT_HEADER, rows);
      const name = `bang-ke-thu-mua-${from ?? 'dau'}-${to ?? shopToday()}.${format}`;
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  read(
    '/:id',
    'One purchase (price and whole CCCD only with the costs read right)',
    { params: idParams, response: buybackSchema, notFound: BUYBACK_MESSAGES.notFound },
    async (request) => repo.find(request.params.id, actorOf(request).readCosts),
  );

  app.post(
    '/',
    createOptions('pieces', {
      tags,
      summary:
        'Record a watch bought from a customer: it is received as a piece in stock with source `buyback` (the seller its source, the price its cost), ready to be graded and sold. The price is a cost: the costs change right is needed (403). A serial the brand already has is 409 DUPLICATE_SERIAL',
      body: buybackBody,
      item: buybackSchema,
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      const made = await request.audited(async (tx, audit) => {
        const { buyback, piece } = await buybacksRepository(tx).record(request.body, actor);
        await audit.created('pieces', piece.id, {
          ...auditedPiece(piece),
          buyback: buyback.code,
          sellerIdNumber: maskIdNumber(request.body.sellerIdNumber),
        });
        return buyback;
      });
      return reply.code(201).send(made);
    },
  );
};

export default buybacksRoutes;

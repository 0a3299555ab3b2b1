import { idParams } from '@shop/core/schemas/common';
import {
  consignmentListQuery,
  consignmentListResponse,
  consignmentSchema,
  consignorPaidBody,
} from '@shop/core/schemas/consignment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRoutes, writeErrors } from '../../lib/crud-routes.ts';
import { currentUser } from '../../plugins/access.ts';
import { consignmentsRepository } from './repository.ts';

const tags = ['consignments'];

/**
 * /api/consignments: what the shop owes the consignors of sold consigned pieces, and recording a
 * payment (docs/pieces.md#consignment-payouts). Listed to the pieces read right; paying out is money
 * leaving the shop, so it takes the costs change right (admin only by default).
 */
const consignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app, { resource: 'pieces', tags })(
    '/',
    'Tiền trả người ký gửi: the sold consigned pieces, `owed` (default, oldest sale first), `paid` (newest payment first) or `all`, with the agreed payout and the sum still owed',
    { querystring: consignmentListQuery, response: consignmentListResponse },
    async (request) => consignmentsRepository(app.database.db).list(request.query.state),
  );

  app.post(
    '/:id/paid',
    {
      config: { access: { resource: 'costs', action: 'change' } },
      schema: {
        tags,
        summary:
          'Records that the consignor of the sold piece `id` was paid (`amount`, the agreed payout when left out), once: 404 for a piece not consigned, 409 before its sale, without an amount to pay, or when already paid',
        params: idParams,
        body: consignorPaidBody,
        response: { 200: consignmentSchema, ...writeErrors },
      },
    },
    async (request) => {
      const by = currentUser(request).username;
      return request.audited(async (tx, audit) => {
        const paid = await consignmentsRepository(tx).pay(request.params.id, request.body, by);
        await audit.updated(
          'pieces',
          paid.pieceId,
          { consignorPaid: null },
          { consignorPaid: { amount: paid.paid!.amount, note: paid.paid!.note } },
        );
        return paid;
      });
    },
  );
};

export default consignmentsRoutes;

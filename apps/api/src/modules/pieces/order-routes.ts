import { orderPieceBody, orderPieceParams } from '@shop/core/schemas/piece';
import { ORDER_MESSAGES, orderSchema } from '@shop/core/schemas/order';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrors } from '../../lib/crud-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { ordersRepository } from '../orders/repository.ts';
import { assignPiece, releasePiece } from './order-pieces.ts';

/**
 * /api/orders/:id/pieces: staff choose the piece (by serial) of each unit of a tracked variant before
 * the order ships, or drop one (docs/pieces.md). Needs the orders change right.
 */
const orderPiecesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/pieces',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['orders'],
        summary:
          'Choose the piece of one unit of a line (pending or processing order): the piece must be of the line’s variant and in stock; it becomes reserved. Two orders choosing one piece at once: one wins, the other 409',
        params: idParams,
        body: orderPieceBody,
        response: { 200: orderSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { lineId, pieceId } = request.body;
      return request.audited(async (tx, audit) => {
        const { serial } = await assignPiece(tx, request.params.id, lineId, pieceId, user.username);
        await audit.record({
          action: 'update',
          resource: 'orders',
          resourceId: request.params.id,
          changes: { [`items.${lineId}.pieces`]: [null, serial] },
        });
        await audit.record({
          action: 'status',
          resource: 'pieces',
          resourceId: pieceId,
          changes: { status: ['in_stock', 'reserved'] },
        });
        const found = await ordersRepository(tx).find(request.params.id);
        if (!found) throw notFound(ORDER_MESSAGES.notFound);
        return found;
      });
    },
  );

  app.delete(
    '/:id/pieces/:pieceId',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['orders'],
        summary: 'Drop the piece chosen for a unit (pending or processing order): it goes back to stock',
        params: orderPieceParams,
        response: { 200: orderSchema, ...writeErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, pieceId } = request.params;
      return request.audited(async (tx, audit) => {
        const { serial } = await releasePiece(tx, id, pieceId, user.username);
        await audit.record({
          action: 'update',
          resource: 'orders',
          resourceId: id,
          changes: { pieces: [serial, null] },
        });
        await audit.record({
          action: 'status',
          resource: 'pieces',
          resourceId: pieceId,
          changes: { status: ['reserved', 'in_stock'] },
        });
        const found = await ordersRepository(tx).find(id);
        if (!found) throw notFound(ORDER_MESSAGES.notFound);
        return found;
      });
    },
  );
};

export default orderPiecesRoutes;

import { ADMIN_ROLE_ID, can } from '@shop/core/permissions';
import { idParams } from '@shop/core/schemas/common';
import {
  PIECE_MESSAGES,
  pieceBody,
  pieceListQuery,
  pieceListResponse,
  pieceSchema,
  pieceUpdateBody,
  pieceVariantsResponse,
} from '@shop/core/schemas/piece';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCreated, readRoutes, writeErrors, createOptions } from '../../lib/crud-routes.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { auditedPiece, piecesRepository, type PieceActor } from './repository.ts';

const tags = ['pieces'];

/** Who is acting on pieces, with what they may see and set of costs (also the buy-backs' actor). */
export function actorOf(request: FastifyRequest): PieceActor {
  const user = currentUser(request);
  return {
    username: user.username,
    isAdmin: user.roleId === ADMIN_ROLE_ID,
    readCosts: can(user.permissions, 'costs', 'read'),
    changeCosts: can(user.permissions, 'costs', 'change'),
  };
}

/** /api/pieces: each watch by its serial (docs/pieces.md); rights on `pieces`, cost prices on `costs`. */
const piecesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = piecesRepository(app.database.db);
  const read = readRoutes(app, { resource: 'pieces', tags });

  read(
    '/',
    'Pieces, newest first: `serial` searches the serial with case, spaces and dashes ignored (part of it is enough); filters by status, condition, source, variant, product. `costPrice` only with the costs read right',
    { querystring: pieceListQuery, response: pieceListResponse },
    async (request) => repo.list(request.query, actorOf(request).readCosts),
  );

  read(
    '/variants',
    'The variants sold piece by piece (tracksPieces), with their stock: what a piece can be received as',
    { response: pieceVariantsResponse },
    async () => repo.trackedVariants(),
  );

  read(
    '/:id',
    'One piece with its history (every move: received, reserved by an order, sold, returned, service…)',
    { params: idParams, response: pieceSchema, notFound: PIECE_MESSAGES.notFound },
    async (request) => repo.find(request.params.id, actorOf(request).readCosts),
  );

  app.post(
    '/',
    createOptions('pieces', {
      tags,
      summary:
        'Receive a piece into stock (the variant must be tracked by piece): its stock counts it in the same transaction. A serial the brand already has (folded) is 409 DUPLICATE_SERIAL naming that piece; `costPrice` needs the costs change right (403)',
      body: pieceBody,
      item: pieceSchema,
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      return answerCreated(request, reply, {
        resource: 'pieces',
        make: (tx: Db) => piecesRepository(tx).receive(request.body, actor),
        recorded: auditedPiece,
      });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'pieces', action: 'change' } },
      schema: {
        tags,
        summary:
          'Change a piece and, with `status`, move it: in stock ↔ in service, returned to the consignor, written off. A piece an order holds is moved through the order (409); a sold one only by an admin with `statusNote`. Taking the last free piece out of stock while orders hold it is 409',
        params: idParams,
        body: pieceUpdateBody,
        response: { 200: pieceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return request.audited(async (tx, audit) => {
        const pieces = piecesRepository(tx);
        const before = await pieces.find(request.params.id, true, false);
        if (!before) throw notFound(PIECE_MESSAGES.notFound);
        const after = await pieces.update(before.id, request.body, actor);
        const full = (await pieces.find(before.id, true, false))!;
        await audit.updated(
          'pieces',
          before.id,
          auditedPiece(before),
          auditedPiece(full),
          before.status === full.status ? 'update' : 'status',
        );
        return after;
      });
    },
  );
};

export default piecesRoutes;

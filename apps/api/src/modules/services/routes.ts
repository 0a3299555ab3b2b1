import { idParams } from '@shop/core/schemas/common';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import {
  SERVICE_MESSAGES,
  serviceBody,
  serviceListQuery,
  serviceListResponse,
  serviceLookupQuery,
  serviceLookupResponse,
  serviceSchema,
  serviceStatusBody,
  serviceUpdateBody,
} from '@shop/core/schemas/service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerCreated,
  listAndOneRoutes,
  publicRead,
  readRoutes,
  writeErrors,
  createOptions,
  rightsOn,
} from '../../lib/crud-routes.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { lookupGuard } from '../../lib/throttle/lookup.ts';
import { currentUser } from '../../plugins/access.ts';
import { outbox } from '../messages/outbox.ts';
import { auditedService, servicesRepository } from './repository.ts';

const tags = ['services'];
const { change: changeRight } = rightsOn('services');

/** /api/services: the service desk's tickets (docs/services.md); rights on `services`, the lookup public. */
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = servicesRepository(app.database.db);
  const guard = lookupGuard(app, 'service', {
    lookupTooMany: ORDER_MESSAGES.lookupTooMany,
    lookupNotFound: SERVICE_MESSAGES.lookupNotFound,
  });

  app.get(
    '/lookup',
    publicRead(
      {
        tags,
        summary:
          "The customer's ticket by its code (BH…) and the phone given at reception, in any Vietnamese form: the watch, status and its steps, estimate and fee. One 404 for any wrong pair; throttled like the order lookup (429 with Retry-After).",
        querystring: serviceLookupQuery,
      },
      serviceLookupResponse,
      { lookup: true },
    ),
    async (request) => {
      const { code, phone } = request.query;
      return guard(request.ip, code, () => repo.lookup(code, phone));
    },
  );

  const read = readRoutes(app, { resource: 'services', tags });

  listAndOneRoutes(
    read,
    '',
    {
      summary:
        'Tickets, newest first: `q` searches the code, phone, serial (case, spaces, dashes ignored) and customer; `status` filters',
      querystring: serviceListQuery,
      response: serviceListResponse,
    },
    {
      summary: 'One ticket with its history (every move: who, when, note)',
      response: serviceSchema,
      notFound: SERVICE_MESSAGES.notFound,
    },
    { list: (query) => repo.list(query), find: (id) => repo.find(id) },
  );

  app.post(
    '/',
    createOptions('services', {
      tags,
      summary:
        "Open a ticket (status received): a watch of this shop by `pieceId` (its brand, model, serial and warranty are the piece's; under warranty when its warranty runs today) or one bought elsewhere typed in (brand and model required)",
      body: serviceBody,
      item: serviceSchema,
    }),
    async (request, reply) => {
      const by = currentUser(request).username;
      return answerCreated(request, reply, {
        resource: 'services',
        make: (tx: Db) => servicesRepository(tx).open(request.body, by),
        recorded: auditedService,
        then: (tx, s) => outbox.enqueue(tx, { event: 'service.received', service: s }),
      });
    },
  );

  app.put(
    '/:id',
    {
      config: changeRight,
      schema: {
        tags,
        summary:
          "Change a ticket's details, estimate and fee; a linked ticket keeps its piece's brand, model and serial. 409 once returned or cancelled",
        params: idParams,
        body: serviceUpdateBody,
        response: { 200: serviceSchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const repoTx = servicesRepository(tx);
        const before = await repoTx.find(request.params.id, false);
        if (!before) throw notFound(SERVICE_MESSAGES.notFound);
        const after = await repoTx.update(before.id, request.body);
        await audit.updated('services', before.id, auditedService(before), auditedService(after));
        return after;
      }),
  );

  app.patch(
    '/:id/status',
    {
      config: changeRight,
      schema: {
        tags,
        summary:
          'Move a ticket: received → checking → quoted → repairing or sent_to_brand (and back) → ready → returned; quoted → ready when the customer declines; cancelled before repairs start. Any other move is 409. The customer is messaged',
        params: idParams,
        body: serviceStatusBody,
        response: { 200: serviceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const by = currentUser(request).username;
      return request.audited(async (tx, audit) => {
        const { status, note } = request.body;
        const { before, after } = await servicesRepository(tx).move(request.params.id, status, note ?? null, by);
        await audit.updated('services', before.id, auditedService(before), auditedService(after), 'status');
        await outbox.enqueue(tx, { event: 'service.status', service: after });
        return after;
      });
    },
  );
};

export default servicesRoutes;

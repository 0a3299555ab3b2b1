import { errorResponse, idParams } from '@shop/core/schemas/common';
import { orderLookupQuery } from '@shop/core/schemas/order';
import {
  RETURN_MESSAGES,
  orderIdParams,
  orderReturnsResponse,
  returnListQuery,
  returnListResponse,
  returnMoveBody,
  returnSchema,
  returnStatsResponse,
  shopperReturnBody,
  shopperReturnSchema,
  shopperReturnsResponse,
  staffReturnBody,
  type OrderReturns,
  type Return,
  type ShopperReturn,
  type ShopperReturns,
} from '@shop/core/schemas/return';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  accessErrors,
  answerCreated,
  publicRead,
  writeErrors,
  createOptions,
  rightsOn,
} from '../../lib/crud-routes.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ImageRejected, removeImageFiles, storeImage } from '../../lib/images.ts';
import { orderLookupGuard } from '../../lib/throttle/lookup.ts';
import { currentUser } from '../../plugins/access.ts';
import { outbox, type ReturnOutboxEvent } from '../messages/outbox.ts';
import { ordersRepository } from '../orders/repository.ts';
import { returnsRepository } from './repository.ts';

const { read: readRight, change: changeRight } = rightsOn('returns');

/** What the shopper sees of a return: no staff names or notes, no order id. */
function forShopper(r: Return): ShopperReturn {
  const { orderId: _o, customer: _c, phone: _p, note: _n, steps, ...rest } = r;
  return { ...rest, steps: steps.map(({ status, at }) => ({ status, at })) };
}

const shopperView = (r: OrderReturns): ShopperReturns => ({ ...r, returns: r.returns.map(forShopper) });

/** The message each step writes to the shopper (docs/messages.md), in the step's own transaction. */
async function tell(tx: Db, orderId: number, r: Return, refund?: number): Promise<void> {
  const order = await ordersRepository(tx).find(orderId);
  if (!order) return;
  const event: ReturnOutboxEvent | null =
    r.status === 'requested'
      ? { event: 'return.requested', order }
      : r.status === 'approved'
        ? { event: 'return.approved', order }
        : r.status === 'rejected'
          ? { event: 'return.rejected', order, reason: r.rejectReason ?? '' }
          : r.status === 'received'
            ? { event: 'return.received', order }
            : r.status === 'refunded' && refund !== undefined
              ? { event: 'return.refunded', order, refund }
              : null;
  if (event) await outbox.enqueue(tx, event);
}

/** The return's fields as its audit entries compare them. */
const audited = (r: Return) => ({
  orderId: r.orderId,
  status: r.status,
  lines: r.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
  reason: r.reason,
  note: r.note,
  rejectReason: r.rejectReason,
  condition: r.condition,
  refund: r.refund,
});

/**
 * Returns and refunds (issue 27 §3, docs/selling-lawfully.md): the shopper's request by order code
 * and phone (public, throttled like the order lookup), and the staff's list and steps (`returns`
 * rights: admin and moderator change, viewer reads).
 */
const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = returnsRepository(app.database.db);

  // Throttled like the order lookup, on the same counters (lib/throttle/lookup.ts).
  const guard = orderLookupGuard(app);

  /** Finds the order of a code and phone under the lookup's throttle; 404 (one answer) or 429 otherwise. */
  const throttledOrder = (request: FastifyRequest, code: string, phone: string): Promise<number> =>
    guard(request.ip, code, () => repo.orderIdOf(code, phone));

  app.get(
    '/orders/lookup/returns',
    publicRead(
      {
        tags: ['returns'],
        summary:
          "A shopper's returns of an order found by its code and phone, what can still be returned and until when. One 404 for any wrong combination; throttled like the order lookup (429 with Retry-After).",
        querystring: orderLookupQuery,
      },
      shopperReturnsResponse,
      { lookup: true },
    ),
    async (request) => {
      const { code, phone } = request.query;
      const orderId = await throttledOrder(request, code, phone);
      return shopperView(await repo.ofOrder(orderId));
    },
  );

  app.post(
    '/orders/lookup/returns',
    {
      config: { access: 'public' },
      // Up to three photos, each up to 5 MB, sent as base64 in the JSON body.
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        tags: ['returns'],
        summary:
          'A shopper asks for a return of a delivered order (code + phone) within `returns.windowDays` after delivery: lines and quantities, a reason, up to 3 photos (data URLs, checked by content and re-encoded). 409 after the window, for an order not delivered, or for more than is left to return. Throttled like the order lookup.',
        body: shopperReturnBody,
        response: {
          201: shopperReturnSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { code, phone, photos, ...input } = request.body;
      const orderId = await throttledOrder(request, code, phone);
      const stored: string[] = [];
      try {
        for (const photo of photos) {
          const data = Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64');
          try {
            stored.push((await storeImage(app.storage, data)).path);
          } catch (err) {
            if (err instanceof ImageRejected) throw badRequest(RETURN_MESSAGES.badPhoto, { field: 'photos' });
            throw err;
          }
        }
        const made = await request.audited(
          async (tx, audit) => {
            const r = await returnsRepository(tx).open(orderId, input, {
              openedBy: 'shopper',
              by: null,
              photos: stored,
            });
            await audit.created('returns', r.id, audited(r));
            await tell(tx, orderId, r);
            return r;
          },
          { userId: null, username: 'khách hàng', ip: request.ip },
        );
        return reply.code(201).send(forShopper(made));
      } catch (err) {
        // A refused request keeps none of its photos.
        if (stored.length) await removeImageFiles(app.storage, ...stored).catch(() => {});
        throw err;
      }
    },
  );

  app.get(
    '/returns',
    {
      config: readRight,
      schema: {
        tags: ['returns'],
        summary: 'Returns, newest first, filtered by status',
        querystring: returnListQuery,
        response: { 200: returnListResponse, ...accessErrors },
      },
    },
    async (request) => repo.list(request.query),
  );

  app.get(
    '/returns/stats',
    {
      config: readRight,
      schema: {
        tags: ['returns'],
        summary: 'Returns waiting for staff: requested (to decide) and received (to refund)',
        response: { 200: returnStatsResponse, ...accessErrors },
      },
    },
    async () => repo.stats(),
  );

  app.get(
    '/returns/order/:orderId',
    {
      config: readRight,
      schema: {
        tags: ['returns'],
        summary: "An order's returns, what can still be returned, the shopper's deadline and the most a refund may be",
        params: orderIdParams,
        response: { 200: orderReturnsResponse, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => repo.ofOrder(request.params.orderId),
  );

  app.get(
    '/returns/:id',
    {
      config: readRight,
      schema: {
        tags: ['returns'],
        summary: 'One return with its lines, steps and refund',
        params: idParams,
        response: { 200: returnSchema, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const found = await repo.find(request.params.id);
      if (!found) throw notFound(RETURN_MESSAGES.notFound);
      return found;
    },
  );

  app.post(
    '/returns',
    createOptions('returns', {
      tags: ['returns'],
      summary:
        'Staff open a return from a delivered order (any time after delivery): lines and quantities, a reason. 409 for an order not delivered or more than is left to return.',
      body: staffReturnBody,
      item: returnSchema,
    }),
    async (request, reply) => {
      const { orderId, ...input } = request.body;
      const user = currentUser(request);
      return answerCreated(request, reply, {
        resource: 'returns',
        make: (tx: Db) =>
          returnsRepository(tx).open(orderId, input, { openedBy: 'staff', by: user.username, photos: [] }),
        recorded: audited,
        then: (tx, r) => tell(tx, orderId, r),
      });
    },
  );

  app.patch(
    '/returns/:id',
    {
      config: changeRight,
      schema: {
        tags: ['returns'],
        summary:
          "The next step: `approved` (note), `rejected` (reason), `received` (condition; the pieces go back to tracked stock), `refunded` (amount, method, reference, date; at most what was paid less earlier refunds; the order's payment status becomes partially_refunded or refunded). Moves outside requested → approved | rejected → received → refunded are 409. Audited; the shopper is told.",
        params: idParams,
        body: returnMoveBody,
        response: { 200: returnSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return request.audited(async (tx, audit) => {
        const { before, after, paymentStatus } = await returnsRepository(tx).move(
          request.params.id,
          request.body,
          user.username,
        );
        await audit.updated('returns', after.id, audited(before), audited(after), 'status');
        if (paymentStatus)
          await audit.record({
            action: 'status',
            resource: 'orders',
            resourceId: after.orderId,
            changes: { paymentStatus },
          });
        await tell(tx, after.orderId, after, after.refund?.amount);
        return after;
      });
    },
  );
};

export default returnsRoutes;

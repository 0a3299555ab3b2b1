import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  placeOrderBody,
  orderEditBody,
  orderListQuery,
  orderListResponse,
  orderLookupQuery,
  orderLookupResponse,
  orderPaymentBody,
  orderSchema,
  orderStatsResponse,
  orderStatusBody,
} from '@shop/core/schemas/order';
import type { OrderStatus } from '@shop/core/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accessErrors, answerUpdated, publicRead } from '../../lib/crud-routes.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { orderLookupGuard } from '../../lib/throttle/lookup.ts';
import { currentUser } from '../../plugins/access.ts';
import { outbox, type OutboxEvent } from '../messages/outbox.ts';
import { withKnownWard } from '../wards/wards.ts';
import { orderPlacement } from './place-order.ts';
import { soldOutBoard } from './sold-out.ts';
import { auditedOrder, ordersRepository } from './repository.ts';

/** The message an order's move to each status writes (docs/messages.md); none for pending. */
const MESSAGE_OF_STATUS: Partial<
  Record<OrderStatus, Exclude<OutboxEvent['event'], 'order.placed' | 'order.paid' | 'payment-account.changed'>>
> = {
  processing: 'order.confirmed',
  shipped: 'order.shipped',
  completed: 'order.completed',
  cancelled: 'order.cancelled',
};

/** Orders: /api/orders (docs/checkout.md). Placing an order and looking one up are public and limited. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = ordersRepository(app.database.db);
  // The order lookup is throttled like sign-in (lib/throttle/lookup.ts), per (address, code) and per address.
  const lookupGuard = orderLookupGuard(app);

  function idempotencyKeyOf(request: FastifyRequest): string | undefined {
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw))
      throw badRequest(ORDER_MESSAGES.badIdempotencyKey, { header: 'Idempotency-Key' });
    return raw;
  }

  // Variants seen sold out are refused before their order waits for the database (sold-out.ts).
  const soldOut = await soldOutBoard(app.database);
  app.addHook('onClose', () => soldOut.close());
  const placeOrder = orderPlacement(app, soldOut);
  app.post(
    '/',
    {
      // Anyone; a caller whose token carries the orders change right is staff (a phone order).
      config: { access: { resource: 'orders', action: 'change', optional: true } },
      schema: {
        tags: ['orders'],
        summary:
          "Place an order (public; staff with the orders change right enter phone orders, audited and not limited). Prices come from the database; `expectedAmount` that differs from them is 409 PRICE_CHANGED with the new amounts; a tracked variant without enough pieces is 409 NOT_ENOUGH_STOCK; nothing is written on a refusal. `Idempotency-Key` (8–100 of A-Z a-z 0-9 _ . : -): the same key and body answer the same order again (even when a limit would now refuse a new one), another body 422; keys are kept 24 hours. Shoppers are limited per client address (orders an hour, 429), to `checkout.maxQuantityPerLine` pieces a line (422 QUANTITY_PER_LINE_LIMIT) and 10 lines (422 LINES_PER_ORDER_LIMIT), and the pending orders of one address to `checkout.maxPendingPiecesPerAddress` pieces together (422 PENDING_PIECES_LIMIT); no limit counts a phone number. A bank-transfer order's payment deadline (`payment.payBy`) is `checkout.holdHours` ahead; still unpaid then, it is cancelled. The answer is the shopper's view of the order, the shape of `GET /api/orders/lookup`; a filled honeypot `website` answers the same shape, stores nothing and counts against no limit.",
        body: withKnownWard(placeOrderBody),
        response: {
          201: orderLookupResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const order = await placeOrder({
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request),
        staff: request.user,
        ip: request.ip,
        log: request.log,
      });
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first; search ignores case and diacritics; filter by status and payment status',
        querystring: orderListQuery,
        response: { 200: orderListResponse, ...accessErrors },
      },
    },
    async (request) => repo.list(request.query),
  );

  app.get(
    '/stats',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['orders'],
        summary: 'Number of orders per status and in total (`pending` is the menu badge of Đơn Hàng)',
        response: { 200: orderStatsResponse, ...accessErrors },
      },
    },
    async () => repo.stats(),
  );

  app.get(
    '/lookup',
    publicRead(
      {
        tags: ['orders'],
        summary:
          "A shopper's order by its code and the phone it was placed with: status timeline, payment, items, amounts. One 404 for any wrong combination; throttled like sign-in (429 with Retry-After).",
        querystring: orderLookupQuery,
      },
      orderLookupResponse,
      { lookup: true },
    ),
    async (request) => {
      const { code, phone } = request.query;
      return lookupGuard(request.ip, code, () => repo.lookup(code, phone));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines, history and payment instructions',
        params: idParams,
        response: { 200: orderSchema, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const order = await repo.find(request.params.id);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['orders'],
        summary:
          'Edit a pending order (customer, address, note, items, shipping fee): amounts and stock recomputed; other statuses 409',
        params: idParams,
        body: orderEditBody,
        response: { 200: orderSchema, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { items, shippingFee, ...input } = request.body;
      return answerUpdated(request, {
        resource: 'orders',
        change: async (tx) => {
          const orders = ordersRepository(tx);
          const before = await orders.findForChange(request.params.id);
          return { before, after: await orders.edit(before.id, input, items, shippingFee) };
        },
        recorded: auditedOrder,
      });
    },
  );

  app.patch(
    '/:id/status',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['orders'],
        summary:
          'pending → processing → shipped → completed; cancelled (with a reason) from any state before completed, putting the stock back; other moves 409. Recorded with who, when, from, to and why.',
        params: idParams,
        body: orderStatusBody,
        response: { 200: orderSchema, ...accessErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { status, reason, carrier, trackingNumber } = request.body;
      const order = await request.audited(async (tx, audit) => {
        const orders = ordersRepository(tx);
        const before = await orders.findForChange(request.params.id);
        const after = await orders.moveStatus(before.id, status, currentUser(request).username, reason, {
          carrier,
          trackingNumber,
        });
        // The shopper is told, in the move's own transaction.
        const told = MESSAGE_OF_STATUS[after.status];
        if (told)
          await outbox.enqueue(
            tx,
            told === 'order.cancelled' ? { event: told, order: after, reason } : { event: told, order: after },
          );
        await audit.record({
          action: 'status',
          resource: 'orders',
          resourceId: after.id,
          changes: { status: [before.status, after.status], ...(reason ? { reason: [null, reason] } : {}) },
        });
        return after;
      });
      // Published once the move (and its audit entry) committed, never inside the transaction.
      await app.events.publish({ type: 'order.status', order });
      return order;
    },
  );

  app.patch(
    '/:id/payment',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['orders'],
        summary: 'Payment status: unpaid, paid ("Đã nhận tiền") or refunded',
        params: idParams,
        body: orderPaymentBody,
        response: { 200: orderSchema, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const orders = ordersRepository(tx);
        const before = await orders.findForChange(request.params.id);
        const after = await orders.setPayment(before.id, request.body.paymentStatus);
        if (after.paymentStatus === 'paid' && before.paymentStatus !== 'paid')
          await outbox.enqueue(tx, { event: 'order.paid', order: after });
        await audit.updated(
          'orders',
          after.id,
          { paymentStatus: before.paymentStatus },
          { paymentStatus: after.paymentStatus },
          'status',
        );
        return after;
      }),
  );
};

export default ordersRoutes;

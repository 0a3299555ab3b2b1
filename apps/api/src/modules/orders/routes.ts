import { can } from '@shop/core/permissions';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  createOrderBody,
  orderEditBody,
  orderListQuery,
  orderListResponse,
  orderLookupQuery,
  orderLookupResponse,
  orderPaymentBody,
  orderSchema,
  orderStatsResponse,
  orderStatusBody,
  type Order,
} from '@shop/core/schemas/order';
import { orderAmounts } from '@shop/core/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accessErrors } from '../../lib/crud-routes.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { throttleAddress } from '../../lib/throttle/address.ts';
import type { ThrottleClaim, ThrottleRule } from '../../lib/throttle/store.ts';
import { currentUser } from '../../plugins/access.ts';
import type { AuthContext } from '../../types.ts';
import { auditedOrder, bodyHash, newOrderCode, ordersRepository } from './repository.ts';

/** Orders: /api/orders (docs/checkout.md). Placing an order and looking one up are public and limited. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = ordersRepository(app.database.db);
  const { max, windowMs } = app.config.orderRateLimit;
  // Orders placed per client address in a window, counted in the throttle store so every server of
  // the shop shares the counts; an attempt that stores no order gives its count back. The per-phone
  // limit counts the orders the database holds for that number: only stored orders count.
  const orderRule: ThrottleRule = { limit: max, windowMs };

  // The order lookup is throttled like sign-in: per (client address, order code) with a growing
  // wait, and per client address across codes; a found order gives its attempt back.
  const lookupConfig = app.config.loginThrottle;
  const lookupCodeRule: ThrottleRule = {
    limit: lookupConfig.free,
    windowMs: lookupConfig.windowMs,
    backoff: { baseMs: lookupConfig.baseDelayMs, maxMs: lookupConfig.maxDelayMs },
  };
  const lookupAddressRule: ThrottleRule = { limit: lookupConfig.perAddress, windowMs: lookupConfig.windowMs };

  /**
   * A signed-in staff member with the orders change right (phone orders); anyone else is a shopper.
   * The token is checked like on any protected route (an ended session or a deactivated account is a shopper).
   */
  async function staffOf(request: FastifyRequest): Promise<AuthContext | null> {
    const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!m) return null;
    const user = await app.userOfToken(m[1]!);
    return user && can(user.permissions, 'orders', 'change') ? user : null;
  }

  function idempotencyKeyOf(request: FastifyRequest): string | undefined {
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw))
      throw badRequest(ORDER_MESSAGES.badIdempotencyKey, { header: 'Idempotency-Key' });
    return raw;
  }

  app.post(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order (public). Prices come from the database; `expectedAmount` that differs from them is 409 PRICE_CHANGED with the new amounts; a tracked variant without enough pieces is 409 NOT_ENOUGH_STOCK; nothing is written on a refusal. `Idempotency-Key` (8–100 of A-Z a-z 0-9 _ . : -): the same key and body answer the same order again, another body 422; keys are kept 24 hours. Limited per address and per phone (stored orders) unless the caller is staff with the orders change right. A filled honeypot `website` answers 201 with id 0, stores nothing and counts against no limit.',
        body: createOrderBody,
        response: {
          201: orderSchema,
          400: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { website, items, expectedAmount, ...customer } = request.body;
      const key = idempotencyKeyOf(request);
      if (website?.trim()) {
        // A bot: answered like an accepted order, but nothing is stored and no limit is counted,
        // so bots filling a victim's phone number cannot block that number from ordering.
        request.log.info('order honeypot filled: nothing stored');
        const lines = await repo.priceItems(items);
        const { shipping } = await repo.checkoutSettings();
        const fake: Order = {
          id: 0,
          code: newOrderCode(),
          ...customer,
          items: lines,
          ...orderAmounts(lines, shipping),
          paymentStatus: 'unpaid',
          status: 'pending',
          createdAt: new Date().toISOString(),
        };
        return reply.code(201).send(fake);
      }
      const idempotency = key ? { key, hash: bodyHash(request.body) } : undefined;
      if (idempotency) {
        const earlier = await repo.replay(idempotency.key, idempotency.hash);
        if (earlier) return reply.code(201).send(earlier);
      }
      const staff = await staffOf(request);
      const perAddress = { key: `order:address:${throttleAddress(request.ip)}`, rule: orderRule };
      if (!staff) {
        const since = new Date(Date.now() - windowMs);
        if ((await repo.countByPhoneSince(customer.phone, since)) >= max)
          throw tooManyRequests(ORDER_MESSAGES.tooMany, Math.ceil(windowMs / 1000));
        const reservation = await app.throttle.reserve([perAddress]);
        if (!reservation.allowed)
          throw tooManyRequests(ORDER_MESSAGES.tooMany, Math.ceil(reservation.retryAfterMs / 1000));
      }
      const opts = { by: staff?.username ?? null, expectedAmount, idempotency };
      let created: Awaited<ReturnType<typeof repo.create>>;
      try {
        // An order staff place (a phone order) is a staff change: audited in the order's transaction.
        // A shopper's own order is not.
        created = staff
          ? await request.audited(
              async (tx, audit) => {
                const made = await ordersRepository(tx).create(customer, items, opts);
                if (!made.replayed) await audit.created('orders', made.order.id, auditedOrder(made.order));
                return made;
              },
              { userId: staff.id, username: staff.username, ip: request.ip },
            )
          : await repo.create(customer, items, opts);
      } catch (err) {
        if (!staff) await app.throttle.release(perAddress);
        throw err;
      }
      const { order, replayed } = created;
      if (!staff && replayed) await app.throttle.release(perAddress);
      if (!replayed) await app.events.publish({ type: 'order.created', order });
      const { history: _history, ...publicOrder } = order;
      return reply.code(201).send(publicOrder);
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
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary:
          "A shopper's order by its code and the phone it was placed with: status timeline, payment, items, amounts. One 404 for any wrong combination; throttled like sign-in (429 with Retry-After).",
        querystring: orderLookupQuery,
        response: { 200: orderLookupResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { code, phone } = request.query;
      const addr = throttleAddress(request.ip);
      const perCode: ThrottleClaim = { key: `lookup:code:${addr}|${code}`, rule: lookupCodeRule };
      const perAddr: ThrottleClaim = { key: `lookup:address:${addr}`, rule: lookupAddressRule };
      const reservation = await app.throttle.reserve([perCode, perAddr]);
      if (!reservation.allowed) {
        const seconds = Math.ceil(reservation.retryAfterMs / 1000);
        throw tooManyRequests(ORDER_MESSAGES.lookupTooMany(seconds), seconds);
      }
      const order = await repo.lookup(code, phone);
      if (!order) throw notFound(ORDER_MESSAGES.lookupNotFound);
      await Promise.all([app.throttle.clear(perCode.key), app.throttle.release(perAddr)]);
      return order;
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
      return request.audited(async (tx, audit) => {
        const orders = ordersRepository(tx);
        const before = await orders.findForChange(request.params.id);
        const after = await orders.edit(before.id, input, items, shippingFee);
        await audit.updated('orders', after.id, auditedOrder(before), auditedOrder(after));
        return after;
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
      const { status, reason } = request.body;
      const order = await request.audited(async (tx, audit) => {
        const orders = ordersRepository(tx);
        const before = await orders.findForChange(request.params.id);
        const after = await orders.moveStatus(before.id, status, currentUser(request).username, reason);
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

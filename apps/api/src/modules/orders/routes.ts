import { can } from '@shop/core/permissions';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  ORDER_MESSAGES,
  legacyCreateOrderBody as createOrderBody,
  orderListQuery,
  legacyOrderListResponse as orderListResponse,
  legacyOrderSchema as orderSchema,
  orderStatsResponse,
  legacyOrderStatusBody as orderStatusBody,
  type LegacyOrder as Order,
} from '@shop/core/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { authRepository } from '../auth/repository.ts';
import { newOrderCode, ordersRepository } from './repository.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Orders: /api/orders (docs/product/decisions.md#real-orders). Placing an order is public and rate-limited. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = ordersRepository(app.database.db);
  const auth = authRepository(app.database.db);
  const { max, windowMs } = app.config.orderRateLimit;
  // Orders placed per address and per phone number in a sliding window (in memory: one process).
  const perAddress = new AttemptLimiter(max, windowMs);
  const perPhone = new AttemptLimiter(max, windowMs);

  /** A signed-in staff member with the orders change right (phone orders); anyone else is a shopper. */
  async function staffOf(request: FastifyRequest): Promise<string | null> {
    const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!m) return null;
    const claims = await app.tokens.verify(m[1]!);
    if (!claims) return null;
    const user = await auth.context(claims.userId);
    return user?.isActive && can(user.permissions, 'orders', 'change') ? user.username : null;
  }

  app.post(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order (public). Prices come from the database. Rate-limited per address and per phone unless the caller is staff with the orders change right. A filled honeypot `website` answers 201 with id 0 and stores nothing.',
        body: createOrderBody,
        response: { 201: orderSchema, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { website, items, ...customer } = request.body;
      const staff = await staffOf(request);
      if (!staff) {
        const address = `a:${request.ip}`;
        const phone = `p:${customer.phone}`;
        const wait = Math.max(perAddress.retryAfterSeconds(address), perPhone.retryAfterSeconds(phone));
        if (wait > 0) throw tooManyRequests(ORDER_MESSAGES.tooMany, wait);
        perAddress.fail(address);
        perPhone.fail(phone);
      }
      const lines = await repo.priceItems(items);
      if (website?.trim()) {
        request.log.info('order honeypot filled: nothing stored');
        const fake: Order = {
          id: 0,
          code: newOrderCode(),
          ...customer,
          paymentMethod: 'COD',
          items: lines,
          amount: lines.reduce((s, l) => s + l.price * l.quantity, 0),
          status: 'pending',
          createdAt: new Date().toISOString(),
        };
        return reply.code(201).send(fake);
      }
      const order = await repo.create(customer, lines, staff);
      await app.events.publish({ type: 'order.created', order });
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
        summary: 'Orders, newest first; search ignores case and diacritics',
        querystring: orderListQuery,
        response: { 200: orderListResponse, ...errors },
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
        summary: 'Number of orders per status and in total',
        response: { 200: orderStatsResponse, ...errors },
      },
    },
    async () => repo.stats(),
  );

  app.get(
    '/:id',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: { tags: ['orders'], params: idParams, response: { 200: orderSchema, ...errors, 404: errorResponse } },
    },
    async (request) => {
      const order = await repo.find(request.params.id);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    },
  );

  app.patch(
    '/:id/status',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['orders'],
        summary: 'pending → processing → shipped → completed; cancelled from any state before completed',
        params: idParams,
        body: orderStatusBody,
        response: { 200: orderSchema, ...errors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const order = await repo.moveStatus(request.params.id, request.body.status, currentUser(request).username);
      await app.events.publish({ type: 'order.status', order });
      return order;
    },
  );
};

export default ordersRoutes;

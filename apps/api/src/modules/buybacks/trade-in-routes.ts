import { errorResponse, idParams } from '@shop/core/schemas/common';
import { ORDER_MESSAGES, orderSchema, type Order } from '@shop/core/schemas/order';
import { TRADE_IN_MESSAGES, tradeInBody, tradeInCandidatesResponse, tradeInParams } from '@shop/core/schemas/trade-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Auditor } from '../../db/audit.ts';
import { accessErrors, writeErrors } from '../../lib/crud-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { ordersRepository } from '../orders/repository.ts';
import { applyTradeIn, removeTradeIn, tradeInCandidates } from './trade-ins.ts';

const tags = ['orders'];

/** A buy-back's price is a cost: setting it against an order needs the costs right besides the orders one. */
const costs = (action: 'read' | 'change') => ({
  resource: 'costs' as const,
  action,
  refusal: TRADE_IN_MESSAGES.costsForbidden,
});

/** The order after the change, and its audit entry: the credit and the amount to pay, before and after. */
async function answer(tx: Db, audit: Auditor, before: Order, change: { tradeIn: [string | null, string | null] }) {
  const after = await ordersRepository(tx).find(before.id);
  if (!after) throw notFound(ORDER_MESSAGES.notFound);
  await audit.record({
    action: 'update',
    resource: 'orders',
    resourceId: before.id,
    changes: {
      ...change,
      tradeInCredit: [before.tradeInCredit ?? 0, after.tradeInCredit ?? 0],
      amount: [before.amount, after.amount],
    },
  });
  return after;
}

/**
 * /api/orders/:id/trade-ins: trade-in credit (docs/pieces.md#trade-in-credit). Staff with the orders
 * change and costs change rights set a buy-back of the order's customer against an open order, or
 * take it off; the amount to pay follows (core's orderAmounts).
 */
const tradeInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/trade-ins',
    {
      config: { access: { resource: 'orders', action: 'read', also: costs('read') } },
      schema: {
        tags,
        summary:
          'The buy-backs of the order’s customer (the seller’s phone is the order’s) not set against any order: what may be set against it. Their prices are costs: the costs read right is needed (403)',
        params: idParams,
        response: { 200: tradeInCandidatesResponse, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => {
      return tradeInCandidates(app.database.db, request.params.id);
    },
  );

  app.post(
    '/:id/trade-ins',
    {
      config: { access: { resource: 'orders', action: 'change', also: costs('change') } },
      schema: {
        tags,
        summary:
          'Set a buy-back against an order of the same customer (pending or processing, unpaid) as trade-in credit: amount to pay = subtotal + shipping − credit. Needs the costs change right too (403). 409: the order is not open, the seller is another customer, the buy-back already credits an order (two at once: one wins), or the credit would pass subtotal + shipping',
        params: idParams,
        body: tradeInBody,
        response: { 200: orderSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return request.audited(async (tx, audit) => {
        const before = await ordersRepository(tx).findForChange(request.params.id);
        const { code } = await applyTradeIn(tx, before.id, request.body.buybackId, user.username);
        return answer(tx, audit, before, { tradeIn: [null, code] });
      });
    },
  );

  app.delete(
    '/:id/trade-ins/:buybackId',
    {
      config: { access: { resource: 'orders', action: 'change', also: costs('change') } },
      schema: {
        tags,
        summary:
          'Take a buy-back off an open order (pending or processing, unpaid): the amount to pay goes back up and the buy-back is free again. Needs the costs change right too (403)',
        params: tradeInParams,
        response: { 200: orderSchema, ...writeErrors, 404: errorResponse },
      },
    },
    async (request) => {
      return request.audited(async (tx, audit) => {
        const before = await ordersRepository(tx).findForChange(request.params.id);
        const { code } = await removeTradeIn(tx, before.id, request.params.buybackId);
        return answer(tx, audit, before, { tradeIn: [code, null] });
      });
    },
  );
};

export default tradeInRoutes;

import { errorResponse } from '@shop/core/schemas/common';
import {
  CUSTOMER_MESSAGES,
  customerDetailResponse,
  customerListQuery,
  customerListResponse,
  customerParams,
} from '@shop/core/schemas/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { ordersRepository } from '../orders/repository.ts';
import { customersRepository } from './repository.ts';

/** /api/customers: the shop's customers derived from orders, one per phone number; needs orders read. */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = customersRepository(app.database.db);
  const orders = ordersRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary:
          'Customers grouped by phone: name and email of the latest order, number of orders, total spent (completed), last order; search on name, phone, email, order code and products',
        querystring: customerListQuery,
        response: { 200: customerListResponse, ...accessErrors },
      },
    },
    async (request) => repo.list(request.query),
  );

  app.get(
    '/:phone',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['customers'],
        summary: 'One customer (by phone, written in any Vietnamese form) and all their orders, newest first',
        params: customerParams,
        response: { 200: customerDetailResponse, ...accessErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const { phone } = request.params;
      const customer = await repo.find(phone);
      if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
      const all = await orders.list({ phone, limit: Math.max(customer.orders, 1), count: false });
      return { customer, orders: all.orders };
    },
  );
};

export default customersRoutes;

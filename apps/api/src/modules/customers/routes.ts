import {
  CUSTOMER_MESSAGES,
  customerDetailResponse,
  customerListQuery,
  customerListResponse,
  customerParams,
} from '@shop/core/schemas/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRoutes } from '../../lib/crud-routes.ts';
import { ordersRepository } from '../orders/repository.ts';
import { customersRepository } from './repository.ts';

/** /api/customers: the shop's customers derived from orders, one per phone number; needs orders read. */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = customersRepository(app.database.db);
  const orders = ordersRepository(app.database.db);

  const read = readRoutes(app, { resource: 'orders', tags: ['customers'] });

  read(
    '/',
    'Customers grouped by phone: name and email of the latest order, number of orders, total spent (completed), last order; search on name, phone, email, order code and products',
    { querystring: customerListQuery, response: customerListResponse },
    async (request) => repo.list(request.query),
  );

  read(
    '/:phone',
    'One customer (by phone, written in any Vietnamese form) and all their orders, newest first',
    { params: customerParams, response: customerDetailResponse, notFound: CUSTOMER_MESSAGES.notFound },
    async (request) => {
      const { phone } = request.params;
      const customer = await repo.find(phone);
      if (!customer) return undefined;
      const all = await orders.list({ phone, limit: Math.max(customer.orders, 1), count: false });
      return { customer, orders: all.orders };
    },
  );
};

export default customersRoutes;

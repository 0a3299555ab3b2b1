import { AT, order } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of /api/customers (spread into openapi-examples.ts): answers of the demo shop.

const customer = {
  phone: '0912345678',
  name: 'Nguyễn Văn An',
  email: 'an.nguyen@example.com',
  orders: 1,
  totalSpent: 0,
  lastOrderAt: AT,
};

export const CUSTOMER_EXAMPLES = {
  customers_list: { response: { customers: [customer], total: 1, totalExact: true } },
  customers_get: { response: { customer, orders: [order] } },
};

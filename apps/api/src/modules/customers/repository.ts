import type { Customer } from '@shop/core/schemas/order';
import { count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { searchCondition } from '../orders/repository.ts';

/**
 * Customers are not a table: they are the orders grouped by phone number. Name and email are those
 * of the customer's latest order (the latest email given); total spent counts completed orders.
 */
const customerColumns = {
  phone: orders.phone,
  name: sql<string>`(array_agg(${orders.customer} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`,
  email: sql<
    string | null
  >`(array_agg(${orders.email} order by ${orders.createdAt} desc, ${orders.id} desc) filter (where ${orders.email} is not null))[1]`,
  orders: count(),
  totalSpent: sql<string | number>`coalesce(sum(${orders.amount}) filter (where ${eq(orders.status, 'completed')}), 0)`,
  lastOrderAt: sql<Date | string>`max(${orders.createdAt})`,
};

type CustomerRow = {
  phone: string;
  name: string;
  email: string | null;
  orders: number;
  totalSpent: string | number;
  lastOrderAt: Date | string;
};

const toCustomer = (r: CustomerRow): Customer => ({
  phone: r.phone,
  name: r.name,
  email: r.email,
  orders: Number(r.orders),
  totalSpent: Number(r.totalSpent),
  lastOrderAt: new Date(r.lastOrderAt).toISOString(),
});

export function customersRepository(db: Db) {
  return {
    /** A page of customers (latest order first) whose orders match the search: two queries. */
    async list(opts: {
      search?: string;
      limit: number;
      skip: number;
    }): Promise<{ customers: Customer[]; total: number }> {
      const where = searchCondition(opts.search);
      const [[totalRow], rows] = await Promise.all([
        db
          .select({ n: countDistinct(orders.phone) })
          .from(orders)
          .where(where),
        db
          .select(customerColumns)
          .from(orders)
          .where(where)
          .groupBy(orders.phone)
          .orderBy(desc(sql`max(${orders.createdAt})`), orders.phone)
          .limit(opts.limit)
          .offset(opts.skip),
      ]);
      return { customers: rows.map(toCustomer), total: Number(totalRow?.n ?? 0) };
    },

    async find(phone: string): Promise<Customer | undefined> {
      const [row] = await db.select(customerColumns).from(orders).where(eq(orders.phone, phone)).groupBy(orders.phone);
      return row && toCustomer(row);
    },
  };
}

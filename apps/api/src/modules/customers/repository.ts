import type { Customer } from '@shop/core/schemas/customer';
import { COUNT_CAP } from '@shop/core/schemas/order';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { searchCondition } from '../orders/order-search.ts';

type CustomerRow = typeof customers.$inferSelect;

const toCustomer = (r: CustomerRow): Customer => ({
  phone: r.phone,
  name: r.name,
  email: r.email,
  orders: r.orders,
  totalSpent: r.totalSpent,
  lastOrderAt: r.lastOrderAt.toISOString(),
});

/**
 * Customers are the table `customers`, one row per phone, which the database keeps from the orders
 * (migration 0020): name and email of the latest order (the latest email given), the number of
 * orders, total spent (completed orders), last order.
 */
export function customersRepository(db: Db) {
  return {
    /**
     * A page of customers, latest order first. A search matches their orders (code, name, phone,
     * email, products: the orders' search, each word a whole word) and is counted up to COUNT_CAP + 1
     * customers.
     */
    async list(opts: {
      search?: string;
      limit: number;
      skip: number;
    }): Promise<{ customers: Customer[]; total: number; totalExact: boolean }> {
      const matching = searchCondition(opts.search, { wholeWords: true });
      const order = [desc(customers.lastOrderAt), asc(customers.phone)] as const;
      if (!matching) {
        const [[totalRow], rows] = await Promise.all([
          db.select({ n: count() }).from(customers),
          db
            .select()
            .from(customers)
            .orderBy(...order)
            .limit(opts.limit)
            .offset(opts.skip),
        ]);
        return { customers: rows.map(toCustomer), total: Number(totalRow?.n ?? 0), totalExact: true };
      }
      // Counted from at most COUNT_CAP + 1 matching orders: when there are more, their distinct
      // phones are a lower bound of the customers ("hơn …").
      const counted = await db
        .execute<{ orders: string | number; phones: string | number }>(
          sql`select count(*) as orders, count(distinct m.phone) as phones
              from (select ${orders.phone} as phone from ${orders} where ${matching} limit ${COUNT_CAP + 1}) m`,
        )
        .then((r) => ({ orders: Number(r.rows[0]?.orders ?? 0), phones: Number(r.rows[0]?.phones ?? 0) }));
      // The count decides how the page is read, not PostgreSQL's guess of how common the words are
      // (a guess either way cost seconds on a million orders): at most COUNT_CAP matching orders,
      // their customers are looked up by phone; more, the customers are read latest first, each
      // kept if one of its orders matches, and twenty come quickly.
      const few = counted.orders <= COUNT_CAP;
      if (counted.orders === 0) return { customers: [], total: 0, totalExact: true };
      const rows = await db
        .select()
        .from(customers)
        .where(
          few
            ? sql`${customers.phone} = any(array(select distinct ${orders.phone} from ${orders} where ${matching}))`
            : sql`(select true from ${orders} where ${orders.phone} = ${customers.phone} and ${matching} limit 1)`,
        )
        .orderBy(...order)
        .limit(opts.limit)
        .offset(opts.skip);
      return {
        customers: rows.map(toCustomer),
        total: Math.min(counted.phones, COUNT_CAP),
        totalExact: few,
      };
    },

    async find(phone: string): Promise<Customer | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
      return row && toCustomer(row);
    },
  };
}

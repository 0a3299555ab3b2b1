import type { Customer } from '@shop/core/schemas/customer';
import { COUNT_CAP } from '@shop/core/schemas/order';
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { searchCondition } from '../orders/order-search.ts';

type CustomerRow = typeof customers.$inferSelect;

/** A customer as answered: its row but the latest order's id, the time as ISO text. */
const toCustomer = ({ lastOrderId: _lastOrderId, ...r }: CustomerRow): Customer => ({
  ...r,
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
      const page = (where: SQL) =>
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(...order)
          .limit(opts.limit)
          .offset(opts.skip);
      /** The customers of these phones, in the order given. */
      const byPhones = async (phones: string[]) => {
        if (!phones.length) return [];
        const found = new Map(
          (await db.select().from(customers).where(inArray(customers.phone, phones))).map((c) => [c.phone, c]),
        );
        return phones.flatMap((p) => found.get(p) ?? []);
      };
      // One statement reads at most COUNT_CAP + 1 matching orders (`m`), counts them and their
      // phones, and picks the page among their customers. The count then decides which page is right,
      // not PostgreSQL's guess of how common the words are (a guess either way cost seconds on a
      // million orders): at most COUNT_CAP matching orders, that page is whole, and its customers are
      // read by phone; more, customers are read latest first, each kept if one of its orders matches,
      // and a page of them comes quickly. When there are more, the distinct phones counted are a
      // lower bound of the customers ("hơn …").
      const [found] = (
        await db.execute<{ orders: string | number; phones: string | number; page: string[] | null }>(
          sql`with m as materialized (
                select ${orders.phone} as phone from ${orders} where ${matching} limit ${COUNT_CAP + 1}),
              p as (select distinct m.phone from m)
              select (select count(*) from m) as orders, (select count(*) from p) as phones,
                array(select ${customers.phone} from ${customers} where ${customers.phone} = any(array(select p.phone from p))
                      order by ${customers.lastOrderAt} desc, ${customers.phone} asc
                      limit ${opts.limit} offset ${opts.skip}) as page`,
        )
      ).rows;
      const counted = { orders: Number(found?.orders ?? 0), phones: Number(found?.phones ?? 0) };
      const few = counted.orders <= COUNT_CAP;
      const rows = few
        ? await byPhones(found?.page ?? [])
        : await page(
            sql`(select true from ${orders} where ${orders.phone} = ${customers.phone} and ${matching} limit 1)`,
          );
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

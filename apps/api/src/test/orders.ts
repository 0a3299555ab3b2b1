import type { OrderStatus } from '@shop/core/constants';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema/index.ts';

/** A line of an order written by `insertOrder` (`productId` null: a product already gone). */
export interface TestLine {
  productId: number | null;
  name: string;
  price: number;
  quantity: number;
}

/**
 * An order written straight into the tables at instant `at` (no stock, no checks: for the summaries
 * the database keeps from orders), with its lines; amount = lines + 30 000 shipping. Returns its id.
 */
export async function insertOrder(
  db: Db,
  order: { code: string; customer: string; phone: string; at: Date; status: OrderStatus },
  lines: TestLine[],
): Promise<number> {
  const subtotal = lines.reduce((a, l) => a + l.price * l.quantity, 0);
  const [o] = await db
    .insert(orders)
    .values({
      code: order.code,
      customer: order.customer,
      phone: order.phone,
      subtotal,
      shippingFee: 30_000,
      amount: subtotal + 30_000,
      status: order.status,
      createdAt: order.at,
      updatedAt: order.at,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: o!.id,
      productId: l.productId,
      productName: l.name,
      variantName: 'Mặc định',
      price: l.price,
      quantity: l.quantity,
    })),
  );
  return o!.id;
}

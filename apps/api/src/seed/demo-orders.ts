import { DEFAULT_SHIPPING_SETTINGS, orderAmounts } from '@shop/core/checkout';
import { ORDER_STATUSES, type OrderStatus } from '@shop/core/constants';
import { discountedPrice, hasPrice } from '@shop/core/pricing';
import { PAYMENT_METHODS, PAYMENT_STATUSES, shippingAddressInput } from '@shop/core/schemas/order';
import { foldText } from '@shop/core/text';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { orderHistory, orderLines, orders, productVariants, products } from '../db/schema/index.ts';
import { orderableVariantColumns, selectVariantsWithProduct } from '../lib/variant-query.ts';
import demo from './demo-orders.json' with { type: 'json' };
import { seedDemoPieces, type DemoOrder, type DemoPieceMoves } from './demo-pieces.ts';
import { seedDemoServices } from './demo-services.ts';

/**
 * The demo customers, with two-level addresses (ward or commune + one of the 34 provinces and cities
 * since 1 July 2025), and their orders: each line an index among the priced, in-stock demo products
 * and a quantity. Checked as it loads.
 */
const demoSchema = z.object({
  customers: z.array(
    z.object({ name: z.string(), phone: z.string(), email: z.string().nullable(), address: shippingAddressInput }),
  ),
  orders: z.array(
    z.object({
      customer: z.number().int(),
      lines: z.array(z.tuple([z.number().int(), z.number().int().positive()])).min(1),
      daysAgo: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      paymentMethod: z.enum(PAYMENT_METHODS),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      note: z.string().optional(),
      reason: z.string().optional(),
    }),
  ),
});
const { customers: CUSTOMERS, orders: DEMO_ORDERS } = demoSchema.parse(demo);

const FLOW: OrderStatus[] = ['pending', 'processing', 'shipped', 'completed'];
const VN_OFFSET_MS = 7 * 3_600_000;

function demoCode(at: Date, n: number): string {
  const vn = new Date(at.getTime() + VN_OFFSET_MS);
  const date = [vn.getUTCFullYear() % 100, vn.getUTCMonth() + 1, vn.getUTCDate()]
    .map((x) => String(x).padStart(2, '0'))
    .join('');
  return `DH${date}DEMO${String(n).padStart(2, '0')}`;
}

/**
 * The demo shop's activity on a first start with demo data: some variants with tracked stock (one
 * of them low, for the dashboard's low-stock list) and a few orders in every status, with
 * post-2025 addresses and their status history, and the demo pieces (demo-pieces.ts). Not part of the test template: tests make their own.
 */
export async function seedDemoOrders(db: Db, pieceMoves: DemoPieceMoves): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if (n > 0) return;
  const variants = await selectVariantsWithProduct(db, orderableVariantColumns)
    .where(eq(products.inStock, true))
    .orderBy(asc(products.id), asc(productVariants.id));
  const sellable = variants.filter((v) => hasPrice(v.price === null ? null : Number(v.price)));
  if (sellable.length < 10) return;

  // Tracked stock on a few variants: plenty, a little, and one almost gone.
  const stocks = [8, 5, 3, 1];
  await db.transaction(async (tx) => {
    for (const [i, stock] of stocks.entries())
      await tx
        .update(productVariants)
        .set({ stock })
        .where(eq(productVariants.id, sellable[i * 2 + 1]!.variantId));

    const made: DemoOrder[] = [];
    for (const [i, o] of DEMO_ORDERS.entries()) {
      const c = CUSTOMERS[o.customer]!;
      const lines = o.lines.map(([index, quantity]) => {
        const v = sellable[index]!;
        return {
          productId: v.productId,
          variantId: v.variantId,
          productName: v.productName,
          variantName: v.variantName,
          price: discountedPrice(Number(v.price), Number(v.discount)),
          quantity,
        };
      });
      const amounts = orderAmounts(lines, DEFAULT_SHIPPING_SETTINGS);
      const placed = new Date(Date.now() - o.daysAgo * 86_400_000 - (i + 1) * 3_600_000);
      const code = demoCode(placed, i + 1);
      const [row] = await tx
        .insert(orders)
        .values({
          code,
          customer: c.name,
          phone: c.phone,
          email: c.email,
          shippingAddress: c.address,
          note: o.note ?? null,
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentStatus,
          ...amounts,
          status: o.status,
          searchText: foldText(
            [code, c.name, c.phone, c.email, ...lines.flatMap((l) => [l.productName, l.variantName])]
              .filter(Boolean)
              .join(' '),
          ),
          createdAt: placed,
          updatedAt: placed,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
      const steps =
        o.status === 'cancelled'
          ? (['pending', 'cancelled'] as OrderStatus[])
          : FLOW.slice(0, FLOW.indexOf(o.status) + 1);
      const timed = steps.map((status, k) => ({ status, at: new Date(placed.getTime() + k * 5 * 3_600_000) }));
      await tx.insert(orderHistory).values(
        timed.map(({ status, at }, k) => ({
          orderId: row!.id,
          fromStatus: k === 0 ? null : steps[k - 1]!,
          status,
          by: k === 0 ? null : 'admin',
          reason: status === 'cancelled' ? (o.reason ?? null) : null,
          at,
        })),
      );
      made.push({ id: row!.id, code, status: o.status, placed, steps: timed });
    }
    await seedDemoPieces(tx, sellable, made, pieceMoves);
    await seedDemoServices(tx);
  });
}

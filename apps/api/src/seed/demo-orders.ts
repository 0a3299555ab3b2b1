import { DEFAULT_SHIPPING_SETTINGS, orderAmounts } from '@shop/core/checkout';
import type { OrderStatus } from '@shop/core/constants';
import { discountedPrice, hasPrice } from '@shop/core/pricing';
import type { PaymentMethod, PaymentStatus, ShippingAddress } from '@shop/core/schemas/order';
import { foldText } from '@shop/core/text';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderHistory, orderLines, orders, productVariants, products } from '../db/schema/index.ts';

/** Two-level addresses (ward or commune + one of the 34 provinces and cities since 1 July 2025). */
const CUSTOMERS: { name: string; phone: string; email: string | null; address: ShippingAddress }[] = [
  {
    name: 'Nguyễn Minh Anh',
    phone: '0901234501',
    email: 'minhanh@example.com',
    address: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '45 Lê Thánh Tôn' },
  },
  {
    name: 'Trần Quốc Bảo',
    phone: '0912345602',
    email: null,
    address: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '12 Tràng Tiền' },
  },
  {
    name: 'Lê Thị Thu Hà',
    phone: '0983456703',
    email: 'thuha@example.com',
    address: { province: 'Thành phố Đà Nẵng', ward: 'Phường Hải Châu', street: '88 Bạch Đằng' },
  },
  {
    name: 'Phạm Gia Huy',
    phone: '0934567804',
    email: null,
    address: { province: 'Tỉnh Khánh Hòa', ward: 'Phường Nha Trang', street: '20 Trần Phú' },
  },
  {
    name: 'Võ Ngọc Lan',
    phone: '0945678905',
    email: 'ngoclan@example.com',
    address: { province: 'Thành phố Cần Thơ', ward: 'Phường Ninh Kiều', street: '5 Hai Bà Trưng' },
  },
];

interface DemoOrder {
  customer: number;
  /** Product index among the priced, in-stock demo products, and quantity. */
  lines: [number, number][];
  daysAgo: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  note?: string;
  reason?: string;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: 0,
    lines: [[0, 1]],
    daysAgo: 20,
    status: 'completed',
    paymentMethod: 'bank_transfer',
    paymentStatus: 'paid',
  },
  {
    customer: 1,
    lines: [
      [3, 1],
      [5, 1],
    ],
    daysAgo: 12,
    status: 'completed',
    paymentMethod: 'cod',
    paymentStatus: 'paid',
  },
  { customer: 2, lines: [[7, 2]], daysAgo: 6, status: 'shipped', paymentMethod: 'cod', paymentStatus: 'unpaid' },
  {
    customer: 3,
    lines: [[2, 1]],
    daysAgo: 4,
    status: 'cancelled',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    reason: 'Khách đổi ý, muốn chọn mẫu khác',
  },
  {
    customer: 0,
    lines: [[9, 1]],
    daysAgo: 2,
    status: 'processing',
    paymentMethod: 'bank_transfer',
    paymentStatus: 'paid',
  },
  {
    customer: 4,
    lines: [[4, 1]],
    daysAgo: 1,
    status: 'pending',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    note: 'Giao giờ hành chính',
  },
  {
    customer: 1,
    lines: [[6, 1]],
    daysAgo: 0,
    status: 'pending',
    paymentMethod: 'bank_transfer',
    paymentStatus: 'unpaid',
  },
];

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
 * post-2025 addresses and their status history. Not part of the test template: tests make their own.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if (n > 0) return;
  const variants = await db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      variantName: productVariants.name,
      price: productVariants.price,
      discount: productVariants.discount,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
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
      await tx.insert(orderHistory).values(
        steps.map((status, k) => ({
          orderId: row!.id,
          fromStatus: k === 0 ? null : steps[k - 1]!,
          status,
          by: k === 0 ? null : 'admin',
          reason: status === 'cancelled' ? (o.reason ?? null) : null,
          at: new Date(placed.getTime() + k * 5 * 3_600_000),
        })),
      );
    }
  });
}

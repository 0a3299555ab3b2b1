import { randomInt } from 'node:crypto';
import type { AgreedPolicy, Order, PaymentMethod, ShippingAddress } from '@shop/core/schemas/order';
import type { InvoiceRequest } from '@shop/core/schemas/invoice';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderHistory, orderLines, orders } from '../../db/schema/index.ts';
import type { BankAccount } from './checkout-settings.ts';
import type { PricedLine } from './order-lines.ts';
import { searchTextOf } from './order-search.ts';
import { toOrder, type OrderRow } from './order-view.ts';
import { SHOP_UTC_OFFSET_MS } from '../../lib/shop-time.ts';

export interface NewOrder {
  customer: string;
  phone: string;
  email: string | null;
  shippingAddress: ShippingAddress | null;
  note: string | null;
  paymentMethod: PaymentMethod;
  /** "Xuất hóa đơn VAT": who the invoice is made out to (null: a consumer's invoice). */
  invoiceRequest: InvoiceRequest | null;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `DH` + yyMMdd in Vietnam time (UTC+7, no daylight saving) + six random characters. */
export function newOrderCode(now = new Date()): string {
  const vn = new Date(now.getTime() + SHOP_UTC_OFFSET_MS);
  const date = [vn.getUTCFullYear() % 100, vn.getUTCMonth() + 1, vn.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  let rand = '';
  for (let i = 0; i < 6; i++) rand += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `DH${date}${rand}`;
}

/** The columns of a bank-transfer order that keep the shop's account as it was when it was placed. */
const bankColumns = (bank: BankAccount | null) => ({
  bankBin: bank?.bankBin ?? null,
  bankAccountNumber: bank?.accountNumber ?? null,
  bankAccountName: bank?.accountName ?? null,
});

/** Storing a placed order, and the pieces one client address already holds in pending orders. */
export function orderPlacing(db: Db) {
  return {
    /**
     * Stores a priced order, its lines and its first history row (pending, by whom: null for the
     * shopper), under a new code (a rare duplicate code draws another). Runs on the caller's
     * transaction; the stock is the caller's to take.
     */
    async insertPlaced(
      input: NewOrder,
      lines: PricedLine[],
      amounts: { subtotal: number; shippingFee: number; amount: number },
      extra: {
        bank: BankAccount | null;
        by: string | null;
        agreedPolicies: AgreedPolicy[] | null;
        /** The shopper's client address (null: a staff order). */
        clientAddress: string | null;
        /** Hours a bank-transfer order holds its stock: its payment deadline is that long after it is placed. */
        holdHours: number | null;
      },
    ): Promise<Order> {
      let row: OrderRow | undefined;
      const createdAt = new Date();
      const payBy = extra.holdHours === null ? null : new Date(createdAt.getTime() + extra.holdHours * 3_600_000);
      for (let attempt = 0; !row; attempt++) {
        if (attempt > 4) throw new Error('no free order code after 5 draws');
        const code = newOrderCode();
        [row] = await db
          .insert(orders)
          .values({
            ...input,
            code,
            ...amounts,
            status: 'pending',
            searchText: searchTextOf(code, input, lines),
            agreedPolicies: extra.agreedPolicies,
            clientAddress: extra.clientAddress,
            payBy,
            createdAt,
            updatedAt: createdAt,
            ...bankColumns(input.paymentMethod === 'bank_transfer' ? extra.bank : null),
          })
          .onConflictDoNothing({ target: orders.code })
          .returning();
      }
      const lineRows = await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: row.id })))
        .returning();
      const history = await db
        .insert(orderHistory)
        .values({ orderId: row.id, fromStatus: null, status: 'pending', by: extra.by, at: createdAt })
        .returning();
      return toOrder(row, lineRows, { history, payment: true });
    },

    /**
     * The pieces the pending orders of a client address hold, read after taking that address's lock
     * (a transaction-scoped advisory lock, held until the caller's transaction ends): two orders from
     * one address count one after the other, each seeing the other's pieces once it committed.
     */
    async lockPendingPieces(address: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-address:${address}`}))`);
      const [r] = await db
        .select({ n: sql<string | number | null>`coalesce(sum(${orderLines.quantity}), 0)` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.clientAddress, address), eq(orders.status, 'pending')));
      return Number(r?.n ?? 0);
    },
  };
}

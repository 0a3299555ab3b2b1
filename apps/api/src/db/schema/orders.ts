import { sql } from 'drizzle-orm';
import type { PaymentMethod, ShippingAddress } from '@shop/core/schemas/order';
import { bigint, index, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const orderStatusEnum = pgEnum('order_status', ['pending', 'processing', 'shipped', 'completed', 'cancelled']);

export const paymentStatusEnum = pgEnum('payment_status', ['unpaid', 'paid', 'refunded']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    customer: text('customer').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** `{ province, ward, street }`; orders from before structured addresses keep their text in `street`. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    note: text('note'),
    /** `cod` or `bank_transfer`. */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cod'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('unpaid'),
    /** Amounts in đồng, computed once by core's orderAmounts from database prices: amount = subtotal + shippingFee. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    /** Folded code, customer, phone and product names for the back-office search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Customers are the orders grouped by phone; one customer's orders are read by phone.
    index('orders_phone_created_idx').on(t.phone, t.createdAt.desc()),
    // The order search (code, customer, phone, product) matches words with LIKE '%word%'.
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

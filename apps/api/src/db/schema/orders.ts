import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const orderStatusEnum = pgEnum('order_status', ['pending', 'processing', 'shipped', 'completed', 'cancelled']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    customer: text('customer').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    shippingAddress: text('shipping_address'),
    note: text('note'),
    paymentMethod: text('payment_method').notNull().default('COD'),
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
    // The order search (code, customer, phone, product) matches words with LIKE '%word%'.
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

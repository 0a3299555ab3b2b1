import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orderStatusEnum } from './orders.ts';

/**
 * The shop's customers, one row per phone number, kept by the database from the orders (triggers of
 * migration 0020: every write of an order — placing, editing, a status move, an erasure — updates
 * its customer in the same transaction). Name and email are those of the latest order (the latest
 * email given); total spent counts completed orders. Read by the customers list and a customer's page.
 */
export const customers = pgTable(
  'customers',
  {
    phone: text('phone').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    orders: integer('orders').notNull(),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull(),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
    /** The latest order's id: of two orders placed at the same instant, the later one names the customer. */
    lastOrderId: integer('last_order_id').notNull(),
  },
  (t) => [index('customers_last_order_idx').on(t.lastOrderAt.desc().nullsFirst(), t.phone)],
);

/**
 * Orders and their amounts per shop day (Asia/Ho_Chi_Minh, the day an order was placed) and status,
 * for the dashboard, the order stats and the reports. Written by triggers as one row per change
 * (+1 in the new status, −1 in the old one), never updated in place, so placing orders never waits
 * for another order's transaction; the summary job (modules/dashboard/summary-job.ts) folds a day's rows
 * into one every minute. Readers sum.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    status: orderStatusEnum('status').notNull(),
    orders: integer('orders').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_day_totals_day_idx').on(t.day, t.status)],
);

/**
 * The lines of completed orders per shop day and product (the top products of the reports), kept
 * like order_day_totals: a row per change (`folded` false). The summary job adds the new rows to
 * order_product_months and marks them `folded` in the same transaction (migration 0043); the
 * reports read the days at the edges of a range here, and the rows not folded yet. `productId` 0: a
 * line whose product was already gone.
 */
export const orderDayProducts = pgTable(
  'order_day_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    /** Already in order_product_months (the summary job sets it; rows written by the triggers have it false). */
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('order_day_products_folded_day_idx')
      .on(t.day)
      .where(sql`${t.folded}`),
    index('order_day_products_new_day_idx')
      .on(t.day)
      .where(sql`not ${t.folded}`),
  ],
);

/**
 * The folded rows of order_day_products per product, as running totals by calendar month (migration
 * 0043), so that the top products of a range of whole months are two array reads per product instead
 * of a sum over every day: `quantity[i]` and `revenue[i]` are the totals of the months before month
 * `firstMonth + i − 1` (element 1 is 0; past the last element the total stays the last one). Months
 * are numbered year × 12 + month − 1 (November 2026: 24322). Key: the product, and for `productId` 0
 * (a line whose product was gone) the line's name; `lineKey` is '' for a product. Kept by the summary
 * job only, never by the triggers; `rebuild_order_summaries()` makes it again.
 */
export const orderProductMonths = pgTable(
  'order_product_months',
  {
    productId: integer('product_id').notNull(),
    lineKey: text('line_key').notNull(),
    firstMonth: integer('first_month').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).array().notNull(),
    revenue: bigint('revenue', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lineKey] })],
);

/**
 * The greatest line name of each key of order_product_months in each month with a folded row (the
 * reports' tie-break and the name of a product since deleted), read for the few keys at the top of a
 * range only; kept beside the totals, so that their rows stay narrow.
 */
export const orderProductNames = pgTable(
  'order_product_names',
  {
    productId: integer('product_id').notNull(),
    lineKey: text('line_key').notNull(),
    month: integer('month').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lineKey, t.month] })],
);

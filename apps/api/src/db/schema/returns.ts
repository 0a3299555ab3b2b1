import type { RefundMethod, ReturnStatus } from '@shop/core/schemas/return';
import { bigint, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { orderLines } from './order-lines.ts';
import { orders } from './orders.ts';
import { belongsTo, idColumn, timestamps } from './columns.ts';

/** One step a return went through: its status, when, and who (a username; null: the shopper). */
export interface ReturnStep {
  status: ReturnStatus;
  at: string;
  by: string | null;
}

/**
 * Returns and refunds (issue 27 §3): a shopper's request from the tracking page or one staff open
 * from the order, moved requested → approved | rejected → received → refunded. The refund's columns
 * are filled when it is refunded; the order's payment status follows the sum of its refunds.
 */
export const returns = pgTable(
  'returns',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    /** `/uploads/…` paths of the shopper's photos (re-encoded, without metadata). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    openedBy: text('opened_by').$type<'shopper' | 'staff'>().notNull(),
    /** Staff's note when approving. */
    note: text('note'),
    rejectReason: text('reject_reason'),
    /** The goods' condition as staff found them on receipt. */
    condition: text('condition'),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    refundReference: text('refund_reference'),
    /** The day the money was paid back (the reports count the refund on it). */
    refundedOn: date('refunded_on'),
    steps: jsonb('steps').$type<ReturnStep[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.id),
    index('returns_refunded_on_idx').on(t.refundedOn),
  ],
);

/**
 * The order lines a return asks back and how many; `restocked`: the pieces put back into tracked
 * stock when the goods were received (never more than the line took from stock).
 */
export const returnLines = pgTable(
  'return_lines',
  {
    id: idColumn(),
    returnId: belongsTo('return_id', () => returns.id),
    orderLineId: belongsTo('order_line_id', () => orderLines.id),
    quantity: integer('quantity').notNull(),
    restocked: integer('restocked').notNull().default(0),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId), index('return_lines_order_line_idx').on(t.orderLineId)],
);

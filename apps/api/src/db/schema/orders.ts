import { sql } from 'drizzle-orm';
import type { InvoiceFileKind, InvoiceRequest, RecordInvoiceBody } from '@shop/core/schemas/invoice';
import type { AgreedPolicy, PaymentMethod, ShippingAddress } from '@shop/core/schemas/order';
import { bigint, index, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const orderStatusEnum = pgEnum('order_status', ['pending', 'processing', 'shipped', 'completed', 'cancelled']);

export const paymentStatusEnum = pgEnum('payment_status', ['unpaid', 'paid', 'partially_refunded', 'refunded']);

/** An issued invoice as recorded: its storage keys of the uploaded files, who recorded it and when. */
export interface StoredInvoice extends Required<RecordInvoiceBody> {
  files: Partial<Record<InvoiceFileKind, string>>;
  recordedBy: string;
  recordedAt: string;
}

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
    /**
     * The shop's bank account when a bank-transfer order was placed (null for other orders): its
     * transfer instructions and VietQR code are built from these, never from today's settings.
     */
    bankBin: text('bank_bin'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountName: text('bank_account_name'),
    /**
     * Amounts in đồng, computed by core's orderAmounts from database prices: amount (to pay) =
     * subtotal + shippingFee − tradeInCredit. The summaries (reports, customers) count the goods'
     * value, amount + tradeInCredit (migration trade_in_credit).
     */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    /** The buy-backs set against the order (table trade_in_credits), summed. */
    tradeInCredit: bigint('trade_in_credit', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    /** Entered by staff when the order is shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * The policy versions in force when a shopper placed the order and ticked the agreement box
     * (issue 27 §2); null for staff orders and orders from before the agreement.
     */
    agreedPolicies: jsonb('agreed_policies').$type<AgreedPolicy[]>(),
    /** "Xuất hóa đơn VAT": who the buyer asked the invoice to be made out to (null: a consumer's invoice). */
    invoiceRequest: jsonb('invoice_request').$type<InvoiceRequest>(),
    /** The e-invoice staff recorded as issued, null until then (modules/invoices). */
    invoice: jsonb('invoice').$type<StoredInvoice>(),
    /**
     * The client address a shopper placed the order from (IPv4, or an IPv6 /64; as the throttle
     * counts it); null for staff orders and orders from before. The pending orders of one address
     * hold at most `checkout.maxPendingPiecesPerAddress` pieces together.
     */
    clientAddress: text('client_address'),
    /**
     * A bank-transfer order's payment deadline (`checkout.holdHours` after it was placed): still
     * pending and unpaid then, it is cancelled and its stock released. Null for other orders.
     */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** Folded code, customer, phone and product names for the back-office search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back-office list, newest first, read from either end (keyset: created_at, id), alone, by
    // status, by payment status or by phone (a customer's page). Ascending: scanned backwards they give
    // `order by created_at desc, id desc` (nulls first), which a `desc nulls last` index cannot.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_payment_created_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_phone_created_idx').on(t.phone, t.createdAt, t.id),
    // Completed orders still without an invoice (the accountant's list).
    index('orders_awaiting_invoice_idx')
      .on(t.id)
      .where(sql`${t.status} = 'completed' and ${t.invoice} is null`),
    // The pending orders of a client address (the hoarding limit) and the overdue transfers (the hold job).
    index('orders_pending_address_idx')
      .on(t.clientAddress)
      .where(sql`${t.status} = 'pending' and ${t.clientAddress} is not null`),
    index('orders_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'pending' and ${t.payBy} is not null`),
    // The order search (code, customer, phone, product) matches words with LIKE '%word%'.
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

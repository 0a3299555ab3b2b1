import type { ConsentPurpose } from '@shop/core/consents';
import type { DataRequestKind, DataRequestStatus } from '@shop/core/schemas/privacy';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { belongsTo, createdAt, idColumn } from './columns.ts';

/**
 * Consents to optional purposes (issue 27 §4; docs/selling-lawfully.md#4-personal-data): one row per
 * purpose a shopper ticked at checkout, with the text they read and its version, when and from which
 * client address. Withdrawn by the person (the data-request page) or by staff: `withdrawnAt` and who
 * (`withdrawnBy`, null: the person). Never deleted; an erasure blanks the phone.
 */
export const consents = pgTable(
  'consents',
  {
    id: idColumn(),
    phone: text('phone').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    text: text('text').notNull(),
    textVersion: integer('text_version').notNull(),
    clientAddress: text('client_address'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [index('consents_phone_idx').on(t.phone, t.id)],
);

/**
 * A person's request to see, correct or delete their data (`/yeu-cau-du-lieu`), proven with their
 * phone and one of their order codes; due `privacy.requestDeadlineDays` after it was made.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: idColumn(),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    phone: text('phone').notNull(),
    orderCode: text('order_code').notNull(),
    /** What to correct, or anything the person adds. */
    details: text('details'),
    clientAddress: text('client_address'),
    status: text('status').$type<DataRequestStatus>().notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Staff's note when closing it. */
    note: text('note'),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('data_requests_status_idx').on(t.status, t.dueAt), index('data_requests_phone_idx').on(t.phone)],
);

/**
 * The one-time codes of `/yeu-cau-du-lieu` (issue 27 §4), when a messages channel can reach the
 * shopper: one per code sent for an order, kept hashed (never the code itself), good for 10 minutes
 * and for 5 wrong tries, then void. No phone or name here: an erasure has nothing to find.
 */
export const privacyCodes = pgTable(
  'privacy_codes',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_codes_order_idx').on(t.orderId, t.id)],
);

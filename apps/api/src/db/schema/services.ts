import { sql } from 'drizzle-orm';
import type { ServiceItem } from '@shop/core/schemas/service';
import { SERVICE_STATUSES } from '@shop/core/schemas/service';
import { bigint, boolean, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { photoTable } from './photo-table.ts';
import { pieces } from './pieces.ts';
import { warranties } from './warranties.ts';
import { belongsTo, happenedAt, idColumn, timestamps } from './columns.ts';

export const serviceStatusEnum = pgEnum('service_status', SERVICE_STATUSES);

/** A service ticket (phiếu tiếp nhận) of the service desk (docs/services.md). */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    /** `BH` + the id on six digits, like a warranty's `TBH…` (never an order's `DH…`). */
    code: text('code')
      .notNull()
      .generatedAlwaysAs(sql`'BH' || lpad(id::text, 6, '0')`),
    /** The piece when the watch was bought here (found by its serial). */
    pieceId: integer('piece_id').references(() => pieces.id, { onDelete: 'set null' }),
    /** The piece's warranty found at reception. */
    warrantyId: integer('warranty_id').references(() => warranties.id, { onDelete: 'set null' }),
    /** Computed at reception from that warranty: not voided and still running that day. */
    underWarranty: boolean('under_warranty').notNull().default(false),
    brandName: text('brand_name').notNull(),
    model: text('model').notNull(),
    serial: text('serial'),
    /** The serial folded (core's foldSerial), as the search compares it. */
    serialKey: text('serial_key'),
    customerName: text('customer_name').notNull(),
    /** `0` + 9 digits (core's normalizeVietnamesePhone). */
    phone: text('phone').notNull(),
    email: text('email'),
    problem: text('problem').notNull(),
    handedOver: jsonb('handed_over').$type<ServiceItem[]>().notNull().default([]),
    handedOverNote: text('handed_over_note'),
    conditionNote: text('condition_note'),
    estimate: bigint('estimate', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }),
    promisedDate: date('promised_date', { mode: 'string' }),
    note: text('note'),
    status: serviceStatusEnum('status').notNull().default('received'),
    receivedBy: text('received_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('services_code_idx').on(t.code),
    index('services_piece_idx').on(t.pieceId),
    index('services_serial_idx').on(t.serialKey),
    index('services_phone_idx').on(t.phone),
    index('services_status_idx').on(t.status, t.id),
  ],
);

/** Every move of a ticket: from, to, the note, who and when. */
export const serviceHistory = pgTable(
  'service_history',
  {
    id: idColumn(),
    serviceId: belongsTo('service_id', () => services.id),
    fromStatus: serviceStatusEnum('from_status'),
    status: serviceStatusEnum('status').notNull(),
    note: text('note'),
    by: text('by'),
    at: happenedAt(),
  },
  (t) => [index('service_history_service_idx').on(t.serviceId, t.id)],
);

/** A staff-only photo of a ticket (docs/services.md#photos): the image's storage key under `private/services/`. */
export const servicePhotos = photoTable(
  'service_photos',
  'service_id',
  () => services.id,
  'service_photos_service_idx',
);

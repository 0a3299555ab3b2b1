import { randomBytes } from 'node:crypto';
import { ERASED, type ErasureResult } from '@shop/core/schemas/privacy';
import { foldText } from '@shop/core/text';
import { eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { sellerIdNumbersOfPhone } from '../buybacks/repository.ts';
import {
  auditLog,
  buybacks,
  consents,
  consignorPayouts,
  dataRequests,
  events,
  messages,
  orderHistory,
  orderLines,
  orders,
  pieceHistory,
  pieces,
  returns,
  serviceHistory,
  servicePhotos,
  services,
  warranties,
} from '../../db/schema/index.ts';
import { deletePhotosOf } from '../../lib/private-photos.ts';

const ERASED_MESSAGE = 'Dữ liệu người nhận đã được xóa';

const keyOf = (table: PgTable, column: PgColumn): string =>
  Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];

/**
 * Erasing a person's data (issue 27 §4; docs/selling-lawfully.md#4-personal-data), in the caller's
 * transaction: everything found by their phone — their orders' name, phone, email, address, notes and
 * client address, and every copy of these words kept elsewhere (the orders' search text, history and
 * returns, the messages, consents, data requests, audit entries redacted in place, events, the
 * pieces a consignor brought or a seller sold to the shop, with the seller's CCCD on the purchase,
 * the service tickets of watches they brought in) — is replaced with placeholders; the photos of their
 * tickets are deleted (their storage keys are answered in `photoKeys`: the caller removes the files
 * once the transaction commits, with `removePhotoFiles`). Kept: amounts and lines, and the buyer
 * details of an issued VAT invoice (`invoice` and `invoice_request` of an order whose invoice is
 * recorded), which accounting law requires. The person's orders get one placeholder phone
 * (`xoa-<random>`), so the customers table (kept by the database from the orders) shows one erased
 * customer in their place.
 */
export async function erasePerson(tx: Db | Tx, phone: string): Promise<ErasureResult & { photoKeys: string[] }> {
  const placeholderPhone = ERASED.phone(randomBytes(4).readUInt32BE());
  const theirs = await tx
    .select({
      id: orders.id,
      code: orders.code,
      customer: orders.customer,
      email: orders.email,
      note: orders.note,
      shippingAddress: orders.shippingAddress,
      invoiceRequest: orders.invoiceRequest,
      invoice: orders.invoice,
    })
    .from(orders)
    .where(eq(orders.phone, phone))
    .for('update');
  const ids = theirs.map((o) => o.id);
  // The pieces they sold to the shop or consigned: their name as the piece's source, their CCCD on a purchase.
  const brought = await tx
    .select({ id: pieces.id, name: pieces.sourceName })
    .from(pieces)
    .where(eq(pieces.sourcePhone, phone))
    .for('update');
  const idNumbers = await sellerIdNumbersOfPhone(tx, phone);
  // The watches they brought in for service: their name and email on the tickets.
  const tickets = await tx
    .select({ id: services.id, name: services.customerName, email: services.email })
    .from(services)
    .where(eq(services.phone, phone))
    .for('update');
  // Every word of theirs to take out of text kept elsewhere: longest first, so a name is replaced whole.
  const words = new Set<string>([phone, ...idNumbers]);
  for (const w of [
    ...theirs.flatMap((o) => [o.customer, o.email, o.note, o.shippingAddress?.street]),
    ...brought.map((p) => p.name),
    ...tickets.flatMap((v) => [v.name, v.email]),
  ])
    if (w && w.trim().length >= 3) words.add(w);
  const needles = [...words].sort((a, b) => b.length - a.length);
  const redact = (text: string) => needles.reduce((t, n) => t.split(n).join(ERASED.text), text);
  const redactJson = (v: unknown): unknown =>
    typeof v === 'string'
      ? redact(v)
      : Array.isArray(v)
        ? v.map(redactJson)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redactJson(x)]))
          : v;
  const mentions = (column: PgColumn | SQL): SQL => or(...needles.map((n) => sql`strpos(${column}::text, ${n}) > 0`))!;

  const rows: Record<string, number> = {};
  const count = (table: string, n: number) => {
    if (n) rows[table] = (rows[table] ?? 0) + n;
  };

  // The orders: the person's own columns; the invoice buyer's details only while no invoice is recorded.
  for (const o of theirs) {
    const lines = await tx
      .select({ productName: orderLines.productName, variantName: orderLines.variantName })
      .from(orderLines)
      .where(eq(orderLines.orderId, o.id));
    await tx
      .update(orders)
      .set({
        customer: ERASED.name,
        phone: placeholderPhone,
        email: null,
        note: o.note === null ? null : ERASED.text,
        shippingAddress: null,
        clientAddress: null,
        ...(o.invoice ? {} : { invoiceRequest: null }),
        searchText: foldText(
          [o.code, ERASED.name, placeholderPhone, ...lines.flatMap((l) => [l.productName, l.variantName])].join(' '),
        ),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, o.id));
  }
  count('orders', theirs.length);

  // Text columns that may quote them: redacted where they do.
  const textColumns: [string, PgTable, PgColumn, PgColumn][] = [
    ['order_history', orderHistory, orderHistory.reason, orderHistory.id],
    ['returns', returns, returns.reason, returns.id],
    ['returns', returns, returns.note, returns.id],
    ['returns', returns, returns.rejectReason, returns.id],
    ['piece_history', pieceHistory, pieceHistory.note, pieceHistory.id],
    ['pieces', pieces, pieces.note, pieces.id],
    ['pieces', pieces, pieces.sourceName, pieces.id],
    ['buybacks', buybacks, buybacks.note, buybacks.id],
    ['consignor_payouts', consignorPayouts, consignorPayouts.note, consignorPayouts.id],
    ['warranties', warranties, warranties.voidReason, warranties.id],
    ['services', services, services.problem, services.id],
    ['services', services, services.handedOverNote, services.id],
    ['services', services, services.conditionNote, services.id],
    ['services', services, services.note, services.id],
    ['service_history', serviceHistory, serviceHistory.note, serviceHistory.id],
  ];
  for (const [name, table, column, key] of textColumns) {
    const found = await tx.select({ key, text: column }).from(table).where(mentions(column));
    for (const r of found)
      if (typeof r.text === 'string')
        await tx
          .update(table)
          // The column's key in the table (not its SQL name: `source_name` is `sourceName`).
          .set({ [keyOf(table, column)]: redact(r.text) })
          .where(eq(key, r.key));
    count(name, found.length);
  }
  // The purchases of their watches keep the price and the day, without who (their CCCD goes).
  if (brought.length) {
    const bought = await tx
      .update(buybacks)
      .set({ sellerIdNumber: null })
      .where(
        inArray(
          buybacks.pieceId,
          brought.map((p) => p.id),
        ),
      )
      .returning({ id: buybacks.id });
    count('buybacks', bought.length);
  }
  const consignor = await tx
    .update(pieces)
    .set({ sourcePhone: placeholderPhone, sourceName: ERASED.name })
    .where(eq(pieces.sourcePhone, phone))
    .returning({ id: pieces.id });
  count('pieces', consignor.length);
  // Their service tickets keep the watch, the work and the fee, without who.
  if (tickets.length) {
    await tx
      .update(services)
      .set({ customerName: ERASED.name, phone: placeholderPhone, email: null, updatedAt: new Date() })
      .where(
        inArray(
          services.id,
          tickets.map((v) => v.id),
        ),
      );
    count('services', tickets.length);
  }
  // The photos of their watches at the desk show what they brought in: gone with them.
  const photoKeys = await deletePhotosOf(
    tx,
    servicePhotos,
    tickets.map((v) => v.id),
  );
  count('service_photos', photoKeys.length);

  // Messages: to them, or about their orders; the recipient and the parameters the template is filled with.
  const theirMessages = await tx
    .select({
      id: messages.id,
      status: messages.status,
      recipient: messages.recipient,
      params: messages.params,
      lastError: messages.lastError,
    })
    .from(messages)
    .where(
      or(
        ids.length ? inArray(messages.orderId, ids) : undefined,
        mentions(messages.recipient),
        mentions(messages.params),
      ),
    );
  for (const m of theirMessages)
    await tx
      .update(messages)
      .set({
        recipient: redact(m.recipient),
        params: redactJson(m.params) as Record<string, unknown>,
        fallback: null,
        // Not sent yet: never sent now (there is nobody to send it to).
        ...(m.status === 'queued' || m.status === 'held'
          ? { status: 'expired' as const, lastError: ERASED_MESSAGE }
          : { lastError: m.lastError && redact(m.lastError) }),
      })
      .where(eq(messages.id, m.id));
  count('messages', theirMessages.length);

  // Their consents and requests keep what was agreed or asked, without who.
  const consented = await tx
    .update(consents)
    .set({ phone: placeholderPhone, clientAddress: null })
    .where(eq(consents.phone, phone))
    .returning({ id: consents.id });
  count('consents', consented.length);
  const asked = await tx
    .update(dataRequests)
    .set({ phone: placeholderPhone, details: null, clientAddress: null })
    .where(eq(dataRequests.phone, phone))
    .returning({ id: dataRequests.id });
  count('data_requests', asked.length);

  // Audit entries (redacted in place: the entry stays, the words go) and events.
  const entries = await tx
    .select({ id: auditLog.id, changes: auditLog.changes, resourceId: auditLog.resourceId })
    .from(auditLog)
    .where(or(mentions(auditLog.changes), mentions(auditLog.resourceId)));
  for (const e of entries)
    await tx
      .update(auditLog)
      .set({
        changes: redactJson(e.changes) as Record<string, [unknown, unknown]> | null,
        resourceId: e.resourceId && redact(e.resourceId),
      })
      .where(eq(auditLog.id, e.id));
  count('audit_log', entries.length);
  const told = await tx.select({ id: events.id, data: events.data }).from(events).where(mentions(events.data));
  for (const e of told)
    await tx
      .update(events)
      .set({ data: redactJson(e.data) })
      .where(eq(events.id, e.id));
  count('events', told.length);

  return { placeholderPhone, rows, photoKeys };
}

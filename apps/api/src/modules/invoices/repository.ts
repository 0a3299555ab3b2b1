import type { AwaitingInvoice, InvoiceFileKind, InvoiceRequest, RecordInvoiceBody } from '@shop/core/schemas/invoice';
import { INVOICE_MESSAGES } from '@shop/core/schemas/invoice';
import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderHistory, orderLines, orders, type StoredInvoice } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/** The invoice's total: the goods and the shipping, whatever a trade-in credit took off the amount to pay (docs/pieces.md#trade-in-credit). */
const invoiceTotal = sql<string | number>`${orders.amount} + ${orders.tradeInCredit}`;

type Row = typeof orders.$inferSelect;

/** Completed orders without a recorded invoice, optionally only those whose buyer asked for one. */
const awaitingWhere = (requested?: boolean) =>
  and(
    eq(orders.status, 'completed'),
    isNull(orders.invoice),
    requested === undefined ? undefined : requested ? isNotNull(orders.invoiceRequest) : isNull(orders.invoiceRequest),
  );

/** When each order was completed (its last move to completed). */
const completedAt = sql<Date>`(select max(h.at) from ${orderHistory} h where h.order_id = ${orders.id} and h.status = 'completed')`;

/** Rows the accountant's export reads at a time. */
const EXPORT_BATCH = 500;

/**
 * VAT invoices of orders (docs/selling-lawfully.md#5-vat-invoices): the buyer's request kept on the order, and the invoice
 * staff record once their e-invoice provider has issued it, with its PDF and XML files' storage keys.
 */
export function invoicesRepository(db: Db | Tx) {
  /** The order, locked for the change; cancelled orders get no invoice. */
  async function lockInvoiceable(id: number): Promise<Row> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    if (row.status === 'cancelled') throw conflict(INVOICE_MESSAGES.cancelled, { status: row.status });
    return row;
  }

  return {
    lockInvoiceable,

    /** Records (or corrects) the issued invoice; files uploaded before stay attached. */
    async record(id: number, body: Required<RecordInvoiceBody>, by: string): Promise<{ before: Row; after: Row }> {
      const before = await lockInvoiceable(id);
      const invoice: StoredInvoice = {
        ...body,
        files: before.invoice?.files ?? {},
        recordedBy: by,
        recordedAt: new Date().toISOString(),
      };
      const [after] = await db
        .update(orders)
        .set({ invoice, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      return { before, after: after! };
    },

    /** Sets or clears who the invoice is made out to, while no invoice is recorded. */
    async setRequest(id: number, request: InvoiceRequest | null): Promise<{ before: Row; after: Row }> {
      const before = await lockInvoiceable(id);
      if (before.invoice) throw conflict(INVOICE_MESSAGES.alreadyIssued);
      const [after] = await db
        .update(orders)
        .set({ invoiceRequest: request, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      return { before, after: after! };
    },

    /** Attaches a stored file to the recorded invoice; answers the key it replaces, if any. */
    async attachFile(id: number, kind: InvoiceFileKind, key: string): Promise<{ row: Row; replaced: string | null }> {
      const before = await lockInvoiceable(id);
      if (!before.invoice) throw conflict(INVOICE_MESSAGES.notRecorded);
      const replaced = before.invoice.files[kind] ?? null;
      const invoice: StoredInvoice = { ...before.invoice, files: { ...before.invoice.files, [kind]: key } };
      const [row] = await db
        .update(orders)
        .set({ invoice, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      return { row: row!, replaced };
    },

    /** The storage key of an invoice file, with the invoice's series and number (for the file name). */
    async file(id: number, kind: InvoiceFileKind): Promise<{ key: string; name: string } | null> {
      const [row] = await db.select({ invoice: orders.invoice }).from(orders).where(eq(orders.id, id));
      const key = row?.invoice?.files[kind];
      if (!row?.invoice || !key) return null;
      return { key, name: `hoa-don-${row.invoice.series}-${row.invoice.number}.${kind}` };
    },

    /** A page of completed orders awaiting an invoice, the earliest completed first, and their number. */
    async awaiting(opts: {
      requested?: boolean;
      limit: number;
      skip: number;
    }): Promise<{ invoices: AwaitingInvoice[]; total: number }> {
      const where = awaitingWhere(opts.requested);
      const rows = await db
        .select({
          id: orders.id,
          code: orders.code,
          customer: orders.customer,
          amount: invoiceTotal,
          invoiceRequest: orders.invoiceRequest,
          completedAt,
        })
        .from(orders)
        .where(where)
        .orderBy(asc(completedAt), asc(orders.id))
        .limit(opts.limit)
        .offset(opts.skip);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      return {
        invoices: rows.map((r) => ({
          ...r,
          amount: Number(r.amount),
          completedAt: new Date(r.completedAt).toISOString(),
        })),
        total: Number(counted?.n ?? 0),
      };
    },

    /**
     * Every order awaiting an invoice with its lines, in batches of EXPORT_BATCH orders (keyset on
     * the id), for the accountant's file: each batch is one index range scan of the partial index.
     */
    async *awaitingWithLines() {
      let after = 0;
      for (;;) {
        const batch = await db
          .select({
            id: orders.id,
            code: orders.code,
            customer: orders.customer,
            amount: invoiceTotal,
            shippingFee: orders.shippingFee,
            invoiceRequest: orders.invoiceRequest,
            completedAt,
          })
          .from(orders)
          .where(and(awaitingWhere(), sql`${orders.id} > ${after}`))
          .orderBy(asc(orders.id))
          .limit(EXPORT_BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1]!.id;
        const lines = await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              batch.map((b) => b.id),
            ),
          )
          .orderBy(asc(orderLines.id));
        yield batch.map((order) => ({
          ...order,
          completedAt: new Date(order.completedAt),
          lines: lines.filter((l) => l.orderId === order.id),
        }));
        if (batch.length < EXPORT_BATCH) return;
      }
    },
  };
}

/** What a provider answers when it has issued an invoice: what staff record today, and its files. */
interface ProviderInvoice extends Omit<Required<RecordInvoiceBody>, 'provider'> {
  pdf?: Buffer;
  xml?: Buffer;
}

/**
 * An e-invoice provider (Viettel, VNPT, MISA, BKAV…) the shop could issue its invoices through
 * (docs/selling-lawfully.md#5-vat-invoices). None is connected: no provider's service can be reached
 * from the shop's servers here, so staff issue invoices on their provider's site and record them on the
 * order. An adapter implements this, and a job (like the messages worker) calls `issue` for each
 * completed order without an invoice, then records the answer through the invoices repository
 * (`record`, then `attachFile` for each file), the path staff's records take.
 *
 * @public
 */
export interface EInvoiceProvider {
  /** Shown as the invoice's provider, e.g. "Viettel". */
  readonly name: string;
  /** Issues the invoice of a completed order: with `order.invoiceRequest`'s buyer when present, else a consumer's. */
  issue(order: Order): Promise<ProviderInvoice>;
}

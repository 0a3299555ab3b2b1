import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  AWAITING_INVOICE_COLUMNS,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_MESSAGES,
  awaitingInvoicesExportQuery,
  awaitingInvoicesQuery,
  awaitingInvoicesResponse,
  invoiceFileParams,
  invoiceRequestBody,
  recordInvoiceBody,
  type InvoiceFileKind,
  type RecordInvoiceBody,
} from '@shop/core/schemas/invoice';
import { ORDER_MESSAGES, orderSchema } from '@shop/core/schemas/order';
import { shopToday } from '@shop/core/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors, writeErrors } from '../../lib/crud-routes.ts';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../lib/errors.ts';
import { shopDateTime, tableStream, type Cell } from '../../lib/tabular.ts';
import { currentUser } from '../../plugins/access.ts';
import { ordersRepository } from '../orders/repository.ts';
import { invoicesRepository } from './repository.ts';

const FILE_TYPES: Record<InvoiceFileKind, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/** What a file must start with to be taken as its kind (a PDF's header; an XML document, BOM and blanks allowed). */
const LOOKS_LIKE: Record<InvoiceFileKind, (data: Buffer) => boolean> = {
  pdf: (data) => data.subarray(0, 5).toString('latin1') === '%PDF-',
  xml: (data) => /^(\uFEFF)?\s*<[?A-Za-z]/.test(data.subarray(0, 200).toString('utf8')),
};

const isTooLarge = (err: unknown) => (err as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * VAT invoices (docs/selling-lawfully.md#5-vat-invoices): /api/orders/:id/invoice (staff record the e-invoice their provider
 * issued, with its PDF and XML, and may set who it is made out to) and /api/invoices/awaiting (the
 * completed orders still without one, as a list and as the accountant's XLSX or CSV).
 */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The order's staff view after a change. */
  async function orderAfter(tx: Parameters<typeof ordersRepository>[0], id: number) {
    const order = await ordersRepository(tx).find(id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  }

  app.put(
    '/orders/:id/invoice',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['invoices'],
        operationId: 'recordInvoice',
        summary:
          'Record (or correct) the VAT e-invoice issued for an order by the shop’s provider: provider, template (mẫu số), series (ký hiệu), number, issue day and lookup code. A cancelled order is 409. Audited',
        params: idParams,
        body: recordInvoiceBody,
        response: { 200: orderSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return request.audited(async (tx, audit) => {
        const { before, after } = await invoicesRepository(tx).record(request.params.id, request.body, user.username);
        await audit.updated('orders', request.params.id, invoiceFields(before.invoice), invoiceFields(after.invoice));
        return orderAfter(tx, request.params.id);
      });
    },
  );

  app.put(
    '/orders/:id/invoice/request',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['invoices'],
        operationId: 'setInvoiceRequest',
        summary:
          'Set who the VAT invoice is made out to (a buyer who asks after ordering), or clear it with null; 409 once the invoice is recorded or the order is cancelled. Audited',
        params: idParams,
        body: invoiceRequestBody,
        response: { 200: orderSchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const { before, after } = await invoicesRepository(tx).setRequest(request.params.id, request.body.invoice);
        await audit.updated(
          'orders',
          request.params.id,
          { invoiceRequest: before.invoiceRequest },
          { invoiceRequest: after.invoiceRequest },
        );
        return orderAfter(tx, request.params.id);
      }),
  );

  app.put(
    '/orders/:id/invoice/files/:kind',
    {
      config: { access: { resource: 'orders', action: 'change' } },
      schema: {
        tags: ['invoices'],
        operationId: 'uploadInvoiceFile',
        summary:
          'Upload the recorded invoice’s PDF or XML (multipart field "file", at most 5 MB; replaces the earlier one). Kept in the shop’s storage under a name nobody can guess, and only served to staff',
        consumes: ['multipart/form-data'],
        params: invoiceFileParams,
        response: { 200: orderSchema, ...writeErrors, 413: errorResponse },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const data = await uploadedFile(request.file({ limits: { fileSize: INVOICE_FILE_MAX_BYTES, files: 1 } }));
      if (!LOOKS_LIKE[kind](data)) throw badRequest(kind === 'pdf' ? INVOICE_MESSAGES.badPdf : INVOICE_MESSAGES.badXml);
      // The order must be there, not cancelled, with a recorded invoice before anything is stored.
      if (!(await invoicesRepository(db).lockInvoiceable(id)).invoice) throw conflict(INVOICE_MESSAGES.notRecorded);
      const key = `invoices/${id}-${kind}-${randomBytes(16).toString('hex')}.${kind}`;
      await app.storage.put(key, data, FILE_TYPES[kind]);
      try {
        const { order, replaced } = await request.audited(async (tx, audit) => {
          const attached = await invoicesRepository(tx).attachFile(id, kind, key);
          await audit.record({
            action: 'update',
            resource: 'orders',
            resourceId: id,
            changes: {
              [kind === 'pdf' ? 'invoicePdf' : 'invoiceXml']: [attached.replaced ? 'tệp cũ' : null, 'tệp mới'],
            },
          });
          return { order: await orderAfter(tx, id), replaced: attached.replaced };
        });
        if (replaced)
          await app.storage
            .remove([replaced])
            .catch((err: unknown) => request.log.warn({ err }, 'old invoice file kept'));
        return order;
      } catch (err) {
        await app.storage.remove([key]).catch(() => {});
        throw err;
      }
    },
  );

  app.get(
    '/orders/:id/invoice/files/:kind',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['invoices'],
        operationId: 'downloadInvoiceFile',
        summary: 'Download the recorded invoice’s PDF or XML (staff only; never cached)',
        params: invoiceFileParams,
        produces: ['application/pdf', 'application/xml'],
        response: { 200: z.any().describe('the file'), ...accessErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const file = await invoicesRepository(db).file(id, kind);
      const opened = file && (await app.storage.read(file.key));
      if (!file || !opened) throw notFound(INVOICE_MESSAGES.fileNotFound);
      return reply
        .type(FILE_TYPES[kind])
        .header('content-disposition', `attachment; filename="${asciiName(file.name)}"`)
        .header('cache-control', 'no-store')
        .header('content-length', opened.size)
        .send(opened.body);
    },
  );

  app.get(
    '/invoices/awaiting',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['invoices'],
        operationId: 'listAwaitingInvoices',
        summary:
          'Completed orders without a recorded invoice, the earliest completed first; `requested=true` only those whose buyer asked for a VAT invoice with their details',
        querystring: awaitingInvoicesQuery,
        response: { 200: awaitingInvoicesResponse, ...accessErrors },
      },
    },
    async (request) => invoicesRepository(db).awaiting(request.query),
  );

  app.get(
    '/invoices/awaiting/export',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['invoices'],
        operationId: 'exportAwaitingInvoices',
        summary:
          'The accountant’s file of every completed order without a recorded invoice, one row per line with the buyer’s invoice details, as XLSX (default) or CSV (UTF-8 with BOM)',
        querystring: awaitingInvoicesExportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: { 200: z.any().describe('the file'), ...accessErrors },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const header = AWAITING_INVOICE_COLUMNS.map(([, label]) => label);
      const file = tableStream(format, 'Chờ xuất hóa đơn', header, awaitingRows(invoicesRepository(db)));
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="cho-xuat-hoa-don-${shopToday()}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

/** The invoice as its audit entries compare it, field by field (who recorded it is the entry's own author). */
function invoiceFields(invoice: RecordInvoiceBody | null) {
  return {
    invoiceProvider: invoice?.provider ?? null,
    invoiceTemplate: invoice?.template ?? null,
    invoiceSeries: invoice?.series ?? null,
    invoiceNumber: invoice?.number ?? null,
    invoiceIssuedOn: invoice?.issuedOn ?? null,
    invoiceLookupCode: invoice?.lookupCode ?? null,
  };
}

/** Reads the one uploaded file: 400 without one, 413 beyond the limit. */
async function uploadedFile(next: Promise<MultipartFile | undefined>): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await next;
  } catch (err) {
    if (isTooLarge(err)) throw payloadTooLarge(INVOICE_MESSAGES.tooLarge);
    throw badRequest(INVOICE_MESSAGES.noFile);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(INVOICE_MESSAGES.noFile);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err) || part.file.truncated) throw payloadTooLarge(INVOICE_MESSAGES.tooLarge);
    throw badRequest(INVOICE_MESSAGES.noFile);
  }
  if (part.file.truncated) throw payloadTooLarge(INVOICE_MESSAGES.tooLarge);
  if (!data.length) throw badRequest(INVOICE_MESSAGES.noFile);
  return data;
}

/** A header-safe file name: the series may hold any letter staff typed. */
const asciiName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** The export's rows: one per order line, the order's amounts on each. */
async function* awaitingRows(repo: ReturnType<typeof invoicesRepository>): AsyncGenerator<Cell[][]> {
  for await (const batch of repo.awaitingWithLines())
    yield batch.flatMap((order) =>
      order.lines.map((line) => {
        const cells: Record<(typeof AWAITING_INVOICE_COLUMNS)[number][0], Cell> = {
          code: order.code,
          completedAt: shopDateTime(order.completedAt),
          customer: order.customer,
          companyName: order.invoiceRequest?.companyName ?? null,
          taxCode: order.invoiceRequest?.taxCode ?? null,
          address: order.invoiceRequest?.address ?? null,
          email: order.invoiceRequest?.email ?? null,
          productName: line.productName,
          variantName: line.variantName,
          quantity: line.quantity,
          price: Number(line.price),
          lineTotal: Number(line.price) * line.quantity,
          shippingFee: Number(order.shippingFee),
          amount: Number(order.amount),
        };
        return AWAITING_INVOICE_COLUMNS.map(([column]) => cells[column]);
      }),
    );
}

export default invoicesRoutes;

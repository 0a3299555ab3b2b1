import { INVOICE_REQUEST_EXAMPLE, RECORDED_INVOICE_EXAMPLE } from '@shop/core/examples/invoice';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { INVOICE_MESSAGES, type AwaitingInvoices } from '@shop/core/schemas/invoice';
import type { Order, OrderLookup } from '@shop/core/schemas/order';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderableVariant, placedOrder, type TestApp } from '../../test/app.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { multipart } from '../../test/multipart.ts';

/** Issue 27 §5: VAT invoices asked at checkout, recorded by staff, shown to the shopper, exported for the accountant. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const company = INVOICE_REQUEST_EXAMPLE;
const issued = RECORDED_INVOICE_EXAMPLE;

let seq = 0;
async function place(extra: object = {}) {
  const payload = {
    customer: 'Trần Minh Khoa',
    phone: `0977${String(++seq).padStart(6, '0')}`,
    shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' },
    items: [{ ...(await orderableVariant(t)), quantity: 1 }],
    acceptTerms: true,
    ...extra,
  };
  return t.as('anonymous', { method: 'POST', url: '/api/orders', payload, remoteAddress: `10.55.0.${seq % 250}` });
}

async function complete(id: number) {
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'GHN', trackingNumber: `GHN${id}` },
    { status: 'completed' },
  ]) {
    const res = await t.as('admin', { method: 'PATCH', url: `/api/orders/${id}/status`, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const record = (id: number, payload: object = issued, role: 'admin' | 'viewer' = 'admin') =>
  t.as(role, { method: 'PUT', url: `/api/orders/${id}/invoice`, payload });
const upload = (id: number, kind: string, content: Buffer, role: 'admin' | 'viewer' = 'admin') =>
  t.as(role, {
    method: 'PUT',
    url: `/api/orders/${id}/invoice/files/${kind}`,
    ...multipart('file', `hoa-don.${kind}`, content),
  });
const awaiting = async (query = '') => {
  const res = await t.as('viewer', { method: 'GET', url: `/api/invoices/awaiting${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AwaitingInvoices>();
};

describe('asking for a VAT invoice at checkout', () => {
  it('keeps the buyer’s details on the order, and shows them to staff and to the shopper', async () => {
    const res = await place({ invoice: company });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderLookup>().invoiceRequest).toEqual(company);
    expect((await placedOrder(t, res)).invoiceRequest).toEqual(company);
  });

  it.each([
    ['a wrong check digit', { taxCode: '0300588568' }, 'taxCode', INVOICE_MESSAGES.taxCode],
    ['eleven digits', { taxCode: '03005885691' }, 'taxCode', INVOICE_MESSAGES.taxCode],
    ['no company name', { companyName: ' ' }, 'companyName', INVOICE_MESSAGES.companyName],
    ['a bad email', { email: 'ketoan@' }, 'email', INVOICE_MESSAGES.email],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, change, field, message) => {
    const before = await fingerprint(t.database);
    const res = await place({ invoice: { ...company, ...change } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorResponse>().error.details).toEqual([{ field: `invoice.${field}`, in: 'body', message }]);
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('accepts a branch’s 13-digit code and a person’s 12-digit identity number', async () => {
    for (const taxCode of ['0101248141-002', '001203012345']) {
      const res = await place({ invoice: { ...company, taxCode } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<OrderLookup>().invoiceRequest?.taxCode).toBe(taxCode);
    }
  });
});

describe('recording the issued invoice', () => {
  it('records the e-invoice with its files; the shopper reads the lookup code when tracking; staff download the files', async () => {
    const placed = await place({ invoice: company });
    const order = await placedOrder(t, placed);
    await complete(order.id);

    const res = await record(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>().invoice).toEqual({ ...issued, files: [] });

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><HDon><DLHDon/></HDon>');
    expect((await upload(order.id, 'pdf', pdf)).statusCode).toBe(200);
    const withBoth = await upload(order.id, 'xml', xml);
    expect(withBoth.statusCode, withBoth.body).toBe(200);
    expect(withBoth.json<Order>().invoice?.files).toEqual(['pdf', 'xml']);

    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?code=${order.code}&phone=${order.phone}`,
    });
    expect(lookup.json<OrderLookup>().invoice).toMatchObject({
      lookupCode: 'VT7K2M9Q',
      series: 'C26TAA',
      number: '123',
    });

    const file = await t.as('viewer', { method: 'GET', url: `/api/orders/${order.id}/invoice/files/pdf` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="hoa-don-C26TAA-123.pdf"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Nobody else reads it: not without a token, and not as an upload.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice/files/pdf` })).statusCode).toBe(
      401,
    );

    // The audit log has the recording.
    const audit = await t.as('admin', { method: 'GET', url: `/api/audit?resource=orders&record=${order.id}` });
    const changes = audit.json<{ entries: { changes: Record<string, unknown> }[] }>().entries.map((e) => e.changes);
    expect(changes).toContainEqual(
      expect.objectContaining({ invoiceNumber: [null, '123'], invoiceLookupCode: [null, 'VT7K2M9Q'] }),
    );
    expect(changes).toContainEqual({ invoicePdf: [null, 'tệp mới'] });
  });

  it('refuses a file that is not what it says, one too large, and a file before the invoice is recorded', async () => {
    const order = await placedOrder(t, await place());
    expect((await upload(order.id, 'pdf', Buffer.from('%PDF-1.4'))).statusCode).toBe(409);
    expect((await record(order.id)).statusCode).toBe(200);
    const notPdf = await upload(order.id, 'pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect([notPdf.statusCode, notPdf.json<ErrorResponse>().error.message]).toEqual([400, INVOICE_MESSAGES.badPdf]);
    const notXml = await upload(order.id, 'xml', Buffer.from('%PDF-1.4'));
    expect([notXml.statusCode, notXml.json<ErrorResponse>().error.message]).toEqual([400, INVOICE_MESSAGES.badXml]);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(order.id, 'pdf', big)).statusCode).toBe(413);
    expect((await upload(order.id, 'exe', Buffer.from('MZ'))).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'GET', url: `/api/orders/${order.id}/invoice/files/pdf` })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad fields, a cancelled order, and a caller without the orders change right', async () => {
    const order = await placedOrder(t, await place());
    const bad = await record(order.id, { ...issued, number: 'abc', issuedOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json<ErrorResponse>().error.details as { field: string }[]).map((d) => d.field);
    expect(fields.sort()).toEqual(['issuedOn', 'number']);
    expect((await record(order.id, issued, 'viewer')).statusCode).toBe(403);
    const cancel = await t.as('admin', {
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'cancelled', reason: 'Khách đổi ý' },
    });
    expect(cancel.statusCode).toBe(200);
    const refused = await record(order.id);
    expect([refused.statusCode, refused.json<ErrorResponse>().error.message]).toEqual([
      409,
      INVOICE_MESSAGES.cancelled,
    ]);
    expect((await record(999_999)).statusCode).toBe(404);
  });

  it('lets staff set the buyer’s details after the order, until the invoice is recorded', async () => {
    const order = await placedOrder(t, await place());
    const set = await t.as('admin', {
      method: 'PUT',
      url: `/api/orders/${order.id}/invoice/request`,
      payload: { invoice: company },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Order>().invoiceRequest).toEqual(company);
    expect((await record(order.id)).statusCode).toBe(200);
    const late = await t.as('admin', {
      method: 'PUT',
      url: `/api/orders/${order.id}/invoice/request`,
      payload: { invoice: null },
    });
    expect([late.statusCode, late.json<ErrorResponse>().error.message]).toEqual([409, INVOICE_MESSAGES.alreadyIssued]);
  });
});

describe('orders awaiting an invoice', () => {
  it('lists completed orders without a recorded invoice, and exports them with the buyer’s details for the accountant', async () => {
    const asked = await placedOrder(t, await place({ invoice: company }));
    const consumer = await placedOrder(t, await place());
    const notDone = await placedOrder(t, await place({ invoice: company }));
    const invoiced = await placedOrder(t, await place());
    for (const o of [asked, consumer, invoiced]) await complete(o.id);
    expect((await record(invoiced.id)).statusCode).toBe(200);

    const all = await awaiting('?limit=100');
    const codes = all.invoices.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining([asked.code, consumer.code]));
    expect(codes).not.toContain(notDone.code);
    expect(codes).not.toContain(invoiced.code);
    expect(all.total).toBe(all.invoices.length);
    expect(all.invoices.find((i) => i.code === asked.code)?.invoiceRequest).toEqual(company);
    expect(all.invoices.find((i) => i.code === consumer.code)?.invoiceRequest).toBeNull();
    const requested = await awaiting('?requested=true&limit=100');
    expect(requested.invoices.map((i) => i.code)).toContain(asked.code);
    expect(requested.invoices.map((i) => i.code)).not.toContain(consumer.code);

    const file = await t.as('viewer', { method: 'GET', url: '/api/invoices/awaiting/export' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="cho-xuat-hoa-don-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual([
      'Mã đơn hàng',
      'Ngày hoàn thành',
      'Khách hàng',
      'Tên đơn vị / người mua',
      'Mã số thuế',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    const mine = rows.find((r) => r[0] === asked.code)!;
    expect(mine.slice(3, 7)).toEqual([company.companyName, company.taxCode, company.address, company.email]);
    expect(rows.some((r) => r[0] === invoiced.code)).toBe(false);

    const csv = await t.as('viewer', { method: 'GET', url: '/api/invoices/awaiting/export?format=csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(company.taxCode);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/invoices/awaiting' })).statusCode).toBe(401);
  });
});

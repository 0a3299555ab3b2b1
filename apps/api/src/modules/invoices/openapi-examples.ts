import { INVOICE_REQUEST_EXAMPLE, RECORDED_INVOICE_EXAMPLE } from '@shop/core/examples/invoice';
import { AWAITING_INVOICE_COLUMNS, INVOICE_MESSAGES } from '@shop/core/schemas/invoice';

// The OpenAPI examples of the VAT invoices (spread into openapi-examples.ts): the demo shop's order
// completed, asked for with a company's details, then recorded.

const invoiceRequest = INVOICE_REQUEST_EXAMPLE;
const recorded = RECORDED_INVOICE_EXAMPLE;

export function invoiceExamples(order: Record<string, unknown>) {
  const completed = { ...order, status: 'completed', paymentStatus: 'paid', invoiceRequest };
  return {
    recordInvoice: {
      request: recorded,
      response: { ...completed, invoice: { ...recorded, files: [] } },
      answers: { 409: { error: { statusCode: 409, code: 'CONFLICT', message: INVOICE_MESSAGES.cancelled } } },
    },
    setInvoiceRequest: { request: { invoice: invoiceRequest }, response: completed },
    uploadInvoiceFile: {
      fileField: 'file',
      response: { ...completed, invoice: { ...recorded, files: ['pdf'] } },
    },
    downloadInvoiceFile: { responseTypes: ['application/pdf', 'application/xml'] },
    listAwaitingInvoices: {
      response: {
        invoices: [
          {
            id: order.id,
            code: order.code,
            customer: order.customer,
            amount: order.amount,
            completedAt: '2026-11-29T03:00:00.000Z',
            invoiceRequest,
          },
        ],
        total: 1,
      },
    },
    exportAwaitingInvoices: {
      responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response:
        '\uFEFF' +
        AWAITING_INVOICE_COLUMNS.map(([, label]) => label).join(',') +
        '\nDH261127S7E7EA,29/11/2026 10:00,Nguyễn Văn An,Công ty TNHH Đồng Hồ Việt,0300588569,"12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh",ketoan@donghoviet.vn,Đồng hồ Nam Tudor Black Bay Fifty-Eight,39mm Đen,1,86400000,86400000,0,86400000\n',
    },
  };
}

import type { InvoiceRequest, RecordInvoiceBody } from '../schemas/invoice.ts';

// Examples of the VAT invoice's contracts, shared by the API's OpenAPI examples and the tests of
// both sides (one example per contract, beside its schema's name): a company's details as a buyer
// gives them at checkout, and the invoice the shop recorded from its provider.

export const INVOICE_REQUEST_EXAMPLE: InvoiceRequest = {
  companyName: 'Công ty TNHH Đồng Hồ Việt',
  taxCode: '0300588569',
  address: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  email: 'ketoan@donghoviet.vn',
};

export const RECORDED_INVOICE_EXAMPLE = {
  provider: 'Viettel',
  template: '1',
  series: 'C26TAA',
  number: '123',
  issuedOn: '2026-11-29',
  lookupCode: 'VT7K2M9Q',
} satisfies RecordInvoiceBody;

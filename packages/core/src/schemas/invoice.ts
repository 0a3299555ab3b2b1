import { z } from 'zod';
import { id, limitQuery, skipQuery, timestamp } from './common.ts';

/**
 * VAT e-invoices (Decree 123/2020, as amended by Decree 70/2025; docs/selling-lawfully.md#5-vat-invoices). Every completed
 * sale needs an invoice: a consumer's without buyer details; a buyer who asks at checkout ("Xuất hóa
 * đơn VAT") gives the company's or their own details here. Staff issue the invoice with their
 * e-invoice provider and record it on the order; the shopper reads its lookup code when tracking.
 */

export const INVOICE_MESSAGES = {
  companyName: 'Vui lòng nhập tên công ty hoặc người mua',
  taxCode: 'Mã số thuế không hợp lệ (10 số, 10 số kèm "-" và 3 số của chi nhánh, hoặc 12 số định danh cá nhân)',
  address: 'Vui lòng nhập địa chỉ xuất hóa đơn',
  email: 'Vui lòng nhập email nhận hóa đơn hợp lệ',
  provider: 'Vui lòng nhập nhà cung cấp hóa đơn điện tử',
  template: 'Vui lòng nhập mẫu số hóa đơn',
  series: 'Vui lòng nhập ký hiệu hóa đơn',
  number: 'Số hóa đơn phải là số nguyên dương, tối đa 8 chữ số',
  issuedOn: 'Ngày lập hóa đơn không hợp lệ',
  lookupCode: 'Vui lòng nhập mã tra cứu hóa đơn',
  cancelled: 'Đơn hàng đã hủy không xuất hóa đơn',
  alreadyIssued: 'Hóa đơn đã được ghi nhận: không đổi được thông tin người mua nữa',
  noFile: 'Vui lòng chọn tệp hóa đơn',
  badPdf: 'Tệp không phải PDF',
  badXml: 'Tệp không phải XML',
  tooLarge: 'Tệp hóa đơn tối đa 5 MB',
  notRecorded: 'Hãy ghi nhận hóa đơn trước khi tải tệp lên',
  fileNotFound: 'Không tìm thấy tệp hóa đơn',
} as const;

/** The files of an issued invoice: 5 MB each at most. */
export const INVOICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const INVOICE_FILE_KINDS = ['pdf', 'xml'] as const;
export type InvoiceFileKind = (typeof INVOICE_FILE_KINDS)[number];

/** Weights of the first nine digits of a 10-digit tax code (Circular 105/2020/TT-BTC's algorithm). */
const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];

/**
 * A Vietnamese tax code: 10 digits whose last is the check digit (10 − Σdᵢwᵢ mod 11; a code whose
 * check would be 10 is never issued), the same followed by "-" and the 3 digits of a branch
 * (001–999), or 12 digits (a person's identity number, their tax code since 1 July 2025).
 */
export function isValidTaxCode(raw: string): boolean {
  const code = raw.trim();
  if (/^\d{12}$/.test(code)) return true;
  const m = /^(\d{10})(?:-(\d{3}))?$/.exec(code);
  if (!m) return false;
  if (m[2] === '000') return false;
  const digits = [...m[1]!].map(Number);
  const sum = TAX_CODE_WEIGHTS.reduce((s, w, i) => s + w * digits[i]!, 0);
  const check = 10 - (sum % 11);
  return check < 10 && check === digits[9];
}

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((v) => !v.includes('\u0000'), message);

/** `invoice` of placing an order: who the VAT invoice is made out to. */
export const invoiceRequestInput = z.object({
  companyName: text(300, INVOICE_MESSAGES.companyName),
  taxCode: z
    .string({ error: INVOICE_MESSAGES.taxCode })
    .trim()
    .max(20, INVOICE_MESSAGES.taxCode)
    .refine(isValidTaxCode, INVOICE_MESSAGES.taxCode),
  address: text(500, INVOICE_MESSAGES.address),
  email: z
    .string({ error: INVOICE_MESSAGES.email })
    .trim()
    .max(200, INVOICE_MESSAGES.email)
    .refine((v) => z.email().safeParse(v).success, INVOICE_MESSAGES.email),
});
export type InvoiceRequest = z.output<typeof invoiceRequestInput>;

/** `PUT /orders/:id/invoice`: the e-invoice issued by the provider, as staff record it. */
export const recordInvoiceBody = z.object({
  /** Who issued it (Viettel, VNPT, MISA, BKAV…). */
  provider: text(100, INVOICE_MESSAGES.provider),
  /** Mẫu số, e.g. "1" (a VAT invoice). */
  template: text(20, INVOICE_MESSAGES.template),
  /** Ký hiệu, e.g. "C26TAA". */
  series: text(20, INVOICE_MESSAGES.series),
  number: z
    .string({ error: INVOICE_MESSAGES.number })
    .trim()
    // 1–8 digits, not all zeros.
    .regex(/^(?=\d*[1-9])\d{1,8}$/, INVOICE_MESSAGES.number),
  /** The day it was issued (YYYY-MM-DD, the shop's calendar). */
  issuedOn: z
    .string({ error: INVOICE_MESSAGES.issuedOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVOICE_MESSAGES.issuedOn)
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d) && d >= '2020-01-01';
    }, INVOICE_MESSAGES.issuedOn),
  /** The code the buyer looks the invoice up with on the provider's site. */
  lookupCode: text(100, INVOICE_MESSAGES.lookupCode),
});
export type RecordInvoiceBody = z.input<typeof recordInvoiceBody>;

/** An issued invoice as an order keeps it. `files`: the PDF and XML staff uploaded (staff download them). */
export const issuedInvoiceSchema = z.object({
  provider: z.string(),
  template: z.string(),
  series: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  lookupCode: z.string(),
  files: z.array(z.enum(INVOICE_FILE_KINDS)),
});
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

/** `PUT /orders/:id/invoice/request`: staff set (or clear, with null) who the invoice is made out to. */
export const invoiceRequestBody = z.object({ invoice: invoiceRequestInput.nullable() });

export const invoiceFileParams = z.object({
  id,
  kind: z.enum(INVOICE_FILE_KINDS, { error: 'Loại tệp phải là pdf hoặc xml' }),
});

/** `GET /invoices/awaiting`: completed orders without a recorded invoice, the oldest completion first. */
export const awaitingInvoicesQuery = z.object({
  /** Only orders whose buyer asked for a VAT invoice with their details. */
  requested: z
    .enum(['true', 'false'], { error: 'Giá trị phải là true hoặc false' })
    .transform((v) => v === 'true')
    .optional(),
  limit: limitQuery(20),
  skip: skipQuery,
});

const awaitingInvoiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.string(),
  amount: z.number(),
  completedAt: timestamp,
  /** The buyer's details, when they asked; null: a consumer's invoice without buyer details. */
  invoiceRequest: invoiceRequestInput.nullable(),
});
export type AwaitingInvoice = z.infer<typeof awaitingInvoiceSchema>;

export const awaitingInvoicesResponse = z.object({
  invoices: z.array(awaitingInvoiceSchema),
  total: z.number().int(),
});
export type AwaitingInvoices = z.infer<typeof awaitingInvoicesResponse>;

export const awaitingInvoicesExportQuery = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'Định dạng phải là xlsx hoặc csv' }).default('xlsx'),
});

/** The columns of the accountant's file, in order, with their Vietnamese headers. */
export const AWAITING_INVOICE_COLUMNS = [
  ['code', 'Mã đơn hàng'],
  ['completedAt', 'Ngày hoàn thành'],
  ['customer', 'Khách hàng'],
  ['companyName', 'Tên đơn vị / người mua'],
  ['taxCode', 'Mã số thuế'],
  ['address', 'Địa chỉ'],
  ['email', 'Email nhận hóa đơn'],
  ['productName', 'Sản phẩm'],
  ['variantName', 'Phiên bản'],
  ['quantity', 'Số lượng'],
  ['price', 'Đơn giá (đã gồm VAT)'],
  ['lineTotal', 'Thành tiền'],
  ['shippingFee', 'Phí vận chuyển'],
  ['amount', 'Tổng đơn'],
] as const;

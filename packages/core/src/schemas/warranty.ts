import { z } from 'zod';
import { jsonInt, timestamp } from './common.ts';
import { ORDER_MESSAGES, phoneInput } from './order.ts';

// Warranty: each watch sold by its serial gets a warranty when its order is completed (docs/pieces.md#warranty).

/** Months of warranty when neither the product nor its brand says (issue 26 §3). */
export const DEFAULT_WARRANTY_MONTHS = 24;
export const MAX_WARRANTY_MONTHS = 240;

/** `international`: the brand's worldwide warranty; `shop`: this shop's own warranty. */
export const WARRANTY_KINDS = ['international', 'shop'] as const;
export type WarrantyKind = (typeof WARRANTY_KINDS)[number];
export const WARRANTY_KIND_LABELS: Record<WarrantyKind, string> = {
  international: 'Bảo hành quốc tế',
  shop: 'Bảo hành của cửa hàng',
};

export const WARRANTY_MESSAGES = {
  badMonths: `Số tháng bảo hành là số nguyên từ 1 đến ${MAX_WARRANTY_MONTHS}`,
  badKind: 'Loại bảo hành không hợp lệ',
  missingSerial: 'Vui lòng nhập số serial của đồng hồ',
  lookupNotFound: 'Không tìm thấy bảo hành với số serial và số điện thoại này',
  /** The order lookup's words: one wait for both lookups (they share the per-address budget). */
  lookupTooMany: ORDER_MESSAGES.lookupTooMany,
  notFound: 'Không tìm thấy phiếu bảo hành',
} as const;

/** A product's or a brand's own months: a whole number of months, or null to take the default. */
export const warrantyMonthsInput = jsonInt(WARRANTY_MESSAGES.badMonths, { min: 1, max: MAX_WARRANTY_MONTHS }).nullish();

export const warrantyKindInput = z.enum(WARRANTY_KINDS, { error: WARRANTY_MESSAGES.badKind });

/** The months a product is warranted for: its own, else its brand's, else 24. */
export function warrantyMonthsOf(
  productMonths: number | null | undefined,
  brandMonths: number | null | undefined,
): number {
  return productMonths ?? brandMonths ?? DEFAULT_WARRANTY_MONTHS;
}

/**
 * The kind a sold piece's warranty is: a pre-owned watch is warranted by the shop (the brand's
 * international warranty of its first sale is not this sale's); a new one by its brand's kind.
 */
export function warrantyKindOf(brandKind: WarrantyKind, condition: 'new' | 'used'): WarrantyKind {
  return condition === 'used' ? 'shop' : brandKind;
}

/** "Bảo hành 24 tháng" / "Bảo hành 18 tháng"; whole years read as years ("Bảo hành 2 năm"). */
export function warrantyText(months: number, kind: WarrantyKind): string {
  const span = months % 12 === 0 ? `${months / 12} năm` : `${months} tháng`;
  return kind === 'international' ? `Bảo hành chính hãng quốc tế ${span}` : `Bảo hành tại cửa hàng ${span}`;
}

/**
 * The last day covered by a warranty of `months` from `start` (yyyy-mm-dd, both days included): the
 * same day `months` later less one day (29/11/2026 + 24 months → 28/11/2028); when that month is
 * shorter, its last day less one (31/01/2027 + 1 month → 27/02/2027).
 */
export function warrantyEndDate(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay) - 1));
  return end.toISOString().slice(0, 10);
}

/** A warranty as staff see it (the order screen, a piece's page, the card). */
export const warrantySchema = z.object({
  id: z.number().int(),
  /** `TBH` + six digits: not an order code (`DH…`) nor a service ticket's. */
  code: z.string(),
  pieceId: z.number().int(),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  productName: z.string(),
  variantName: z.string(),
  brandName: z.string(),
  serial: z.string(),
  reference: z.string().nullable(),
  condition: z.enum(['new', 'used']),
  kind: z.enum(WARRANTY_KINDS),
  months: z.number().int(),
  /** The completion day of the order in Vietnam (yyyy-mm-dd), the first day covered. */
  startDate: z.string(),
  /** The last day covered. */
  endDate: z.string(),
  buyerName: z.string().nullable(),
  /** Set when the sale was undone (the piece taken back out of "sold"): no longer covered. */
  voidedAt: timestamp.nullable(),
  voidReason: z.string().nullable(),
  createdAt: timestamp,
});
export type Warranty = z.infer<typeof warrantySchema>;
export const warrantiesResponse = z.array(warrantySchema);

/** `GET /api/warranties`: of an order or of a piece. */
export const warrantyListQuery = z.object({
  orderId: z.coerce.number().int().positive().optional(),
  pieceId: z.coerce.number().int().positive().optional(),
});

/** `GET /api/warranty?serial=…&phone=…`: the buyer's phone in any Vietnamese form. */
export const warrantyLookupQuery = z.object({
  serial: z
    .string({ error: WARRANTY_MESSAGES.missingSerial })
    .trim()
    .min(1, WARRANTY_MESSAGES.missingSerial)
    .max(100, WARRANTY_MESSAGES.missingSerial),
  phone: phoneInput,
});

/** One visit of the watch to the service desk (issue 26 §4: none yet, the list is always empty). */
const warrantyServiceEntry = z.object({ code: z.string(), status: z.string(), receivedAt: z.string() });

export const warrantyLookupResponse = z.object({
  code: z.string(),
  productName: z.string(),
  brandName: z.string(),
  serial: z.string(),
  kind: z.enum(WARRANTY_KINDS),
  months: z.number().int(),
  saleDate: z.string(),
  endDate: z.string(),
  /** Today (in Vietnam) is on or before the end date and the warranty is not voided. */
  covered: z.boolean(),
  voided: z.boolean(),
  /** The watch's service history at this shop; filled by the service desk (issue 26 §4). */
  serviceHistory: z.array(warrantyServiceEntry),
});
export type WarrantyLookup = z.infer<typeof warrantyLookupResponse>;

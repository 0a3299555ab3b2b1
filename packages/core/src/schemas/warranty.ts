import { z } from 'zod';
import { DEFAULT_WARRANTY_MONTHS, WARRANTY_KINDS, WARRANTY_TERMS_MESSAGES, type WarrantyKind } from '../warranty.ts';
import { queryInt, timestamp } from './common.ts';
import { ORDER_MESSAGES, phoneInput } from './order.ts';
import { SERVICE_STATUSES } from './service.ts';

// Warranty: each watch sold by its serial gets a warranty when its order is completed (docs/pieces.md#warranty).
// The fields of products and brands (months, kind) are typed in ../warranty.ts.
export const WARRANTY_KIND_LABELS: Record<WarrantyKind, string> = {
  international: 'Bảo hành quốc tế',
  shop: 'Bảo hành của cửa hàng',
};

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

/** The conditions printed on a warranty card while the setting `warranty.conditions` is empty (the storefront's first JavaScript never carries them). */
export const DEFAULT_WARRANTY_CONDITIONS = [
  'Bảo hành miễn phí các lỗi kỹ thuật của bộ máy do nhà sản xuất, trong thời hạn ghi trên thẻ.',
  'Không bảo hành: vỡ kính, trầy xước, móp méo vỏ và dây; đồng hồ bị va đập, rơi, vào nước quá mức chịu nước; đồng hồ đã được sửa chữa ở nơi khác; pin, dây da và các hao mòn thông thường.',
  'Khi bảo hành, vui lòng mang theo đồng hồ và thẻ này (hoặc đọc số serial và số điện thoại mua hàng).',
  'Tra cứu thời hạn bảo hành bằng mã QR trên thẻ.',
].join('\n');

/** The conditions a card prints: the owner's (setting `warranty.conditions`, one a line), else the default. */
export function warrantyConditions(setting: string): string[] {
  const lines = (setting.trim() || DEFAULT_WARRANTY_CONDITIONS).split('\n');
  return lines.map((line) => line.trim()).filter(Boolean);
}

export const WARRANTY_MESSAGES = {
  ...WARRANTY_TERMS_MESSAGES,
  missingSerial: 'Vui lòng nhập số serial của đồng hồ',
  lookupNotFound: 'Không tìm thấy bảo hành với số serial và số điện thoại này',
  /** The order lookup's words: one wait for both lookups (they share the per-address budget). */
  lookupTooMany: ORDER_MESSAGES.lookupTooMany,
  notFound: 'Không tìm thấy phiếu bảo hành',
} as const;

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
  orderId: queryInt('Mã đơn hàng không hợp lệ', { min: 1 }).optional(),
  pieceId: queryInt('Mã đồng hồ không hợp lệ', { min: 1 }).optional(),
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

/** One visit of the watch to the service desk (docs/services.md): its ticket's code, status and reception time. */
const warrantyServiceEntry = z.object({ code: z.string(), status: z.enum(SERVICE_STATUSES), receivedAt: timestamp });

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
  /** The watch's tickets at this shop's service desk, newest first. */
  serviceHistory: z.array(warrantyServiceEntry),
});
export type WarrantyLookup = z.infer<typeof warrantyLookupResponse>;

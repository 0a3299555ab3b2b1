import { z } from 'zod';
import { jsonNumber, limitQuery, noNul, optionalText, skipQuery, timestamp } from './common.ts';
import { phoneInput } from './order.ts';
import { PIECE_ACCESSORIES, PIECE_CONDITIONS, PIECE_GRADES, PIECE_STATUSES, checkPiece, pieceFields } from './piece.ts';

// Buying back (issue 26 §5; docs/pieces.md#buying-back): a watch bought from a customer becomes a piece.

export const BUYBACK_MESSAGES = {
  notFound: 'Không tìm thấy phiếu thu mua',
  priceRequired: 'Giá thu mua phải là số nguyên lớn hơn 0',
  sellerNameRequired: 'Tên người bán là bắt buộc',
  idNumberBad: 'Số CCCD phải gồm đúng 12 chữ số',
  costsForbidden: 'Ghi phiếu thu mua cần quyền đặt giá vốn (giá thu mua là giá vốn của đồng hồ)',
  badDate: 'Ngày phải có dạng yyyy-mm-dd',
  badRange: 'Từ ngày phải trước hoặc bằng đến ngày',
} as const;

const day = z
  .string({ error: BUYBACK_MESSAGES.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BUYBACK_MESSAGES.badDate)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), BUYBACK_MESSAGES.badDate);

/** `POST /api/buybacks`: the watch (as a piece is received), the price paid and who sold it. */
export const buybackBody = z
  .object({
    variantId: pieceFields.variantId,
    serial: pieceFields.serial,
    reference: pieceFields.reference,
    condition: pieceFields.condition,
    grade: pieceFields.grade,
    conditionNote: pieceFields.conditionNote,
    accessories: pieceFields.accessories,
    accessoriesNote: pieceFields.accessoriesNote,
    /** What the shop paid, in đồng: the piece's cost price (the `costs` right). */
    price: jsonNumber(BUYBACK_MESSAGES.priceRequired)
      .int(BUYBACK_MESSAGES.priceRequired)
      .min(1, BUYBACK_MESSAGES.priceRequired)
      .max(1e15, BUYBACK_MESSAGES.priceRequired),
    sellerName: z
      .string({ error: BUYBACK_MESSAGES.sellerNameRequired })
      .trim()
      .min(1, BUYBACK_MESSAGES.sellerNameRequired)
      .max(200, BUYBACK_MESSAGES.sellerNameRequired),
    sellerPhone: phoneInput,
    /** The seller's citizen identity card (CCCD): the purchase list of goods bought from individuals needs it. */
    sellerIdNumber: z
      .string({ error: BUYBACK_MESSAGES.idNumberBad })
      .transform((s) => s.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{12}$/, BUYBACK_MESSAGES.idNumberBad)),
    /** The day bought (today in Vietnam when left out). */
    boughtAt: day.nullish().transform((v) => v ?? null),
    note: optionalText(2000),
  })
  .superRefine((b, ctx) =>
    checkPiece(
      { ...b, source: 'buyback', sourceName: b.sellerName, sourcePhone: b.sellerPhone, consignorPayout: null },
      ctx,
    ),
  )
  .refine(...noNul);
export type BuybackBody = z.input<typeof buybackBody>;
export type BuybackInput = z.output<typeof buybackBody>;

export const buybackSchema = z.object({
  id: z.number().int(),
  /** `TM` + the id on six digits. */
  code: z.string(),
  pieceId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  brandName: z.string(),
  serial: z.string(),
  condition: z.enum(PIECE_CONDITIONS),
  grade: z.enum(PIECE_GRADES).nullable(),
  accessories: z.array(z.enum(PIECE_ACCESSORIES)),
  pieceStatus: z.enum(PIECE_STATUSES),
  /** Present only for a caller with the `costs` read right. */
  price: z.number().optional(),
  sellerName: z.string().nullable(),
  sellerPhone: z.string().nullable(),
  /** In full only with the `costs` read right (the purchase list); else its last 4 digits. Null once erased. */
  sellerIdNumber: z.string().nullable(),
  boughtAt: z.string(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: timestamp,
});
export type Buyback = z.infer<typeof buybackSchema>;

/** `GET /api/buybacks`: the purchases, newest first, between two days (bought on). */
export const buybackListQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    limit: limitQuery(50),
    skip: skipQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: BUYBACK_MESSAGES.badRange, path: ['from'] });
export type BuybackListOptions = z.output<typeof buybackListQuery>;

export const buybackListResponse = z.object({
  buybacks: z.array(buybackSchema),
  total: z.number().int(),
  /** The sum paid over the whole filter; only with the `costs` read right. */
  totalPrice: z.number().optional(),
});
export type BuybackList = z.infer<typeof buybackListResponse>;

/** `GET /api/buybacks/export`: Bảng kê thu mua as a file (needs the `costs` read right). */
export const buybackExportQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    format: z.enum(['xlsx', 'csv'], { error: 'Định dạng phải là xlsx hoặc csv' }).default('xlsx'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: BUYBACK_MESSAGES.badRange, path: ['from'] });

/** The columns of Bảng kê thu mua (goods bought from individuals without an invoice). */
export const BUYBACK_EXPORT_HEADER = [
  'STT',
  'Mã phiếu',
  'Ngày mua',
  'Người bán',
  'Số CCCD',
  'Số điện thoại',
  'Hàng hóa',
  'Số serial',
  'Số lượng',
  'Đơn giá',
  'Thành tiền',
  'Ghi chú',
] as const;

/** The CCCD as a caller without the `costs` read right sees it: its last 4 digits. */
export const maskIdNumber = (n: string) => `********${n.slice(-4)}`;

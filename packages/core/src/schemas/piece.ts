import { z } from 'zod';
import { id, jsonInt, jsonNumber, limitQuery, noNul, optionalText, skipQuery, timestamp } from './common.ts';

// Pieces: each watch the shop holds, by its serial number (docs/pieces.md).

/** What can happen to a piece; `reserved` and `sold` are set by orders only. */
export const PIECE_STATUSES = [
  'in_stock',
  'reserved',
  'sold',
  'in_service',
  'consignor_returned',
  'written_off',
] as const;
export type PieceStatus = (typeof PIECE_STATUSES)[number];

export const PIECE_STATUS_LABELS: Record<PieceStatus, string> = {
  in_stock: 'Trong kho',
  reserved: 'Đã giữ cho đơn',
  sold: 'Đã bán',
  in_service: 'Đang bảo dưỡng / sửa',
  consignor_returned: 'Đã trả người ký gửi',
  written_off: 'Đã loại bỏ',
};

/** The statuses staff set on a piece themselves (PUT /api/pieces/:id); the others come from orders. */
export const MANUAL_PIECE_STATUSES = ['in_stock', 'in_service', 'consignor_returned', 'written_off'] as const;

export const PIECE_CONDITIONS = ['new', 'used'] as const;
export type PieceCondition = (typeof PIECE_CONDITIONS)[number];
export const PIECE_CONDITION_LABELS: Record<PieceCondition, string> = { new: 'Mới', used: 'Đã qua sử dụng' };

export const PIECE_GRADES = ['A', 'B', 'C'] as const;
type PieceGrade = (typeof PIECE_GRADES)[number];

export const PIECE_SOURCES = ['distributor', 'buyback', 'consignment'] as const;
export type PieceSource = (typeof PIECE_SOURCES)[number];
export const PIECE_SOURCE_LABELS: Record<PieceSource, string> = {
  distributor: 'Nhà phân phối',
  buyback: 'Thu mua lại',
  consignment: 'Ký gửi',
};

/** What can come with a watch. */
export const PIECE_ACCESSORIES = ['box', 'papers', 'certificate'] as const;
export type PieceAccessory = (typeof PIECE_ACCESSORIES)[number];
export const PIECE_ACCESSORY_LABELS: Record<PieceAccessory, string> = {
  box: 'Hộp',
  papers: 'Sổ/thẻ bảo hành',
  certificate: 'Giấy chứng nhận',
};

/** The kinds of entries in a piece's history. */
const PIECE_EVENTS = [
  'received',
  'updated',
  'reserved',
  'released',
  'sold',
  'returned',
  'service_out',
  'service_back',
  'consignor_returned',
  'written_off',
  'corrected',
] as const;
export type PieceEvent = (typeof PIECE_EVENTS)[number];
export const PIECE_EVENT_LABELS: Record<PieceEvent, string> = {
  received: 'Nhập kho',
  updated: 'Sửa thông tin',
  reserved: 'Giữ cho đơn',
  released: 'Bỏ giữ, về kho',
  sold: 'Đã bán (giao hàng)',
  returned: 'Trả lại kho (đơn bị hủy)',
  service_out: 'Gửi bảo dưỡng / sửa',
  service_back: 'Nhận về từ bảo dưỡng',
  consignor_returned: 'Trả lại người ký gửi',
  written_off: 'Loại bỏ',
  corrected: 'Quản trị điều chỉnh',
};

/**
 * A serial as it is compared: case, spaces and dashes ignored (`7X2-11 a` and `7x211A` are one
 * serial). Dots and slashes stay: some brands print them as part of the number.
 */
export function foldSerial(serial: string): string {
  return serial
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐-―]+/g, '');
}

export const PIECE_MESSAGES = {
  notFound: 'Không tìm thấy đồng hồ',
  serialRequired: 'Số serial là bắt buộc',
  serialTooLong: 'Số serial tối đa 100 ký tự',
  serialBad: 'Số serial chỉ gồm chữ, số, dấu cách, gạch ngang, chấm hoặc gạch chéo',
  duplicateSerial: (serial: string, pieceId: number, product: string) =>
    `Số serial "${serial}" đã có ở đồng hồ #${pieceId} (${product}) cùng hãng`,
  variantRequired: 'Phiên bản là bắt buộc',
  variantNotFound: 'Phiên bản không tồn tại',
  variantNotTracked:
    'Phiên bản này chưa theo dõi từng chiếc: bật "Theo dõi từng chiếc (số serial)" ở phiên bản trước khi nhập đồng hồ',
  gradeRequired: 'Đồng hồ đã qua sử dụng cần xếp loại A, B hoặc C',
  gradeOnlyUsed: 'Chỉ đồng hồ đã qua sử dụng mới có xếp loại',
  consignorRequired: 'Đồng hồ ký gửi cần tên và số điện thoại người ký gửi',
  payoutOnlyConsignment: 'Chỉ đồng hồ ký gửi mới có số tiền trả người ký gửi',
  badMoney: 'Số tiền phải là số nguyên từ 0 trở lên',
  costsForbidden: 'Không có quyền xem hoặc đặt giá vốn',
  statusByOrder: (code: string) => `Đồng hồ đang được giữ cho đơn ${code}: bỏ chọn ở đơn hàng trước khi đổi trạng thái`,
  soldNeedsAdmin: 'Đồng hồ đã bán: chỉ quản trị viên được điều chỉnh, và cần ghi lý do',
  consignorOnly: 'Chỉ đồng hồ ký gửi mới trả lại người ký gửi',
  heldByOrders:
    'Các đồng hồ còn trong kho của phiên bản này đều đang được đơn hàng giữ: hủy hoặc sửa đơn trước khi đưa đồng hồ ra khỏi kho',
  variantLocked: 'Chỉ đổi được phiên bản khi đồng hồ đang trong kho',
  badStatus: 'Trạng thái không hợp lệ',
  badQuery: 'Bộ lọc không hợp lệ',
  stockByPieces:
    'Phiên bản này theo dõi từng chiếc: tồn kho là số đồng hồ còn trong kho mà chưa đơn nào giữ, không sửa tay. Nhập hoặc xuất đồng hồ ở Kho Đồng Hồ.',
} as const;

const serialInput = z
  .string({ error: PIECE_MESSAGES.serialRequired })
  .trim()
  .min(1, PIECE_MESSAGES.serialRequired)
  .max(100, PIECE_MESSAGES.serialTooLong)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\s./-]*$/u, PIECE_MESSAGES.serialBad)
  .refine((s) => foldSerial(s).length > 0, PIECE_MESSAGES.serialRequired);

const money = jsonNumber(PIECE_MESSAGES.badMoney)
  .int(PIECE_MESSAGES.badMoney)
  .min(0, PIECE_MESSAGES.badMoney)
  .max(1e15, PIECE_MESSAGES.badMoney)
  .nullish()
  .transform((v) => v ?? null);

export const pieceFields = {
  variantId: jsonInt(PIECE_MESSAGES.variantRequired, { min: 1 }),
  serial: serialInput,
  /** The reference / case number engraved on the case, optional. */
  reference: optionalText(100),
  condition: z.enum(PIECE_CONDITIONS, { error: 'Tình trạng phải là mới hoặc đã qua sử dụng' }),
  grade: z
    .enum(PIECE_GRADES, { error: 'Xếp loại phải là A, B hoặc C' })
    .nullish()
    .transform((v) => v ?? null),
  conditionNote: optionalText(1000),
  accessories: z
    .array(z.enum(PIECE_ACCESSORIES, { error: 'Phụ kiện không hợp lệ' }))
    .max(3)
    .default([])
    .transform((a) => [...new Set(a)]),
  accessoriesNote: optionalText(500),
  source: z.enum(PIECE_SOURCES, { error: 'Nguồn phải là nhà phân phối, thu mua lại hoặc ký gửi' }),
  /** The distributor, the customer it was bought from, or the consignor. */
  sourceName: optionalText(200),
  sourcePhone: optionalText(30),
  /** Consignment only: what the consignor is paid when it sells, in đồng. */
  consignorPayout: money,
  /** In đồng; read and set only with the `costs` right. */
  costPrice: money,
  receivedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày nhập phải có dạng yyyy-mm-dd')
    .nullish()
    .transform((v) => v ?? null),
  note: optionalText(2000),
};

type PieceFieldsOut = {
  condition: PieceCondition;
  grade: PieceGrade | null;
  source: PieceSource;
  sourceName: string | null;
  sourcePhone: string | null;
  consignorPayout: number | null;
};

export function checkPiece(p: PieceFieldsOut, ctx: z.RefinementCtx) {
  if (p.condition === 'used' && !p.grade)
    ctx.addIssue({ code: 'custom', path: ['grade'], message: PIECE_MESSAGES.gradeRequired });
  if (p.condition === 'new' && p.grade)
    ctx.addIssue({ code: 'custom', path: ['grade'], message: PIECE_MESSAGES.gradeOnlyUsed });
  if (p.source === 'consignment' && (!p.sourceName || !p.sourcePhone))
    ctx.addIssue({ code: 'custom', path: ['sourceName'], message: PIECE_MESSAGES.consignorRequired });
  if (p.source !== 'consignment' && p.consignorPayout !== null)
    ctx.addIssue({ code: 'custom', path: ['consignorPayout'], message: PIECE_MESSAGES.payoutOnlyConsignment });
}

/** `POST /api/pieces`: receive a piece into stock. */
export const pieceBody = z
  .object(pieceFields)
  .superRefine(checkPiece)
  .refine(...noNul);
export type PieceBody = z.input<typeof pieceBody>;
export type PieceInput = z.output<typeof pieceBody>;

/**
 * `PUT /api/pieces/:id`: its fields and, optionally, a status staff may set (in stock, in service,
 * returned to the consignor, written off); reserved and sold come from orders. `statusNote` says why.
 */
export const pieceUpdateBody = z
  .object({
    ...pieceFields,
    status: z.enum(MANUAL_PIECE_STATUSES, { error: PIECE_MESSAGES.badStatus }).optional(),
    statusNote: optionalText(500),
  })
  .superRefine(checkPiece)
  .refine(...noNul);
export type PieceUpdateBody = z.input<typeof pieceUpdateBody>;
export type PieceUpdateInput = z.output<typeof pieceUpdateBody>;

const pieceHistorySchema = z.object({
  id: z.number().int(),
  event: z.enum(PIECE_EVENTS),
  fromStatus: z.enum(PIECE_STATUSES).nullable(),
  status: z.enum(PIECE_STATUSES),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: timestamp,
});
export type PieceHistoryEntry = z.infer<typeof pieceHistorySchema>;

export const pieceSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  serial: z.string(),
  reference: z.string().nullable(),
  condition: z.enum(PIECE_CONDITIONS),
  grade: z.enum(PIECE_GRADES).nullable(),
  conditionNote: z.string().nullable(),
  accessories: z.array(z.enum(PIECE_ACCESSORIES)),
  accessoriesNote: z.string().nullable(),
  source: z.enum(PIECE_SOURCES),
  sourceName: z.string().nullable(),
  sourcePhone: z.string().nullable(),
  consignorPayout: z.number().nullable(),
  /** Present only for a caller with the `costs` read right. */
  costPrice: z.number().nullable().optional(),
  status: z.enum(PIECE_STATUSES),
  /** The order holding or that bought it. */
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  receivedAt: z.string(),
  note: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** GET /api/pieces/:id only. */
  history: z.array(pieceHistorySchema).optional(),
});
export type Piece = z.infer<typeof pieceSchema>;

/** `GET /api/pieces`: `serial` is searched folded (part of the serial is enough). */
export const pieceListQuery = z.object({
  serial: z.string().trim().max(100).optional(),
  status: z.enum(PIECE_STATUSES, { error: PIECE_MESSAGES.badQuery }).optional(),
  condition: z.enum(PIECE_CONDITIONS, { error: PIECE_MESSAGES.badQuery }).optional(),
  source: z.enum(PIECE_SOURCES, { error: PIECE_MESSAGES.badQuery }).optional(),
  variantId: id.optional(),
  productId: id.optional(),
  limit: limitQuery(50),
  skip: skipQuery,
});
export type PieceListQuery = z.input<typeof pieceListQuery>;
export type PieceListOptions = z.output<typeof pieceListQuery>;

export const pieceListResponse = z.object({ pieces: z.array(pieceSchema), total: z.number().int() });
export type PieceList = z.infer<typeof pieceListResponse>;

/** `GET /api/pieces/variants`: the variants sold piece by piece, for the form that receives a piece. */
const pieceVariantSchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  brandName: z.string(),
  /** The pieces in stock no order holds. */
  stock: z.number().int(),
});
export type PieceVariant = z.infer<typeof pieceVariantSchema>;
export const pieceVariantsResponse = z.array(pieceVariantSchema);

// ---------------------------------------------------------------------------------------------
// Orders sell pieces: staff choose the piece of each unit before the order ships

export const ORDER_PIECE_MESSAGES = {
  badLine: 'Dòng hàng không hợp lệ',
  badPiece: 'Đồng hồ không hợp lệ',
  lineNotFound: 'Không tìm thấy dòng hàng này trong đơn',
  notTracked: 'Sản phẩm của dòng hàng này không theo dõi từng chiếc',
  wrongVariant: (serial: string) => `Đồng hồ ${serial} không thuộc phiên bản của dòng hàng này`,
  heldBy: (serial: string, code: string) => `Đồng hồ ${serial} đã được giữ cho đơn ${code}`,
  notInStock: (serial: string, status: string) => `Đồng hồ ${serial} không còn trong kho (${status})`,
  lineFull: (count: number, name: string) => `Đã chọn đủ ${count} đồng hồ cho ${name}`,
  orderClosed: 'Chỉ chọn hoặc bỏ chọn đồng hồ khi đơn hàng đang chờ xử lý hoặc đang xử lý',
  notOnOrder: 'Đồng hồ này không được giữ cho đơn hàng này',
  /** Shipping an order with a tracked unit but no piece chosen (409). */
  missingPieces: (names: string) => `Chưa chọn đồng hồ (số serial) cho ${names}`,
} as const;

/** `POST /api/orders/:id/pieces`: this piece goes with one unit of this line. */
export const orderPieceBody = z.object({
  lineId: jsonInt(ORDER_PIECE_MESSAGES.badLine, { min: 1 }),
  pieceId: jsonInt(ORDER_PIECE_MESSAGES.badPiece, { min: 1 }),
});
export const orderPieceParams = z.object({ id, pieceId: id });

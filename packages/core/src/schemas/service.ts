import { z } from 'zod';
import {
  jsonNumber,
  limitQuery,
  noNul,
  optionalText,
  optionalRefId,
  skipQuery,
  statusFlow,
  timestamp,
} from './common.ts';
import { emailInput, phoneInput } from './order.ts';
import { WARRANTY_KINDS } from '../warranty.ts';

// The service desk (issue 26 §4, docs/services.md): a ticket (phiếu tiếp nhận) for a watch taken in
// for repair or warranty, bought here (linked to its piece and warranty) or elsewhere.

export const SERVICE_STATUSES = [
  'received',
  'checking',
  'quoted',
  'repairing',
  'sent_to_brand',
  'ready',
  'returned',
  'cancelled',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  received: 'Đã tiếp nhận',
  checking: 'Đang kiểm tra',
  quoted: 'Đã báo giá',
  repairing: 'Đang sửa chữa',
  sent_to_brand: 'Đã gửi hãng',
  ready: 'Sẵn sàng trả khách',
  returned: 'Đã trả khách',
  cancelled: 'Đã hủy',
};

/**
 * The moves of the flow; anything else is 409. quoted → ready: the customer declined the quote and
 * takes the watch back unrepaired. sent_to_brand → repairing or ready: back from the brand.
 */
export const { next: nextServiceStatuses, canMove: canMoveService } = statusFlow<ServiceStatus>({
  received: ['checking', 'cancelled'],
  checking: ['quoted', 'cancelled'],
  quoted: ['repairing', 'sent_to_brand', 'ready', 'cancelled'],
  repairing: ['sent_to_brand', 'ready'],
  sent_to_brand: ['repairing', 'ready'],
  ready: ['returned'],
  returned: [],
  cancelled: [],
});
/** A ticket in one of these is closed: its details no longer change. */
export const CLOSED_SERVICE_STATUSES: readonly ServiceStatus[] = ['returned', 'cancelled'];

/** What the customer hands over with the watch. */
export const SERVICE_ITEMS = ['strap', 'box', 'papers', 'pouch'] as const;
export type ServiceItem = (typeof SERVICE_ITEMS)[number];
export const SERVICE_ITEM_LABELS: Record<ServiceItem, string> = {
  strap: 'Dây',
  box: 'Hộp',
  papers: 'Sổ/thẻ bảo hành',
  pouch: 'Túi',
};

export const SERVICE_MESSAGES = {
  notFound: 'Không tìm thấy phiếu tiếp nhận',
  pieceNotFound: 'Không tìm thấy đồng hồ này trong kho của cửa hàng',
  brandRequired: 'Vui lòng nhập hãng đồng hồ',
  modelRequired: 'Vui lòng nhập mẫu đồng hồ (tên hoặc mã mẫu)',
  customerRequired: 'Vui lòng nhập tên khách hàng',
  problemRequired: 'Vui lòng mô tả tình trạng, yêu cầu của khách',
  badMoney: 'Số tiền phải là số nguyên từ 0 trở lên',
  badDate: 'Ngày hẹn trả phải có dạng yyyy-mm-dd',
  badItem: 'Đồ gửi kèm không hợp lệ',
  badStatus: 'Trạng thái phiếu không hợp lệ',
  badMove: (from: ServiceStatus, to: ServiceStatus) =>
    `Không thể chuyển phiếu từ "${SERVICE_STATUS_LABELS[from]}" sang "${SERVICE_STATUS_LABELS[to]}"`,
  closed: 'Phiếu đã trả khách hoặc đã hủy: không sửa được nữa',
  missingCode: 'Vui lòng nhập mã phiếu tiếp nhận',
  lookupNotFound: 'Không tìm thấy phiếu tiếp nhận với mã và số điện thoại này',
  badQuery: 'Bộ lọc không hợp lệ',
} as const;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, required);

const money = jsonNumber(SERVICE_MESSAGES.badMoney)
  .int(SERVICE_MESSAGES.badMoney)
  .min(0, SERVICE_MESSAGES.badMoney)
  .max(1e15, SERVICE_MESSAGES.badMoney)
  .nullish()
  .transform((v) => v ?? null);

const detailFields = {
  /** A watch bought elsewhere: typed in. Ignored when the ticket is linked to a piece (the piece's are kept). */
  brandName: optionalText(100),
  model: optionalText(200),
  serial: optionalText(100),
  customerName: text(200, SERVICE_MESSAGES.customerRequired),
  phone: phoneInput,
  email: emailInput,
  problem: text(2000, SERVICE_MESSAGES.problemRequired),
  handedOver: z
    .array(z.enum(SERVICE_ITEMS, { error: SERVICE_MESSAGES.badItem }))
    .max(SERVICE_ITEMS.length)
    .default([])
    .transform((a) => [...new Set(a)]),
  handedOverNote: optionalText(500),
  /** How the watch looked when taken in (scratches, dents…), printed on the receipt. */
  conditionNote: optionalText(1000),
  /** The estimate given at reception or with the quote, in đồng. */
  estimate: money,
  /** The day the customer is told to come back (yyyy-mm-dd). */
  promisedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, SERVICE_MESSAGES.badDate)
    .nullish()
    .transform((v) => v ?? null),
  /** Staff only, never shown to the customer. */
  note: optionalText(2000),
};

type Typed = { brandName: string | null; model: string | null };
const needsWatch = (pieceId: number | null) => (t: Typed, ctx: z.RefinementCtx) => {
  if (pieceId) return;
  if (!t.brandName) ctx.addIssue({ code: 'custom', path: ['brandName'], message: SERVICE_MESSAGES.brandRequired });
  if (!t.model) ctx.addIssue({ code: 'custom', path: ['model'], message: SERVICE_MESSAGES.modelRequired });
};

/** `POST /api/services`: a watch of this shop (`pieceId`, found by its serial) or one typed in. */
export const serviceBody = z
  .object({ pieceId: optionalRefId('Mã đồng hồ không hợp lệ'), ...detailFields })
  .superRefine((b, ctx) => needsWatch(b.pieceId)(b, ctx))
  .refine(...noNul);
export type ServiceBody = z.input<typeof serviceBody>;
export type ServiceInput = z.output<typeof serviceBody>;

/** `PUT /api/services/:id`: the details, the estimate and the fee (the watch of a linked ticket stays its piece's). */
export const serviceUpdateBody = z.object({ ...detailFields, fee: money }).refine(...noNul);
export type ServiceUpdateBody = z.input<typeof serviceUpdateBody>;
export type ServiceUpdateInput = z.output<typeof serviceUpdateBody>;

/** `PATCH /api/services/:id/status`. */
export const serviceStatusBody = z
  .object({
    status: z.enum(SERVICE_STATUSES, { error: SERVICE_MESSAGES.badStatus }),
    note: optionalText(1000),
  })
  .refine(...noNul);
export type ServiceStatusBody = z.input<typeof serviceStatusBody>;

const serviceHistorySchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(SERVICE_STATUSES).nullable(),
  status: z.enum(SERVICE_STATUSES),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: timestamp,
});
export type ServiceHistoryEntry = z.infer<typeof serviceHistorySchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  /** `BH` + the id on six digits (not an order's `DH…` nor a warranty's `TBH…`). */
  code: z.string(),
  pieceId: z.number().int().nullable(),
  /** The piece's warranty found at reception, if any. */
  warrantyId: z.number().int().nullable(),
  warrantyCode: z.string().nullable(),
  warrantyKind: z.enum(WARRANTY_KINDS).nullable(),
  warrantyEndDate: z.string().nullable(),
  /** Computed at reception: the piece had a warranty of this shop's sale, not voided, still running. */
  underWarranty: z.boolean(),
  brandName: z.string(),
  model: z.string(),
  serial: z.string().nullable(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  problem: z.string(),
  handedOver: z.array(z.enum(SERVICE_ITEMS)),
  handedOverNote: z.string().nullable(),
  conditionNote: z.string().nullable(),
  estimate: z.number().nullable(),
  fee: z.number().nullable(),
  promisedDate: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  receivedBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** `GET /api/services/:id` only: every move, oldest first. */
  history: z.array(serviceHistorySchema).optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** `GET /api/services`: `q` searches the code, phone, serial (folded) and customer; newest first. */
export const serviceListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(SERVICE_STATUSES, { error: SERVICE_MESSAGES.badQuery }).optional(),
  limit: limitQuery(50),
  skip: skipQuery,
});
export type ServiceListQuery = z.input<typeof serviceListQuery>;
export type ServiceListOptions = z.output<typeof serviceListQuery>;
export const serviceListResponse = z.object({ services: z.array(serviceSchema), total: z.number().int() });
export type ServiceList = z.infer<typeof serviceListResponse>;

/** `GET /api/services/lookup?code=…&phone=…`: the customer's phone in any Vietnamese form. */
export const serviceLookupQuery = z.object({
  code: z
    .string({ error: SERVICE_MESSAGES.missingCode })
    .trim()
    .min(1, SERVICE_MESSAGES.missingCode)
    .max(30, SERVICE_MESSAGES.missingCode)
    .transform((c) => c.toUpperCase()),
  phone: phoneInput,
});

/** What the customer sees of their ticket: no staff note, no staff names. */
export const serviceLookupResponse = z.object({
  code: z.string(),
  status: z.enum(SERVICE_STATUSES),
  brandName: z.string(),
  model: z.string(),
  serial: z.string().nullable(),
  problem: z.string(),
  underWarranty: z.boolean(),
  estimate: z.number().nullable(),
  fee: z.number().nullable(),
  promisedDate: z.string().nullable(),
  receivedAt: timestamp,
  history: z.array(z.object({ status: z.enum(SERVICE_STATUSES), at: timestamp })),
});
export type ServiceLookup = z.infer<typeof serviceLookupResponse>;

import { z } from 'zod';
import { CONSENT_PURPOSES } from '../consents.ts';
import { timestamp } from './common.ts';
import { MESSAGE_CHANNELS } from './message.ts';
import { orderLookupQuery } from './order.ts';

/**
 * Personal data (issue 27 §4; docs/selling-lawfully.md#4-personal-data): consents, the requests a
 * person makes at `/yeu-cau-du-lieu` and what staff do with them on Yêu Cầu Dữ Liệu.
 */
export const DATA_REQUEST_KINDS = ['access', 'correct', 'erase'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: 'Xem dữ liệu',
  correct: 'Sửa dữ liệu',
  erase: 'Xóa dữ liệu',
};

export const DATA_REQUEST_STATUSES = ['open', 'done', 'rejected'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: 'Chờ xử lý',
  done: 'Đã xử lý',
  rejected: 'Đã từ chối',
};

export const PRIVACY_MESSAGES = {
  badKind: 'Loại yêu cầu không hợp lệ',
  detailsRequired: 'Vui lòng ghi rõ thông tin cần sửa',
  badPurpose: 'Mục đích không hợp lệ',
  notFound: 'Không tìm thấy yêu cầu',
  consentNotFound: 'Không tìm thấy sự đồng ý',
  closed: 'Yêu cầu đã được xử lý',
  reasonRequired: 'Vui lòng nhập lý do từ chối',
  badFormat: 'Định dạng không hợp lệ (json hoặc csv)',
  erased: 'Dữ liệu của người này đã được xóa',
  otpRequired: 'Vui lòng nhập mã xác nhận đã gửi cho bạn',
  otpWrong: 'Mã xác nhận không đúng',
  otpExpired: 'Mã xác nhận đã hết hạn hoặc đã nhập sai quá 5 lần: hãy gửi mã mới',
  otpTooMany: (seconds: number) => `Bạn đã yêu cầu gửi mã quá nhiều lần. Vui lòng thử lại sau ${seconds} giây`,
} as const;

/** The words an erasure leaves in place of a person's data. */
export const ERASED = {
  name: 'Đã xóa',
  /** The phone of an erased person: `xoa-<n>`, one per erasure, never a phone number. */
  phone: (n: number) => `xoa-${n}`,
  text: '[đã xóa]',
} as const;

/**
 * Who the person is: their phone and one of their order codes (the order lookup's pair), and the
 * one-time code sent to them (`POST /api/privacy/code`) when a messages channel can reach them.
 */
export const dataSubjectBody = orderLookupQuery.extend({
  otp: z.string().trim().max(12).optional(),
});
export type DataSubjectBody = z.input<typeof dataSubjectBody>;

/** `POST /api/privacy/code` (public): send a one-time code to the shopper of this order. */
export const privacyCodeBody = orderLookupQuery;
export type PrivacyCodeBody = z.input<typeof privacyCodeBody>;

/**
 * Its answer: `required` false when no configured channel can reach the shopper (the order code is
 * then the only proof, and the other routes take no `otp`); otherwise the channel it goes by.
 */
export const privacyCodeSent = z.object({
  required: z.boolean(),
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  expiresAt: timestamp.nullable(),
});
export type PrivacyCodeSent = z.infer<typeof privacyCodeSent>;

/** `POST /api/privacy/requests` (public): a request to see, correct or delete one's data. */
export const dataRequestBody = dataSubjectBody
  .extend({
    kind: z.enum(DATA_REQUEST_KINDS, { error: PRIVACY_MESSAGES.badKind }),
    details: z.string().trim().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'correct' && !v.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: PRIVACY_MESSAGES.detailsRequired });
  });
export type DataRequestBody = z.input<typeof dataRequestBody>;

/** `POST /api/privacy/consents/withdraw` (public): the person withdraws a consent. */
export const withdrawConsentBody = dataSubjectBody.extend({
  purpose: z.enum(CONSENT_PURPOSES, { error: PRIVACY_MESSAGES.badPurpose }),
});
export type WithdrawConsentBody = z.input<typeof withdrawConsentBody>;

const consentSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  text: z.string(),
  textVersion: z.number().int(),
  givenAt: timestamp,
  clientAddress: z.string().nullable(),
  orderCode: z.string().nullable(),
  withdrawnAt: timestamp.nullable(),
  /** Null: withdrawn by the person themselves. */
  withdrawnBy: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const dataRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  phone: z.string(),
  orderCode: z.string(),
  details: z.string().nullable(),
  status: z.enum(DATA_REQUEST_STATUSES),
  createdAt: timestamp,
  dueAt: timestamp,
  note: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: timestamp.nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** The answer to a new request: what the person may see of it. */
export const dataRequestCreated = dataRequestSchema.pick({
  id: true,
  kind: true,
  status: true,
  createdAt: true,
  dueAt: true,
});
export type DataRequestCreated = z.infer<typeof dataRequestCreated>;

/** What the person sees on `/yeu-cau-du-lieu` once they proved who they are. */
export const dataSubjectView = z.object({
  consents: z.array(consentSchema.omit({ clientAddress: true, withdrawnBy: true })),
  requests: z.array(dataRequestCreated),
});
export type DataSubjectView = z.infer<typeof dataSubjectView>;

export const dataRequestListQuery = z.object({
  status: z.enum(DATA_REQUEST_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
});
export const dataRequestListResponse = z.object({ requests: z.array(dataRequestSchema) });

/** `PATCH /api/privacy/requests/:id`: staff close a request (done, or rejected with the reason). */
export const dataRequestCloseBody = z
  .object({
    status: z.enum(['done', 'rejected'], { error: 'Trạng thái không hợp lệ' }),
    note: z.string().trim().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: PRIVACY_MESSAGES.reasonRequired });
  });

export const exportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: PRIVACY_MESSAGES.badFormat }).default('json'),
});

/** What an erasure changed: rows per table. */
export const erasureResult = z.object({ placeholderPhone: z.string(), rows: z.record(z.string(), z.number().int()) });
export type ErasureResult = z.infer<typeof erasureResult>;

/** `GET /api/privacy/consents?phone=` (staff): a person's consents. */
export const consentListQuery = z.object({ phone: orderLookupQuery.shape.phone });
export const consentListResponse = z.object({ consents: z.array(consentSchema) });

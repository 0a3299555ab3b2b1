import { z } from 'zod';
import { limitQuery, skipQuery, timestamp } from './common.ts';

/**
 * Messages the shop sends to shoppers and to itself (docs/messages.md): each is written to the
 * outbox in the same transaction as the order move that causes it, then delivered by a worker over
 * email, Zalo ZNS or SMS. A message keeps its template and parameters, never a rendered body.
 */

export const MESSAGE_CHANNELS = ['email', 'zalo', 'sms'] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<MessageChannelName, string> = {
  email: 'Email',
  zalo: 'Zalo ZNS',
  sms: 'SMS',
};

/**
 * `queued`: waiting for its (next) attempt; `sent`: the provider accepted it; `failed`: refused for
 * good, or still refused after the last retry; `held`: its channel is not configured; `expired`: not
 * delivered within 72 hours, so not sent at all rather than arriving stale.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'held', 'expired'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Đang chờ gửi',
  sent: 'Đã gửi',
  failed: 'Thất bại',
  held: 'Tạm giữ',
  expired: 'Hết hạn',
};

/** The kinds of message, one template each; `-shop` kinds go to the shop itself. */
export const MESSAGE_KINDS = [
  'order-placed',
  'order-placed-shop',
  'order-confirmed',
  'order-paid',
  'order-shipped',
  'order-completed',
  'order-cancelled',
  'payment-account-changed',
  'return-requested',
  'return-requested-shop',
  'return-approved',
  'return-rejected',
  'return-received',
  'return-refunded',
  'privacy-code',
  'service-received',
  'service-status',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Words a template's subject and opening lines may use, written `{ma_don}`. */
export const PLACEHOLDERS = {
  ten_cua_hang: 'Tên cửa hàng',
  ma_don: 'Mã đơn hàng',
  khach_hang: 'Tên khách hàng',
  so_tien: 'Tổng tiền',
  don_vi_van_chuyen: 'Đơn vị vận chuyển',
  ma_van_don: 'Mã vận đơn',
  ly_do: 'Lý do (hủy đơn, từ chối đổi trả)',
  so_tien_hoan: 'Số tiền hoàn',
  ngan_hang: 'Ngân hàng',
  so_tai_khoan: 'Số tài khoản',
  ma_xac_nhan: 'Mã xác nhận (6 chữ số)',
  ma_phieu: 'Mã phiếu tiếp nhận (sửa chữa, bảo hành)',
  dong_ho: 'Đồng hồ (hãng, mẫu)',
  trang_thai: 'Trạng thái phiếu sửa chữa',
  chi_phi: 'Phí sửa chữa (hoặc chi phí dự kiến)',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

type MessageAudience = 'shopper' | 'shop';

export interface MessageKindInfo {
  label: string;
  audience: MessageAudience;
  placeholders: readonly Placeholder[];
  subject: string;
  intro: string;
  /** Channels a new shop uses, first to last (the second is the fallback). */
  channels: readonly MessageChannelName[];
}

const ORDER_WORDS = ['ten_cua_hang', 'ma_don', 'khach_hang', 'so_tien'] as const;
const SERVICE_WORDS = ['ten_cua_hang', 'ma_phieu', 'khach_hang', 'dong_ho', 'trang_thai', 'chi_phi'] as const;

export const MESSAGE_KIND_INFO: Record<MessageKind, MessageKindInfo> = {
  'order-placed': {
    label: 'Đặt hàng thành công (gửi khách)',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: xác nhận đơn hàng {ma_don}',
    intro:
      'Chào {khach_hang},\nCảm ơn anh/chị đã đặt hàng. Chúng tôi đã nhận được đơn {ma_don} và sẽ liên hệ xác nhận sớm.',
    channels: ['email'],
  },
  'order-placed-shop': {
    label: 'Đơn hàng mới (gửi cửa hàng)',
    audience: 'shop',
    placeholders: ORDER_WORDS,
    subject: 'Đơn hàng mới {ma_don}: {so_tien}',
    intro: '{khach_hang} vừa đặt đơn {ma_don}, tổng {so_tien}.',
    channels: ['email'],
  },
  'order-confirmed': {
    label: 'Đã xác nhận',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: đơn hàng {ma_don} đã được xác nhận',
    intro: 'Chào {khach_hang},\nĐơn hàng {ma_don} đã được xác nhận và đang được chuẩn bị.',
    channels: ['email'],
  },
  'order-paid': {
    label: 'Đã nhận thanh toán',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: đã nhận thanh toán đơn {ma_don}',
    intro: 'Chào {khach_hang},\nChúng tôi đã nhận được {so_tien} cho đơn hàng {ma_don}. Cảm ơn anh/chị.',
    channels: ['email'],
  },
  'order-shipped': {
    label: 'Đang giao hàng',
    audience: 'shopper',
    placeholders: [...ORDER_WORDS, 'don_vi_van_chuyen', 'ma_van_don'],
    subject: '{ten_cua_hang}: đơn hàng {ma_don} đang được giao',
    intro: 'Chào {khach_hang},\nĐơn hàng {ma_don} đã được giao cho {don_vi_van_chuyen}, mã vận đơn {ma_van_don}.',
    channels: ['email'],
  },
  'order-completed': {
    label: 'Đã giao hàng',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: đơn hàng {ma_don} đã giao thành công',
    intro: 'Chào {khach_hang},\nĐơn hàng {ma_don} đã được giao. Cảm ơn anh/chị đã tin chọn {ten_cua_hang}.',
    channels: ['email'],
  },
  'order-cancelled': {
    label: 'Đã hủy',
    audience: 'shopper',
    placeholders: [...ORDER_WORDS, 'ly_do'],
    subject: '{ten_cua_hang}: đơn hàng {ma_don} đã bị hủy',
    intro: 'Chào {khach_hang},\nĐơn hàng {ma_don} đã được hủy. Lý do: {ly_do}.',
    channels: ['email'],
  },
  'payment-account-changed': {
    label: 'Tài khoản nhận tiền thay đổi (gửi cửa hàng)',
    audience: 'shop',
    placeholders: ['ten_cua_hang', 'ngan_hang', 'so_tai_khoan'],
    subject: '{ten_cua_hang}: tài khoản nhận chuyển khoản đã thay đổi',
    intro:
      'Tài khoản nhận chuyển khoản của cửa hàng vừa được đổi sang {ngan_hang} {so_tai_khoan}. Nếu không phải anh/chị đổi, hãy kiểm tra ngay.',
    channels: ['email'],
  },
  'return-requested': {
    label: 'Đã nhận yêu cầu đổi trả (gửi khách)',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: đã nhận yêu cầu đổi trả đơn {ma_don}',
    intro: 'Chào {khach_hang},\nChúng tôi đã nhận yêu cầu đổi trả của đơn {ma_don} và sẽ trả lời anh/chị sớm.',
    channels: ['email'],
  },
  'return-requested-shop': {
    label: 'Yêu cầu đổi trả mới (gửi cửa hàng)',
    audience: 'shop',
    placeholders: ORDER_WORDS,
    subject: 'Yêu cầu đổi trả đơn {ma_don}',
    intro: '{khach_hang} vừa yêu cầu đổi trả đơn {ma_don}. Xem trong Đổi Trả.',
    channels: ['email'],
  },
  'return-approved': {
    label: 'Đổi trả được chấp nhận',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: yêu cầu đổi trả đơn {ma_don} được chấp nhận',
    intro:
      'Chào {khach_hang},\nYêu cầu đổi trả đơn {ma_don} đã được chấp nhận. Vui lòng gửi hàng về cửa hàng; chúng tôi sẽ báo khi nhận được.',
    channels: ['email'],
  },
  'return-rejected': {
    label: 'Đổi trả bị từ chối',
    audience: 'shopper',
    placeholders: [...ORDER_WORDS, 'ly_do'],
    subject: '{ten_cua_hang}: yêu cầu đổi trả đơn {ma_don} chưa được chấp nhận',
    intro: 'Chào {khach_hang},\nYêu cầu đổi trả đơn {ma_don} chưa được chấp nhận. Lý do: {ly_do}.',
    channels: ['email'],
  },
  'return-received': {
    label: 'Đã nhận hàng trả',
    audience: 'shopper',
    placeholders: ORDER_WORDS,
    subject: '{ten_cua_hang}: đã nhận hàng trả của đơn {ma_don}',
    intro: 'Chào {khach_hang},\nCửa hàng đã nhận được hàng trả của đơn {ma_don} và sẽ hoàn tiền cho anh/chị.',
    channels: ['email'],
  },
  'return-refunded': {
    label: 'Đã hoàn tiền',
    audience: 'shopper',
    placeholders: [...ORDER_WORDS, 'so_tien_hoan'],
    subject: '{ten_cua_hang}: đã hoàn {so_tien_hoan} cho đơn {ma_don}',
    intro: 'Chào {khach_hang},\nCửa hàng đã hoàn {so_tien_hoan} cho đơn hàng {ma_don}. Cảm ơn anh/chị.',
    channels: ['email'],
  },
  'privacy-code': {
    label: 'Mã xác nhận yêu cầu dữ liệu cá nhân',
    audience: 'shopper',
    placeholders: ['ten_cua_hang', 'ma_don', 'khach_hang', 'ma_xac_nhan'],
    subject: '{ten_cua_hang}: mã xác nhận {ma_xac_nhan}',
    intro:
      'Chào {khach_hang},\nMã xác nhận yêu cầu dữ liệu cá nhân của anh/chị là {ma_xac_nhan}, dùng trong 10 phút. Nếu không phải anh/chị yêu cầu, hãy bỏ qua tin này.',
    channels: ['email', 'sms'],
  },
  'service-received': {
    label: 'Đã tiếp nhận đồng hồ sửa chữa, bảo hành',
    audience: 'shopper',
    placeholders: SERVICE_WORDS,
    subject: '{ten_cua_hang}: đã tiếp nhận đồng hồ, phiếu {ma_phieu}',
    intro:
      'Chào {khach_hang},\nCửa hàng đã tiếp nhận đồng hồ {dong_ho} của anh/chị, phiếu {ma_phieu}. Anh/chị theo dõi phiếu bằng mã phiếu và số điện thoại tại trang Tra cứu bảo hành.',
    channels: ['email', 'sms'],
  },
  'service-status': {
    label: 'Phiếu sửa chữa, bảo hành đổi trạng thái',
    audience: 'shopper',
    placeholders: SERVICE_WORDS,
    subject: '{ten_cua_hang}: phiếu {ma_phieu} {trang_thai}',
    intro: 'Chào {khach_hang},\nPhiếu {ma_phieu} (đồng hồ {dong_ho}) vừa chuyển sang: {trang_thai}.',
    channels: ['email', 'sms'],
  },
};

export const MESSAGE_MESSAGES = {
  notFound: 'Không tìm thấy tin nhắn',
  orderNotFound: 'Không tìm thấy đơn hàng',
  kind: 'Loại tin nhắn không hợp lệ',
  status: 'Trạng thái tin nhắn không hợp lệ',
  subjectRequired: 'Tiêu đề là bắt buộc',
  subjectLong: 'Tiêu đề tối đa 200 ký tự',
  subjectOneLine: 'Tiêu đề chỉ có một dòng',
  introLong: 'Lời mở đầu tối đa 2000 ký tự',
  channels: 'Kênh gửi không hợp lệ',
  channelsTwice: 'Mỗi kênh chỉ chọn một lần',
  channelsMax: 'Chọn tối đa hai kênh: kênh chính và kênh dự phòng',
  unknownWord: (word: string) => `Mẫu không có biến {${word}}`,
  braces: 'Dấu ngoặc { } không khớp: mỗi biến viết trong một cặp {…}',
  templateBroken: (reason: string) => `Mẫu lỗi, chưa lưu (mẫu cũ được giữ nguyên): ${reason}`,
  channelOff: (channel: string) => `Kênh ${channel} chưa được cấu hình: tin nhắn được giữ lại`,
  resendNothing: 'Tin nhắn này không còn người nhận để gửi lại',
  noMailServer: 'Chưa cấu hình máy chủ thư',
  noZalo: 'Chưa cấu hình Zalo ZNS',
  noSms: 'Chưa cấu hình SMS',
} as const;

/** The channel words the owner sees when a channel is not configured (the message is held). */
export const CHANNEL_OFF_REASON: Record<MessageChannelName, string> = {
  email: MESSAGE_MESSAGES.noMailServer,
  zalo: MESSAGE_MESSAGES.noZalo,
  sms: MESSAGE_MESSAGES.noSms,
};

const TOKEN = /\{([^{}]*)\}/g;

/**
 * Why `text` cannot be used in a template of `kind` (an unknown word, braces that do not pair), or
 * null when it can. The server and the settings form check with this one rule.
 */
export function templateTextProblem(text: string, kind: MessageKind): string | null {
  const allowed = new Set<string>(MESSAGE_KIND_INFO[kind].placeholders);
  for (const [, word] of text.matchAll(TOKEN))
    if (!allowed.has(word!.trim())) return MESSAGE_MESSAGES.unknownWord(word!.trim());
  if (/[{}]/.test(text.replace(TOKEN, ''))) return MESSAGE_MESSAGES.braces;
  return null;
}

/** `text` with each `{word}` replaced by its value (an empty string for a word without one). */
export function fillTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(TOKEN, (_all, word: string) => values[word.trim() as Placeholder] ?? '');
}

const channelList = z
  .array(z.enum(MESSAGE_CHANNELS, { error: MESSAGE_MESSAGES.channels }), { error: MESSAGE_MESSAGES.channels })
  .max(2, MESSAGE_MESSAGES.channelsMax)
  .refine((list) => new Set(list).size === list.length, MESSAGE_MESSAGES.channelsTwice);

/** `PUT /api/messages/templates/:kind` and the preview: the owner's words, and the channels first to last. */
export const messageTemplateBody = z.object({
  subject: z
    .string({ error: MESSAGE_MESSAGES.subjectRequired })
    .trim()
    .min(1, MESSAGE_MESSAGES.subjectRequired)
    .max(200, MESSAGE_MESSAGES.subjectLong)
    .refine((s) => !/[\r\n]/.test(s), MESSAGE_MESSAGES.subjectOneLine),
  intro: z
    .string({ error: MESSAGE_MESSAGES.introLong })
    .max(2000, MESSAGE_MESSAGES.introLong)
    .transform((s) => s.replace(/\r\n?/g, '\n').trim()),
  channels: channelList,
});
export type MessageTemplateBody = z.infer<typeof messageTemplateBody>;

export const messageKindParams = z.object({ kind: z.enum(MESSAGE_KINDS, { error: MESSAGE_MESSAGES.kind }) });

const channelName = z.enum(MESSAGE_CHANNELS);

export const messageTemplateSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  intro: z.string(),
  channels: z.array(channelName),
  /** Null while the built-in words are used. */
  updatedAt: timestamp.nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateList = z.object({ templates: z.array(messageTemplateSchema) });

/** What the message would look like, with a sample order. */
export const messagePreviewResponse = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  sms: z.string(),
});
export type MessagePreview = z.infer<typeof messagePreviewResponse>;

/** One channel as the owner sees it: configured or not, and how its latest messages went. */
const channelStateSchema = z.object({
  channel: channelName,
  configured: z.boolean(),
  /** Where it sends (the mail server's host, the gateway), without secrets. */
  detail: z.string().nullable(),
  lastSentAt: timestamp.nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: timestamp.nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;
export const channelStatesResponse = z.object({ channels: z.array(channelStateSchema) });

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  channel: channelName,
  recipient: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable(),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  /** The service ticket a service message is about (service-received, service-status). */
  serviceId: z.number().int().nullable(),
  serviceCode: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageList = z.object({ messages: z.array(messageSchema), total: z.number().int() });
export type MessageList = z.infer<typeof messageList>;

/** `GET /api/messages`: newest first, by status (`failed` is the Tin Nhắn screen). */
export const messageListQuery = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: MESSAGE_MESSAGES.status }).optional(),
  limit: limitQuery(20, 100),
  skip: skipQuery,
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

import { MESSAGE_KIND_INFO, MESSAGE_MESSAGES } from '@shop/core/schemas/message';
import { AT, LATER, error } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of the messages sent to customers and the shop, their templates and channels (spread into openapi-examples.ts): answers of the demo shop.

const sentMessage = {
  id: 2,
  kind: 'order-placed-shop',
  channel: 'email',
  recipient: 'shop@example.vn',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: AT,
  sentAt: AT,
  nextAttemptAt: null,
  orderId: 1,
  orderCode: 'DH261127S7E7EA',
  serviceId: null,
  serviceCode: null,
};
const failedMessage = {
  ...sentMessage,
  id: 1,
  kind: 'order-placed',
  recipient: 'an.nguyen@exmaple.com',
  status: 'failed',
  lastError: '550 5.1.1 <an.nguyen@exmaple.com>: Recipient address rejected: User unknown',
  sentAt: null,
};
const templateWords = {
  subject: 'Cảm ơn {khach_hang} đã mua tại {ten_cua_hang}: đơn {ma_don}',
  intro: 'Kính gửi {khach_hang},\nĐơn {ma_don} trị giá {so_tien} đã được ghi nhận.',
  channels: ['email'],
};

export const MESSAGE_EXAMPLES = {
  orders_getMessages: { response: { messages: [sentMessage, failedMessage], total: 2 } },
  messages_list: { response: { messages: [failedMessage], total: 1 } },
  messages_resend: {
    response: {
      ...failedMessage,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: LATER,
      recipient: 'an.nguyen@example.com',
    },
    answers: { 422: error(422, 'UNPROCESSABLE', MESSAGE_MESSAGES.resendNothing) },
  },
  messages_listTemplates: {
    response: {
      templates: [
        {
          kind: 'order-placed',
          subject: MESSAGE_KIND_INFO['order-placed'].subject,
          intro: MESSAGE_KIND_INFO['order-placed'].intro,
          channels: ['email'],
          updatedAt: null,
        },
      ],
    },
  },
  messages_previewTemplate: {
    request: templateWords,
    response: {
      subject: 'Đồng Hồ Sang Trọng: xác nhận đơn hàng DH261129MAU01',
      html: '<!DOCTYPE html …',
      text: 'Đồng Hồ Sang Trọng\n\nChào Nguyễn Văn An, …',
      sms: 'Dong Ho Sang Trong: da nhan don DH261129MAU01, tong 86.430.000 d. Tra cuu: https://shop.example.vn/track-order?code=DH261129MAU01',
    },
    answers: {
      400: error(400, 'VALIDATION_ERROR', MESSAGE_MESSAGES.unknownWord('ma_van_don'), [
        { field: 'subject', in: 'body', message: MESSAGE_MESSAGES.unknownWord('ma_van_don') },
      ]),
    },
  },
  messages_updateTemplate: {
    request: templateWords,
    response: { kind: 'order-placed', ...templateWords, updatedAt: LATER },
    answers: {
      400: error(400, 'BAD_REQUEST', MESSAGE_MESSAGES.braces, [
        { field: 'subject', in: 'body', message: MESSAGE_MESSAGES.braces },
      ]),
    },
  },
  messages_listChannels: {
    response: {
      channels: [
        {
          channel: 'email',
          configured: true,
          detail: 'smtp://smtp.example.vn:587 · shop@example.vn',
          lastSentAt: LATER,
          lastError: null,
          lastErrorAt: null,
        },
        { channel: 'zalo', configured: false, detail: null, lastSentAt: null, lastError: null, lastErrorAt: null },
        { channel: 'sms', configured: false, detail: null, lastSentAt: null, lastError: null, lastErrorAt: null },
      ],
    },
  },
};

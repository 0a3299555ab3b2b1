import { SERVICE_WARRANTY_EXAMPLE } from '@shop/core/examples/service';
import { SERVICE_PHOTO_EXAMPLE } from '@shop/core/examples/service-photo';
import { SERVICE_MESSAGES } from '@shop/core/schemas/service';
import { SERVICE_PHOTO_MESSAGES } from '@shop/core/schemas/service-photo';

// The OpenAPI examples of /api/services (spread into openapi-examples.ts): a ticket of the demo shop.

const openBody = {
  pieceId: 12,
  customerName: 'Nguyễn Văn An',
  phone: '0901234567',
  email: null,
  problem: 'Đồng hồ chạy nhanh 20 giây mỗi ngày, muốn lau dầu',
  handedOver: ['strap', 'box'],
  handedOverNote: null,
  conditionNote: 'Kính có vết xước nhỏ ở vị trí 3 giờ',
  estimate: 0,
  promisedDate: '2026-12-10',
  note: null,
};

const ticket = {
  id: 5,
  code: 'BH000005',
  ...SERVICE_WARRANTY_EXAMPLE,
  model: 'Rolex Submariner Date (41mm Mặt đen)',
  serial: '7X2A1190',
  ...openBody,
  fee: null,
  status: 'received',
  receivedBy: 'admin',
  createdAt: '2026-11-30T02:00:00.000Z',
  updatedAt: '2026-11-30T02:00:00.000Z',
};

const received = { id: 21, fromStatus: null, status: 'received', note: null, by: 'admin', at: ticket.createdAt };
const checking = {
  id: 22,
  fromStatus: 'received',
  status: 'checking',
  note: 'Kiểm tra bộ máy',
  by: 'admin',
  at: '2026-11-30T04:00:00.000Z',
};

export const SERVICE_EXAMPLES = {
  services_list: { response: { services: [ticket], total: 1 } },
  services_get: { response: { ...ticket, history: [received] } },
  services_create: { request: openBody, response: { ...ticket, history: [received] } },
  services_update: {
    request: { ...openBody, brandName: null, model: null, serial: null, estimate: 0, fee: 0 },
    response: { ...ticket, fee: 0, history: [received] },
  },
  services_updateStatus: {
    request: { status: 'checking', note: 'Kiểm tra bộ máy' },
    response: { ...ticket, status: 'checking', history: [received, checking] },
    answers: {
      409: {
        error: {
          statusCode: 409,
          code: 'CONFLICT',
          message: SERVICE_MESSAGES.badMove('received', 'returned'),
          details: { from: 'received', to: 'returned' },
        },
      },
    },
  },
  services_getLookup: {
    response: {
      code: 'BH000005',
      status: 'checking',
      brandName: 'Rolex',
      model: 'Rolex Submariner Date (41mm Mặt đen)',
      serial: '7X2A1190',
      problem: openBody.problem,
      underWarranty: true,
      estimate: 0,
      fee: null,
      promisedDate: '2026-12-10',
      receivedAt: ticket.createdAt,
      history: [
        { status: 'received', at: received.at },
        { status: 'checking', at: checking.at },
      ],
    },
    answers: {
      404: { error: { statusCode: 404, code: 'NOT_FOUND', message: SERVICE_MESSAGES.lookupNotFound } },
    },
  },
  services_getPhotos: { response: [SERVICE_PHOTO_EXAMPLE] },
  services_photos: {
    fileField: 'image',
    response: SERVICE_PHOTO_EXAMPLE,
    answers: { 409: { error: { statusCode: 409, code: 'CONFLICT', message: SERVICE_PHOTO_MESSAGES.tooMany } } },
  },
  services_getPhotosByIdPhotoId: { responseTypes: ['image/webp'] },
  services_deletePhotosByIdPhotoId: { response: { success: true } },
  services_getMessages: {
    response: {
      messages: [
        {
          id: 88,
          kind: 'service-received',
          channel: 'sms',
          recipient: openBody.phone,
          status: 'sent',
          attempts: 1,
          lastError: null,
          createdAt: ticket.createdAt,
          sentAt: '2026-11-30T02:00:05.000Z',
          nextAttemptAt: null,
          orderId: null,
          orderCode: null,
          serviceId: ticket.id,
          serviceCode: ticket.code,
        },
      ],
      total: 1,
    },
  },
};

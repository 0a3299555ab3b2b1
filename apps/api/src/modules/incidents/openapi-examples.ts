import { INCIDENT_MESSAGES } from '@shop/core/schemas/incident';

// The OpenAPI examples of the register of personal-data incidents (spread into openapi-examples.ts):
// a customer list sent to the wrong address, found one morning and reported the next day.

const body = {
  title: 'Gửi nhầm danh sách khách hàng qua email',
  description: 'Nhân viên gửi tệp đơn hàng tháng 11 cho một khách hàng khác',
  foundAt: '2026-11-28T02:30:00.000Z',
  data: 'Họ tên, số điện thoại, địa chỉ giao hàng',
  peopleAffected: 42,
  reportedAt: null,
  reportedTo: null,
  measures: 'Đề nghị người nhận xóa tệp; đổi quy trình gửi báo cáo',
  closed: false,
};
const incident = {
  id: 1,
  ...body,
  reportDue: '2026-12-01T02:30:00.000Z',
  overdue: false,
  createdBy: 'admin',
  createdAt: '2026-11-28T03:00:00.000Z',
  updatedAt: '2026-11-28T03:00:00.000Z',
};
const reported = {
  ...body,
  reportedAt: '2026-11-29T01:00:00.000Z',
  reportedTo: 'Cục A05 – Bộ Công an; 42 khách hàng qua tin nhắn',
  closed: true,
};

export const INCIDENT_EXAMPLES = {
  incidents_list: { response: { incidents: [incident], unreported: 1 } },
  incidents_getUnreported: { response: { unreported: 1, overdue: 0 } },
  incidents_create: { request: body, response: incident },
  incidents_update: {
    request: reported,
    response: { ...incident, ...reported, updatedAt: '2026-11-29T01:05:00.000Z' },
  },
  incidents_delete: {
    response: { success: true },
    answers: { 409: { error: { statusCode: 409, code: 'CONFLICT', message: INCIDENT_MESSAGES.reportedCannotDelete } } },
  },
};

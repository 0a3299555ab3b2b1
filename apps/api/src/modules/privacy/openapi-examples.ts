import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { PRIVACY_MESSAGES } from '@shop/core/schemas/privacy';

// The OpenAPI examples of personal data (issue 27 §4), spread into openapi-examples.ts: the demo
// shop's shopper who ticked "Nhận tin tức và ưu đãi", then asked to see their data.

const AT = '2026-11-29T03:00:00.000Z';
const DUE = '2026-12-02T03:00:00.000Z';
const subject = { code: 'DH261127S7E7EA', phone: '0912345678' };
const consent = {
  id: 1,
  purpose: 'marketing',
  text: CONSENT_TEXTS.marketing.text,
  textVersion: CONSENT_TEXTS.marketing.version,
  givenAt: AT,
  clientAddress: '203.0.113.7',
  orderCode: subject.code,
  withdrawnAt: null,
  withdrawnBy: null,
};
const request = {
  id: 1,
  kind: 'access',
  phone: subject.phone,
  orderCode: subject.code,
  details: null,
  status: 'open',
  createdAt: AT,
  dueAt: DUE,
  note: null,
  handledBy: null,
  handledAt: null,
};
const { clientAddress: _a, withdrawnBy: _b, ...shopperConsent } = consent;
const view = {
  consents: [shopperConsent],
  requests: [{ id: 1, kind: 'access', status: 'open', createdAt: AT, dueAt: DUE }],
};
const notFound = { error: { statusCode: 404, code: 'NOT_FOUND', message: ORDER_MESSAGES.lookupNotFound } };
/** With a messages channel that reaches the shopper, the code sent by `privacySendCode`. */
const proven = { ...subject, otp: '482915' };
const wrongOtp = {
  error: { statusCode: 400, code: 'BAD_REQUEST', message: PRIVACY_MESSAGES.otpWrong, details: { field: 'otp' } },
};

export const PRIVACY_EXAMPLES = {
  privacySendCode: {
    request: subject,
    response: { required: true, channel: 'email', expiresAt: '2026-11-29T03:10:00.000Z' },
    answers: { 404: notFound },
  },
  privacySubject: { request: proven, response: view, answers: { 400: wrongOtp, 404: notFound } },
  privacyWithdrawConsent: {
    request: { ...proven, purpose: 'marketing' },
    response: { ...view, consents: [{ ...shopperConsent, withdrawnAt: DUE }] },
    answers: { 400: wrongOtp, 404: notFound },
  },
  privacyCreateRequest: {
    request: { ...proven, kind: 'access', details: null },
    response: view.requests[0],
    answers: { 400: wrongOtp, 404: notFound },
  },
  privacyListRequests: { response: { requests: [request] } },
  privacyCloseRequest: {
    request: { status: 'done', note: 'Đã gửi dữ liệu qua email' },
    response: { ...request, status: 'done', note: 'Đã gửi dữ liệu qua email', handledBy: 'admin', handledAt: DUE },
    answers: { 409: { error: { statusCode: 409, code: 'CONFLICT', message: PRIVACY_MESSAGES.closed } } },
  },
  privacyExport: {
    responseTypes: ['text/csv', 'application/json'],
    response:
      '\uFEFFLoại,Mã đơn,Thời gian,Họ tên,Số điện thoại,Email,Địa chỉ,Ghi chú,Nội dung,Số lượng,Số tiền,Trạng thái\r\n' +
      'Đơn hàng,DH261127S7E7EA,27/11/2026 16:15,Nguyễn Văn An,0912345678,an.nguyen@example.com,"12 Phố Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội",,Đồng hồ Nam Tudor Black Bay Fifty-Eight 39mm Đen,1,86400000,Chờ Xử Lý\r\n',
  },
  privacyErase: {
    response: { placeholderPhone: 'xoa-28791044', rows: { orders: 2, messages: 5, consents: 1, audit_log: 3 } },
  },
  privacyListConsents: { response: { consents: [consent] } },
  privacyStaffWithdrawConsent: { response: { consents: [{ ...consent, withdrawnAt: DUE, withdrawnBy: 'admin' }] } },
};

import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { AT, LATER, address, error, line, order } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of /api/orders (spread into openapi-examples.ts): answers of the demo shop.

const orderBody = {
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an.nguyen@example.com',
  note: 'Giao giờ hành chính',
  items: [{ productId: 37, variantId: 58, quantity: 1 }],
  shippingAddress: address,
  paymentMethod: 'cod',
  expectedAmount: 86_400_000,
  acceptTerms: true,
};
/** A shopper's order keeps the policy versions they agreed to (issue 27 §2). */
const agreedPolicies = [
  { slug: 'doi-tra-va-hoan-tien', title: 'Chính sách đổi trả và hoàn tiền', version: 2 },
  { slug: 'bao-hanh', title: 'Chính sách bảo hành', version: 1 },
  { slug: 'bao-mat-thong-tin', title: 'Chính sách bảo mật thông tin', version: 1 },
  { slug: 'van-chuyen', title: 'Chính sách vận chuyển', version: 1 },
  { slug: 'thanh-toan', title: 'Chính sách thanh toán', version: 1 },
  { slug: 'dieu-khoan-su-dung', title: 'Điều khoản sử dụng', version: 1 },
];
const { id: _id, ...shopperOrder } = { ...order, agreedPolicies };
const placed = { from: null, to: 'pending', at: AT, by: null, reason: null };
const confirmed = { from: 'pending', to: 'processing', at: LATER, by: 'admin', reason: null };
const processing = { ...order, status: 'processing', history: [placed, confirmed] };

export const ORDER_EXAMPLES = {
  orders_create: {
    request: orderBody,
    response: { ...shopperOrder, timeline: [{ step: 'placed', at: AT, reason: null }] },
    answers: {
      400: error(400, 'BAD_REQUEST', ORDER_MESSAGES.acceptTerms, [
        { field: 'acceptTerms', in: 'body', message: ORDER_MESSAGES.acceptTerms },
      ]),
      409: error(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged, {
        subtotal: 86_400_000,
        shippingFee: 0,
        amount: 86_400_000,
        expectedAmount: 96_000_000,
        items: [{ productId: 37, variantId: 58, price: 86_400_000, quantity: 1 }],
      }),
      422: error(422, 'UNPROCESSABLE', ORDER_MESSAGES.idempotencyMismatch),
      429: error(429, 'TOO_MANY_REQUESTS', ORDER_MESSAGES.tooMany),
    },
  },
  orders_list: { response: { orders: [order], total: 1, totalExact: true, more: false } },
  orders_getStats: { response: { total: 1, pending: 1, processing: 0, shipped: 0, completed: 0, cancelled: 0 } },
  orders_getLookup: {
    response: { ...shopperOrder, timeline: [{ step: 'placed', at: AT, reason: null }] },
    answers: {
      404: error(404, 'NOT_FOUND', ORDER_MESSAGES.lookupNotFound),
      429: error(429, 'TOO_MANY_REQUESTS', ORDER_MESSAGES.lookupTooMany(30)),
    },
  },
  orders_get: { response: { ...order, history: [placed] } },
  orders_update: {
    request: {
      customer: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an.nguyen@example.com',
      note: 'Giao sau 17 giờ',
      items: [{ productId: 37, variantId: 58, quantity: 2 }],
      shippingAddress: address,
      shippingFee: null,
    },
    response: {
      ...order,
      note: 'Giao sau 17 giờ',
      items: [{ ...line, quantity: 2 }],
      subtotal: 172_800_000,
      amount: 172_800_000,
      history: [placed],
    },
  },
  orders_updateStatus: { request: { status: 'processing', reason: null }, response: processing },
  orders_updatePayment: { request: { paymentStatus: 'paid' }, response: { ...processing, paymentStatus: 'paid' } },
  exportOrders: {
    responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    response:
      '\uFEFForder_code,created_at,status,customer,phone,email,address,payment_method,product_name,variant_name,price,quantity,line_total,order_total\n' +
      'DH261127S7E7EA,27/11/2026 16:15,Chờ Xử Lý,Nguyễn Văn An,0912345678,an.nguyen@example.com,"12 Phố Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội",Thanh toán khi nhận hàng (COD),Đồng hồ Nam Tudor Black Bay Fifty-Eight,39mm Đen,86400000,1,86400000,86400000\n',
  },
};

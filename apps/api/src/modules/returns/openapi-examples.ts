import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { RETURN_MESSAGES } from '@shop/core/schemas/return';
import { AT, LATER, error, line } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of returns and refunds (spread into openapi-examples.ts): answers of the demo shop.

/** A line of an order as a return names it. */
const returnLine = <T extends object>(extra: T) => ({ lineId: 91, ...line, ...extra });

/** A return the shopper asked for, as staff see it. */
const staffReturn = {
  id: 4,
  orderId: 12,
  orderCode: 'DH261127S7E7EA',
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  status: 'requested' as const,
  lines: [returnLine({})],
  value: 86_400_000,
  reason: 'Mặt kính bị trầy khi nhận hàng',
  photos: ['/uploads/0c4f1a2e-8d3b-4f6a-9e21-7b5c3d9a1f08.webp'],
  openedBy: 'shopper' as const,
  note: null,
  rejectReason: null,
  condition: null,
  refund: null,
  steps: [{ status: 'requested' as const, at: AT, by: null }],
  createdAt: AT,
};

/** The same return as the shopper sees it: no staff names, no order id. */
const shopperReturn = (() => {
  const { orderId: _o, customer: _c, phone: _p, note: _n, steps, ...rest } = staffReturn;
  return { ...rest, steps: steps.map(({ status, at }) => ({ status, at })) };
})();

/** What can still be returned of the demo order (nothing: its one line is returned), with its `returns`. */
const returnsOfOrder = <Return>(done: Return) => ({
  windowDays: 7,
  deadline: '2026-12-04T09:15:00.000Z',
  canRequest: false,
  lines: [returnLine({ quantity: 1, returnable: 0 })],
  refundable: 86_400_000,
  returns: [done],
});

export const RETURN_EXAMPLES = {
  orders_getLookupReturns: {
    response: returnsOfOrder(shopperReturn),
    answers: { 404: error(404, 'NOT_FOUND', ORDER_MESSAGES.lookupNotFound) },
  },
  orders_lookupReturns: {
    request: {
      code: 'DH261127S7E7EA',
      phone: '0912345678',
      lines: [{ lineId: 91, quantity: 1 }],
      reason: 'Mặt kính bị trầy khi nhận hàng',
      photos: [],
    },
    response: shopperReturn,
    answers: { 409: error(409, 'CONFLICT', RETURN_MESSAGES.windowClosed(7)) },
  },
  returns_list: { response: { returns: [staffReturn], total: 1 } },
  returns_getStats: { response: { requested: 1, received: 0 } },
  returns_getOrderByOrderId: {
    response: returnsOfOrder(staffReturn),
  },
  returns_get: { response: staffReturn },
  returns_create: {
    request: { orderId: 12, lines: [{ lineId: 91, quantity: 1 }], reason: 'Khách gọi điện đổi ý' },
    response: { ...staffReturn, openedBy: 'staff', steps: [{ status: 'requested', at: AT, by: 'admin' }] },
  },
  returns_update: {
    request: {
      status: 'refunded',
      amount: 86_400_000,
      method: 'bank_transfer',
      reference: 'VCB 0098123',
      date: '2026-11-29',
    },
    response: {
      ...staffReturn,
      status: 'refunded',
      condition: 'Trầy nhẹ mặt kính, đủ hộp sổ',
      refund: { amount: 86_400_000, method: 'bank_transfer', reference: 'VCB 0098123', date: '2026-11-29' },
      steps: [
        ...staffReturn.steps,
        { status: 'approved', at: LATER, by: 'admin' },
        { status: 'received', at: LATER, by: 'admin' },
        { status: 'refunded', at: LATER, by: 'admin' },
      ],
    },
    answers: { 409: error(409, 'CONFLICT', RETURN_MESSAGES.overPaid(86_400_000), { refundable: 86_400_000 }) },
  },
};

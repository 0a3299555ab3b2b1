/**
 * What several modules' OpenAPI examples share (each module's openapi-examples.ts): the error shape, the
 * times, the demo shop's first order. The values are answers of the demo shop.
 */

export interface ErrorExample {
  error: { statusCode: number; code: string; message: string; details?: unknown };
}

export const error = (statusCode: number, code: string, message: string, details?: unknown): ErrorExample => ({
  error: { statusCode, code, message, ...(details === undefined ? {} : { details }) },
});

export const ok = { success: true };

export const AT = '2026-11-27T09:15:00.000Z';
export const LATER = '2026-11-27T10:02:41.000Z';
export const IMAGE = '/uploads/0366f9a6-aa2b-4aa4-b6bf-a0979de802ef.webp';

export const address = { province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', street: '12 Phố Điện Biên Phủ' };
/** The one line of the demo order. */
export const line = {
  productId: 37,
  variantId: 58,
  productName: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight',
  variantName: '39mm Đen',
  price: 86_400_000,
  quantity: 1,
};
/** The demo shop's first order, as staff see it (also spread into the pieces', trade-ins' and invoices' examples). */
export const order = {
  id: 1,
  code: 'DH261127S7E7EA',
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an.nguyen@example.com',
  shippingAddress: address,
  note: 'Giao giờ hành chính',
  items: [line],
  subtotal: 86_400_000,
  shippingFee: 0,
  amount: 86_400_000,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  status: 'pending',
  createdAt: AT,
};

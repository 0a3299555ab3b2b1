import type { Consignment } from '../schemas/consignment.ts';

// An example of a sold consigned piece, owed to its consignor: shared by the API's OpenAPI examples
// and the back office's tests.

export const OWED_CONSIGNMENT_EXAMPLE: Consignment = {
  pieceId: 14,
  serial: '91K7 22051',
  brandName: 'Rolex',
  productName: 'Rolex Datejust 31',
  variantName: '28mm Mặt xà cừ',
  consignorName: 'Trần Thị Ký Gửi',
  consignorPhone: '0903111222',
  payout: 180_000_000,
  orderId: 41,
  orderCode: 'DH261127S7E7EA',
  soldAt: '2026-11-27T08:00:00.000Z',
  paid: null,
};

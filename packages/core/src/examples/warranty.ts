import type { Warranty, WarrantyLookup } from '../schemas/warranty.ts';

// Examples of the warranty's contracts, shared by the API's OpenAPI examples and the tests of both
// sides: the card of a new Submariner sold in the demo shop, and what /bao-hanh answers for it.

export const WARRANTY_EXAMPLE: Warranty = {
  id: 3,
  code: 'TBH000003',
  pieceId: 12,
  orderId: 41,
  orderCode: 'DH261127S7E7EA',
  productName: 'Rolex Submariner Date',
  variantName: '41mm Mặt đen',
  brandName: 'Rolex',
  serial: '7X2A1190',
  reference: '126610LN',
  condition: 'new',
  kind: 'international',
  months: 60,
  startDate: '2026-11-29',
  endDate: '2031-11-28',
  buyerName: 'Nguyễn Văn An',
  voidedAt: null,
  voidReason: null,
  createdAt: '2026-11-29T03:00:00.000Z',
};

export const WARRANTY_LOOKUP_EXAMPLE: WarrantyLookup = {
  code: 'TBH000003',
  productName: 'Rolex Submariner Date (41mm Mặt đen)',
  brandName: 'Rolex',
  serial: '7X2A1190',
  kind: 'international',
  months: 60,
  saleDate: '2026-11-29',
  endDate: '2031-11-28',
  covered: true,
  voided: false,
  serviceHistory: [],
};

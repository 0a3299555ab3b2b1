import type { Piece } from '../schemas/piece.ts';

// An example of a piece received from the distributor and in stock: shared by the API's OpenAPI
// examples and the back office's tests.

export const PIECE_EXAMPLE: Piece = {
  id: 12,
  variantId: 31,
  productId: 8,
  productName: 'Rolex Submariner Date',
  variantName: '41mm Mặt đen',
  brandId: 1,
  brandName: 'Rolex',
  serial: '7X2A1190',
  reference: '126610LN',
  condition: 'new',
  grade: null,
  conditionNote: null,
  accessories: ['box', 'papers', 'certificate'],
  accessoriesNote: null,
  source: 'distributor',
  sourceName: 'Công ty TNHH Phân phối Đồng hồ Thụy Sĩ',
  sourcePhone: '02838220000',
  consignorPayout: null,
  costPrice: 265_000_000,
  status: 'in_stock',
  orderId: null,
  orderCode: null,
  receivedAt: '2026-11-20',
  note: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

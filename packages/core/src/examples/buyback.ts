import type { Buyback } from '../schemas/buyback.ts';

// A buy-back as the API answers it (GET /api/buybacks/:id, with the costs right): a used Omega bought
// from a walk-in seller. The OpenAPI example of /api/buybacks and the back office's tests.

export const BUYBACK_EXAMPLE = {
  id: 3,
  code: 'TM000003',
  pieceId: 14,
  productName: 'Omega Seamaster Aqua Terra',
  variantName: '41mm Mặt xanh',
  brandName: 'Omega',
  serial: '81234567',
  condition: 'used',
  grade: 'B',
  accessories: ['box'],
  pieceStatus: 'in_stock',
  price: 95_000_000,
  sellerName: 'Phạm Văn Bán',
  sellerPhone: '0912000111',
  sellerIdNumber: '079123456789',
  boughtAt: '2026-11-28',
  note: 'Khách bán để lên đời',
  createdBy: 'admin',
  createdAt: '2026-11-28T04:00:00.000Z',
} satisfies Buyback;

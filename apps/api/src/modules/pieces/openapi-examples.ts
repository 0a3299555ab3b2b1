import { PIECE_EXAMPLE } from '@shop/core/examples/piece';
import { PIECE_MESSAGES } from '@shop/core/schemas/piece';
import { PIECE_COLUMNS, PIECE_COLUMN_LABELS } from '@shop/core/schemas/piece-transfer';

// The OpenAPI examples of /api/pieces (spread into openapi-examples.ts): answers of the demo shop.

const received = PIECE_EXAMPLE;

const receiveBody = {
  variantId: 31,
  serial: '7X2A1190',
  reference: '126610LN',
  condition: 'new',
  accessories: ['box', 'papers', 'certificate'],
  source: 'distributor',
  sourceName: 'Công ty TNHH Phân phối Đồng hồ Thụy Sĩ',
  sourcePhone: '02838220000',
  costPrice: 265_000_000,
  receivedAt: '2026-11-20',
};

const photo = {
  id: 5,
  pieceId: 12,
  originalName: 'mat-so.jpg',
  size: 184_320,
  width: 1600,
  height: 1200,
  by: 'admin',
  createdAt: '2026-11-20T03:10:00.000Z',
  url: '/api/pieces/12/photos/5',
};

const historyEntry = {
  id: 40,
  event: 'received',
  fromStatus: null,
  status: 'in_stock',
  orderId: null,
  orderCode: null,
  note: null,
  by: 'admin',
  at: '2026-11-20T03:00:00.000Z',
};

export const PIECE_EXAMPLES = {
  pieces_list: { response: { pieces: [received], total: 1 } },
  pieces_getVariants: {
    response: [
      {
        variantId: 31,
        productId: 8,
        productName: 'Rolex Submariner Date',
        variantName: '41mm Mặt đen',
        brandName: 'Rolex',
        stock: 1,
      },
    ],
  },
  pieces_get: { response: { ...received, history: [historyEntry] } },
  pieces_create: {
    request: receiveBody,
    response: received,
    answers: {
      409: {
        error: {
          statusCode: 409,
          code: 'DUPLICATE_SERIAL',
          message: PIECE_MESSAGES.duplicateSerial('7X2A1190', 12, 'Rolex Submariner Date'),
          details: { pieceId: 12 },
        },
      },
    },
  },
  pieces_getPhotos: { response: [photo] },
  pieces_photos: { fileField: 'image', response: photo },
  pieces_getPhotosByIdPhotoId: { responseTypes: ['image/webp'] },
  pieces_deletePhotosByIdPhotoId: { response: { success: true } },
  pieces_getExport: {
    responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    response:
      `\uFEFF${PIECE_COLUMNS.map((c) => PIECE_COLUMN_LABELS[c]).join(',')}\n` +
      '7X2A1190,Rolex,Rolex Submariner Date,41mm Mặt đen,126610LN,Mới,,,có,có,có,,Nhà phân phối,Công ty TNHH Phân phối Đồng hồ Thụy Sĩ,02838220000,,265000000,2026-11-20,Trong kho,\n',
  },
  pieces_import: {
    fileField: 'file',
    response: {
      dryRun: true,
      rows: [
        { row: 2, action: 'create', name: 'Rolex Submariner Date', variant: '41mm Mặt đen', errors: [], changes: [] },
      ],
      create: 1,
      update: 0,
      unchanged: 0,
      errors: 0,
    },
  },
  pieces_update: {
    request: { ...receiveBody, status: 'in_service', statusNote: 'Gửi lau dầu định kỳ' },
    response: { ...received, status: 'in_service', updatedAt: '2026-11-25T03:00:00.000Z' },
  },
};

/** The examples of choosing and dropping the piece of an order's unit, on the shared example order. */
export function orderPieceExamples(order: { items: object[] } & Record<string, unknown>) {
  const line = { ...order.items[0], lineId: 7, tracksPieces: true };
  return {
    orders_pieces: {
      request: { lineId: 7, pieceId: 12 },
      response: { ...order, status: 'processing', items: [{ ...line, pieces: [{ id: 12, serial: '7X2A1190' }] }] },
    },
    orders_deletePiecesByIdPieceId: {
      response: { ...order, status: 'processing', items: [{ ...line, pieces: [] }] },
    },
  };
}

import { BUYBACK_EXPORT_HEADER, BUYBACK_MESSAGES } from '@shop/core/schemas/buyback';
import { TRADE_IN_MESSAGES } from '@shop/core/schemas/trade-in';
import { BUYBACK_EXAMPLE } from '@shop/core/examples/buyback';

// The OpenAPI examples of /api/buybacks (spread into openapi-examples.ts): answers of the demo shop.

const bought = BUYBACK_EXAMPLE;

export const BUYBACK_EXAMPLES = {
  buybacks_list: { response: { buybacks: [bought], total: 1, totalPrice: 95_000_000 } },
  buybacks_get: { response: bought },
  buybacks_getExport: {
    responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    response:
      '\uFEFF' +
      BUYBACK_EXPORT_HEADER.join(',') +
      '\n1,TM000003,28/11/2026,Phạm Văn Bán,079123456789,0912000111,Đồng hồ Omega Seamaster Aqua Terra 41mm Mặt xanh,81234567,1,95000000,95000000,Khách bán để lên đời\n',
  },
  buybacks_create: {
    request: {
      variantId: 31,
      serial: '81234567',
      condition: 'used',
      grade: 'B',
      conditionNote: 'Xước nhẹ dây',
      accessories: ['box'],
      price: 95_000_000,
      sellerName: 'Phạm Văn Bán',
      sellerPhone: '0912 000 111',
      sellerIdNumber: '079123456789',
      boughtAt: '2026-11-28',
      note: 'Khách bán để lên đời',
    },
    response: bought,
    answers: {
      403: { error: { statusCode: 403, code: 'FORBIDDEN', message: BUYBACK_MESSAGES.costsForbidden } },
    },
  },
};

/** The examples of trade-in credit (/api/orders/:id/trade-ins), on the shared example order. */
export function tradeInExamples(order: { subtotal: number; shippingFee: number } & Record<string, unknown>) {
  const credited = {
    ...order,
    tradeInCredit: bought.price,
    amount: order.subtotal + order.shippingFee - bought.price,
    tradeIns: [{ buybackId: bought.id, code: bought.code, amount: bought.price, released: false }],
  };
  return {
    orders_getTradeIns: {
      response: {
        candidates: [
          {
            buybackId: bought.id,
            code: bought.code,
            amount: bought.price,
            boughtAt: bought.boughtAt,
            watch: 'Omega Seamaster Aqua Terra 41mm Mặt xanh',
            serial: bought.serial,
          },
        ],
      },
    },
    orders_tradeIns: {
      request: { buybackId: bought.id },
      response: credited,
      answers: {
        409: { error: { statusCode: 409, code: 'CONFLICT', message: TRADE_IN_MESSAGES.tooMuch } },
      },
    },
    orders_deleteTradeInsByIdBuybackId: { response: order },
  };
}

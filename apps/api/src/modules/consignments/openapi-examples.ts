import { OWED_CONSIGNMENT_EXAMPLE } from '@shop/core/examples/consignment';
import { CONSIGNMENT_MESSAGES } from '@shop/core/schemas/consignment';

// The OpenAPI examples of /api/consignments (spread into openapi-examples.ts): a consigned Datejust
// sold in the demo shop, owed, then paid.

const owed = OWED_CONSIGNMENT_EXAMPLE;
const paid = {
  ...owed,
  paid: { amount: 180_000_000, paidAt: '2026-11-29T03:00:00.000Z', by: 'admin', note: 'Chuyển khoản Vietcombank' },
};

export const CONSIGNMENT_EXAMPLES = {
  consignments_list: { response: { consignments: [owed], owedTotal: 180_000_000 } },
  consignments_paid: {
    request: { note: 'Chuyển khoản Vietcombank' },
    response: paid,
    answers: {
      409: { error: { statusCode: 409, code: 'CONFLICT', message: CONSIGNMENT_MESSAGES.alreadyPaid } },
    },
  },
};

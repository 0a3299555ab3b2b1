import { WARRANTY_EXAMPLE, WARRANTY_LOOKUP_EXAMPLE } from '@shop/core/examples/warranty';
import { WARRANTY_MESSAGES } from '@shop/core/schemas/warranty';

// The OpenAPI examples of /api/warranty and /api/warranties (spread into openapi-examples.ts).

export const WARRANTY_EXAMPLES = {
  warranty_list: {
    response: WARRANTY_LOOKUP_EXAMPLE,
    answers: {
      404: { error: { statusCode: 404, code: 'NOT_FOUND', message: WARRANTY_MESSAGES.lookupNotFound } },
    },
  },
  warranties_list: { response: [WARRANTY_EXAMPLE] },
  warranties_get: { response: WARRANTY_EXAMPLE },
};

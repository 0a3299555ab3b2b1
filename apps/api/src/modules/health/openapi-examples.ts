// The OpenAPI examples of /api/health (spread into openapi-examples.ts): answers of the demo shop.

export const HEALTH_EXAMPLES = {
  health_list: {
    response: { status: 'ok', database: 'pglite' },
    answers: { 503: { status: 'down', database: 'down' } },
  },
  health_getLive: { response: { status: 'ok' } },
  health_getReady: {
    response: { status: 'ok', database: 'ok', redis: 'off', storage: 'ok' },
    answers: { 503: { status: 'draining', database: 'ok', redis: 'off', storage: 'ok' } },
  },
};

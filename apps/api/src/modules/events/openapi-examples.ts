// The OpenAPI examples of the live events (server-sent) and their tickets (spread into openapi-examples.ts): answers of the demo shop.

export const EVENT_EXAMPLES = {
  events_list: {
    responseTypes: ['text/event-stream'],
    response:
      'retry: 2000\n\n' +
      'id: 41\nevent: ready\ndata: {}\n\n' +
      'id: 42\nevent: order.created\ndata: {"order":{"id":1,"code":"DH261127S7E7EA","customer":"Nguyễn Văn An","amount":86400000,"status":"pending"}}\n\n',
  },
  events_ticket: {
    response: { ticket: 'dlSden_IIAEAFcv6fVFYs4eYD6yZhhuu8gweVR6480I', expiresAt: '2026-11-27T09:16:00.000Z' },
  },
};

import { LATER } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of the audit log (spread into openapi-examples.ts): answers of the demo shop.

export const AUDIT_EXAMPLES = {
  audit_list: {
    response: {
      entries: [
        {
          id: 12,
          at: LATER,
          userId: 1,
          username: 'admin',
          ip: '127.0.0.1',
          action: 'update',
          resource: 'brands',
          resourceId: '9',
          changes: { showOnHomepage: [false, true] },
          parentId: null,
          label: 'Casio',
          details: [{ field: 'showOnHomepage', label: 'Hiện trên trang chủ', before: 'Không', after: 'Có' }],
        },
      ],
      total: 12,
    },
  },
};

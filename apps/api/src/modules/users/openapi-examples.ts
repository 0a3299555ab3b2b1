import { ROLE_DESCRIPTIONS } from '@shop/core/permissions';
import { ok } from '../../lib/openapi-demo.ts';
import { admin, staff, staffBody } from '../auth/openapi-examples.ts';

// The OpenAPI examples of /api/users (spread into openapi-examples.ts): answers of the demo shop.

export const USER_EXAMPLES = {
  users_list: { response: [admin, staff] },
  users_getManageableRoles: {
    response: [
      { id: 2, name: 'moderator', description: ROLE_DESCRIPTIONS.moderator, builtIn: true },
      { id: 3, name: 'viewer', description: ROLE_DESCRIPTIONS.viewer, builtIn: true },
      { id: 4, name: 'guest', description: ROLE_DESCRIPTIONS.guest, builtIn: true },
    ],
  },
  users_get: { response: staff },
  users_update: {
    request: { ...staffBody, lastName: 'Nguyễn Thị', roleId: 2, password: null },
    response: { ...staff, lastName: 'Nguyễn Thị', roleId: 2 },
  },
  users_delete: { response: ok },
  users_deleteTwoFactor: { response: ok },
};

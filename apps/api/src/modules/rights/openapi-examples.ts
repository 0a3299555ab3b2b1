import { ROLE_DESCRIPTIONS } from '@shop/core/permissions';
import { RIGHTS_MESSAGES, roleInUseMessage } from '@shop/core/schemas/role';
import { error, ok } from '../../lib/openapi-demo.ts';

// The OpenAPI examples of /api/rights and /api/roles (spread into openapi-examples.ts): answers of the demo shop.

const rights = (read: boolean, change: boolean, remove: boolean) => ({ read, change, delete: remove });
const moderatorRights = {
  products: rights(true, true, false),
  categories: rights(true, true, false),
  brands: rights(true, true, false),
  sizes: rights(true, true, false),
  images: rights(true, true, false),
  orders: rights(true, true, false),
  settings: rights(false, false, false),
  roles: rights(false, false, false),
  rights: rights(false, false, false),
  users: rights(false, false, false),
  dashboard: rights(true, true, false),
  shop: rights(true, true, false),
  audit: rights(false, false, false),
};

export const RIGHTS_EXAMPLES = {
  rights_getRolePermissionsByRoleId: { response: moderatorRights },
  rights_list: {
    response: [
      { id: 1, roleId: 1, name: 'products', isRead: true, isChange: true, isDelete: true },
      { id: 14, roleId: 2, name: 'products', isRead: true, isChange: true, isDelete: false },
    ],
  },
  rights_update: {
    request: { isRead: true, isChange: true, isDelete: false },
    response: { id: 40, roleId: 4, name: 'products', isRead: true, isChange: true, isDelete: false },
  },
  roles_list: {
    response: [
      { id: 1, name: 'admin', description: ROLE_DESCRIPTIONS.admin, builtIn: true, userCount: 1 },
      { id: 2, name: 'moderator', description: ROLE_DESCRIPTIONS.moderator, builtIn: true, userCount: 2 },
      { id: 3, name: 'viewer', description: ROLE_DESCRIPTIONS.viewer, builtIn: true, userCount: 1 },
      { id: 4, name: 'guest', description: ROLE_DESCRIPTIONS.guest, builtIn: true, userCount: 0 },
      { id: 5, name: 'Thu ngân', description: 'Nhận tiền và in hóa đơn tại quầy', builtIn: false, userCount: 1 },
    ],
  },
  roles_get: { response: { id: 2, name: 'moderator', description: ROLE_DESCRIPTIONS.moderator, builtIn: true } },
  roles_create: {
    request: { name: 'Thu ngân', description: 'Nhận tiền và in hóa đơn tại quầy' },
    response: {
      id: 5,
      name: 'Thu ngân',
      description: 'Nhận tiền và in hóa đơn tại quầy',
      builtIn: false,
      userCount: 0,
    },
    answers: {
      409: error(409, 'CONFLICT', RIGHTS_MESSAGES.roleNameTaken, [
        { field: 'name', message: RIGHTS_MESSAGES.roleNameTaken },
      ]),
    },
  },
  roles_update: {
    request: { name: 'Thu ngân ca tối', description: 'Nhận tiền từ 17 giờ đến 22 giờ' },
    response: { id: 5, name: 'Thu ngân ca tối', description: 'Nhận tiền từ 17 giờ đến 22 giờ', builtIn: false },
    answers: {
      400: error(400, 'BAD_REQUEST', RIGHTS_MESSAGES.builtInRename, [
        { field: 'name', message: RIGHTS_MESSAGES.builtInRename },
      ]),
    },
  },
  roles_delete: {
    response: ok,
    answers: {
      409: error(409, 'CONFLICT', roleInUseMessage('Thu ngân', ['thu.ngan']), { usernames: ['thu.ngan'] }),
    },
  },
};

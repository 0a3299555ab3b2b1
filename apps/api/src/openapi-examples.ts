/**
 * The examples of the OpenAPI document (/api/docs), one entry per operationId, put beside the
 * schemas by `openapiTransform` (openapi.ts). openapi.test.ts validates every example against its own
 * operation's schemas in the served document, so an example that no longer fits the contract fails the
 * tests. The values are answers of the demo shop (`npm start` on an empty data directory).
 */
import { ORDER_STATUSES } from '@shop/core/constants';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from '@shop/core/schemas/auth';
import { PASSWORD_MESSAGES } from '@shop/core/schemas/password';
import { EVENT_MESSAGES } from '@shop/core/schemas/event';
import { MESSAGE_KIND_INFO, MESSAGE_MESSAGES } from '@shop/core/schemas/message';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import { RETURN_MESSAGES } from '@shop/core/schemas/return';
import { RIGHTS_MESSAGES, roleInUseMessage } from '@shop/core/schemas/role';
import { ROLE_DESCRIPTIONS } from '@shop/core/permissions';
import { SETTING_MESSAGES } from '@shop/core/schemas/setting';
import { TWO_FACTOR_MESSAGES } from '@shop/core/schemas/two-factor';
import { VARIANT_MESSAGES } from '@shop/core/schemas/variant';
import { DRAINING_MESSAGE } from './lib/errors.ts';
import { INCIDENT_EXAMPLES } from './modules/incidents/openapi-examples.ts';
import { invoiceExamples } from './modules/invoices/openapi-examples.ts';
import { WARRANTY_EXAMPLES } from './modules/warranty/openapi-examples.ts';
import { SERVICE_EXAMPLES } from './modules/services/openapi-examples.ts';
import { PIECE_EXAMPLES, orderPieceExamples } from './modules/pieces/openapi-examples.ts';
import { BUYBACK_EXAMPLES, tradeInExamples } from './modules/buybacks/openapi-examples.ts';
import { CONSIGNMENT_EXAMPLES } from './modules/consignments/openapi-examples.ts';
import { PRIVACY_EXAMPLES } from './modules/privacy/openapi-examples.ts';
import { firstAdminFields } from './seed/base.ts';

export interface ErrorExample {
  error: { statusCode: number; code: string; message: string; details?: unknown };
}

export interface OperationExamples {
  /** The JSON body the client sends. */
  request?: unknown;
  /** The operation's main answer: the body of its lowest 2xx status (a string for a text answer). */
  response?: unknown;
  /**
   * The main answer is not JSON: its media types (the example, if any, goes to the first). A type
   * that is not text is described as binary and has no example.
   */
  responseTypes?: string[];
  /** The body is a multipart form with one file in this field (and no example: it is a file). */
  fileField?: string;
  /** Its other answers, by status: errors that say more than the shared ones (`ERROR_EXAMPLES`), or not errors. */
  answers?: Record<number, unknown>;
}

/** A policy's version as the storefront reads it. */
const policyVersionExample = {
  slug: 'doi-tra-va-hoan-tien',
  title: 'Chính sách đổi trả và hoàn tiền',
  version: 2,
  markdown: 'Quý khách được đổi trả trong **7 ngày** kể từ khi nhận hàng.',
  html: '<p>Quý khách được đổi trả trong <strong>7 ngày</strong> kể từ khi nhận hàng.</p>',
  createdAt: '2026-11-29T03:00:00.000Z',
  createdBy: 'admin',
  currentVersion: 2,
};

const error = (statusCode: number, code: string, message: string, details?: unknown): ErrorExample => ({
  error: { statusCode, code, message, ...(details === undefined ? {} : { details }) },
});

/** One example per error status, used by every operation that answers it (unless it has its own). */
export const ERROR_EXAMPLES: Record<number, ErrorExample> = {
  400: error(400, 'VALIDATION_ERROR', 'Id không hợp lệ', [{ field: 'id', in: 'params', message: 'Id không hợp lệ' }]),
  401: error(401, 'UNAUTHORIZED', AUTH_MESSAGES.unauthenticated),
  403: error(403, 'FORBIDDEN', AUTH_MESSAGES.forbidden),
  404: error(404, 'NOT_FOUND', 'Không tìm thấy'),
  406: error(406, 'NOT_ACCEPTABLE', EVENT_MESSAGES.notAcceptable),
  409: error(409, 'CONFLICT', 'Dữ liệu đã tồn tại'),
  413: error(413, 'PAYLOAD_TOO_LARGE', 'Dữ liệu gửi lên quá lớn'),
  422: error(422, 'UNPROCESSABLE', 'Yêu cầu không thể thực hiện'),
  429: error(429, 'TOO_MANY_REQUESTS', tooManyAttemptsMessage(30)),
  503: error(503, 'SERVICE_UNAVAILABLE', DRAINING_MESSAGE),
};

const AT = '2026-11-27T09:15:00.000Z';
const LATER = '2026-11-27T10:02:41.000Z';
const IMAGE = '/uploads/0366f9a6-aa2b-4aa4-b6bf-a0979de802ef.webp';
const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjFmNWMifQ.eyJyb2xlSWQiOjEsInVzZXJuYW1lIjoiYWRtaW4ifQ.c2lnbmF0dXJl';

const admin = { id: 1, ...firstAdminFields('admin'), lastLoginAt: LATER, createdAt: AT };
const staffBody = {
  username: 'thu.ngan',
  email: 'thu.ngan@donghosangtrong.vn',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  roleId: 3,
  isActive: true,
  password: 'Mat-khau-moi-2026',
};
const { password: _password, ...staffFields } = staffBody;
const staff = { id: 5, ...staffFields, lastLoginAt: null, createdAt: AT };

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

const brandBody = {
  name: 'Tudor',
  description: 'Thương hiệu đồng hồ Tudor đến từ Thụy Sĩ.',
  logo: null,
  website: 'https://www.tudorwatch.com',
  country: 'Thụy Sĩ',
  showOnHomepage: false,
  warrantyMonths: 60,
  warrantyKind: 'international',
};
const brand = { id: 9, ...brandBody };
const casio = {
  id: 6,
  name: 'Casio',
  description: 'Thương hiệu đồng hồ Casio đến từ Nhật Bản.',
  logo: '/uploads/fef7d6c4-d9a6-44b9-989b-1ae09c23b012.webp',
  website: 'https://www.casio.com',
  country: 'Nhật Bản',
  showOnHomepage: false,
  warrantyMonths: null,
  warrantyKind: 'international',
};
const subBrandBody = {
  name: 'Black Bay',
  brandId: 9,
  description: 'Dòng đồng hồ lặn cổ điển của Tudor.',
  logo: null,
  isActive: true,
};
const gShock = { id: 14, brandId: 6, name: 'G-Shock', description: null, logo: null, isActive: true };
const categoryBody = {
  name: 'Đồng hồ Lặn',
  description: 'Chống nước từ 200 m, vành xoay một chiều',
  icon: '🤿',
  image: null,
  showOnHomepage: true,
};
const sizeBody = { name: '39mm', diameter: '39 mm' };

const productBody = {
  name: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight',
  sku: 'M79030N',
  description: 'Đồng hồ lặn 39 mm, máy cơ tự động MT5402, chống nước 200 m.',
  brandId: 9,
  subBrandId: 18,
  categoryId: 6,
  sizeId: 6,
  gender: 'male',
  images: [IMAGE],
  inStock: true,
  featured: false,
  warrantyMonths: 36,
};
const variantBody = {
  name: '39mm Đen',
  sku: 'M79030N-0001',
  sizeId: 6,
  price: 96_000_000,
  discount: 10,
  color: 'Đen',
  stock: 3,
};
const size = { id: 6, ...sizeBody };
const variant = { id: 58, productId: 37, ...variantBody, size };
/** The catalogue's answers do not carry the stock (docs/checkout.md#stock). */
const { stock: _stock, ...catalogueVariant } = variant;
const listedProduct = {
  id: 37,
  slug: '37-dong-ho-nam-tudor-black-bay-fifty-eight',
  ...productBody,
  available: true,
  lowestPrice: 86_400_000,
  highestPrice: 86_400_000,
  createdAt: AT,
  updatedAt: LATER,
};
const product = {
  ...listedProduct,
  brand: { id: 9, name: 'Tudor', logo: null, warrantyMonths: 60, warrantyKind: 'international' },
  subBrand: { id: 18, name: 'Black Bay' },
  category: { id: 6, name: 'Đồng hồ Lặn', icon: '🤿' },
  variants: [catalogueVariant],
};

const address = { province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', street: '12 Phố Điện Biên Phủ' };
const orderBody = {
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an.nguyen@example.com',
  note: 'Giao giờ hành chính',
  items: [{ productId: 37, variantId: 58, quantity: 1 }],
  shippingAddress: address,
  paymentMethod: 'cod',
  expectedAmount: 86_400_000,
  acceptTerms: true,
};
const line = {
  productId: 37,
  variantId: 58,
  productName: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight',
  variantName: '39mm Đen',
  price: 86_400_000,
  quantity: 1,
};
const order = {
  id: 1,
  code: 'DH261127S7E7EA',
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an.nguyen@example.com',
  shippingAddress: address,
  note: 'Giao giờ hành chính',
  items: [line],
  subtotal: 86_400_000,
  shippingFee: 0,
  amount: 86_400_000,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  status: 'pending',
  createdAt: AT,
};
/** A shopper's order keeps the policy versions they agreed to (issue 27 §2). */
const agreedPolicies = [
  { slug: 'doi-tra-va-hoan-tien', title: 'Chính sách đổi trả và hoàn tiền', version: 2 },
  { slug: 'bao-hanh', title: 'Chính sách bảo hành', version: 1 },
  { slug: 'bao-mat-thong-tin', title: 'Chính sách bảo mật thông tin', version: 1 },
  { slug: 'van-chuyen', title: 'Chính sách vận chuyển', version: 1 },
  { slug: 'thanh-toan', title: 'Chính sách thanh toán', version: 1 },
  { slug: 'dieu-khoan-su-dung', title: 'Điều khoản sử dụng', version: 1 },
];
const { id: _id, ...shopperOrder } = { ...order, agreedPolicies };
const placed = { from: null, to: 'pending', at: AT, by: null, reason: null };
const sentMessage = {
  id: 2,
  kind: 'order-placed-shop',
  channel: 'email',
  recipient: 'shop@example.vn',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: AT,
  sentAt: AT,
  nextAttemptAt: null,
  orderId: 1,
  orderCode: 'DH261127S7E7EA',
};
const failedMessage = {
  ...sentMessage,
  id: 1,
  kind: 'order-placed',
  recipient: 'an.nguyen@exmaple.com',
  status: 'failed',
  lastError: '550 5.1.1 <an.nguyen@exmaple.com>: Recipient address rejected: User unknown',
  sentAt: null,
};
const templateWords = {
  subject: 'Cảm ơn {khach_hang} đã mua tại {ten_cua_hang}: đơn {ma_don}',
  intro: 'Kính gửi {khach_hang},\nĐơn {ma_don} trị giá {so_tien} đã được ghi nhận.',
  channels: ['email'],
};
const confirmed = { from: 'pending', to: 'processing', at: LATER, by: 'admin', reason: null };
const processing = { ...order, status: 'processing', history: [placed, confirmed] };
const customer = {
  phone: '0912345678',
  name: 'Nguyễn Văn An',
  email: 'an.nguyen@example.com',
  orders: 1,
  totalSpent: 0,
  lastOrderAt: AT,
};

const ok = { success: true };

/** A line of an order as a return names it. */
const returnLine = <T extends object>(extra: T) => ({ lineId: 91, ...line, ...extra });

/** A return the shopper asked for, as staff see it. */
const staffReturn = {
  id: 4,
  orderId: 12,
  orderCode: 'DH261127S7E7EA',
  customer: 'Nguyễn Văn An',
  phone: '0912345678',
  status: 'requested' as const,
  lines: [returnLine({})],
  value: 86_400_000,
  reason: 'Mặt kính bị trầy khi nhận hàng',
  photos: ['/uploads/0c4f1a2e-8d3b-4f6a-9e21-7b5c3d9a1f08.webp'],
  openedBy: 'shopper' as const,
  note: null,
  rejectReason: null,
  condition: null,
  refund: null,
  steps: [{ status: 'requested' as const, at: AT, by: null }],
  createdAt: AT,
};

/** The same return as the shopper sees it: no staff names, no order id. */
const shopperReturn = (() => {
  const { orderId: _o, customer: _c, phone: _p, note: _n, steps, ...rest } = staffReturn;
  return { ...rest, steps: steps.map(({ status, at }) => ({ status, at })) };
})();

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  // health
  health_list: {
    response: { status: 'ok', database: 'pglite' },
    answers: { 503: { status: 'down', database: 'down' } },
  },
  health_getLive: { response: { status: 'ok' } },
  health_getReady: {
    response: { status: 'ok', database: 'ok', redis: 'off', storage: 'ok' },
    answers: { 503: { status: 'draining', database: 'ok', redis: 'off', storage: 'ok' } },
  },

  // auth
  auth_login: {
    request: { username: 'admin', password: 'mat-khau-cua-ban' },
    response: { token: TOKEN, user: admin },
    answers: { 401: error(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials) },
  },
  auth_verify: { request: { token: TOKEN }, response: { valid: true } },
  auth_refresh: { response: { token: TOKEN, user: admin } },
  auth_logout: { response: ok },
  auth_getMe: { response: admin },
  auth_register: { request: staffBody, response: staff },
  auth_updatePassword: {
    request: { currentPassword: 'mat-khau-cua-ban', newPassword: 'mot ngay dep troi o Ha Noi' },
    response: { token: TOKEN, user: admin },
    answers: {
      403: error(403, 'FORBIDDEN', PASSWORD_MESSAGES.currentWrong, [
        { field: 'currentPassword', in: 'body', message: PASSWORD_MESSAGES.currentWrong },
      ]),
    },
  },

  auth_loginTwoFactor: {
    request: { challenge: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.…', code: '492039' },
    response: { token: TOKEN, user: { ...admin, twoFactorEnabled: true } },
    answers: { 401: error(401, 'UNAUTHORIZED', TWO_FACTOR_MESSAGES.codeWrong) },
  },
  auth_getTwoFactor: { response: { enabled: true, required: false, recoveryCodesLeft: 9 } },
  auth_twoFactorSetup: {
    response: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl:
        'otpauth://totp/%C4%90%E1%BB%93ng%20H%E1%BB%93%20Sang%20Tr%E1%BB%8Dng:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=%C4%90%E1%BB%93ng%20H%E1%BB%93%20Sang%20Tr%E1%BB%8Dng&algorithm=SHA1&digits=6&period=30',
    },
    answers: { 409: error(409, 'CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn) },
  },
  auth_twoFactorEnable: {
    request: { code: '492039' },
    response: {
      recoveryCodes: [
        'k7m2p-q9x4t',
        'a3b8c-d2e5f',
        'h6j9k-m3n7p',
        'r4s8t-u2v6w',
        'x9y3z-a7b2c',
        'd5e8f-g3h6j',
        'k2m5n-p8q3r',
        's6t9u-v4w7x',
        'y2z5a-b8c3d',
        'e6f9g-h4j7k',
      ],
    },
    answers: {
      400: error(400, 'BAD_REQUEST', TWO_FACTOR_MESSAGES.codeWrong, [
        { field: 'code', in: 'body', message: TWO_FACTOR_MESSAGES.codeWrong },
      ]),
    },
  },
  auth_twoFactorDisable: {
    request: { currentPassword: 'mat-khau-cua-ban' },
    response: ok,
    answers: { 409: error(409, 'CONFLICT', TWO_FACTOR_MESSAGES.required) },
  },

  // rights, roles, users
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

  // settings
  settings_list: {
    response: {
      'store.name': 'Đồng Hồ Sang Trọng',
      'store.phone': '0901 234 567',
      'currency.code': 'VND',
      'checkout.shippingFee': '30000',
      'checkout.freeShippingOver': '1000000',
    },
  },
  settings_create: {
    request: { key: 'checkout.shippingFee', value: '35000' },
    response: { key: 'checkout.shippingFee', value: '35000', description: 'Phí giao hàng (đồng)' },
    // 200 when the setting was saved before, 201 the first time.
    answers: { 201: { key: 'checkout.shippingFee', value: '35000', description: 'Phí giao hàng (đồng)' } },
  },
  settings_get: { response: { key: 'checkout.shippingFee', value: '30000', description: 'Phí giao hàng (đồng)' } },
  settings_delete: { response: ok },
  settings_updatePaymentAccount: {
    request: {
      bankBin: '970436',
      accountNumber: '0071 0001 23456',
      accountName: 'CONG TY TNHH DONG HO SANG TRONG',
      currentPassword: 'mat-khau-cua-quan-tri',
    },
    response: { bankBin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY TNHH DONG HO SANG TRONG' },
    answers: {
      403: error(403, 'FORBIDDEN', SETTING_MESSAGES.wrongPassword),
      429: error(429, 'TOO_MANY_REQUESTS', tooManyAttemptsMessage(30)),
    },
  },

  // products
  products_list: { response: { products: [listedProduct], total: 36 } },
  products_getFeatured: { response: [{ ...listedProduct, featured: true }] },
  products_get: { response: product, answers: { 404: error(404, 'NOT_FOUND', PRODUCT_MESSAGES.notFound) } },
  products_create: {
    request: productBody,
    response: { ...product, lowestPrice: null, highestPrice: null, updatedAt: AT, variants: [] },
  },
  products_update: { request: { ...productBody, featured: true }, response: { ...product, featured: true } },
  products_delete: { response: ok },
  listManagedProducts: {
    response: { products: [{ ...product, variants: [variant], stock: 3 }], total: 36 },
  },
  bulkChangeProducts: {
    request: { ids: [37, 12], action: 'setDiscount', value: 10 },
    response: { action: 'setDiscount', changed: 2 },
  },
  exportProducts: {
    responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    response:
      '\uFEFFproduct_id,product_sku,name,brand,sub_brand,category,gender,description,images,in_stock,featured,variant_id,variant_sku,variant_name,size,price,discount,color,stock\n' +
      `37,M79030N,Đồng hồ Nam Tudor Black Bay Fifty-Eight,Tudor,Black Bay,Đồng hồ Lặn,Nam,"Đồng hồ lặn 39 mm, máy cơ tự động MT5402, chống nước 200 m.",${IMAGE},có,không,58,M79030N-0001,39mm Đen,39mm,96000000,10,Đen,3\n`,
  },
  importProducts: {
    fileField: 'file',
    response: {
      dryRun: true,
      rows: [
        {
          row: 2,
          action: 'update',
          name: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight',
          variant: '39mm Đen',
          errors: [],
          changes: [{ field: 'Giá', before: '86400000', after: '84000000' }],
        },
        {
          row: 3,
          action: 'error',
          name: 'Đồng hồ Nam Tudor Pelagos',
          variant: '42mm Xanh',
          errors: [{ column: 'brand', message: 'Không có thương hiệu "Tudr"' }],
          changes: [],
        },
      ],
      create: 0,
      update: 1,
      unchanged: 0,
      errors: 1,
    },
  },

  // product variants
  productVariants_getProductByProductId: { response: [variant] },
  productVariants_create: { request: { productId: 37, ...variantBody }, response: variant },
  productVariants_update: {
    request: { ...variantBody, stock: 2 },
    response: { ...variant, stock: 2 },
    answers: { 404: error(404, 'NOT_FOUND', VARIANT_MESSAGES.notFound) },
  },
  productVariants_delete: { response: ok },
  productVariants_getAvailability: {
    response: {
      maxQuantityPerLine: 3,
      variants: [
        { variantId: 101, productId: 37, stock: 2, max: 2, low: true },
        { variantId: 102, productId: 37, stock: null, max: 3, low: false },
      ],
    },
  },

  // brands, sub-brands, categories, sizes
  brands_list: { response: [casio, brand] },
  brands_getWithProductCount: {
    response: [
      { ...casio, productCount: 5, subBrandCount: 2 },
      { ...brand, productCount: 1, subBrandCount: 1 },
    ],
  },
  brands_getHomepage: { response: [{ ...brand, showOnHomepage: true }] },
  brands_getActive: { response: [casio, brand] },
  brands_create: {
    request: brandBody,
    response: brand,
    answers: { 409: error(409, 'CONFLICT', 'Tên đã tồn tại', [{ field: 'name', message: 'Tên đã tồn tại' }]) },
  },
  brands_update: { request: { ...brandBody, showOnHomepage: true }, response: { ...brand, showOnHomepage: true } },
  brands_delete: {
    response: ok,
    answers: {
      409: error(
        409,
        'CONFLICT',
        'Không thể xóa thương hiệu "Rolex" vì đang có 5 sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.',
        { productCount: 5 },
      ),
    },
  },
  subBrands_list: { response: [gShock, { id: 18, ...subBrandBody }] },
  subBrands_getActive: { response: [gShock, { id: 18, ...subBrandBody }] },
  subBrands_create: { request: subBrandBody, response: { id: 18, ...subBrandBody } },
  subBrands_update: {
    request: { ...subBrandBody, isActive: false },
    response: { id: 18, ...subBrandBody, isActive: false },
  },
  subBrands_delete: { response: ok },
  categories_list: { response: [{ id: 6, ...categoryBody, productCount: 1 }] },
  categories_create: { request: categoryBody, response: { id: 6, ...categoryBody } },
  categories_update: {
    request: { ...categoryBody, showOnHomepage: false },
    response: { id: 6, ...categoryBody, showOnHomepage: false },
  },
  categories_delete: { response: ok },
  sizes_list: {
    response: [
      { id: 1, name: '28mm', diameter: '28 mm', productCount: 6 },
      { ...size, productCount: 1 },
    ],
  },
  sizes_create: { request: sizeBody, response: size },
  sizes_update: { request: { ...sizeBody, diameter: '39,0 mm' }, response: { ...size, diameter: '39,0 mm' } },
  sizes_delete: { response: ok },
  policies_list: {
    response: {
      policies: [
        {
          slug: 'doi-tra-va-hoan-tien',
          title: 'Chính sách đổi trả và hoàn tiền',
          version: 2,
          createdAt: '2026-11-29T03:00:00.000Z',
        },
        { slug: 'bao-hanh', title: 'Chính sách bảo hành', version: 1, createdAt: '2026-11-28T01:00:00.000Z' },
      ],
    },
  },
  policies_get: { response: policyVersionExample },
  policies_update: {
    request: { title: policyVersionExample.title, markdown: policyVersionExample.markdown },
    response: policyVersionExample,
  },
  policies_getVersions: {
    response: {
      versions: [
        {
          version: 2,
          title: 'Chính sách đổi trả và hoàn tiền',
          createdAt: '2026-11-29T03:00:00.000Z',
          createdBy: 'admin',
        },
        {
          version: 1,
          title: 'Chính sách đổi trả và hoàn tiền',
          createdAt: '2026-11-28T01:00:00.000Z',
          createdBy: null,
        },
      ],
    },
  },
  wards_list: {
    response: {
      province: 'Thành phố Huế',
      wards: ['Phường An Cựu', 'Phường Hóa Châu', 'Phường Hương An', 'Phường Thuận Hóa', 'Xã Phú Vinh'],
    },
  },

  // images
  images_list: {
    response: [
      {
        id: 23,
        path: IMAGE,
        original_name: 'noi-bat-2.png',
        size: 12402,
        width: 1600,
        height: 700,
        created_at: AT,
      },
    ],
  },
  images_getCount: { response: { count: 23 } },
  images_upload: {
    fileField: 'image',
    response: {
      id: 24,
      path: '/uploads/5b0e8c1a-3f7d-4c55-9a61-2f0b7c9d8e41.webp',
      original_name: 'tudor-black-bay.jpg',
      size: 48210,
      width: 1200,
      height: 1200,
      created_at: LATER,
    },
  },
  images_bulkDelete: {
    request: { ids: [23, 99] },
    response: {
      deleted: [],
      refused: [
        {
          id: 23,
          path: IMAGE,
          message:
            'Ảnh đang được sử dụng: sản phẩm "Đồng hồ Nam Tudor Black Bay Fifty-Eight". Vui lòng gỡ ảnh khỏi các mục này trước khi xóa.',
          usedBy: {
            products: [{ id: 37, name: 'Đồng hồ Nam Tudor Black Bay Fifty-Eight' }],
            categories: [],
            brands: [],
            subBrands: [],
            banner: false,
            featured: false,
          },
        },
      ],
      notFound: [99],
    },
  },
  images_delete: { response: ok },

  // orders
  orders_create: {
    request: orderBody,
    response: { ...shopperOrder, timeline: [{ step: 'placed', at: AT, reason: null }] },
    answers: {
      400: error(400, 'BAD_REQUEST', ORDER_MESSAGES.acceptTerms, [
        { field: 'acceptTerms', in: 'body', message: ORDER_MESSAGES.acceptTerms },
      ]),
      409: error(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged, {
        subtotal: 86_400_000,
        shippingFee: 0,
        amount: 86_400_000,
        expectedAmount: 96_000_000,
        items: [{ productId: 37, variantId: 58, price: 86_400_000, quantity: 1 }],
      }),
      422: error(422, 'UNPROCESSABLE', ORDER_MESSAGES.idempotencyMismatch),
      429: error(429, 'TOO_MANY_REQUESTS', ORDER_MESSAGES.tooMany),
    },
  },
  orders_list: { response: { orders: [order], total: 1, totalExact: true, more: false } },
  orders_getStats: { response: { total: 1, pending: 1, processing: 0, shipped: 0, completed: 0, cancelled: 0 } },
  orders_getLookup: {
    response: { ...shopperOrder, timeline: [{ step: 'placed', at: AT, reason: null }] },
    answers: {
      404: error(404, 'NOT_FOUND', ORDER_MESSAGES.lookupNotFound),
      429: error(429, 'TOO_MANY_REQUESTS', ORDER_MESSAGES.lookupTooMany(30)),
    },
  },
  orders_get: { response: { ...order, history: [placed] } },
  orders_update: {
    request: {
      customer: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an.nguyen@example.com',
      note: 'Giao sau 17 giờ',
      items: [{ productId: 37, variantId: 58, quantity: 2 }],
      shippingAddress: address,
      shippingFee: null,
    },
    response: {
      ...order,
      note: 'Giao sau 17 giờ',
      items: [{ ...line, quantity: 2 }],
      subtotal: 172_800_000,
      amount: 172_800_000,
      history: [placed],
    },
  },
  orders_updateStatus: { request: { status: 'processing', reason: null }, response: processing },
  orders_updatePayment: { request: { paymentStatus: 'paid' }, response: { ...processing, paymentStatus: 'paid' } },
  exportOrders: {
    responseTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    response:
      '\uFEFForder_code,created_at,status,customer,phone,email,address,payment_method,product_name,variant_name,price,quantity,line_total,order_total\n' +
      'DH261127S7E7EA,27/11/2026 16:15,Chờ Xử Lý,Nguyễn Văn An,0912345678,an.nguyen@example.com,"12 Phố Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội",Thanh toán khi nhận hàng (COD),Đồng hồ Nam Tudor Black Bay Fifty-Eight,39mm Đen,86400000,1,86400000,86400000\n',
  },
  // returns and refunds
  orders_getLookupReturns: {
    response: {
      windowDays: 7,
      deadline: '2026-12-04T09:15:00.000Z',
      canRequest: false,
      lines: [returnLine({ quantity: 1, returnable: 0 })],
      refundable: 86_400_000,
      returns: [shopperReturn],
    },
    answers: { 404: error(404, 'NOT_FOUND', ORDER_MESSAGES.lookupNotFound) },
  },
  orders_lookupReturns: {
    request: {
      code: 'DH261127S7E7EA',
      phone: '0912345678',
      lines: [{ lineId: 91, quantity: 1 }],
      reason: 'Mặt kính bị trầy khi nhận hàng',
      photos: [],
    },
    response: shopperReturn,
    answers: { 409: error(409, 'CONFLICT', RETURN_MESSAGES.windowClosed(7)) },
  },
  returns_list: { response: { returns: [staffReturn], total: 1 } },
  returns_getStats: { response: { requested: 1, received: 0 } },
  returns_getOrderByOrderId: {
    response: {
      windowDays: 7,
      deadline: '2026-12-04T09:15:00.000Z',
      canRequest: false,
      lines: [returnLine({ quantity: 1, returnable: 0 })],
      refundable: 86_400_000,
      returns: [staffReturn],
    },
  },
  returns_get: { response: staffReturn },
  returns_create: {
    request: { orderId: 12, lines: [{ lineId: 91, quantity: 1 }], reason: 'Khách gọi điện đổi ý' },
    response: { ...staffReturn, openedBy: 'staff', steps: [{ status: 'requested', at: AT, by: 'admin' }] },
  },
  returns_update: {
    request: {
      status: 'refunded',
      amount: 86_400_000,
      method: 'bank_transfer',
      reference: 'VCB 0098123',
      date: '2026-11-29',
    },
    response: {
      ...staffReturn,
      status: 'refunded',
      condition: 'Trầy nhẹ mặt kính, đủ hộp sổ',
      refund: { amount: 86_400_000, method: 'bank_transfer', reference: 'VCB 0098123', date: '2026-11-29' },
      steps: [
        ...staffReturn.steps,
        { status: 'approved', at: LATER, by: 'admin' },
        { status: 'received', at: LATER, by: 'admin' },
        { status: 'refunded', at: LATER, by: 'admin' },
      ],
    },
    answers: { 409: error(409, 'CONFLICT', RETURN_MESSAGES.overPaid(86_400_000), { refundable: 86_400_000 }) },
  },
  customers_list: { response: { customers: [customer], total: 1, totalExact: true } },
  customers_get: { response: { customer, orders: [order] } },

  // messages
  orders_getMessages: { response: { messages: [sentMessage, failedMessage], total: 2 } },
  messages_list: { response: { messages: [failedMessage], total: 1 } },
  messages_resend: {
    response: {
      ...failedMessage,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: LATER,
      recipient: 'an.nguyen@example.com',
    },
    answers: { 422: error(422, 'UNPROCESSABLE', MESSAGE_MESSAGES.resendNothing) },
  },
  messages_listTemplates: {
    response: {
      templates: [
        {
          kind: 'order-placed',
          subject: MESSAGE_KIND_INFO['order-placed'].subject,
          intro: MESSAGE_KIND_INFO['order-placed'].intro,
          channels: ['email'],
          updatedAt: null,
        },
      ],
    },
  },
  messages_previewTemplate: {
    request: templateWords,
    response: {
      subject: 'Đồng Hồ Sang Trọng: xác nhận đơn hàng DH261129MAU01',
      html: '<!DOCTYPE html …',
      text: 'Đồng Hồ Sang Trọng\n\nChào Nguyễn Văn An, …',
      sms: 'Dong Ho Sang Trong: da nhan don DH261129MAU01, tong 86.430.000 d. Tra cuu: https://shop.example.vn/track-order?code=DH261129MAU01',
    },
    answers: {
      400: error(400, 'VALIDATION_ERROR', MESSAGE_MESSAGES.unknownWord('ma_van_don'), [
        { field: 'subject', in: 'body', message: MESSAGE_MESSAGES.unknownWord('ma_van_don') },
      ]),
    },
  },
  messages_updateTemplate: {
    request: templateWords,
    response: { kind: 'order-placed', ...templateWords, updatedAt: LATER },
    answers: {
      400: error(400, 'BAD_REQUEST', MESSAGE_MESSAGES.braces, [
        { field: 'subject', in: 'body', message: MESSAGE_MESSAGES.braces },
      ]),
    },
  },
  messages_listChannels: {
    response: {
      channels: [
        {
          channel: 'email',
          configured: true,
          detail: 'smtp://smtp.example.vn:587 · shop@example.vn',
          lastSentAt: LATER,
          lastError: null,
          lastErrorAt: null,
        },
        { channel: 'zalo', configured: false, detail: null, lastSentAt: null, lastError: null, lastErrorAt: null },
        { channel: 'sms', configured: false, detail: null, lastSentAt: null, lastError: null, lastErrorAt: null },
      ],
    },
  },

  // dashboard, audit, events, pages
  getDashboard: {
    response: {
      products: 37,
      inStock: 33,
      orders: 1,
      revenue: 0,
      ordersThisMonth: 1,
      ordersLastMonth: 0,
      trend: null,
      recentOrders: [order],
      pendingOrders: 1,
      lowStock: [{ productId: 37, productName: line.productName, variantId: 58, variantName: '39mm Đen', stock: 2 }],
      setup: { shopDetails: true, brand: true, product: true, images: true, order: true },
    },
  },
  getDashboardReports: {
    response: {
      from: '2026-11-26',
      to: '2026-11-27',
      days: [
        { date: '2026-11-26', orders: 0, revenue: 0, refunds: 0 },
        { date: '2026-11-27', orders: 1, revenue: 86_400_000, refunds: 0 },
      ],
      totals: { orders: 1, revenue: 86_400_000, refunds: 0 },
      // Every status, in the order of ORDER_STATUSES: the one order is completed.
      byStatus: ORDER_STATUSES.map((status) => ({ status, orders: status === 'completed' ? 1 : 0 })),
      topProducts: [{ productId: 37, name: line.productName, quantity: 1, revenue: 86_400_000 }],
    },
  },
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
  pages_getOgByIdJpg: { responseTypes: ['image/jpeg'] },
  ...PIECE_EXAMPLES,
  ...BUYBACK_EXAMPLES,
  ...CONSIGNMENT_EXAMPLES,
  ...orderPieceExamples(order),
  ...tradeInExamples(order),
  ...invoiceExamples(order),
  ...PRIVACY_EXAMPLES,
  ...INCIDENT_EXAMPLES,
  ...WARRANTY_EXAMPLES,
  ...SERVICE_EXAMPLES,
};

import type { OrderStatus } from '@shop/core/constants';
import type { Permission } from '@shop/core/permissions';
import type { Order } from '@shop/core/schemas/order';
import { screen } from '@testing-library/react';
import { adminUser, signInStore } from '../../test/auth-fixtures';
import { mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, renderAdmin } from '../layout/render-admin.test-utils';

let nextId = 1;

/** An order as the API answers it (GET /api/orders, /api/dashboard). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? nextId++;
  return {
    id,
    code: `DH250131AAAA${String(id).padStart(2, '0')}`,
    customer: 'Nguyễn Văn An',
    phone: '0901234567',
    email: null,
    shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
    note: null,
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    items: [
      {
        productId: 1,
        variantId: 11,
        productName: 'Tissot PRX',
        variantName: '40mm Xanh',
        price: 15_000_000,
        quantity: 1,
      },
    ],
    subtotal: 15_000_000,
    shippingFee: 0,
    amount: 15_000_000,
    status: 'pending',
    createdAt: '2025-01-31T03:00:00.000Z',
    ...overrides,
  };
}

export const STATS = { total: 25, pending: 5, processing: 3, shipped: 4, completed: 12, cancelled: 1 };

export const byStatus: Record<OrderStatus, Order> = {
  pending: makeOrder({ id: 1, code: 'DH250131PEND01', status: 'pending', customer: 'Lê Minh Châu' }),
  processing: makeOrder({ id: 2, code: 'DH250131PROC02', status: 'processing' }),
  shipped: makeOrder({ id: 3, code: 'DH250131SHIP03', status: 'shipped' }),
  completed: makeOrder({ id: 4, code: 'DH250131COMP04', status: 'completed' }),
  cancelled: makeOrder({ id: 5, code: 'DH250131CANC05', status: 'cancelled' }),
};
const ORDERS = Object.values(byStatus);

interface SetupOptions {
  orders?: Order[];
  total?: number;
  rights?: Record<string, Permission>;
  patch?: (request: MockRequest) => MockAnswer;
  detail?: Order;
  /** Other routes (e.g. PATCH payment, PUT, settings). */
  routes?: Record<string, MockAnswer | ((request: MockRequest) => MockAnswer)>;
  /** Where the back office opens (default the orders list). */
  path?: string;
}

/** Signs in as role 2 with `rights` and renders `path` (/admin/orders) over a mocked API. */
export function setupOrders({
  orders = ORDERS,
  total = orders.length,
  rights = { orders: ALL_RIGHTS },
  patch,
  detail,
  routes = {},
  path = '/admin/orders',
}: SetupOptions = {}) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: {} },
    'GET /api/orders/stats': { body: STATS },
    'GET /api/orders': { body: { orders, total, totalExact: true, more: false } },
    ...(detail ? { [`GET /api/orders/${detail.id}`]: { body: detail } } : {}),
    ...(patch
      ? Object.fromEntries(
          [...orders, ...(detail ? [detail] : [])].map((o) => [`PATCH /api/orders/${o.id}/status`, patch]),
        )
      : {}),
    ...routes,
  });
  return { api, ...renderAdmin(path) };
}

/** The table row of an order. */
export const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
/** The query string of the last GET /api/orders. */
export const lastListQuery = (api: ReturnType<typeof setupOrders>['api']) =>
  api.to('GET /api/orders').at(-1)!.url.searchParams;

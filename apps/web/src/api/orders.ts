import type { OrderStatus } from '@shop/core/constants';
import type {
  Order,
  OrderEditBody,
  OrderList,
  OrderLookup,
  OrderPaymentBody,
  OrderStats,
  OrderStatusBody,
  PaymentStatus,
  PlaceOrderBody,
} from '@shop/core/schemas/order';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { warrantyKeys } from './warranty';
import { apiRequest } from './client';
import { customerKeys } from './customers';
import { dashboardKeys } from './dashboard';
import { variantKeys } from './product-variants';
import { productKeys } from './products';

export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Shop days `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  limit?: number;
  /** One way to a page: an offset, or by keyset after / before an order's id, or the last page. */
  skip?: number;
  after?: number;
  before?: number;
  last?: boolean;
}

/**
 * `POST /orders`: the checkout page, the product page's quick order and the staff's phone orders.
 * A shopper's order is sent without the staff session (`staff` false), so that a member of staff
 * shopping on the storefront is a shopper like any other. `idempotencyKey` names the attempt:
 * sending the same body with the same key again (a double click, a retry after a lost answer)
 * answers the same order and creates nothing new. The answer is the shopper's view of the order,
 * the shape of the lookup.
 */
const placeOrder = (
  body: PlaceOrderBody,
  { idempotencyKey, staff = false }: { idempotencyKey?: string; staff?: boolean } = {},
): Promise<OrderLookup> =>
  apiRequest<OrderLookup>('/orders', {
    method: 'POST',
    body,
    auth: staff,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
/** `GET /orders/lookup?code&phone`: 404 with one message for any wrong combination, 429 when asked too often. */
const lookupOrder = (code: string, phone: string, signal?: AbortSignal): Promise<OrderLookup> =>
  apiRequest<OrderLookup>('/orders/lookup', { query: { code, phone }, auth: false, signal });
const getOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  apiRequest<OrderList>('/orders', { signal, query: { ...filters } });
const getOrder = (id: number, signal?: AbortSignal) => apiRequest<Order>(`/orders/${id}`, { signal });
const getOrderStats = (signal?: AbortSignal) => apiRequest<OrderStats>('/orders/stats', { signal });
/** Moves an order (pending → processing → shipped → completed, or cancelled with a reason). */
const setOrderStatus = (id: number, body: OrderStatusBody) =>
  apiRequest<Order>(`/orders/${id}/status`, { method: 'PATCH', body });
/** Staff record the payment: paid ("Đã nhận tiền") or refunded. */
const setOrderPayment = (id: number, body: OrderPaymentBody) =>
  apiRequest<Order>(`/orders/${id}/payment`, { method: 'PATCH', body });
/** Edits a pending order (lines, address, note, shipping fee); the server prices it and moves the stock. */
const updateOrder = (id: number, body: OrderEditBody) => apiRequest<Order>(`/orders/${id}`, { method: 'PUT', body });

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
};

/** The shopper's view of an order, kept apart from the staff's queries (no session, own limits). */
const orderLookupKeys = {
  all: ['order-lookup'] as const,
  of: (code: string, phone: string) => [...orderLookupKeys.all, code.trim().toUpperCase(), phone] as const,
};

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });
export const orderStatsQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.stats(), queryFn: ({ signal }) => getOrderStats(signal) });
/** The order `code` as its shopper sees it; nothing is retried (each look-up counts against the limit). */
export const orderLookupQueryOptions = (code: string, phone: string) =>
  queryOptions({
    queryKey: orderLookupKeys.of(code, phone),
    queryFn: ({ signal }) => lookupOrder(code, phone, signal),
    retry: false,
    staleTime: 60_000,
  });

type Callbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError'
>;

/**
 * The shopper places an order (checkout page, quick order). The answer is kept as the order's
 * lookup, so its confirmation page shows it without asking the server again.
 */
export function usePlaceOrder({ onSuccess, ...callbacks }: Callbacks<OrderLookup, PlaceOrderVariables> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: PlaceOrderVariables) =>
      placeOrder(body, idempotencyKey ? { idempotencyKey } : {}),
    ...callbacks,
    onSuccess: (...args) => {
      const [order] = args;
      qc.setQueryData(orderLookupKeys.of(order.code, order.phone), order);
      return onSuccess?.(...args);
    },
  });
}
interface PlaceOrderVariables {
  body: PlaceOrderBody;
  idempotencyKey?: string;
}

/** The shopper looks an order up by its code and phone (tracking page, order page); the answer is cached. */
export function useFindOrder({
  onSuccess,
  ...callbacks
}: Callbacks<OrderLookup, { code: string; phone: string }> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, phone }: { code: string; phone: string }) => lookupOrder(code, phone),
    ...callbacks,
    onSuccess: (...args) => {
      const [order, { code, phone }] = args;
      qc.setQueryData(orderLookupKeys.of(code, phone), order);
      return onSuccess?.(...args);
    },
  });
}

/** Staff writes on orders: a phone order, a status move, the payment, an edit. */
export function useOrderMutations() {
  const qc = useQueryClient();
  // An order's change moves stock and a customer's figures too; completing it writes its pieces' warranties.
  const refresh = () =>
    Promise.all(
      [orderKeys.all, dashboardKeys.all, customerKeys.all, productKeys.all, variantKeys.all, warrantyKeys.all].map(
        (queryKey) => qc.invalidateQueries({ queryKey }),
      ),
    );
  return {
    create: useMutation({
      mutationFn: (body: PlaceOrderBody) => placeOrder(body, { staff: true }),
      onSuccess: refresh,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, body }: { id: number; body: OrderStatusBody }) => setOrderStatus(id, body),
      onSuccess: refresh,
    }),
    setPayment: useMutation({
      mutationFn: ({ id, body }: { id: number; body: OrderPaymentBody }) => setOrderPayment(id, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: OrderEditBody }) => updateOrder(id, body),
      onSuccess: refresh,
    }),
  };
}

import type {
  CreateOrderBody,
  Dashboard,
  Order,
  OrderList,
  OrderPaymentBody,
  OrderStats,
  OrderEditBody,
  OrderStatusBody,
  PaymentStatus,
} from '@shop/core/schemas/order';
import type { OrderStatus } from '@shop/core/constants';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { customerKeys } from './customers';
import { variantKeys } from './product-variants';
import { productKeys } from './products';

export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  limit?: number;
  skip?: number;
}

/** The product page's quick order (public): name and phone, no address; the staff call back. */
export const createOrder = (body: CreateOrderBody): Promise<Order> =>
  apiRequest<Order>('/orders', { method: 'POST', body });
/** A phone order entered by staff (pending; the history records who entered it). */
const createStaffOrder = (body: CreateOrderBody): Promise<Order> =>
  apiRequest<Order>('/orders', { method: 'POST', body });
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
const getDashboard = (signal?: AbortSignal) => apiRequest<Dashboard>('/dashboard', { signal });

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  dashboard: () => ['dashboard'] as const,
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
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });

export function useOrderMutations() {
  const qc = useQueryClient();
  // An order's change moves stock and a customer's figures too.
  const refresh = () =>
    Promise.all(
      [orderKeys.all, orderKeys.dashboard(), customerKeys.all, productKeys.all, variantKeys.all].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
  return {
    create: useMutation({ mutationFn: createStaffOrder, onSuccess: refresh }),
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

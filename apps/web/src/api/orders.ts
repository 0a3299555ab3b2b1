import type {
  LegacyCreateOrderBody as CreateOrderBody,
  LegacyDashboard as Dashboard,
  LegacyOrder as Order,
  LegacyOrderList as OrderList,
  OrderStats,
} from '@shop/core/schemas/order';
import type { OrderStatus } from '@shop/core/constants';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
  limit?: number;
  skip?: number;
}

/** Places an order (public; staff placing a phone order are recorded in its history). */
export const createOrder = (body: CreateOrderBody): Promise<Order> =>
  apiRequest<Order>('/orders', { method: 'POST', body });
export const getOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  apiRequest<OrderList>('/orders', { signal, query: { ...filters } });
export const getOrder = (id: number, signal?: AbortSignal) => apiRequest<Order>(`/orders/${id}`, { signal });
export const getOrderStats = (signal?: AbortSignal) => apiRequest<OrderStats>('/orders/stats', { signal });
export const setOrderStatus = (id: number, status: OrderStatus) =>
  apiRequest<Order>(`/orders/${id}/status`, { method: 'PATCH', body: { status } });
export const getDashboard = (signal?: AbortSignal) => apiRequest<Dashboard>('/dashboard', { signal });

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
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: orderKeys.all }),
      qc.invalidateQueries({ queryKey: orderKeys.dashboard() }),
    ]);
  return {
    create: useMutation({ mutationFn: createOrder, onSuccess: refresh }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => setOrderStatus(id, status),
      onSuccess: refresh,
    }),
  };
}

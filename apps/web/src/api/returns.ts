import type {
  OrderReturns,
  Return,
  ReturnList,
  ReturnMoveBody,
  ReturnStatus,
  ShopperReturn,
  ShopperReturnBody,
  ShopperReturns,
  StaffReturnBody,
} from '@shop/core/schemas/return';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { dashboardKeys } from './dashboard';
import { orderKeys } from './orders';

/** Returns and refunds (issue 27 §3): the staff's Đổi Trả screen and the shopper's form on the tracking page. */

export interface ReturnFilters {
  status?: ReturnStatus | 'all';
  limit?: number;
  skip?: number;
}

const getReturns = (filters: ReturnFilters, signal?: AbortSignal) =>
  apiRequest<ReturnList>('/returns', { signal, query: { ...filters } });
const getReturn = (id: number, signal?: AbortSignal) => apiRequest<Return>(`/returns/${id}`, { signal });
const getOrderReturns = (orderId: number, signal?: AbortSignal) =>
  apiRequest<OrderReturns>(`/returns/order/${orderId}`, { signal });
/** `GET /orders/lookup/returns?code&phone` (public, throttled like the lookup). */
const getShopperReturns = (code: string, phone: string, signal?: AbortSignal) =>
  apiRequest<ShopperReturns>('/orders/lookup/returns', { query: { code, phone }, auth: false, signal });

const returnKeys = {
  all: ['returns'] as const,
  list: (filters: ReturnFilters) => [...returnKeys.all, 'list', filters] as const,
  one: (id: number) => [...returnKeys.all, 'one', id] as const,
  ofOrder: (orderId: number) => [...returnKeys.all, 'order', orderId] as const,
  shopper: (code: string, phone: string) => ['shopper-returns', code, phone] as const,
};

export const returnsQueryOptions = (filters: ReturnFilters) =>
  queryOptions({
    queryKey: returnKeys.list(filters),
    queryFn: ({ signal }) => getReturns(filters, signal),
    placeholderData: keepPreviousData,
  });
export const returnQueryOptions = (id: number) =>
  queryOptions({ queryKey: returnKeys.one(id), queryFn: ({ signal }) => getReturn(id, signal) });
export const orderReturnsQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: returnKeys.ofOrder(orderId), queryFn: ({ signal }) => getOrderReturns(orderId, signal) });
export const shopperReturnsQueryOptions = (code: string, phone: string) =>
  queryOptions({
    queryKey: returnKeys.shopper(code, phone),
    queryFn: ({ signal }) => getShopperReturns(code, phone, signal),
    retry: false,
  });

/** A step of a return (approve, reject, receive, refund); the order's payment status may change too. */
export function useMoveReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReturnMoveBody }) =>
      apiRequest<Return>(`/returns/${id}`, { method: 'PATCH', body }),
    // A refund moves the order's payment status; a receipt, the stock.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: returnKeys.all }),
        qc.invalidateQueries({ queryKey: orderKeys.all }),
        qc.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

/** Staff open a return from the order. */
export function useOpenReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffReturnBody) => apiRequest<Return>('/returns', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** The shopper's request from the tracking page. */
export function useRequestReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopperReturnBody) =>
      apiRequest<ShopperReturn>('/orders/lookup/returns', { method: 'POST', body, auth: false }),
    onSuccess: (_r, body) => qc.invalidateQueries({ queryKey: returnKeys.shopper(body.code, body.phone) }),
  });
}

import type { CheckoutOrderBody, Order, OrderLookup } from '@shop/core/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/**
 * The shopper's side of orders: placing one from the checkout page and looking one up by code and
 * phone number. Both are public calls made without the staff session.
 */

/**
 * `POST /orders` from the checkout page. `idempotencyKey` names the attempt: sending the same body
 * with the same key again (a double click, a retry after a lost answer) answers the same order and
 * creates nothing new.
 */
export const placeOrder = (body: CheckoutOrderBody, idempotencyKey: string): Promise<Order> =>
  apiRequest<Order>('/orders', { method: 'POST', body, auth: false, headers: { 'Idempotency-Key': idempotencyKey } });

/** `GET /orders/lookup?code&phone`: 404 with one message for any wrong combination, 429 when asked too often. */
export const lookupOrder = (code: string, phone: string, signal?: AbortSignal): Promise<OrderLookup> =>
  apiRequest<OrderLookup>('/orders/lookup', { query: { code, phone }, auth: false, signal });

export const orderLookupKeys = {
  all: ['order-lookup'] as const,
  of: (code: string, phone: string) => [...orderLookupKeys.all, code.trim().toUpperCase(), phone] as const,
};

/** The order `code` as its shopper sees it; nothing is retried (each look-up counts against the limit). */
export const orderLookupQueryOptions = (code: string, phone: string) =>
  queryOptions({
    queryKey: orderLookupKeys.of(code, phone),
    queryFn: ({ signal }) => lookupOrder(code, phone, signal),
    retry: false,
    staleTime: 60_000,
  });

/**
 * The order just placed, as the look-up would answer it (the shopper's view: no id, no staff
 * history; one "placed" step), so the confirmation page shows it without asking the server again.
 */
export function asLookup(order: Order): OrderLookup {
  const { id: _id, history: _history, ...shopperView } = order;
  return { ...shopperView, timeline: [{ step: 'placed', at: order.createdAt, reason: null }] };
}

import type { Order } from '@shop/core/schemas/order';
import type { TradeInCandidates } from '@shop/core/schemas/trade-in';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { orderKeys } from './orders';

// Trade-in credit (docs/pieces.md#trade-in-credit): buy-backs set against an order of the same customer.

/** The customer's buy-backs free to set against order `id` (under the order's keys: a change refreshes them). */
export const tradeInCandidatesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'trade-ins', id] as const,
    queryFn: () => apiRequest<TradeInCandidates>(`/orders/${id}/trade-ins`),
  });

const applyTradeIn = ({ orderId, buybackId }: { orderId: number; buybackId: number }) =>
  apiRequest<Order>(`/orders/${orderId}/trade-ins`, { method: 'POST', body: { buybackId } });
const removeTradeIn = ({ orderId, buybackId }: { orderId: number; buybackId: number }) =>
  apiRequest<Order>(`/orders/${orderId}/trade-ins/${buybackId}`, { method: 'DELETE' });

/** Setting a buy-back against an order, or taking it off: the orders (amounts, candidates) are refreshed. */
export function useTradeInMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: orderKeys.all });
  return {
    apply: useMutation({ mutationFn: applyTradeIn, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeTradeIn, onSuccess: refresh }),
  };
}

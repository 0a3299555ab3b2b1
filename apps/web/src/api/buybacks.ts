import type { Buyback, BuybackBody, BuybackList, BuybackListOptions } from '@shop/core/schemas/buyback';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { pieceKeys, refreshPieces } from './pieces';

export type BuybackFilters = Partial<BuybackListOptions>;

const getBuybacks = (filters: BuybackFilters, signal?: AbortSignal) =>
  apiRequest<BuybackList>('/buybacks', { signal, query: { ...filters } });
const recordBuyback = (body: BuybackBody) => apiRequest<Buyback>('/buybacks', { method: 'POST', body });

const buybackKeys = {
  all: [...pieceKeys.all, 'buybacks'] as const,
  list: (filters: BuybackFilters) => [...buybackKeys.all, 'list', filters] as const,
};

export const buybacksQueryOptions = (filters: BuybackFilters) =>
  queryOptions({
    queryKey: buybackKeys.list(filters),
    queryFn: ({ signal }) => getBuybacks(filters, signal),
    placeholderData: keepPreviousData,
  });

/** Recording a purchase receives a piece: pieces (and the purchases under them), variants and products are refreshed. */
export function useRecordBuyback() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: recordBuyback, onSuccess: () => refreshPieces(qc) });
}

import type { Warranty, WarrantyLookup } from '@shop/core/schemas/warranty';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

// Warranties (docs/pieces.md#warranty): the buyer's lookup and the staff's reads.

/** The buyer looks a warranty up by the watch's serial and their phone (/bao-hanh). */
export const lookupWarranty = (serial: string, phone: string) =>
  apiRequest<WarrantyLookup>('/warranty', { query: { serial, phone } });

export const warrantyKeys = {
  all: ['warranties'] as const,
  list: (q: { orderId?: number; pieceId?: number }) => [...warrantyKeys.all, 'list', q] as const,
  detail: (id: number) => [...warrantyKeys.all, 'detail', id] as const,
};

/** The warranties of an order or of a piece (the `pieces` read right). */
export const warrantiesQueryOptions = (q: { orderId?: number; pieceId?: number }) =>
  queryOptions({
    queryKey: warrantyKeys.list(q),
    queryFn: ({ signal }) => apiRequest<Warranty[]>('/warranties', { signal, query: { ...q } }),
  });

/** One warranty with its buyer: the printed card. */
export const warrantyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warrantyKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Warranty>(`/warranties/${id}`, { signal }),
  });

import type {
  Service,
  ServiceBody,
  ServiceList,
  ServiceListQuery,
  ServiceLookup,
  ServiceStatusBody,
  ServiceUpdateBody,
} from '@shop/core/schemas/service';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { refreshMessages } from './messages';

// The service desk (docs/services.md): staff's tickets and the customer's lookup on /bao-hanh.

export type ServiceFilters = Omit<ServiceListQuery, 'limit' | 'skip'> & { limit?: number; skip?: number };

const serviceKeys = {
  all: ['services'] as const,
  list: (filters: ServiceFilters) => [...serviceKeys.all, 'list', filters] as const,
  detail: (id: number) => [...serviceKeys.all, 'detail', id] as const,
};

export const servicesQueryOptions = (filters: ServiceFilters) =>
  queryOptions({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<ServiceList>('/services', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const serviceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Service>(`/services/${id}`, { signal }),
  });

/** Opening, editing and moving a ticket: the tickets are refreshed. */
export function useServiceMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: serviceKeys.all });
  /** Opening and moving a ticket also write its messages. */
  const refreshAll = () => Promise.all([refresh(), refreshMessages(qc)]);
  return {
    open: useMutation({
      mutationFn: (body: ServiceBody) => apiRequest<Service>('/services', { method: 'POST', body }),
      onSuccess: refreshAll,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ServiceUpdateBody }) =>
        apiRequest<Service>(`/services/${id}`, { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ServiceStatusBody }) =>
        apiRequest<Service>(`/services/${id}/status`, { method: 'PATCH', body }),
      onSuccess: refreshAll,
    }),
  };
}

/** The customer follows their ticket by its code and their phone (/bao-hanh). */
export const lookupService = (code: string, phone: string) =>
  apiRequest<ServiceLookup>('/services/lookup', { query: { code, phone } });

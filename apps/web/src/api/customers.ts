import type { CustomerDetail, CustomerList } from '@shop/core/schemas/customer';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface CustomerFilters {
  search?: string;
  limit?: number;
  skip?: number;
}

/** Customers derived from the orders, one per phone number (orders read). */
const getCustomers = (filters: CustomerFilters, signal?: AbortSignal) =>
  apiRequest<CustomerList>('/customers', { signal, query: { ...filters } });
const getCustomer = (phone: string, signal?: AbortSignal) =>
  apiRequest<CustomerDetail>(`/customers/${encodeURIComponent(phone)}`, { signal });

export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
  detail: (phone: string) => [...customerKeys.all, 'detail', phone] as const,
};

export const customersQueryOptions = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => getCustomers(filters, signal),
    placeholderData: keepPreviousData,
  });
export const customerQueryOptions = (phone: string) =>
  queryOptions({ queryKey: customerKeys.detail(phone), queryFn: ({ signal }) => getCustomer(phone, signal) });

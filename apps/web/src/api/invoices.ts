import type { AwaitingInvoices, InvoiceFileKind, InvoiceRequest, RecordInvoiceBody } from '@shop/core/schemas/invoice';
import type { Order } from '@shop/core/schemas/order';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { orderKeys } from './orders';
import { downloadFile } from './products';

/** VAT invoices (docs/selling-lawfully.md#5-vat-invoices): recorded on an order, and the completed orders still awaiting one. */

export interface AwaitingFilters {
  requested?: boolean;
  limit: number;
  skip: number;
}

const invoiceKeys = {
  all: ['invoices'] as const,
  awaiting: (filters: AwaitingFilters) => [...invoiceKeys.all, 'awaiting', filters] as const,
};

export const awaitingInvoicesQueryOptions = (filters: AwaitingFilters) =>
  queryOptions({
    queryKey: invoiceKeys.awaiting(filters),
    queryFn: ({ signal }) =>
      apiRequest<AwaitingInvoices>('/invoices/awaiting', {
        signal,
        query: { limit: filters.limit, skip: filters.skip, ...(filters.requested ? { requested: 'true' } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** Downloads a recorded invoice's PDF or XML (staff only), to be saved as a file. */
export const downloadInvoiceFile = (orderId: number, kind: InvoiceFileKind) =>
  downloadFile(`/orders/${orderId}/invoice/files/${kind}`, {});

/** Staff writes on an order's invoice: who it is made out to, the issued invoice, its files. */
export function useInvoiceMutations(orderId: number) {
  const qc = useQueryClient();
  const refresh = (order: Order) => {
    qc.setQueryData(orderKeys.detail(orderId), order);
    return Promise.all([
      qc.invalidateQueries({ queryKey: invoiceKeys.all }),
      qc.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
  };
  return {
    record: useMutation({
      mutationFn: (body: RecordInvoiceBody) => apiRequest<Order>(`/orders/${orderId}/invoice`, { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    setRequest: useMutation({
      mutationFn: (invoice: InvoiceRequest | null) =>
        apiRequest<Order>(`/orders/${orderId}/invoice/request`, { method: 'PUT', body: { invoice } }),
      onSuccess: refresh,
    }),
    upload: useMutation({
      mutationFn: ({ kind, file }: { kind: InvoiceFileKind; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return apiRequest<Order>(`/orders/${orderId}/invoice/files/${kind}`, { method: 'PUT', body: form });
      },
      onSuccess: refresh,
    }),
  };
}

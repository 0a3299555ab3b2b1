/**
 * The back office's writes of products: fetchers and mutation hooks. Apart from api/products.ts (the reads),
 * which the storefront's first view loads, so that the first view never carries TanStack Query's
 * mutation code (measured by apps/web/e2e/storefront-budget.e2e.ts).
 */
import type { Product, ProductBody } from '@shop/core/schemas/product';
import type { BulkBody, BulkResult } from '@shop/core/schemas/product-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { productKeys } from './products';

const createProduct = (body: ProductBody) => apiRequest<Product>('/products', { method: 'POST', body });
const updateProduct = (id: number, body: ProductBody) =>
  apiRequest<Product>(`/products/${id}`, { method: 'PUT', body });
const deleteProduct = (id: number) => apiRequest(`/products/${id}`, { method: 'DELETE' });

/** Create or update (with `id`) a product; every product query is refreshed afterwards. */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProductBody }) =>
      id ? updateProduct(id, body) : createProduct(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }),
  });
}

const bulkChangeProducts = (body: BulkBody) => apiRequest<BulkResult>('/products/bulk', { method: 'POST', body });

/** One action on several products (`POST /api/products/bulk`); the products are reloaded whatever the outcome. */
export function useBulkChangeProducts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bulkChangeProducts,
    onSettled: () => qc.invalidateQueries({ queryKey: productKeys.all }),
  });
}

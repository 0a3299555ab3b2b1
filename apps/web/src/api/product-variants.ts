import type { CreateVariantBody, Variant, VariantBody } from '@shop/core/schemas/variant';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { productKeys } from './products';

const getVariants = (productId: number, signal?: AbortSignal): Promise<Variant[]> =>
  apiRequest<Variant[]>(`/product-variants/product/${productId}`, { auth: false, signal });
const createVariant = (body: CreateVariantBody) => apiRequest<Variant>('/product-variants', { method: 'POST', body });
const updateVariant = (id: number, body: VariantBody) =>
  apiRequest<Variant>(`/product-variants/${id}`, { method: 'PUT', body });
const deleteVariant = (id: number) => apiRequest(`/product-variants/${id}`, { method: 'DELETE' });

export const variantKeys = {
  all: ['product-variants'] as const,
  byProduct: (productId: number) => [...variantKeys.all, 'product', productId] as const,
};

export const variantsQueryOptions = (productId: number) =>
  queryOptions({ queryKey: variantKeys.byProduct(productId), queryFn: ({ signal }) => getVariants(productId, signal) });

/** Variant writes change the product's prices too: both are refreshed. */
export function useVariantMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: variantKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
    ]);
  return {
    create: useMutation({ mutationFn: createVariant, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: VariantBody }) => updateVariant(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteVariant, onSuccess: refresh }),
  };
}

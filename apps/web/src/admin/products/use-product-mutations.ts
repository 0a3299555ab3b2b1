import type { ProductBody } from '@shop/core/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProduct, deleteProduct, productKeys, updateProduct } from '../../api/products';

// The back office's writes (here, not in api/, so that the storefront never downloads useMutation).

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

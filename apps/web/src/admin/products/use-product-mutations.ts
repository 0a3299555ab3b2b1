/**
 * The back office's writes of products. They live with the admin screens, not in api/products.ts (the
 * reads, which the storefront shares): a first storefront visit never downloads useMutation.
 */
import type { ProductBody } from '@shop/core/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProduct, deleteProduct, productKeys, updateProduct } from '../../api/products';

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

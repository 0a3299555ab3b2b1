/**
 * The back office's writes of categories. They live with the admin screens, not in api/categories.ts (the
 * reads, which the storefront shares): a first storefront visit never downloads useMutation.
 */
import type { CategoryBody } from '@shop/core/schemas/category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys, createCategory, deleteCategory, updateCategory } from '../../api/categories';
import { productKeys } from '../../api/products';

/** Create/update and delete a category; categories and products are refreshed afterwards. */
export function useCategoryMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: categoryKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: CategoryBody }) =>
        id ? updateCategory(id, body) : createCategory(body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteCategory, onSuccess: refresh }),
  };
}

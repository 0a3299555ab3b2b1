/**
 * The back office's writes of brands and sub-brands. They live with the admin screens, not in api/brands.ts and api/sub-brands.ts (the
 * reads, which the storefront shares): a first storefront visit never downloads useMutation.
 */
import type { BrandBody } from '@shop/core/schemas/brand';
import type { SubBrandBody } from '@shop/core/schemas/sub-brand';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandKeys, createBrand, deleteBrand, updateBrand } from '../../api/brands';
import { productKeys } from '../../api/products';
import { createSubBrand, deleteSubBrand, subBrandKeys, updateSubBrand } from '../../api/sub-brands';

/** Create/update and delete a brand; brands and products are refreshed afterwards. */
export function useBrandMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: brandKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: BrandBody }) => (id ? updateBrand(id, body) : createBrand(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteBrand, onSuccess: refresh }),
  };
}

/** Create/update and delete a sub-brand; sub-brands, brands and products are refreshed afterwards. */
export function useSubBrandMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: subBrandKeys.all }),
      qc.invalidateQueries({ queryKey: brandKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: SubBrandBody }) =>
        id ? updateSubBrand(id, body) : createSubBrand(body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteSubBrand, onSuccess: refresh }),
  };
}

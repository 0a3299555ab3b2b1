/**
 * The back office's writes of brands and sub-brands. They live with the admin screens, not in
 * api/brands.ts and api/sub-brands.ts (the reads, which the storefront shares): a first storefront
 * visit never downloads useMutation.
 */
import { brandKeys, createBrand, deleteBrand, updateBrand } from '../../api/brands';
import { productKeys } from '../../api/products';
import { createSubBrand, deleteSubBrand, subBrandKeys, updateSubBrand } from '../../api/sub-brands';
import { useSaveRemove } from '../components/use-save-remove';

/** Create/update and delete a brand; brands and products are refreshed afterwards. */
export const useBrandMutations = () =>
  useSaveRemove({ create: createBrand, update: updateBrand, remove: deleteBrand }, [brandKeys.all, productKeys.all]);

/** Create/update and delete a sub-brand; sub-brands, brands and products are refreshed afterwards. */
export const useSubBrandMutations = () =>
  useSaveRemove({ create: createSubBrand, update: updateSubBrand, remove: deleteSubBrand }, [
    subBrandKeys.all,
    brandKeys.all,
    productKeys.all,
  ]);

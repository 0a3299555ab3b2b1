/**
 * The back office's writes of categories. They live with the admin screens, not in api/categories.ts
 * (the reads, which the storefront shares): a first storefront visit never downloads useMutation.
 */
import { categoryKeys, createCategory, deleteCategory, updateCategory } from '../../api/categories';
import { productKeys } from '../../api/products';
import { useSaveRemove } from '../components/use-save-remove';

/** Create/update and delete a category; categories and products are refreshed afterwards. */
export const useCategoryMutations = () =>
  useSaveRemove({ create: createCategory, update: updateCategory, remove: deleteCategory }, [
    categoryKeys.all,
    productKeys.all,
  ]);

/**
 * The back office's writes of categories: fetchers and mutation hooks. Apart from api/categories.ts (the reads),
 * which the storefront's first view loads, so that the first view never carries TanStack Query's
 * mutation code (measured by apps/web/e2e/storefront-budget.e2e.ts).
 */
import type { Category, CategoryBody } from '@shop/core/schemas/category';
import { categoryKeys } from './categories';
import { apiRequest } from './client';
import { productKeys } from './products';
import { useSaveRemove } from './use-save-remove';

const createCategory = (body: CategoryBody) => apiRequest<Category>('/categories', { method: 'POST', body });
const updateCategory = (id: number, body: CategoryBody) =>
  apiRequest<Category>(`/categories/${id}`, { method: 'PUT', body });
const deleteCategory = (id: number) => apiRequest(`/categories/${id}`, { method: 'DELETE' });

/** Create/update and delete a category; categories and products are refreshed afterwards. */
export const useCategoryMutations = () =>
  useSaveRemove({ create: createCategory, update: updateCategory, remove: deleteCategory }, [
    categoryKeys.all,
    productKeys.all,
  ]);

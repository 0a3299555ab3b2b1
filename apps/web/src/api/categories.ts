import { categoriesResponse, categorySchema, type Category, type CategoryBody } from '@shop/core/schemas/category';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { productKeys } from './products';

export const getCategories = (signal?: AbortSignal): Promise<Category[]> =>
  apiRequest('/categories', { auth: false, signal, schema: categoriesResponse });
export const createCategory = (body: CategoryBody) => apiRequest('/categories', { method: 'POST', body, schema: categorySchema });
export const updateCategory = (id: number, body: CategoryBody) =>
  apiRequest(`/categories/${id}`, { method: 'PUT', body, schema: categorySchema });
export const deleteCategory = (id: number) => apiRequest(`/categories/${id}`, { method: 'DELETE' });

export const categoryKeys = { all: ['categories'] as const };

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

export function useCategoryMutations() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: categoryKeys.all }), qc.invalidateQueries({ queryKey: productKeys.all })]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: CategoryBody }) => (id ? updateCategory(id, body) : createCategory(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteCategory, onSuccess: refresh }),
  };
}

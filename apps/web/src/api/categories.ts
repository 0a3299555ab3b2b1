import type { Category, CategoryBody } from '@shop/core/schemas/category';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

const getCategories = (signal?: AbortSignal): Promise<Category[]> =>
  apiRequest<Category[]>('/categories', { auth: false, signal });
export const createCategory = (body: CategoryBody) => apiRequest<Category>('/categories', { method: 'POST', body });
export const updateCategory = (id: number, body: CategoryBody) =>
  apiRequest<Category>(`/categories/${id}`, { method: 'PUT', body });
export const deleteCategory = (id: number) => apiRequest(`/categories/${id}`, { method: 'DELETE' });

export const categoryKeys = { all: ['categories'] as const };

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

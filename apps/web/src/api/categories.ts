import type { Category } from '@shop/core/schemas/category';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

const getCategories = (signal?: AbortSignal): Promise<Category[]> =>
  apiRequest<Category[]>('/categories', { auth: false, signal });

export const categoryKeys = { all: ['categories'] as const };

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

const getSubBrands = (activeOnly = false, signal?: AbortSignal): Promise<SubBrand[]> =>
  apiRequest<SubBrand[]>(activeOnly ? '/sub-brands/active' : '/sub-brands', { auth: false, signal });

export const subBrandKeys = {
  all: ['sub-brands'] as const,
  list: (activeOnly: boolean) => [...subBrandKeys.all, activeOnly ? 'active' : 'all'] as const,
};

export const subBrandsQueryOptions = (activeOnly = false) =>
  queryOptions({
    queryKey: subBrandKeys.list(activeOnly),
    queryFn: ({ signal }) => getSubBrands(activeOnly, signal),
    staleTime: 60_000,
  });

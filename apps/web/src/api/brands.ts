import type { Brand } from '@shop/core/schemas/brand';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

type BrandList = 'all' | 'with-product-count' | 'homepage' | 'active';

const getBrands = (list: BrandList = 'all', signal?: AbortSignal): Promise<Brand[]> =>
  apiRequest<Brand[]>(list === 'all' ? '/brands' : `/brands/${list}`, { auth: false, signal });

export const brandKeys = {
  all: ['brands'] as const,
  list: (list: BrandList) => [...brandKeys.all, list] as const,
};

export const brandsQueryOptions = (list: BrandList = 'all') =>
  queryOptions({ queryKey: brandKeys.list(list), queryFn: ({ signal }) => getBrands(list, signal), staleTime: 60_000 });

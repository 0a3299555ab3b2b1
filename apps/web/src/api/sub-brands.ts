import type { SubBrand, SubBrandBody } from '@shop/core/schemas/sub-brand';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { brandKeys } from './brands';
import { productKeys } from './products';

export const getSubBrands = (activeOnly = false, signal?: AbortSignal): Promise<SubBrand[]> =>
  apiRequest<SubBrand[]>(activeOnly ? '/sub-brands/active' : '/sub-brands', { auth: false, signal });
export const createSubBrand = (body: SubBrandBody) => apiRequest<SubBrand>('/sub-brands', { method: 'POST', body });
export const updateSubBrand = (id: number, body: SubBrandBody) =>
  apiRequest<SubBrand>(`/sub-brands/${id}`, { method: 'PUT', body });
export const deleteSubBrand = (id: number) => apiRequest(`/sub-brands/${id}`, { method: 'DELETE' });

export const subBrandKeys = {
  all: ['sub-brands'] as const,
  list: (activeOnly: boolean) => [...subBrandKeys.all, activeOnly ? 'active' : 'all'] as const,
};

export const subBrandsQueryOptions = (activeOnly = false) =>
  queryOptions({ queryKey: subBrandKeys.list(activeOnly), queryFn: ({ signal }) => getSubBrands(activeOnly, signal), staleTime: 60_000 });

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
      mutationFn: ({ id, body }: { id?: number; body: SubBrandBody }) => (id ? updateSubBrand(id, body) : createSubBrand(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteSubBrand, onSuccess: refresh }),
  };
}

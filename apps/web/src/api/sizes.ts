import type { Size, SizeBody } from '@shop/core/schemas/size';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { productKeys } from './products';

const getSizes = (signal?: AbortSignal): Promise<Size[]> => apiRequest<Size[]>('/sizes', { auth: false, signal });
const createSize = (body: SizeBody) => apiRequest<Size>('/sizes', { method: 'POST', body });
const updateSize = (id: number, body: SizeBody) => apiRequest<Size>(`/sizes/${id}`, { method: 'PUT', body });
const deleteSize = (id: number) => apiRequest(`/sizes/${id}`, { method: 'DELETE' });

const sizeKeys = { all: ['sizes'] as const };

export const sizesQueryOptions = () =>
  queryOptions({ queryKey: sizeKeys.all, queryFn: ({ signal }) => getSizes(signal), staleTime: 60_000 });

export function useSizeMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: sizeKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: SizeBody }) => (id ? updateSize(id, body) : createSize(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteSize, onSuccess: refresh }),
  };
}

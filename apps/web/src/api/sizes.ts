import type { Size, SizeBody } from '@shop/core/schemas/size';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { productKeys } from './products';
import { useSaveRemove } from './use-save-remove';

const getSizes = (signal?: AbortSignal): Promise<Size[]> => apiRequest<Size[]>('/sizes', { auth: false, signal });
const createSize = (body: SizeBody) => apiRequest<Size>('/sizes', { method: 'POST', body });
const updateSize = (id: number, body: SizeBody) => apiRequest<Size>(`/sizes/${id}`, { method: 'PUT', body });
const deleteSize = (id: number) => apiRequest(`/sizes/${id}`, { method: 'DELETE' });

const sizeKeys = { all: ['sizes'] as const };

export const sizesQueryOptions = () =>
  queryOptions({ queryKey: sizeKeys.all, queryFn: ({ signal }) => getSizes(signal), staleTime: 60_000 });

/** Create/update and delete a size; sizes and products are refreshed afterwards. */
export const useSizeMutations = () =>
  useSaveRemove({ create: createSize, update: updateSize, remove: deleteSize }, [sizeKeys.all, productKeys.all]);

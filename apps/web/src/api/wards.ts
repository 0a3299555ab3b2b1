import type { WardsResponse } from '@shop/core/schemas/ward';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

const getWards = (province: string, signal?: AbortSignal) =>
  apiRequest<WardsResponse>('/wards', { auth: false, query: { province }, signal });

/**
 * The wards and communes of a province (`GET /api/wards`), asked when the province is chosen: the
 * list of 3,321 never travels with a page's code. Kept for the visit; it changes only with a release.
 */
const wardsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['wards', province] as const,
    queryFn: ({ signal }) => getWards(province, signal),
    enabled: province !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The province's wards for a picker: the list (undefined before a province or while loading), and how the asking went. */
export function useProvinceWards(province: string) {
  const query = useQuery(wardsQueryOptions(province));
  return {
    wards: query.data?.province === province ? query.data.wards : undefined,
    loading: query.isFetching,
    failed: query.isError,
  };
}

export const WARDS_FAILED_MESSAGE = 'Không tải được danh sách phường / xã. Vui lòng thử lại.';

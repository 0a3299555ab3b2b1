import type { AuditList, AuditListQuery } from '@shop/core/schemas/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** The filters of the audit log as the API takes them (empty ones left out). */
export type AuditFilters = Partial<Record<keyof AuditListQuery, string | number>>;

function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return apiRequest<AuditList>(`/audit${query ? `?${query}` : ''}`, { signal });
}

const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });

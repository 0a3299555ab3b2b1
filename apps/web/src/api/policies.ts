import type { PolicySlug } from '@shop/core/policies';
import type { PolicyBody, PolicyHistory, PolicyVersion } from '@shop/core/schemas/policy';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

const policyKeys = {
  all: ['policies'] as const,
  one: (slug: PolicySlug, version?: number) => [...policyKeys.all, slug, version ?? 'current'] as const,
  history: (slug: PolicySlug) => [...policyKeys.all, slug, 'history'] as const,
};

/** A policy as everyone reads it: the version in force, or `version`. */
export const policyQueryOptions = (slug: PolicySlug, version?: number) =>
  queryOptions({
    queryKey: policyKeys.one(slug, version),
    queryFn: ({ signal }) =>
      apiRequest<PolicyVersion>(`/policies/${slug}`, { auth: false, signal, query: { v: version } }),
    staleTime: 60_000,
    retry: false,
  });

/** Every version of a policy (staff with the shop read right). */
export const policyHistoryQueryOptions = (slug: PolicySlug) =>
  queryOptions({
    queryKey: policyKeys.history(slug),
    queryFn: ({ signal }) => apiRequest<PolicyHistory>(`/policies/${slug}/versions`, { signal }),
  });

/** Saves a new version of a policy. */
const savePolicy = (slug: PolicySlug, body: PolicyBody) =>
  apiRequest<PolicyVersion>(`/policies/${slug}`, { method: 'PUT', body });

/** Saves a new version of a policy, then refreshes every policy query (the screen and its history). */
export function useSavePolicy(slug: PolicySlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PolicyBody) => savePolicy(slug, body),
    onSuccess: () => client.invalidateQueries({ queryKey: policyKeys.all }),
  });
}

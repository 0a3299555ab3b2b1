import { can, hasAny, type Action, type Resource } from '@shop/core/permissions';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rolePermissionsQueryOptions } from '../api/rights';
import { useAuthStore } from './auth-store';

/**
 * The signed-in user's rights. `can(resource, action)` and `hasAny(resource)` answer false while
 * loading or signed out, so gated controls stay hidden until the rights are known.
 */
export function usePermissions() {
  const roleId = useAuthStore((s) => (s.isAuthenticated ? (s.user?.roleId ?? null) : null));
  const query = useQuery({
    ...rolePermissionsQueryOptions(roleId ?? 0),
    enabled: roleId !== null,
  });
  const permissions = roleId === null ? undefined : query.data;
  return {
    permissions,
    isLoading: roleId !== null && query.isPending,
    isError: query.isError,
    error: query.error,
    can: useCallback((resource: Resource, action: Action) => can(permissions, resource, action), [permissions]),
    hasAny: useCallback((resource: Resource) => hasAny(permissions, resource), [permissions]),
  };
}

import type { RolePermissions } from '@shop/core/schemas/role';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

function getRolePermissions(roleId: number, signal?: AbortSignal): Promise<RolePermissions> {
  return apiRequest<RolePermissions>(`/rights/role-permissions/${roleId}`, { signal });
}

export const rightsKeys = {
  all: ['rights'] as const,
  rolePermissions: (roleId: number) => [...rightsKeys.all, 'role-permissions', roleId] as const,
};

export const rolePermissionsQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: rightsKeys.rolePermissions(roleId),
    queryFn: ({ signal }) => getRolePermissions(roleId, signal),
    staleTime: 5 * 60_000,
  });

import type { Right, Role, RoleBody, UpdateRightBody } from '@shop/core/schemas/role';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { rightsKeys } from './rights';
import { useSaveRemove } from './use-save-remove';

const getRoles = (signal?: AbortSignal): Promise<Role[]> => apiRequest<Role[]>('/roles', { signal });
const getRights = (signal?: AbortSignal): Promise<Right[]> => apiRequest<Right[]>('/rights', { signal });
const updateRight = (id: number, body: UpdateRightBody) =>
  apiRequest<Right>(`/rights/${id}`, { method: 'PATCH', body });
const createRole = (body: RoleBody) => apiRequest<Role>('/roles', { method: 'POST', body });
const updateRole = (id: number, body: RoleBody) => apiRequest<Role>(`/roles/${id}`, { method: 'PUT', body });
const deleteRole = (id: number) => apiRequest(`/roles/${id}`, { method: 'DELETE' });

export const rolesKeys = { all: ['roles'] as const, rights: () => ['rights', 'list'] as const };
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rolesKeys.all, queryFn: ({ signal }) => getRoles(signal) });
export const rightsListQueryOptions = () =>
  queryOptions({ queryKey: rolesKeys.rights(), queryFn: ({ signal }) => getRights(signal) });

/** Saving a right refreshes the matrix and every role's permission map (the menu and buttons follow). */
export function useUpdateRight() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRightBody }) => updateRight(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: rightsKeys.all }),
  });
}

/**
 * Create/rename and delete a role the owner makes; the roles, the rights matrix and the roles a user
 * may be given are refreshed afterwards.
 */
export const useRoleMutations = () =>
  useSaveRemove({ create: createRole, update: updateRole, remove: deleteRole }, [rolesKeys.all, rightsKeys.all]);

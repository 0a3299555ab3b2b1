import type { Right, Role, UpdateRightBody } from '@shop/core/schemas/role';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { rightsKeys } from './rights';

const getRoles = (signal?: AbortSignal): Promise<Role[]> => apiRequest<Role[]>('/roles', { signal });
const getRights = (signal?: AbortSignal): Promise<Right[]> => apiRequest<Right[]>('/rights', { signal });
const updateRight = (id: number, body: UpdateRightBody) =>
  apiRequest<Right>(`/rights/${id}`, { method: 'PATCH', body });

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

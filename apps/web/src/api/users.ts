import type { CreateUserBody, UpdateUserBody, User } from '@shop/core/schemas/user';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Role } from '@shop/core/schemas/role';
import { rightsKeys } from './rights';
import { rolesKeys } from './roles';

const getUsers = (signal?: AbortSignal): Promise<User[]> => apiRequest<User[]>('/users', { signal });
/** Staff accounts are created through /auth/register. */
const createUser = (body: CreateUserBody) => apiRequest<User>('/auth/register', { method: 'POST', body });
const updateUser = (id: number, body: UpdateUserBody) => apiRequest<User>(`/users/${id}`, { method: 'PUT', body });
const deleteUser = (id: number) => apiRequest(`/users/${id}`, { method: 'DELETE' });

/**
 * The roles whose every right the signed-in user holds (the admin role: admins only): the ones they
 * may give, and whose users they may edit or delete. Follows the rights, so it sits under their key.
 */
const getManageableRoles = (signal?: AbortSignal): Promise<Role[]> =>
  apiRequest<Role[]>('/users/manageable-roles', { signal });

const userKeys = {
  all: ['users'] as const,
  manageableRoles: () => [...rightsKeys.all, 'manageable-roles'] as const,
};
export const usersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.all, queryFn: ({ signal }) => getUsers(signal) });
export const manageableRolesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.manageableRoles(), queryFn: ({ signal }) => getManageableRoles(signal) });

export function useUserMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: userKeys.all }), qc.invalidateQueries({ queryKey: rolesKeys.all })]);
  return {
    create: useMutation({ mutationFn: createUser, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => updateUser(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteUser, onSuccess: refresh }),
  };
}

import type { OkResponse } from '@shop/core/schemas/common';
import type {
  DisableTwoFactorBody,
  EnableTwoFactorBody,
  RecoveryCodesResponse,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@shop/core/schemas/two-factor';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

const getStatus = (signal?: AbortSignal) => apiRequest<TwoFactorStatus>('/auth/two-factor', { signal });
const startSetup = () => apiRequest<TwoFactorSetup>('/auth/two-factor/setup', { method: 'POST' });
const enable = (body: EnableTwoFactorBody) =>
  apiRequest<RecoveryCodesResponse>('/auth/two-factor/enable', { method: 'POST', body });
const disable = (body: DisableTwoFactorBody) =>
  apiRequest<OkResponse>('/auth/two-factor/disable', { method: 'POST', body });
const resetUser = (userId: number) => apiRequest<OkResponse>(`/users/${userId}/two-factor`, { method: 'DELETE' });

const twoFactorKeys = { status: ['two-factor'] as const };

/** The signed-in user's own second step. */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status, queryFn: ({ signal }) => getStatus(signal) });

export function useTwoFactorMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: twoFactorKeys.status });
  return {
    setup: useMutation({ mutationFn: startSetup }),
    enable: useMutation({ mutationFn: enable, onSuccess: refresh }),
    disable: useMutation({ mutationFn: disable, onSuccess: refresh }),
  };
}

/** An admin resets another user's second step (the users list follows). */
export function useResetTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetUser,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}

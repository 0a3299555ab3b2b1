import { API_HEALTH_INTERVAL_MS } from '@shop/core/constants';
import type { HealthResponse } from '@shop/core/schemas/health';
import type { Setting, SettingBody, SettingsMap } from '@shop/core/schemas/setting';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

export const getSettings = (signal?: AbortSignal): Promise<SettingsMap> =>
  apiRequest<SettingsMap>('/settings', { auth: false, signal });
export const saveSetting = (body: SettingBody) => apiRequest<Setting>('/settings', { method: 'POST', body });
export const deleteSetting = (key: string) => apiRequest(`/settings/${encodeURIComponent(key)}`, { method: 'DELETE' });

export const settingKeys = { all: ['settings'] as const };

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingKeys.all, queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

export function useSaveSetting() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveSetting, onSuccess: () => qc.invalidateQueries({ queryKey: settingKeys.all }) });
}

/** A setting that could not be saved, with the failure (an ApiError). */
export interface FailedSetting {
  key: string;
  error: unknown;
}

/**
 * Saves several settings in parallel, one POST each (store information, contact). Resolves with the
 * ones that failed (empty when all were saved); the settings are reloaded either way.
 */
export function useSaveSettingsBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: SettingBody[]): Promise<FailedSetting[]> => {
      const results = await Promise.allSettled(bodies.map((body) => saveSetting(body)));
      return results.flatMap((result, i) =>
        result.status === 'rejected' ? [{ key: bodies[i]!.key, error: result.reason as unknown }] : [],
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: settingKeys.all }),
  });
}

/** GET /api/health: the settings screen's API connection status, re-checked every 30 s (back-office §9). */
export const getHealth = (signal?: AbortSignal) => apiRequest<HealthResponse>('/health', { auth: false, signal });
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: API_HEALTH_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });

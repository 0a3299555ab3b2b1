import { API_HEALTH_INTERVAL_MS } from '@shop/core/constants';
import type { HealthResponse } from '@shop/core/schemas/health';
import type { Setting, SettingBody, SettingsMap } from '@shop/core/schemas/setting';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export const getSettings = (signal?: AbortSignal): Promise<SettingsMap> =>
  apiRequest<SettingsMap>('/settings', { auth: false, signal });
export const saveSetting = (body: SettingBody) => apiRequest<Setting>('/settings', { method: 'POST', body });
export const deleteSetting = (key: string) => apiRequest(`/settings/${encodeURIComponent(key)}`, { method: 'DELETE' });

export const settingKeys = { all: ['settings'] as const };

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingKeys.all, queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

/**
 * The settings as staff with settings read get them: the public ones and the private ones (e.g.
 * inventory.lowStockThreshold). Under `settingKeys.all`, so saving a setting reloads it too.
 */
export const getStaffSettings = (signal?: AbortSignal): Promise<SettingsMap> =>
  apiRequest<SettingsMap>('/settings', { signal });
export const staffSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...settingKeys.all, 'staff'] as const, queryFn: ({ signal }) => getStaffSettings(signal) });

/** GET /api/health: the settings screen's API connection status, re-checked every 30 s. */
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

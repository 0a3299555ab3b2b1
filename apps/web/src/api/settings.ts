import { API_HEALTH_INTERVAL_MS } from '@shop/core/constants';
import type { HealthResponse } from '@shop/core/schemas/health';
import type { SettingsMap } from '@shop/core/schemas/setting';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

const getSettings = (signal?: AbortSignal): Promise<SettingsMap> =>
  apiRequest<SettingsMap>('/settings', { auth: false, signal });

export const settingKeys = { all: ['settings'] as const };

/** The public settings (what every visitor gets; the storefront's and most screens' read). */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingKeys.all, queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

/**
 * Every setting, private ones included (e.g. inventory.lowStockThreshold), for back-office screens:
 * sent with the session, answered in full to staff with the settings read right (else the public ones).
 * Its key is under settingKeys.all, so a save refreshes both.
 */
export const staffSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...settingKeys.all, 'staff'] as const,
    queryFn: ({ signal }) => apiRequest<SettingsMap>('/settings', { signal }),
    staleTime: 60_000,
  });

/** GET /api/health: the settings screen's API connection status, re-checked every 30 s. */
const getHealth = (signal?: AbortSignal) => apiRequest<HealthResponse>('/health', { auth: false, signal });
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: API_HEALTH_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });

/**
 * The back office's writes of settings: fetchers and mutation hooks. Apart from api/settings.ts (the reads),
 * which the storefront's first view loads, so that the first view never carries TanStack Query's
 * mutation code (measured by apps/web/e2e/storefront-budget.e2e.ts).
 */
import type { PaymentAccount, PaymentAccountBody, Setting, SettingBody } from '@shop/core/schemas/setting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { settingKeys } from './settings';

const saveSetting = (body: SettingBody) => apiRequest<Setting>('/settings', { method: 'POST', body });

export interface SaveOutcome {
  /** How many of the posts failed. */
  failed: number;
  /** The failures' errors, in the order of the entries. */
  errors: unknown[];
}

/** The settings tabs' save: the entries sent in parallel (one POST each); never rejects, counts the failures. */
export function useSaveSettings() {
  const batch = useSaveSettingsBatch();
  async function saveAll(entries: SettingBody[]): Promise<SaveOutcome> {
    const failures = await batch.mutateAsync(entries);
    for (const f of failures) console.warn('Failed to save setting', f.key, f.error); // logged only
    return { failed: failures.length, errors: failures.map((f) => f.error) };
  }
  return { saveAll, saving: batch.isPending };
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

/**
 * PUT /api/settings/payment-account: the bank account that receives transfers, saved by an admin who
 * confirms with their current password (403 for a wrong one, 429 after too many). Refreshes the settings.
 */
const savePaymentAccount = (body: PaymentAccountBody) =>
  apiRequest<PaymentAccount>('/settings/payment-account', { method: 'PUT', body });

export function useSavePaymentAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePaymentAccount,
    onSuccess: () => qc.invalidateQueries({ queryKey: settingKeys.all }),
  });
}

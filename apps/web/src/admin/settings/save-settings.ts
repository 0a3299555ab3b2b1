import type { SettingBody } from '@shop/core/schemas/setting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSetting, settingKeys } from '../../api/settings';

/** Descriptions stored with the settings this screen writes. */
const SETTING_DESCRIPTIONS: Record<string, string> = {
  'themeColor.id': 'Màu chủ đạo của giao diện',
  'homepage.bannerAndSlogan': 'Ảnh banner và slogan trang chủ',
  'homepane.featuredimages': 'Danh sách ảnh nổi bật trang chủ',
  'contact.address.address': 'Địa chỉ cửa hàng',
  'contact.phone.number': 'Số điện thoại liên hệ',
  'contact.phone.description': 'Mô tả số điện thoại',
  'contact.messenger.link': 'Liên kết Messenger',
  'contact.facebook.name': 'Tên trang Facebook',
  'contact.facebook.link': 'Liên kết Facebook',
  'contact.zalo.name': 'Tên Zalo',
  'contact.zalo.link': 'Liên kết Zalo',
  'currency.code': 'Mã tiền tệ',
  'currency.symbol': 'Ký hiệu tiền tệ',
  'currency.name': 'Tên tiền tệ',
};

export const setting = (key: string, value: string): SettingBody => ({
  key,
  value,
  description: SETTING_DESCRIPTIONS[key] ?? null,
});

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
 * Saves several settings in parallel, one POST each (store information, contact). Here, not in
 * api/settings.ts (which the storefront shares), so that a storefront visit never downloads useMutation. Resolves with the
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

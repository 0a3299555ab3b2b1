import { FIRST_START_SETTINGS } from '@shop/core/examples/shop-settings';
import { SETTINGS, SETTING_KEYS, type SettingKey } from '@shop/core/schemas/setting';

// The settings a first start writes (seed/base.ts).

/** The values a first start stores instead of the declared defaults: the shop's contact and store details. */
const FIRST_START_VALUES: Partial<Record<SettingKey, string>> = FIRST_START_SETTINGS;

/** What a first start stores: every declared setting with its description, at its first-start value or default. */
export const DEFAULT_SETTINGS: Record<SettingKey, { value: string; description: string }> = Object.fromEntries(
  SETTING_KEYS.map((key) => [
    key,
    { value: FIRST_START_VALUES[key] ?? SETTINGS[key].default, description: SETTINGS[key].description },
  ]),
) as Record<SettingKey, { value: string; description: string }>;

import { STORE_STATIC_FACTS } from '@shop/core/constants';
import { parseJsonSetting, type SettingsMap } from '@shop/core/schemas/setting';
import { z } from 'zod';

/** store.openingHours (JSON): the three opening-hour lines of the store screen. */
const openingHoursSchema = z.object({ monFri: z.string(), sat: z.string(), sun: z.string() });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const OPENING_HOURS_LABELS: Record<keyof OpeningHours, string> = {
  monFri: 'Thứ 2 - Thứ 6',
  sat: 'Thứ 7',
  sun: 'Chủ Nhật',
};

/** The store information as the screens use it (the store.* keys). */
export interface StoreInfo {
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  facebook: string;
  instagram: string;
  youtube: string;
  openingHours: OpeningHours;
  services: string[];
  established: string;
}

/** Text keys: form field → settings key. */
export const STORE_TEXT_KEYS = {
  name: 'store.name',
  description: 'store.description',
  address: 'store.address',
  phone: 'store.phone',
  email: 'store.email',
  website: 'store.website',
  facebook: 'store.facebook',
  instagram: 'store.instagram',
  youtube: 'store.youtube',
  established: 'store.established',
} as const satisfies Partial<Record<keyof StoreInfo, string>>;

const OPENING_HOURS_KEY = 'store.openingHours';
const SERVICES_KEY = 'store.services';

/** Reads the store.* settings; missing or broken JSON values fall back to the fixed hours and no services. */
export function readStoreInfo(settings: SettingsMap | undefined): StoreInfo {
  const s = settings ?? {};
  const text = (key: string) => s[key] ?? '';
  return {
    name: text(STORE_TEXT_KEYS.name),
    description: text(STORE_TEXT_KEYS.description),
    address: text(STORE_TEXT_KEYS.address),
    phone: text(STORE_TEXT_KEYS.phone),
    email: text(STORE_TEXT_KEYS.email),
    website: text(STORE_TEXT_KEYS.website),
    facebook: text(STORE_TEXT_KEYS.facebook),
    instagram: text(STORE_TEXT_KEYS.instagram),
    youtube: text(STORE_TEXT_KEYS.youtube),
    established: text(STORE_TEXT_KEYS.established),
    openingHours: parseJsonSetting(s[OPENING_HOURS_KEY], openingHoursSchema, { ...STORE_STATIC_FACTS.openingHours }),
    services: parseJsonSetting(s[SERVICES_KEY], z.array(z.string()), []),
  };
}

/** The settings a save sends: one `{key, value}` per key whose stored value differs from the form's. */
export function changedStoreSettings(
  before: SettingsMap | undefined,
  next: StoreInfo,
): { key: string; value: string }[] {
  const values: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(STORE_TEXT_KEYS).map(([field, key]) => [key, next[field as keyof typeof STORE_TEXT_KEYS].trim()]),
    ),
    [OPENING_HOURS_KEY]: JSON.stringify(next.openingHours),
    [SERVICES_KEY]: JSON.stringify(next.services),
  };
  const current = before ?? {};
  return Object.entries(values)
    .filter(([key, value]) => {
      const stored = current[key];
      if (key === OPENING_HOURS_KEY || key === SERVICES_KEY) {
        // JSON keys compare by meaning (the server stores them normalised).
        return stored === undefined || !sameJson(stored, value);
      }
      return (stored ?? '') !== value;
    })
    .map(([key, value]) => ({ key, value }));
}

function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}

/** What each store key is called on screen (error lists) and the description saved with it. */
export const STORE_KEY_LABELS: Record<string, string> = {
  'store.name': 'Tên cửa hàng',
  'store.description': 'Mô tả cửa hàng',
  'store.address': 'Địa chỉ cửa hàng',
  'store.phone': 'Điện thoại cửa hàng',
  'store.email': 'Email cửa hàng',
  'store.website': 'Website',
  'store.facebook': 'Facebook',
  'store.instagram': 'Instagram',
  'store.youtube': 'YouTube',
  'store.openingHours': 'Giờ mở cửa',
  'store.services': 'Dịch vụ',
  'store.established': 'Năm thành lập',
};

import { SETTINGS, SETTING_KEYS, type SettingKey } from '@shop/core/schemas/setting';

// The settings a first start writes (seed/base.ts).

/** The values a first start stores instead of the declared defaults: the shop's contact and store details. */
const FIRST_START_VALUES: Partial<Record<SettingKey, string>> = {
  'contact.address.address': '123 Đồng Khởi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  'contact.phone.number': '0901 234 567',
  'contact.phone.description': 'Hotline tư vấn (8:00 - 22:00)',
  'contact.facebook.name': 'Đồng Hồ Sang Trọng',
  'contact.facebook.link': 'https://facebook.com/donghosangtrong',
  'contact.zalo.name': 'Đồng Hồ Sang Trọng',
  'contact.zalo.link': 'https://zalo.me/0901234567',
  'contact.messenger.link': 'https://m.me/donghosangtrong',
  'store.name': 'Đồng Hồ Sang Trọng',
  'store.description': 'Cửa hàng đồng hồ chính hãng cao cấp tại TP. Hồ Chí Minh.',
  'store.address': '123 Đồng Khởi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  'store.phone': '0901 234 567',
  'store.email': 'lienhe@donghosangtrong.vn',
  'store.website': 'https://donghosangtrong.vn',
  'store.facebook': 'https://facebook.com/donghosangtrong',
  'store.instagram': 'https://instagram.com/donghosangtrong',
  'store.youtube': 'https://youtube.com/@donghosangtrong',
  'store.openingHours': JSON.stringify({ monFri: '9:00-22:00', sat: '9:00-23:00', sun: '10:00-21:00' }),
  'store.services': JSON.stringify([
    'Bảo hành chính hãng',
    'Đánh bóng miễn phí',
    'Thay pin, thay dây',
    'Giao hàng toàn quốc',
  ]),
  'store.established': '2015',
};

/** What a first start stores: every declared setting with its description, at its first-start value or default. */
export const DEFAULT_SETTINGS: Record<SettingKey, { value: string; description: string }> = Object.fromEntries(
  SETTING_KEYS.map((key) => [
    key,
    { value: FIRST_START_VALUES[key] ?? SETTINGS[key].default, description: SETTINGS[key].description },
  ]),
) as Record<SettingKey, { value: string; description: string }>;

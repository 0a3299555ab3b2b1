import { SETTINGS, SETTING_KEYS, type SettingKey } from '@shop/core/schemas/setting';

// The settings a first start writes (seed/base.ts).

/** What a first start stores: every declared setting at its default, the shop's contact and store details filled in. */
const FIRST_START_VALUES: Partial<Record<SettingKey, { value: string; description: string }>> = {
  'contact.address.address': {
    value: '123 Đồng Khởi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    description: 'Địa chỉ',
  },
  'contact.phone.number': { value: '0901 234 567', description: 'Số điện thoại' },
  'contact.phone.description': { value: 'Hotline tư vấn (8:00 - 22:00)', description: 'Mô tả số điện thoại' },
  'contact.facebook.name': { value: 'Đồng Hồ Sang Trọng', description: 'Tên Facebook' },
  'contact.facebook.link': { value: 'https://facebook.com/donghosangtrong', description: 'Liên kết Facebook' },
  'contact.zalo.name': { value: 'Đồng Hồ Sang Trọng', description: 'Tên Zalo' },
  'contact.zalo.link': { value: 'https://zalo.me/0901234567', description: 'Liên kết Zalo' },
  'contact.messenger.link': { value: 'https://m.me/donghosangtrong', description: 'Liên kết Messenger' },
  'store.name': { value: 'Đồng Hồ Sang Trọng', description: 'Tên cửa hàng' },
  'store.description': {
    value: 'Cửa hàng đồng hồ chính hãng cao cấp tại TP. Hồ Chí Minh.',
    description: 'Mô tả cửa hàng',
  },
  'store.address': {
    value: '123 Đồng Khởi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    description: 'Địa chỉ cửa hàng',
  },
  'store.phone': { value: '0901 234 567', description: 'Điện thoại cửa hàng' },
  'store.email': { value: 'lienhe@donghosangtrong.vn', description: 'Email cửa hàng' },
  'store.website': { value: 'https://donghosangtrong.vn', description: 'Website' },
  'store.facebook': { value: 'https://facebook.com/donghosangtrong', description: 'Facebook' },
  'store.instagram': { value: 'https://instagram.com/donghosangtrong', description: 'Instagram' },
  'store.youtube': { value: 'https://youtube.com/@donghosangtrong', description: 'YouTube' },
  'store.openingHours': {
    value: JSON.stringify({ monFri: '9:00-22:00', sat: '9:00-23:00', sun: '10:00-21:00' }),
    description: 'Giờ mở cửa',
  },
  'store.services': {
    value: JSON.stringify(['Bảo hành chính hãng', 'Đánh bóng miễn phí', 'Thay pin, thay dây', 'Giao hàng toàn quốc']),
    description: 'Dịch vụ',
  },
  'store.established': { value: '2015', description: 'Năm thành lập' },
};

export const DEFAULT_SETTINGS: Record<SettingKey, { value: string; description: string }> = Object.fromEntries(
  SETTING_KEYS.map((key) => [
    key,
    FIRST_START_VALUES[key] ?? { value: SETTINGS[key].default, description: SETTINGS[key].description },
  ]),
) as Record<SettingKey, { value: string; description: string }>;

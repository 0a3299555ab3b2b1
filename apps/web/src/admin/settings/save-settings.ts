import type { SettingBody } from '@shop/core/schemas/setting';

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

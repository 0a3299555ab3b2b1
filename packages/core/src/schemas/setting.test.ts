import { describe, expect, it } from 'vitest';
import {
  CONTACT_KEYS,
  KNOWN_SETTING_VALUES,
  PUBLIC_SETTING_KEYS,
  SETTINGS,
  SETTING_KEYS,
  STORE_KEYS,
  readSetting,
  settingBody,
  settingResource,
} from './setting.ts';

const check = (key: string, value: string) => KNOWN_SETTING_VALUES[key]!.safeParse(value);

describe('settings contract', () => {
  it('saves store.* keys with the shop right and the rest with the settings right', () => {
    for (const key of STORE_KEYS) expect(settingResource(key)).toBe('shop');
    expect(settingResource('contact.zalo.link')).toBe('settings');
    expect(settingResource('homepage.bannerAndSlogan')).toBe('settings');
    for (const key of ['checkout.shippingFee', 'payment.bankBin', 'inventory.lowStockThreshold'])
      expect(settingResource(key)).toBe('shop');
  });

  it('declares every key the screens use, each default valid for its own rule', () => {
    for (const key of [...CONTACT_KEYS, ...STORE_KEYS]) expect(SETTING_KEYS).toContain(key);
    for (const key of SETTING_KEYS)
      expect(SETTINGS[key].value.safeParse(SETTINGS[key].default).success, key).toBe(true);
    expect(PUBLIC_SETTING_KEYS).not.toContain('inventory.lowStockThreshold');
    expect(PUBLIC_SETTING_KEYS).toContain('payment.accountNumber');
  });

  it('reads typed values, falling back to the default for a missing or broken value', () => {
    expect(readSetting({}, 'checkout.shippingFee')).toBe(30000);
    expect(readSetting({ 'checkout.shippingFee': '15000' }, 'checkout.shippingFee')).toBe(15000);
    expect(readSetting({ 'checkout.shippingFee': '-5' }, 'checkout.shippingFee')).toBe(30000);
    expect(readSetting({}, 'checkout.freeShippingOver')).toBe(1_000_000);
    expect(readSetting({}, 'inventory.lowStockThreshold')).toBe(2);
    expect(readSetting({}, 'payment.bankBin')).toBe('');
    expect(readSetting({ 'store.services': '["A"]' }, 'store.services')).toEqual(['A']);
  });

  it('validates the JSON settings and links', () => {
    expect(check('homepage.bannerAndSlogan', '{"bannerImage":"/uploads/a.webp","sloganPath1":"Vẻ Đẹp"}').data).toEqual({
      bannerImage: '/uploads/a.webp',
      sloganPath1: 'Vẻ Đẹp',
      sloganPath2: '',
    });
    expect(check('homepage.bannerAndSlogan', 'not json').success).toBe(false);
    expect(
      check('homepane.featuredimages', '[{"id":1,"path":"/uploads/a.webp","filename":"a.png","order":0}]').success,
    ).toBe(true);
    expect(
      check('homepane.featuredimages', '[{"id":1,"path":"/uploads/../a.webp","filename":"a.png","order":0}]').success,
    ).toBe(false);
    expect(check('contact.messenger.link', 'https://m.me/x').success).toBe(true);
    expect(check('contact.messenger.link', '').success).toBe(true);
    expect(check('contact.messenger.link', 'javascript:alert(1)').success).toBe(false);
    expect(check('store.email', 'a@b.vn').success).toBe(true);
    expect(check('store.email', 'a@').success).toBe(false);
    expect(check('store.services', '["Bảo hành"]').success).toBe(true);
    expect(check('store.services', '{}').success).toBe(false);
  });

  it('requires a key of letters, digits, dots, dashes and underscores', () => {
    expect(settingBody.safeParse({ key: 'store.name', value: 'x' }).success).toBe(true);
    expect(settingBody.safeParse({ key: 'bad key', value: 'x' }).error?.issues[0]?.message).toBe(
      'Khóa cài đặt không hợp lệ',
    );
    expect(settingBody.safeParse({ key: 'a', value: 1 }).error?.issues[0]?.message).toBe('Giá trị phải là chuỗi');
  });
});

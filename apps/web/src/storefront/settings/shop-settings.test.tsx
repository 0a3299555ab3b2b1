import { STORAGE_KEYS } from '@shop/core/constants';
import { bannerAndSlogan, featuredImages as featuredImagesSchema } from '@shop/core/schemas/setting';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { PriceTag } from '../components/price';
import { renderRoute } from '../components/storefront-test-utils';
import { StorefrontLayout } from '../layout/storefront-layout';
import { parseShopSettings } from './shop-settings';
import { applyThemeColor } from '../../lib/theme-color';

const serverSettings = {
  'contact.address.address': '123 Đồng Khởi, Quận 1',
  'contact.phone.number': '0901 234 567',
  'contact.phone.description': 'Hotline tư vấn',
  'contact.facebook.name': 'Đồng Hồ Sang Trọng FB',
  'contact.facebook.link': 'https://facebook.com/donghosangtrong',
  'contact.zalo.name': 'Zalo Đồng Hồ',
  'contact.zalo.link': 'https://zalo.me/0901234567',
  'contact.messenger.link': 'https://m.me/donghosangtrong',
  'currency.code': 'VND',
  'themeColor.id': 'blue',
  'store.name': 'Đồng Hồ Sang Trọng',
};

function renderShop() {
  return renderRoute(
    <StorefrontLayout>
      <PriceTag variant={{ price: 12_500_000, discount: 0 }} />
    </StorefrontLayout>,
    { path: '/products' },
  );
}

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('client settings', () => {
  it('uses the server settings, applies the theme colour and keeps a local copy', async () => {
    mockFetch({ 'GET /api/settings': { body: serverSettings }, 'GET /api/categories': { body: [] } });
    const { user } = renderShop();

    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('123 Đồng Khởi, Quận 1')).toBeVisible();
    expect(within(footer).getByRole('link', { name: '0901 234 567' }).getAttribute('href')).toBe('tel:0901234567');
    expect(within(footer).getByText('Hotline tư vấn')).toBeVisible();
    expect(
      within(footer)
        .getByRole('link', { name: /Đồng Hồ Sang Trọng FB/ })
        .getAttribute('href'),
    ).toBe('https://facebook.com/donghosangtrong');
    expect(
      within(footer)
        .getByRole('link', { name: /Zalo Đồng Hồ/ })
        .getAttribute('href'),
    ).toBe('https://zalo.me/0901234567');
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Đồng Hồ Sang Trọng. Bảo lưu mọi quyền.`),
    ).toBeVisible();
    expect(screen.getByText('12.500.000 ₫')).toBeVisible();

    expect(rootVar('--color-primary')).toBe('#3B82F6');
    expect(rootVar('--color-primary-rgb')).toBe('59, 130, 246');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.settings)!)).toEqual(serverSettings);

    // One button; it opens the shop's three ways.
    const contact = screen.getByRole('complementary', { name: 'Liên hệ nhanh' });
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    await user.click(within(contact).getByRole('button', { name: 'Mở liên hệ nhanh' }));
    expect(within(contact).getByRole('link', { name: 'Chat qua Zalo' }).getAttribute('href')).toBe(
      'https://zalo.me/0901234567',
    );
    expect(within(contact).getByRole('link', { name: 'Nhắn tin qua Messenger' }).getAttribute('href')).toBe(
      'https://m.me/donghosangtrong',
    );
    expect(within(contact).getByRole('link', { name: 'Gọi hotline 0901 234 567' }).getAttribute('href')).toBe(
      'tel:0901234567',
    );
  });

  it('falls back to the locally saved copy when the server fails', async () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ 'contact.address.address': 'Địa chỉ đã lưu', 'currency.code': 'USD', 'themeColor.id': 'green' }),
    );
    mockFetch({ 'GET /api/settings': apiError(500, 'Lỗi máy chủ'), 'GET /api/categories': { body: [] } });
    renderShop();

    expect(await screen.findByText('Địa chỉ đã lưu')).toBeVisible();
    expect(screen.getByText('$12,500,000.00')).toBeVisible();
    expect(rootVar('--color-primary')).toBe('#10B981');
  });

  it('reads an older nested copy ({ currency: { code } }) as well', async () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ currency: { code: 'JPY', symbol: '¥' }, language: 'vi' }),
    );
    mockFetch({ 'GET /api/settings': apiError(500, 'Lỗi máy chủ'), 'GET /api/categories': { body: [] } });
    renderShop();
    expect(await screen.findByText('¥12,500,000')).toBeVisible();
  });

  it('uses the defaults without server or copy: VND ₫ without decimals, honeyed', async () => {
    const api = mockFetch({ 'GET /api/settings': apiError(500, 'Lỗi máy chủ'), 'GET /api/categories': { body: [] } });
    renderShop();
    await screen.findByRole('contentinfo');
    await new Promise((r) => setTimeout(r, 20));
    expect(api.to('GET /api/settings').length).toBeGreaterThan(0);
    expect(screen.getByText('12.500.000 ₫')).toBeVisible();
    expect(rootVar('--color-primary')).toBe('#EDAB18');
    expect(rootVar('--color-primary-rgb')).toBe('237, 171, 24');
    expect(screen.queryByRole('complementary', { name: 'Liên hệ nhanh' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.settings)).toBeNull();
  });
});

describe('settings values', () => {
  it('an unreadable colour falls back to 237,171,24', () => {
    applyThemeColor('not-a-colour');
    expect(rootVar('--color-primary-rgb')).toBe('237, 171, 24');
    expect(rootVar('--color-primary')).toBe('rgb(237,171,24)');
  });

  it('defaults the banner and the slogan only when both parts are empty', () => {
    expect(parseShopSettings({}).banner).toEqual({
      image: '/images/banner.jpg',
      sloganPath1: 'Vẻ Đẹp',
      sloganPath2: 'Vượt Thời Gian',
    });
    const one = parseShopSettings({
      'homepage.bannerAndSlogan': JSON.stringify({
        bannerImage: '/uploads/a.webp',
        sloganPath1: 'Tinh Hoa',
        sloganPath2: '',
      }),
    });
    expect(one.banner).toEqual({ image: '/uploads/a.webp', sloganPath1: 'Tinh Hoa', sloganPath2: '' });
  });

  it('orders the featured images and marks an unreadable list', () => {
    const images = [
      { id: 2, path: '/uploads/b.webp', filename: 'b.png', order: 1 },
      { id: 1, path: '/uploads/a.webp', filename: 'a.png', order: 0 },
    ];
    expect(
      parseShopSettings({ 'homepane.featuredimages': JSON.stringify(images) }).featuredImages?.map((i) => i.id),
    ).toEqual([1, 2]);
    expect(parseShopSettings({ 'homepane.featuredimages': '{oops' }).featuredImages).toBeNull();
    expect(parseShopSettings({}).featuredImages).toEqual([]);
  });

  it("reads the JSON settings as core's schemas do (checked by hand, without zod)", () => {
    const banner = (value: unknown) => parseShopSettings({ 'homepage.bannerAndSlogan': JSON.stringify(value) }).banner;
    const expectedBanner = (value: unknown) => {
      const parsed = bannerAndSlogan.safeParse(value);
      return parseShopSettings({ 'homepage.bannerAndSlogan': JSON.stringify(parsed.success ? parsed.data : {}) })
        .banner;
    };
    const banners: unknown[] = [
      { bannerImage: 'https://cdn.example.com/b.jpg', sloganPath1: 'A', sloganPath2: 'B', extra: 1 },
      { bannerImage: '/images/hero.jpg' },
      { sloganPath1: 'Chỉ một phần' },
      { bannerImage: 'javascript:alert(1)', sloganPath1: 'X' },
      { bannerImage: '/uploads/../secret', sloganPath1: 'X' },
      { bannerImage: 5, sloganPath1: 'X' },
      { bannerImage: null, sloganPath1: 'X' },
      { sloganPath1: 'x'.repeat(201) },
      ['/uploads/a.webp'],
      'text',
      null,
    ];
    for (const value of banners) expect(banner(value), JSON.stringify(value)).toEqual(expectedBanner(value));

    const featured = (value: unknown) =>
      parseShopSettings({ 'homepane.featuredimages': JSON.stringify(value) }).featuredImages;
    const image = { id: 1, path: '/uploads/a.webp', filename: 'a.png', order: 0 };
    const lists: unknown[] = [
      [image, { ...image, id: 2, order: 3, extra: true }],
      [],
      [{ ...image, path: 'https://cdn.example.com/a.webp' }],
      [{ ...image, id: '1' }],
      [{ ...image, order: -1 }],
      [{ ...image, order: 1.5 }],
      [{ ...image, filename: 'x'.repeat(501) }],
      [{ ...image, filename: undefined }],
      Array.from({ length: 101 }, (_, i) => ({ ...image, id: i + 1 })),
      [null],
      { 0: image },
    ];
    for (const value of lists) {
      const parsed = featuredImagesSchema.safeParse(value);
      expect(featured(value), JSON.stringify(value).slice(0, 80)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

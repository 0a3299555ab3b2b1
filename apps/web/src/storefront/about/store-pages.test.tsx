import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../components/storefront-test-utils';
import { AboutPage, ContactPage } from './store-pages';
import { FIRST_START_SETTINGS } from '@shop/core/examples/shop-settings';

/** The first start's details, the shop closed on Sundays. */
const settings = {
  ...FIRST_START_SETTINGS,
  'store.openingHours': JSON.stringify({ monFri: '8:00-21:00', sat: '9:00-22:00', sun: 'Nghỉ' }),
};

describe('/about and /contact', () => {
  it('/about tells the store from its settings: text, services, year, hours', async () => {
    mockFetch({ 'GET /api/settings': { body: settings } });
    renderRoute(<AboutPage />, { path: '/about' });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Giới thiệu ${settings['store.name']}` }),
    ).toBeVisible();
    expect(await screen.findByText(settings['store.description'])).toBeVisible();
    expect(screen.getByText('Đánh bóng miễn phí')).toBeVisible();
    expect(screen.getByText(/Thành lập năm 2015/)).toBeVisible();
    expect(screen.getByText('8:00-21:00')).toBeVisible();
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(document.title).toContain('Giới thiệu');
  });

  it('/contact gives the address with a map link, hours, phone, Zalo, Messenger and email', async () => {
    mockFetch({ 'GET /api/settings': { body: settings } });
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    expect(await screen.findByText(settings['store.address'])).toBeVisible();
    const map = screen.getByRole('link', { name: /Xem bản đồ/ });
    expect(map.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings['store.address'])}`,
    );
    expect(screen.getByRole('link', { name: /0901 234 567/ }).getAttribute('href')).toBe('tel:0901234567');
    expect(screen.getByRole('link', { name: /Zalo: Đồng Hồ Sang Trọng/ }).getAttribute('href')).toBe(
      'https://zalo.me/0901234567',
    );
    const messenger = screen.getByRole('link', { name: /Messenger/ });
    expect(messenger.getAttribute('href')).toBe('https://m.me/donghosangtrong');
    expect(messenger.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'lienhe@donghosangtrong.vn' }).getAttribute('href')).toBe(
      'mailto:lienhe@donghosangtrong.vn',
    );
    const hours = screen.getByRole('region', { name: 'Giờ mở cửa' });
    expect(within(hours).getByText('Chủ Nhật')).toBeVisible();
    expect(within(hours).getByText('Nghỉ')).toBeVisible();
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it('without settings, shows the fixed opening hours and a way to the products', async () => {
    mockFetch({ 'GET /api/settings': { body: {} } });
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(await screen.findByText('9:00-22:00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Xem sản phẩm' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('link', { name: /Xem bản đồ/ })).toBeNull();
  });
});

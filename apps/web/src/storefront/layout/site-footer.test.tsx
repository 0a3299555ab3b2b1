import { SELLER_SETTINGS_EXAMPLE } from '@shop/core/examples/seller';
import { readSellerIdentity } from '@shop/core/seller';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, parseShopSettings } from '../settings/shop-settings';
import { SiteFooter } from './site-footer';

const renderFooter = (settings: Record<string, string>) => {
  const shop = parseShopSettings(settings);
  return render(
    <MemoryRouter>
      <SiteFooter storeName={shop.storeName} contact={shop.contact} settings={shop.map} />
    </MemoryRouter>,
  );
};

describe("the footer's seller identity", () => {
  it('shows the legal name, registration, registered address and the Ministry link once filled', () => {
    renderFooter(SELLER_SETTINGS_EXAMPLE);
    const seller = screen.getByRole('region', { name: 'Thông tin người bán' });
    expect(within(seller).getByText('Công ty TNHH Đồng Hồ Sang Trọng')).toBeVisible();
    expect(
      within(seller).getByText(
        'Mã số doanh nghiệp / hộ kinh doanh: 0312345678, cấp ngày 01/06/2015 tại Sở Tài chính Thành phố Hồ Chí Minh',
      ),
    ).toBeVisible();
    expect(
      within(seller).getByText('Địa chỉ đăng ký: 123 Đồng Khởi, Phường Sài Gòn, Thành phố Hồ Chí Minh'),
    ).toBeVisible();
    expect(within(seller).getByRole('link', { name: 'Đã thông báo Bộ Công Thương' }).getAttribute('href')).toBe(
      'https://online.gov.vn/Home/WebDetails/12345',
    );
  });

  it('shows nothing of it while it is empty (a new shop), and never a link that is not http(s)', () => {
    renderFooter({ 'seller.moitNoticeUrl': 'javascript:alert(1)' });
    expect(screen.queryByRole('region', { name: 'Thông tin người bán' })).toBeNull();
    expect(readSellerIdentity(DEFAULT_SHOP_SETTINGS.map).legalName).toBe('');
  });
});

describe("the footer's policy links", () => {
  it('links the six policy pages', () => {
    renderFooter({});
    const nav = screen.getByRole('navigation', { name: 'Chính sách' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Chính sách đổi trả và hoàn tiền', '/chinh-sach/doi-tra-va-hoan-tien'],
      ['Chính sách bảo hành', '/chinh-sach/bao-hanh'],
      ['Chính sách bảo mật thông tin', '/chinh-sach/bao-mat-thong-tin'],
      ['Chính sách vận chuyển', '/chinh-sach/van-chuyen'],
      ['Chính sách thanh toán', '/chinh-sach/thanh-toan'],
      ['Điều khoản sử dụng', '/chinh-sach/dieu-khoan-su-dung'],
    ]);
  });
});

describe("the footer's look-ups", () => {
  it.each([
    ['Tra cứu đơn hàng', '/track-order'],
    ['Tra cứu bảo hành', '/bao-hanh'],
  ])('links %s (%s) from every page', (name, href) => {
    renderFooter({});
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });
});
